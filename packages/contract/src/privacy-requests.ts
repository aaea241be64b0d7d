import { z } from 'zod';
import { cairoDay } from './cairo-day.ts';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { cairoTime, weekdayOf } from './opening-hours.ts';
import { optionalQueryInt } from './query-params.ts';
import { dateField } from './schedule.ts';

/**
 * Privacy requests and the breach register (docs/decisions/0081), after Egypt's personal data
 * protection law (151/2020): a data subject's written request (access, correction, deletion,
 * objection) is decided within six working days; a breach is reported to the Data Protection Centre
 * within 72 hours of its discovery.
 */

export const privacyRequestKinds = ['access', 'correction', 'deletion', 'objection'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
/** What a customer asks for in writing; access and deletion are the 'my data' page's own buttons. */
export const writtenRequestKinds = ['correction', 'objection'] as const;
export const privacyRequestStatuses = ['open', 'answered', 'refused'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

/** The law's term for a decision on a request, in working days. */
export const privacyWorkingDays = 6;
/** The law's term for telling the Data Protection Centre of a breach, from its discovery. */
export const breachNotifyHours = 72;
/** Egypt's weekend. */
const weekend = new Set(['fri', 'sat']);

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A working day in Egypt: not Friday or Saturday, not one of the public holidays (Cairo days). */
export function isWorkingDay(day: string, holidays: ReadonlySet<string> | readonly string[]): boolean {
  const off = holidays instanceof Set ? holidays : new Set(holidays as readonly string[]);
  return !weekend.has(weekdayOf(day)) && !off.has(day);
}

/**
 * When a request received at `receivedAt` must be decided: the end (Cairo midnight) of the sixth
 * working day after the Cairo day it arrived on; that day itself does not count, whatever the hour.
 */
export function privacyDeadline(receivedAt: Date, holidays: readonly string[]): Date {
  const off = new Set(holidays);
  let day = cairoDay(receivedAt);
  let counted = 0;
  while (counted < privacyWorkingDays) {
    day = addDays(day, 1);
    if (isWorkingDay(day, off)) counted += 1;
  }
  return cairoTime(addDays(day, 1), '00:00');
}

/** The Data Protection Centre's deadline: 72 hours after the breach was discovered. */
export function breachDeadline(discoveredAt: Date): Date {
  return new Date(discoveredAt.getTime() + breachNotifyHours * 3_600_000);
}

/** Overdue: still open (or not yet reported) after its deadline. */
export function isOverdue(deadline: Date, done: boolean, now: Date): boolean {
  return !done && now.getTime() > deadline.getTime();
}

/** The queue's order: overdue first, then open by deadline, then the decided, newest first. */
export function queueOrder<T extends { status: PrivacyRequestStatus; deadline: string; receivedAt: string }>(
  requests: readonly T[],
  now: Date,
): T[] {
  const rank = (r: T) => (r.status !== 'open' ? 2 : isOverdue(new Date(r.deadline), false, now) ? 0 : 1);
  return [...requests].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (rank(a) === 2 ? b.receivedAt.localeCompare(a.receivedAt) : a.deadline.localeCompare(b.deadline)),
  );
}

export const privacyRequestLimits = { detailsMax: 2000, answerMax: 2000, holidayNameMax: 80 } as const;

// The customer's side.
export const privacyRequestBody = z.object({
  kind: z.enum(writtenRequestKinds, { error: 'privacyRequests.kindInvalid' }),
  details: requiredText(privacyRequestLimits.detailsMax, { multiline: true }),
});
export type PrivacyRequestBody = z.input<typeof privacyRequestBody>;

export const myPrivacyRequest = z.object({
  id: z.number().int(),
  kind: z.enum(privacyRequestKinds),
  details: z.string(),
  status: z.enum(privacyRequestStatuses),
  /** Done at once by the page itself (the data download, the account's deletion). */
  automatic: z.boolean(),
  receivedAt: z.string(),
  deadline: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type MyPrivacyRequest = z.infer<typeof myPrivacyRequest>;
export const myPrivacyRequestsResponse = envelope(z.object({ requests: z.array(myPrivacyRequest) }));
export const myPrivacyRequestResponse = envelope(z.object({ request: myPrivacyRequest }), z.number().int());

// The staff queue.
/** How a request arrived: the app (the customer's page), or outside it, recorded by staff (docs/decisions/0089). */
export const privacyRequestChannels = ['app', 'email', 'letter', 'phone', 'branch'] as const;
export type PrivacyRequestChannel = (typeof privacyRequestChannels)[number];
export const recordedRequestChannels = ['email', 'letter', 'phone', 'branch'] as const;

export const staffPrivacyRequest = myPrivacyRequest.extend({
  channel: z.enum(privacyRequestChannels),
  recordedBy: z.string().nullable(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  phone: z.string().nullable(),
  lang: z.enum(['en', 'ar']),
  overdue: z.boolean(),
  handledBy: z.string().nullable(),
  version: z.number().int(),
});
export type StaffPrivacyRequest = z.infer<typeof staffPrivacyRequest>;
export const privacyHoliday = z.object({ day: z.string(), name: z.string() });
export type PrivacyHoliday = z.infer<typeof privacyHoliday>;
export const staffPrivacyRequestsResponse = envelope(
  z.object({ requests: z.array(staffPrivacyRequest), holidays: z.array(privacyHoliday) }),
);
export const staffPrivacyRequestResponse = envelope(
  z.object({ request: staffPrivacyRequest }),
  z.number().int(),
);

export const staffPrivacyAnswerBody = z.object({
  outcome: z.enum(['answered', 'refused'], { error: 'privacyRequests.outcomeInvalid' }),
  answer: requiredText(privacyRequestLimits.answerMax, { multiline: true }),
  version: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
});
export type StaffPrivacyAnswer = z.input<typeof staffPrivacyAnswerBody>;

/**
 * A request that arrived by e-mail, letter, phone or at a branch, entered by staff: the customer (their
 * phone number or e-mail address, exactly), the kind, the Cairo day it was received (its deadline
 * counts from that day), how it arrived, and what was asked.
 */
export const staffRecordPrivacyRequestBody = z.object({
  customer: requiredText(254, { error: 'privacyRequests.customerRequired' }),
  kind: z.enum(privacyRequestKinds, { error: 'privacyRequests.anyKindInvalid' }),
  receivedOn: z.preprocess(withAsciiDigits, dateField),
  channel: z.enum(recordedRequestChannels, { error: 'privacyRequests.channelInvalid' }),
  note: requiredText(privacyRequestLimits.detailsMax, { multiline: true }),
});
export type StaffRecordPrivacyRequest = z.input<typeof staffRecordPrivacyRequestBody>;

export const privacyHolidayBody = z.object({
  day: z.preprocess(withAsciiDigits, dateField),
  name: optionalText(privacyRequestLimits.holidayNameMax),
});
export const privacyHolidayRemoveBody = z.object({ day: z.preprocess(withAsciiDigits, dateField) });
export const privacyHolidaysResponse = envelope(z.object({ holidays: z.array(privacyHoliday) }));

// The breach register.
export const breachCategories = [
  'identity',
  'contact',
  'addresses',
  'orders',
  'health',
  'payment',
  'account',
] as const;
export type BreachCategory = (typeof breachCategories)[number];

const timeField = z.preprocess(
  withAsciiDigits,
  z.string({ error: 'validation.required' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'breaches.timeInvalid',
  }),
);

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A breach as recorded: what happened, when it was discovered (a Cairo day and time), the kinds of
 * data, and who was affected: phone numbers (one a line or comma), and/or the customers with orders
 * at a branch between two days.
 */
export const breachCreateBody = z
  .object({
    description: requiredText(4000, { multiline: true }),
    discoveredOn: z.preprocess(withAsciiDigits, dateField),
    discoveredTime: timeField,
    categories: z.preprocess(
      (value) => (typeof value === 'string' ? (value === '' ? [] : [value]) : value),
      z.array(z.enum(breachCategories, { error: 'breaches.categoryInvalid' })).min(1, {
        error: 'breaches.categoriesRequired',
      }),
    ),
    phones: optionalText(20_000, { multiline: true }),
    branchId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
    ordersFrom: z.preprocess(emptyToUndefined, z.preprocess(withAsciiDigits, dateField).optional()),
    ordersTo: z.preprocess(emptyToUndefined, z.preprocess(withAsciiDigits, dateField).optional()),
  })
  .superRefine((body, ctx) => {
    const byOrders = body.branchId !== undefined || body.ordersFrom || body.ordersTo;
    if (byOrders && !(body.branchId !== undefined && body.ordersFrom && body.ordersTo))
      ctx.addIssue({ code: 'custom', path: ['branchId'], message: 'breaches.filterIncomplete' });
    if (body.ordersFrom && body.ordersTo && body.ordersTo < body.ordersFrom)
      ctx.addIssue({ code: 'custom', path: ['ordersTo'], message: 'breaches.endBeforeStart' });
  });
export type BreachCreate = z.input<typeof breachCreateBody>;

export const breachReportedBody = z.object({
  reportedOn: z.preprocess(withAsciiDigits, dateField),
  reportedTime: timeField,
});

export const staffBreach = z.object({
  id: z.number().int(),
  description: z.string(),
  discoveredAt: z.string(),
  deadline: z.string(),
  categories: z.array(z.enum(breachCategories)),
  /** How the affected customers were chosen, as recorded. */
  filter: z.object({
    phones: z.array(z.string()),
    branchId: z.number().int().nullable(),
    ordersFrom: z.string().nullable(),
    ordersTo: z.string().nullable(),
  }),
  affected: z.number().int(),
  /** Phone numbers given that match no customer. */
  unmatchedPhones: z.array(z.string()),
  reportedAt: z.string().nullable(),
  customersNotifiedAt: z.string().nullable(),
  overdue: z.boolean(),
  recordedBy: z.string(),
  createdAt: z.string(),
});
export type StaffBreach = z.infer<typeof staffBreach>;
export const staffBreachesResponse = envelope(z.object({ breaches: z.array(staffBreach) }));
export const staffBreachResponse = envelope(z.object({ breach: staffBreach }), z.number().int());

export const breachCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lang: z.enum(['en', 'ar']),
});
export type BreachCustomer = z.infer<typeof breachCustomer>;
export const breachCustomersResponse = envelope(z.object({ customers: z.array(breachCustomer) }));
export const breachNotifyResponse = envelope(
  z.object({ breach: staffBreach, notified: z.number().int() }),
  z.number().int(),
);
