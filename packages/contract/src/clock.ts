/*
 * Kept apart from the schemas (no zod here): the storefront's first load reads the store's clock
 * through format.ts, and a module of the contract that is used comes with all its top-level code.
 */

/** The store's clock: every local day and time is Cairo's, through the time-zone database (summer time included). */
export const storeTimeZone = 'Africa/Cairo';

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
