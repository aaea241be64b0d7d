import { storeTimeZone } from './clock.ts';

let dayFormat: Intl.DateTimeFormat | undefined;
/** The Cairo calendar day an instant falls on, as YYYY-MM-DD (en-CA writes ISO dates). */
export function cairoDay(at: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: storeTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dayFormat.format(at);
}
