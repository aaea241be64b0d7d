import { cairoDay } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  cairoInstant,
  canEditDelivery,
  dayProblem,
  defaultScheduleSettings,
  deliveryDate,
  deliveryDates,
  editCutoff,
  slotsOfDay,
} from './schedule-rules.ts';

const settings = { ...defaultScheduleSettings, slotCapacity: 2, leadMinutes: 60, bookingDays: 30 };

describe('delivery dates', () => {
  it('repeats a weekly subscription every seven days, across month and year ends', () => {
    expect(deliveryDates('2026-12-24', 'weekly', 0, 3)).toEqual(['2026-12-24', '2026-12-31', '2027-01-07']);
  });

  it('keeps a monthly subscription on its day, or the last day of a shorter month', () => {
    expect(deliveryDates('2027-01-31', 'monthly', 0, 5)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
    expect(deliveryDate('2028-01-31', 'monthly', 1)).toBe('2028-02-29');
  });
});

describe('Cairo time', () => {
  it('uses summer time (UTC+3) in July and UTC+2 in winter, as Egypt does since 2023', () => {
    expect(cairoInstant('2027-07-01', 10).toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(cairoInstant('2027-01-10', 10).toISOString()).toBe('2027-01-10T08:00:00.000Z');
  });

  it('names the Cairo day of an instant, which is ahead of UTC late in the evening', () => {
    expect(cairoDay(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(cairoDay(new Date('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
  });
});

describe('slots', () => {
  const day = '2026-11-24';
  // 2026-11-24 09:30 Cairo (UTC+2).
  const now = new Date('2026-11-24T07:30:00Z');

  it('offers six two-hour slots from 10:00 to 22:00', () => {
    const slots = slotsOfDay('2026-11-25', now, new Map(), settings);
    expect(slots.map((slot) => `${slot.from}-${slot.to}`)).toEqual([
      '10:00-12:00',
      '12:00-14:00',
      '14:00-16:00',
      '16:00-18:00',
      '18:00-20:00',
      '20:00-22:00',
    ]);
    expect(slots.every((slot) => slot.available)).toBe(true);
  });

  it('refuses a slot starting within the lead time, and a full one', () => {
    const slots = slotsOfDay(day, now, new Map([[3, 2]]), settings);
    // 10:00 starts in 30 minutes (lead time 60), 14:00 is full (capacity 2).
    expect(slots.map((slot) => slot.available)).toEqual([false, true, false, true, true, true]);
    expect(slotsOfDay(day, new Date('2026-11-24T09:00:00Z'), new Map(), settings)[1]!.available).toBe(true);
    expect(slotsOfDay(day, new Date('2026-11-24T09:00:01Z'), new Map(), settings)[1]!.available).toBe(false);
  });

  it('refuses every slot of a past day or one beyond the booking window', () => {
    expect(slotsOfDay('2026-11-23', now, new Map(), settings).some((slot) => slot.available)).toBe(false);
    expect(slotsOfDay('2026-12-25', now, new Map(), settings).some((slot) => slot.available)).toBe(false);
    expect(dayProblem('2026-11-23', now, settings)).toEqual({ key: 'schedule.dateTooEarly', date: day });
    expect(dayProblem('2026-12-24', now, settings)).toBeNull();
  });
});

describe('edit cutoff', () => {
  it('closes changes the day before the delivery at 18:00 Cairo', () => {
    expect(editCutoff('2026-11-26', settings).toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(canEditDelivery('2026-11-26', new Date('2026-11-25T15:59:59Z'), settings)).toBe(true);
    expect(canEditDelivery('2026-11-26', new Date('2026-11-25T16:00:00Z'), settings)).toBe(false);
  });

  it('follows the settings and summer time', () => {
    const cutoff = editCutoff('2027-07-03', { cutoffHour: 20, cutoffDaysBefore: 2 });
    expect(cutoff.toISOString()).toBe('2027-07-01T17:00:00.000Z');
  });
});
