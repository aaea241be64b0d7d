import { z } from 'zod';
import { deliveryPromiseMinutesField } from './delivery-promise.ts';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { piastersToPounds, poundsToPiasters } from './money.ts';
import { paymentTypeIds } from './order-codes.ts';

/**
 * A branch's delivery settings (docs/decisions/0072): what delivery costs (flat, or free from an
 * order amount), the smallest order it takes, the ways of paying it takes, and its opening hours.
 * Money is integer piasters inside the store; the console's form types pounds in any digits and the
 * body turns them into piasters through `poundsToPiasters`, the one conversion.
 */

/** The week as an Egyptian calendar starts it; keys of `openingHours`. */
export const weekdays = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof weekdays)[number];

/** A day's hours, 'HH:MM' 24-hour Cairo time; `closed`: no delivery that day. */
export interface DayHours {
  closed: boolean;
  opens: string;
  closes: string;
}
export type OpeningHours = Record<Weekday, DayHours>;

/** Every way of paying the store has, in the order the customer sees them. */
export const allPaymentTypeIds: readonly number[] = [
  paymentTypeIds.cash,
  paymentTypeIds.cardReader,
  paymentTypeIds.online,
  paymentTypeIds.wallet,
  paymentTypeIds.kiosk,
];

export interface BranchDelivery {
  /** Piasters, charged while the order costs anything. */
  deliveryCharge: number;
  /** Piasters: an order whose subtotal reaches it is delivered free; null: never free. */
  freeDeliveryFrom: number | null;
  /** Piasters: checkout refuses a smaller subtotal. */
  minimumOrder: number;
  /** The ways of paying the branch takes (ids of `paymentTypeIds`). */
  paymentTypeIds: number[];
  openingHours: OpeningHours;
  /** Cairo days the branch is closed all day (YYYY-MM-DD, sorted); see opening-hours.ts. */
  holidays: string[];
  /** Minutes an instant order is delivered within (docs/decisions/0088); null: no promise shown. */
  deliveryPromiseMinutes: number | null;
}

export const defaultDayHours: Readonly<DayHours> = { closed: false, opens: '09:00', closes: '23:00' };
export const defaultOpeningHours: Readonly<OpeningHours> = Object.fromEntries(
  weekdays.map((day) => [day, { ...defaultDayHours }]),
) as OpeningHours;

export const branchDeliveryLimits = {
  /** Pounds. */
  chargeMax: 1_000,
  amountMax: 100_000,
} as const;

/** 'HH:MM' in any digits; a closing time may be '24:00' (midnight at the end of the day). */
const timeOf = (pattern: RegExp) =>
  z
    .string({ error: 'branchDelivery.timeInvalid' })
    .transform((value) => String(withAsciiDigits(value)).trim())
    .pipe(z.string().regex(pattern, { error: 'branchDelivery.timeInvalid' }));
const time = timeOf(/^([01]\d|2[0-3]):[0-5]\d$/);
const closingTime = timeOf(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);

const closedFlag = (value: unknown) => value === true || value === 'on' || value === '1' || value === 'true';
/** A closed day's hours are not asked for: empty boxes keep the store's. */
const dayInput = (value: unknown) => {
  if (!value || typeof value !== 'object') return value;
  const typed = value as Record<string, unknown>;
  if (!closedFlag(typed.closed)) return typed;
  const blank = (time: unknown) => time === undefined || time === null || String(time).trim() === '';
  return {
    ...typed,
    opens: blank(typed.opens) ? defaultDayHours.opens : typed.opens,
    closes: blank(typed.closes) ? defaultDayHours.closes : typed.closes,
  };
};

const dayObject = z
  .object({
    closed: z.preprocess(closedFlag, z.boolean()),
    opens: time,
    closes: closingTime,
  })
  // A closing before the opening is after midnight; the same time is no hours at all.
  .refine((hours) => hours.closed || hours.closes !== hours.opens, {
    error: 'branchDelivery.closesAfterOpens',
    path: ['closes'],
  });
const day = z.preprocess(dayInput, dayObject);

/** Pounds typed in any digits (at most two decimals, "١٢٫٥٠" = 12.50), to piasters. */
const pounds = (max: number) =>
  z.preprocess(
    (value) => {
      const text = withAsciiDigits(value);
      if (typeof text === 'number') return text;
      return typeof text === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error: 'branchDelivery.amountInvalid' })
      .min(0, { error: 'branchDelivery.amountInvalid', abort: true })
      .max(max, { error: 'branchDelivery.amountTooLarge', abort: true })
      .refine((egp) => Math.abs(egp * 100 - Math.round(egp * 100)) < 1e-6, {
        error: 'branchDelivery.amountInvalid',
      })
      .transform(poundsToPiasters),
  );

const paymentTypeList = z.preprocess(
  (value) => {
    const list = value === undefined || value === null || value === '' ? [] : value;
    return (Array.isArray(list) ? list : [list]).map((entry) =>
      typeof entry === 'string' ? Number(withAsciiDigits(entry)) : entry,
    );
  },
  z
    .array(
      z
        .number()
        .int()
        .refine((id) => allPaymentTypeIds.includes(id)),
      {
        error: 'branchDelivery.paymentRequired',
      },
    )
    .min(1, { error: 'branchDelivery.paymentRequired' })
    .transform((ids) => allPaymentTypeIds.filter((id) => ids.includes(id))),
);

/**
 * `POST /staff/branches/{id}/delivery`: every setting at once, as the console's form types them
 * (pounds in any digits; an empty free-from box: never free).
 */
export const branchDeliveryBody = z.object({
  deliveryCharge: pounds(branchDeliveryLimits.chargeMax),
  freeDeliveryFrom: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    pounds(branchDeliveryLimits.amountMax).nullable(),
  ),
  minimumOrder: pounds(branchDeliveryLimits.amountMax),
  paymentTypeIds: paymentTypeList,
  openingHours: z.object(
    Object.fromEntries(weekdays.map((name) => [name, day])) as Record<Weekday, typeof day>,
  ),
  /** Whole minutes in any digits; empty: no promise; left out: kept as it is (docs/decisions/0088). */
  deliveryPromiseMinutes: deliveryPromiseMinutesField.optional(),
});

/** A real calendar day written YYYY-MM-DD. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Holidays a branch keeps at most (a year's worth and more). */
export const maxHolidays = 100;

/**
 * `POST /staff/branches/{id}/holidays` and `.../holidays/remove`: one Cairo day, YYYY-MM-DD, typed in
 * any digits (the date box sends ASCII; a typed ٢٠٢٦-١٢-٢٥ is the same day).
 */
export const branchHolidayBody = z.object({
  date: z
    .string({ error: 'branchHolidays.dateInvalid' })
    // Digits of any of the systems `asciiDigits` reads, as year-month-day (the schema's pattern).
    .regex(
      /^\s*[0-9\u0660-\u0669\u06f0-\u06f9]{4}-[0-9\u0660-\u0669\u06f0-\u06f9]{2}-[0-9\u0660-\u0669\u06f0-\u06f9]{2}\s*$/,
      {
        error: 'branchHolidays.dateInvalid',
      },
    )
    .transform((value) => String(withAsciiDigits(value)).trim())
    .pipe(z.string().refine(isCalendarDay, { error: 'branchHolidays.dateInvalid' })),
});

/** A saved holidays value: the real days in it, once each, sorted (a bad value: none). */
export function holidaysOf(saved: unknown): string[] {
  const days = Array.isArray(saved)
    ? saved.filter((day): day is string => typeof day === 'string' && isCalendarDay(day))
    : [];
  return [...new Set(days)].sort();
}

const dayAnswer = z.object({ closed: z.boolean(), opens: z.string(), closes: z.string() });
/** The settings as answers carry them: money in pounds, as everywhere in the API. */
export const branchDeliveryAnswer = z.object({
  deliveryCharge: z.number(),
  freeDeliveryFrom: z.number().nullable(),
  minimumOrder: z.number(),
  paymentTypeIds: z.array(z.number().int()),
  openingHours: z.object(
    Object.fromEntries(weekdays.map((name) => [name, dayAnswer])) as Record<Weekday, typeof dayAnswer>,
  ),
  /** Cairo days the branch is closed all day, YYYY-MM-DD, sorted. */
  holidays: z.array(z.string()),
  /** Minutes an instant order is delivered within; null: no promise (docs/decisions/0088). */
  deliveryPromiseMinutes: z.number().int().nullable(),
});
export type BranchDeliveryAnswer = z.infer<typeof branchDeliveryAnswer>;

export const staffBranchDeliveryResponse = envelope(
  z.object({
    branch: z.object({ id: z.number().int(), name: z.string() }),
    delivery: branchDeliveryAnswer,
  }),
  z.number().int(),
);

/** A saved opening-hours value over the defaults: a day never saved (or a bad value) keeps the store's. */
export function openingHoursOf(saved: unknown): OpeningHours {
  const own = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>;
  return Object.fromEntries(
    weekdays.map((name) => {
      const parsed = day.safeParse(own[name]);
      return [name, parsed.success ? parsed.data : { ...defaultDayHours }];
    }),
  ) as OpeningHours;
}

/** The ways of paying a branch takes, from its saved list (a bad or empty value: all of them). */
export function paymentTypesOf(saved: unknown): number[] {
  const ids = Array.isArray(saved) ? saved.filter((id) => allPaymentTypeIds.includes(id)) : [];
  return ids.length > 0 ? allPaymentTypeIds.filter((id) => ids.includes(id)) : [...allPaymentTypeIds];
}

/** A branch's settings with money in pounds, for answers. */
export function branchDeliveryInPounds(delivery: BranchDelivery): BranchDeliveryAnswer {
  return {
    ...delivery,
    deliveryCharge: piastersToPounds(delivery.deliveryCharge),
    freeDeliveryFrom: delivery.freeDeliveryFrom === null ? null : piastersToPounds(delivery.freeDeliveryFrom),
    minimumOrder: piastersToPounds(delivery.minimumOrder),
  };
}

/** Whether a branch takes a way of paying. */
export function branchTakes(delivery: Pick<BranchDelivery, 'paymentTypeIds'>, paymentTypeId: number) {
  return delivery.paymentTypeIds.includes(paymentTypeId);
}
