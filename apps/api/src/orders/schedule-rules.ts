import { CalendarDateTime, type DateDuration, parseDate, toZoned } from '@internationalized/date';
import { cairoDay, type DeliverySlot, type RepeatingScheduleType, storeTimeZone } from '@store/contract';

/**
 * The rules of scheduled and subscribed orders (docs/decisions/0021), as pure functions of the time
 * now and the settings. Days are Cairo calendar days; Egypt moves its clocks (summer time again since
 * 2023), so every local time goes through the `Africa/Cairo` zone of the time-zone database, never a
 * fixed offset.
 */

export interface ScheduleSettings {
  /** Orders booked in one slot of one branch at most. */
  slotCapacity: number;
  /** A slot must start at least this long after now (the branch's preparation time). */
  leadMinutes: number;
  /** How many days ahead a delivery can be booked. */
  bookingDays: number;
  /** Items of the next delivery can change until `cutoffDaysBefore` days before it, at this hour (Cairo). */
  cutoffHour: number;
  cutoffDaysBefore: number;
}

export const defaultScheduleSettings: ScheduleSettings = {
  slotCapacity: 20,
  leadMinutes: 60,
  bookingDays: 60,
  cutoffHour: 18,
  cutoffDaysBefore: 1,
};

/** Two-hour slots from 10:00 to 22:00: ids 1 (10:00-12:00) to 6 (20:00-22:00). */
export const slotHours = [10, 12, 14, 16, 18, 20] as const;
const slotLength = 2;

export function slotById(slotId: number): { id: number; from: string; to: string; startHour: number } | null {
  const startHour = slotHours[slotId - 1];
  if (startHour === undefined) return null;
  const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return { id: slotId, from: hh(startHour), to: hh(startHour + slotLength), startHour };
}

/** The instant a Cairo wall-clock time happens (the zone's offset on that day, summer or not). */
export function cairoInstant(day: string, hour: number, minute = 0): Date {
  const d = parseDate(day);
  return toZoned(new CalendarDateTime(d.year, d.month, d.day, hour, minute), storeTimeZone).toDate();
}

/**
 * The day of the `period`-th delivery of a subscription that starts on `startDate` (period 0 is the
 * start date). Counted from the start each time, so a monthly one started on the 31st delivers on
 * the 30th of a 30-day month (the 28th or 29th in February) and on the 31st again after.
 */
export function deliveryDate(startDate: string, scheduleType: RepeatingScheduleType, period: number): string {
  const duration: DateDuration = scheduleType === 'weekly' ? { weeks: period } : { months: period };
  return parseDate(startDate).add(duration).toString();
}

/** The next `count` delivery days from the `fromPeriod`-th on. */
export function deliveryDates(
  startDate: string,
  scheduleType: RepeatingScheduleType,
  fromPeriod: number,
  count: number,
): string[] {
  return Array.from({ length: count }, (_, i) => deliveryDate(startDate, scheduleType, fromPeriod + i));
}

/** Until when the items of a delivery on `day` can change: `cutoffDaysBefore` days before, at `cutoffHour`. */
export function editCutoff(day: string, settings: Pick<ScheduleSettings, 'cutoffHour' | 'cutoffDaysBefore'>) {
  const before = parseDate(day).subtract({ days: settings.cutoffDaysBefore }).toString();
  return cairoInstant(before, settings.cutoffHour);
}

export function canEditDelivery(day: string, now: Date, settings: ScheduleSettings): boolean {
  return now.getTime() < editCutoff(day, settings).getTime();
}

/**
 * The slots of a day and whether each can still be booked: not started, starting at least the lead
 * time from now, not full (`booked` counts the orders in each slot), and the day within the booking
 * window.
 */
export function slotsOfDay(
  day: string,
  now: Date,
  booked: ReadonlyMap<number, number>,
  settings: ScheduleSettings,
): DeliverySlot[] {
  const inWindow = dayProblem(day, now, settings) === null;
  return slotHours.map((_, index) => {
    const slot = slotById(index + 1)!;
    const starts = cairoInstant(day, slot.startHour);
    const available =
      inWindow &&
      starts.getTime() - now.getTime() >= settings.leadMinutes * 60_000 &&
      (booked.get(slot.id) ?? 0) < settings.slotCapacity;
    return { id: slot.id, from: slot.from, to: slot.to, available };
  });
}

/** Why a day cannot be chosen as a (first) delivery day: before today, or past the booking window. */
export function dayProblem(
  day: string,
  now: Date,
  settings: Pick<ScheduleSettings, 'bookingDays'>,
): { key: 'schedule.dateTooEarly' | 'schedule.dateTooLate'; date: string } | null {
  const today = parseDate(cairoDay(now));
  const chosen = parseDate(day);
  if (chosen.compare(today) < 0) return { key: 'schedule.dateTooEarly', date: today.toString() };
  const last = today.add({ days: settings.bookingDays });
  if (chosen.compare(last) > 0) return { key: 'schedule.dateTooLate', date: last.toString() };
  return null;
}

/** Whether the start of a slot on a day is still far enough ahead to deliver in it. */
export function slotOpen(day: string, slotId: number, now: Date, settings: ScheduleSettings): boolean {
  const slot = slotById(slotId);
  if (!slot) return false;
  return cairoInstant(day, slot.startHour).getTime() - now.getTime() >= settings.leadMinutes * 60_000;
}
