import type { OpeningHours, Weekday } from './branch-delivery.ts';
import { storeTimeZone } from './clock.ts';
import { type Lang, localeOf, timeLocaleOf, timeOfDayFormat } from './lang.ts';

/*
 * Whether a branch is open (docs/decisions/0072, enforcement of 2026-11-29): its weekly hours
 * (each day 'HH:MM' to 'HH:MM' Cairo time, closing '24:00' for midnight, or closed) and its holidays
 * (Cairo days, YYYY-MM-DD, closed all day). Pure: the instant is given. A closing time before the
 * opening one is past midnight: Thursday 10:00 to 02:00 is open until Friday 02:00, whatever
 * Friday's own hours say (a pharmacy's night ends the day it began). A holiday closes its own day's
 * opening, not the night before that runs into it.
 */

/** JavaScript's day numbers (0 Sunday) as the week's keys. */
const byDayNumber: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday of a Cairo calendar day (YYYY-MM-DD). */
export function weekdayOf(day: string): Weekday {
  return byDayNumber[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
}

/** Minutes since midnight of 'HH:MM' ('24:00' is 1440). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

let partsFormat: Intl.DateTimeFormat | undefined;
/** The Cairo calendar day and wall-clock minutes of an instant. */
export function cairoWallClock(at: Date): { day: string; minutes: number } {
  partsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: storeTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    day: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

/** The instant a Cairo wall-clock time happens on a day (the zone's offset that day, summer time or not). */
export function cairoTime(day: string, time: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutesOf(time) * 60_000;
  let at = wall;
  // Twice: the offset at the first guess may differ from the offset at the answer near a change.
  for (let i = 0; i < 2; i++) {
    const seen = cairoWallClock(new Date(at));
    const seenWall = Date.parse(`${seen.day}T00:00:00Z`) + seen.minutes * 60_000;
    at += wall - seenWall;
  }
  return new Date(at);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface BranchHours {
  openingHours: OpeningHours;
  /** Cairo days the branch is closed all day, YYYY-MM-DD. */
  holidays: readonly string[];
}

/**
 * A day's hours in minutes from that day's midnight, or null when the branch does not open that day
 * (its weekday, or a holiday). A closing past midnight is after 1440 (02:00 is 1560).
 */
export function hoursOfDay(branch: BranchHours, day: string): { opens: number; closes: number } | null {
  if (branch.holidays.includes(day)) return null;
  const hours = branch.openingHours[weekdayOf(day)];
  if (hours.closed) return null;
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  return { opens, closes: closes > opens ? closes : closes + 1440 };
}

/** Until when (minutes of a day) the night of the day before keeps the branch open; 0 for none. */
function nightBefore(branch: BranchHours, day: string): number {
  const before = hoursOfDay(branch, addDays(day, -1));
  return before ? Math.max(0, before.closes - 1440) : 0;
}

export interface NextOpening {
  day: string;
  weekday: Weekday;
  /** 'HH:MM', Cairo time. */
  time: string;
  at: Date;
}

export type OpenState = { open: true } | { open: false; opensAt: NextOpening | null };

/** How far ahead the next opening is looked for: a branch closed longer is 'closed' with no date. */
const lookAheadDays = 400;

/**
 * Whether the branch is open at an instant, and if not when it opens next (null: not within a year,
 * every day closed). Open from the opening minute, closed from the closing minute.
 */
export function openState(branch: BranchHours, at: Date): OpenState {
  const now = cairoWallClock(at);
  for (let offset = 0; offset <= lookAheadDays; offset++) {
    const day = addDays(now.day, offset);
    if (offset === 0 && now.minutes < nightBefore(branch, day)) return { open: true };
    const hours = hoursOfDay(branch, day);
    if (!hours) continue;
    if (offset === 0) {
      if (now.minutes >= hours.opens && now.minutes < hours.closes) return { open: true };
      if (now.minutes >= hours.closes) continue;
    }
    const time = branch.openingHours[weekdayOf(day)].opens;
    return { open: false, opensAt: { day, weekday: weekdayOf(day), time, at: cairoTime(day, time) } };
  }
  return { open: false, opensAt: null };
}

/**
 * Whether a delivery slot of a day ('HH:MM' to 'HH:MM', Cairo) lies within the branch's hours: that
 * day's (not a holiday nor a closed weekday, starting at or after opening and ending by closing), or
 * the night before's that runs past midnight into it.
 */
export function slotWithinHours(branch: BranchHours, day: string, from: string, to: string): boolean {
  const [start, end] = [minutesOf(from), minutesOf(to)];
  if (end <= nightBefore(branch, day)) return true;
  const hours = hoursOfDay(branch, day);
  return hours !== null && start >= hours.opens && end <= hours.closes;
}

const openingFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The message of a closed branch and its parameters, in a language ('Closed now, opens Sunday at
 * 9:00 AM'; Arabic in Arabic-Indic digits): the weekday within the coming week, else the date too.
 * Written as every page and message writes a day and a time of day (`timeOfDayFormat`: '9:00 AM',
 * '٩:٠٠ ص'); the time is Cairo's.
 */
export function closedMessage(
  lang: Lang,
  state: Extract<OpenState, { open: false }>,
  now: Date,
): { key: 'branch.closed' | 'branch.closedNoOpening'; params: Record<string, string> } {
  if (!state.opensAt) return { key: 'branch.closedNoOpening', params: {} };
  const far = state.opensAt.at.getTime() - now.getTime() > 6 * 86_400_000;
  const format = (kind: 'day' | 'date' | 'time') => {
    const key = `${lang}:${kind}`;
    let found = openingFormats.get(key);
    if (!found) {
      found = new Intl.DateTimeFormat(
        kind === 'time' ? timeLocaleOf(lang) : localeOf(lang),
        kind === 'time'
          ? { ...timeOfDayFormat, timeZone: storeTimeZone }
          : kind === 'day'
            ? { weekday: 'long', timeZone: storeTimeZone }
            : { weekday: 'long', day: 'numeric', month: 'long', timeZone: storeTimeZone },
      );
      openingFormats.set(key, found);
    }
    return found.format(state.opensAt!.at);
  };
  return { key: 'branch.closed', params: { day: format(far ? 'date' : 'day'), time: format('time') } };
}
