import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, users } from './accounts.ts';
import { cuttingTypes, products } from './catalogue.ts';
import { id, translations } from './columns.ts';

export const paymentTypes = pgTable('payment_types', { id: id() });

export const paymentTypeTranslations = translations('payment_type_translations', () => paymentTypes.id, {
  name: text('name').notNull(),
});

export const cancellationReasons = pgTable(
  'cancellation_reasons',
  {
    id: id(),
    /**
     * Who gives it: 'customer' (the list customers choose from), 'staff' (the store's own:
     * customer unreachable, out of stock, ...), 'system' (a subscription's order cancelled by its
     * pause, skip or cancel). The staff and system reasons are reference data of migration 0025.
     */
    kind: varchar('kind', { length: 16 }).notNull().default('customer'),
    /** The code the API finds a store or system reason by (`customerUnreachable`, `subscriptionPaused`). */
    code: varchar('code', { length: 40 }),
  },
  (t) => [uniqueIndex('cancellation_reasons_code_idx').on(t.code)],
);

export const cancellationReasonTranslations = translations(
  'cancellation_reason_translations',
  () => cancellationReasons.id,
  { name: text('name').notNull() },
);

/** Promo codes: percent (value = whole percent) or fixed (value = piasters), with limits. */
export const promoCodes = pgTable('promo_codes', {
  id: id(),
  code: varchar('code', { length: 40 }).notNull().unique('promo_codes_code_unique'),
  kind: varchar('kind', { length: 10 }).notNull(),
  value: integer('value').notNull(),
  minimumOrder: integer('minimum_order').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  maxUsesPerUser: integer('max_uses_per_user'),
  active: boolean('active').notNull().default(true),
});

/** A user's cart: its choices. Prices are never stored here; they come from the branch when read. */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  paymentTypeId: integer('payment_type_id').references(() => paymentTypes.id),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
    cuttingTypeId: integer('cutting_type_id').references(() => cuttingTypes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.createdAt)],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
