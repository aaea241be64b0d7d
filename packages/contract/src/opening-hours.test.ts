import { describe, expect, it } from 'vitest';
import {
  branchDeliveryBody,
  branchHolidayBody,
  defaultOpeningHours,
  holidaysOf,
  weekdays,
} from './branch-delivery.ts';
import { translate } from './i18n.ts';
import { registerServerMessages, serverMessagesAr, serverMessagesEn } from './index.ts';
import { cairoTime, closedMessage, openState, slotWithinHours, weekdayOf } from './opening-hours.ts';

registerServerMessages({ en: serverMessagesEn, ar: serverMessagesAr });

const nineToEleven = { openingHours: defaultOpeningHours, holidays: [] as string[] };
const allDay = {
  openingHours: Object.fromEntries(
    weekdays.map((day) => [day, { closed: false, opens: '00:00', closes: '24:00' }]),
  ) as typeof defaultOpeningHours,
  holidays: [] as string[],
};

describe('opening hours', () => {
  it('reads instants on Cairo time (UTC+2 in winter, +3 in summer)', () => {
    // 2026-11-29 is a Sunday; 06:59 UTC is 08:59 in Cairo (winter).
    expect(weekdayOf('2026-11-29')).toBe('sun');
    expect(openState(nineToEleven, new Date('2026-11-29T06:59:00Z'))).toMatchObject({
      open: false,
      opensAt: { day: '2026-11-29', weekday: 'sun', time: '09:00' },
    });
    expect(openState(nineToEleven, new Date('2026-11-29T07:00:00Z'))).toEqual({ open: true });
    // Summer time: 09:00 in Cairo on 2026-07-05 is 06:00 UTC.
    expect(cairoTime('2026-07-05', '09:00').toISOString()).toBe('2026-07-05T06:00:00.000Z');
    expect(openState(nineToEleven, new Date('2026-07-05T06:00:00Z'))).toEqual({ open: true });
    expect(openState(nineToEleven, new Date('2026-07-05T05:59:00Z')).open).toBe(false);
  });

  it('closes at the closing minute and opens the next open day', () => {
    // Sunday 23:00 Cairo: closed, opens Monday 09:00.
    const state = openState(nineToEleven, new Date('2026-11-29T21:00:00Z'));
    expect(state).toMatchObject({
      open: false,
      opensAt: { day: '2026-11-30', weekday: 'mon', time: '09:00' },
    });
    if (!state.open) expect(state.opensAt?.at.toISOString()).toBe('2026-11-30T07:00:00.000Z');
  });

  it("takes '24:00' as the end of the day: 00:00-24:00 every day is always open", () => {
    for (const at of ['2026-11-29T21:59:00Z', '2026-11-29T22:00:00Z', '2026-07-01T20:59:00Z'])
      expect(openState(allDay, new Date(at))).toEqual({ open: true });
    expect(slotWithinHours(allDay, '2026-11-29', '20:00', '22:00')).toBe(true);
  });

  it('is closed all day on a holiday and on a closed weekday, and opens after them', () => {
    const branch = {
      openingHours: { ...defaultOpeningHours, mon: { closed: true, opens: '09:00', closes: '23:00' } },
      holidays: ['2026-11-29'],
    };
    // Sunday noon is a holiday, Monday is closed: opens Tuesday at 09:00.
    expect(openState(branch, new Date('2026-11-29T10:00:00Z'))).toMatchObject({
      open: false,
      opensAt: { day: '2026-12-01', weekday: 'tue', time: '09:00' },
    });
    expect(slotWithinHours(branch, '2026-11-29', '10:00', '12:00')).toBe(false);
    expect(slotWithinHours(branch, '2026-11-30', '10:00', '12:00')).toBe(false);
    expect(slotWithinHours(branch, '2026-12-01', '10:00', '12:00')).toBe(true);
  });

  it('offers a slot only inside the hours', () => {
    const late = {
      openingHours: { ...defaultOpeningHours, sun: { closed: false, opens: '13:00', closes: '21:00' } },
      holidays: [],
    };
    expect(slotWithinHours(late, '2026-11-29', '12:00', '14:00')).toBe(false);
    expect(slotWithinHours(late, '2026-11-29', '14:00', '16:00')).toBe(true);
    expect(slotWithinHours(late, '2026-11-29', '20:00', '22:00')).toBe(false);
  });

  it('keeps a night past midnight open into the next day, whatever that day says', () => {
    // Thursday 10:00 to 02:00; Friday closed (its own opening), Saturday from 12:00.
    const nights = {
      openingHours: {
        ...defaultOpeningHours,
        thu: { closed: false, opens: '10:00', closes: '02:00' },
        fri: { closed: true, opens: '09:00', closes: '23:00' },
        sat: { closed: false, opens: '12:00', closes: '00:00' },
      },
      holidays: [] as string[],
    };
    // 2026-12-03 is a Thursday. Thursday 23:30 Cairo (21:30 UTC): open.
    expect(openState(nights, new Date('2026-12-03T21:30:00Z'))).toEqual({ open: true });
    // Friday 01:59: still Thursday's night; 02:00: closed until Saturday 12:00.
    expect(openState(nights, new Date('2026-12-03T23:59:00Z'))).toEqual({ open: true });
    expect(openState(nights, new Date('2026-12-04T00:00:00Z'))).toMatchObject({
      open: false,
      opensAt: { day: '2026-12-05', weekday: 'sat', time: '12:00' },
    });
    // Saturday until '00:00' is until midnight; Sunday opens at its own 09:00.
    expect(openState(nights, new Date('2026-12-05T21:59:00Z'))).toEqual({ open: true });
    expect(openState(nights, new Date('2026-12-05T22:00:00Z'))).toMatchObject({
      open: false,
      opensAt: { day: '2026-12-06', time: '09:00' },
    });
    // Slots: Thursday evening, and Friday's small hours from Thursday's night; not Friday morning.
    expect(slotWithinHours(nights, '2026-12-03', '22:00', '24:00')).toBe(true);
    expect(slotWithinHours(nights, '2026-12-04', '00:00', '02:00')).toBe(true);
    expect(slotWithinHours(nights, '2026-12-04', '01:00', '03:00')).toBe(false);
    expect(slotWithinHours(nights, '2026-12-04', '10:00', '12:00')).toBe(false);
    // A holiday on Thursday takes its night with it; one on Friday leaves Thursday's night alone.
    expect(openState({ ...nights, holidays: ['2026-12-03'] }, new Date('2026-12-03T23:00:00Z')).open).toBe(
      false,
    );
    expect(openState({ ...nights, holidays: ['2026-12-04'] }, new Date('2026-12-03T23:00:00Z')).open).toBe(
      true,
    );
  });

  it('answers no opening when every day is closed', () => {
    const never = {
      openingHours: Object.fromEntries(
        weekdays.map((day) => [day, { closed: true, opens: '09:00', closes: '23:00' }]),
      ) as typeof defaultOpeningHours,
      holidays: [],
    };
    expect(openState(never, new Date('2026-11-29T10:00:00Z'))).toEqual({ open: false, opensAt: null });
  });

  it('says when it opens in English and in Arabic with Arabic-Indic digits', () => {
    const now = new Date('2026-11-28T21:30:00Z'); // Saturday 23:30 Cairo
    const state = openState(nineToEleven, now);
    if (state.open) throw new Error('expected closed');
    const en = closedMessage('en', state, now);
    expect(translate('en', en.key, en.params)).toBe('Closed now, opens Sunday at 9:00 AM');
    const ar = closedMessage('ar', state, now);
    expect(translate('ar', ar.key, ar.params)).toBe('مغلق الآن، يفتح الأحد الساعة ٩:٠٠ ص');
  });
});

describe('holidays and hours in the settings', () => {
  it('reads a day typed in Arabic-Indic digits and refuses one that is not a day', () => {
    expect(branchHolidayBody.parse({ date: '٢٠٢٦-١٢-٢٥' }).date).toBe('2026-12-25');
    expect(branchHolidayBody.safeParse({ date: '2026-02-30' }).success).toBe(false);
    expect(branchHolidayBody.safeParse({ date: 'tomorrow' }).success).toBe(false);
  });

  it('keeps saved holidays once each, sorted, and drops bad values', () => {
    expect(holidaysOf(['2026-12-25', 'x', '2026-01-07', '2026-12-25', 3])).toEqual([
      '2026-01-07',
      '2026-12-25',
    ]);
    expect(holidaysOf(null)).toEqual([]);
  });

  it("accepts a closing time of '24:00' but not as an opening time", () => {
    const day = { closed: false, opens: '00:00', closes: '٢٤:٠٠' };
    const body = {
      deliveryCharge: '10',
      freeDeliveryFrom: '',
      minimumOrder: '100',
      paymentTypeIds: ['1'],
      openingHours: Object.fromEntries(weekdays.map((name) => [name, day])),
    };
    expect(branchDeliveryBody.parse(body).openingHours.sun.closes).toBe('24:00');
    const opensAtMidnight = {
      ...body,
      openingHours: { ...body.openingHours, sun: { ...day, opens: '24:00' } },
    };
    expect(branchDeliveryBody.safeParse(opensAtMidnight).success).toBe(false);
  });
});
