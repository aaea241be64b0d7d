/*
 * Kept apart from the schemas (no zod here): the storefront's first load reads the store's clock
 * through format.ts, and a module of the contract that is used comes with all its top-level code.
 * The Cairo day (cairo-day.ts) is a module of its own for the same reason: the console's board uses
 * it, and here it would ride in every storefront page's first load.
 */

/** The store's clock: every local day and time is Cairo's, through the time-zone database (summer time included). */
export const storeTimeZone = 'Africa/Cairo';
