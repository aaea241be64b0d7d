/**
 * The store's tables. Text a customer reads lives in `*_translations` tables keyed by (owner id, lang),
 * never in `name_en`/`name_ar` columns: adding a language is rows, not a migration (docs/decisions/0003).
 * Money columns are integer piasters; stock is integer milli-units so 0.25 kg is exact.
 *
 * One file per feature under `schema/` (its tables and their comments); the app and drizzle-kit read
 * them all through this file. A table's references to another feature's table are lazy (`() => x.id`),
 * so the files may import each other.
 */
export * from './schema/accounts.ts';
export * from './schema/branches.ts';
export * from './schema/catalogue.ts';
export * from './schema/contact.ts';
export * from './schema/content.ts';
export * from './schema/notifications.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/platform.ts';
export * from './schema/privacy.ts';
export * from './schema/returns.ts';
export * from './schema/search.ts';
export * from './schema/shop.ts';
export * from './schema/staff.ts';
export * from './schema/stock.ts';
export * from './schema/support.ts';
