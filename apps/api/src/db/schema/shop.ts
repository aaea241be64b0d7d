import { sql } from 'drizzle-orm';
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
import { branches } from './branches.ts';
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

/**
 * Promotions (docs/decisions/0076; the table kept its first name, promo codes): automatic (no code)
 * or by code; percent (value = whole percent), fixed (value = piasters), freeDelivery or buyXGetY; off the
 * order, or off the lines of its targets (`promotion_targets`); at its branches (`promotion_branches`,
 * none: every branch); from `starts_at` to `expires_at` (Cairo midnights), with use limits.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Null: automatic (applies by itself wherever its terms hold). */
    code: varchar('code', { length: 40 }).unique('promo_codes_code_unique'),
    kind: varchar('kind', { length: 16 }).notNull(),
    value: integer('value').notNull(),
    minimumOrder: integer('minimum_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    combinable: boolean('combinable').notNull().default(false),
    /** Buy X get Y: pieces to buy, and pieces got with them (`value`: percent off those, 100 free). */
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    active: boolean('active').notNull().default(true),
    /** Counts the staff's edits (optimistic version). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_codes_automatic_idx').on(t.active).where(sql`${t.code} IS NULL`)],
);

/** A promotion's name customers read (the cart line, the offers). */
export const promotionTranslations = translations('promotion_translations', () => promoCodes.id, {
  name: text('name').notNull(),
});

/** What a promotion's discount is taken off: products, categories (and those under them), brands. */
export const promotionTargets = pgTable(
  'promotion_targets',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    /** 'product', 'category' or 'brand'. */
    kind: varchar('kind', { length: 10 }).notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.kind, t.targetId] })],
);

/** The branches a promotion runs at (none: every branch). */
export const promotionBranches = pgTable(
  'promotion_branches',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.branchId] })],
);

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
