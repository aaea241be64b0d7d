import type { PromotionRule } from '@store/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
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
import { cancellationReasons, paymentTypes, promoCodes } from './shop.ts';
import { staff } from './staff.ts';

/** placed, in process, subscribed, delivered, completed, cancelled (reference data, in the migration). */
export const orderStatuses = pgTable('order_statuses', {
  id: integer('id').primaryKey(),
  color: varchar('color', { length: 16 }).notNull(),
});

export const orderStatusTranslations = translations('order_status_translations', () => orderStatuses.id, {
  name: text('name').notNull(),
});

/**
 * A placed order: a snapshot. Prices, address and item names are copied in, so later catalogue
 * changes do not rewrite history. Money in piasters.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => orderStatuses.id),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    /**
     * not_required (cash, card reader), pending, paid or failed (online); held (authorized, taken at
     * dispatch), capture_failed (kept at the branch), voided (cancelled before dispatch): 0039.
     */
    paymentState: varchar('payment_state', { length: 16 }).notNull(),
    addressText: text('address_text').notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    /** The address's pin when the order was placed (docs/decisions/0087): staff open it on a map. */
    addressLatitude: doublePrecision('address_latitude'),
    addressLongitude: doublePrecision('address_longitude'),
    comment: text('comment').notNull().default(''),
    orderFrom: varchar('order_from', { length: 20 }).notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    discountPercentage: integer('discount_percentage').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    total: integer('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: varchar('promo_code', { length: 40 }),
    needsConfirmationCall: boolean('needs_confirmation_call').notNull().default(false),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /**
     * An online checkout whose payment is not verified yet (docs/decisions/0031): it holds the stock
     * and the promo use, but the customer's order list and the staff board do not show it and the
     * cart stays as it was, until a verified payment (or a switch to pay on delivery) places it.
     */
    awaitingPayment: boolean('awaiting_payment').notNull().default(false),
    /** The cart this online checkout was started from (`cartFingerprint`): the same cart, the same payment. */
    cartFingerprint: varchar('cart_fingerprint', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the order leaves the branch: from then on a customer can no longer cancel it. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    /** The last time the customer was asked to choose substitutes: it opens a short cancel window. */
    substitutionRequestedAt: timestamp('substitution_requested_at', { withTimezone: true }),
    cancellationReasonId: integer('cancellation_reason_id').references(() => cancellationReasons.id),
    cancellationComment: text('cancellation_comment'),
    /** 'customer', 'staff' or 'system' (the store: an unpaid order released, every item dropped). */
    cancelledBy: varchar('cancelled_by', { length: 16 }),
    /** Piasters taken at the door for a cash or card-reader order, recorded by staff at delivery. */
    amountCollected: integer('amount_collected'),
    /** What returns gave back (docs/decisions/0085): already taken off `total`, shown beside it. */
    returnedAmount: integer('returned_amount').notNull().default(0),
    /** Scheduled orders: the Cairo day and the delivery slot (docs/decisions/0021); null when instant. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    slotId: integer('slot_id'),
    /**
     * An instant order's delivery time promise, minutes, as its branch's was at placement
     * (docs/decisions/0088): expected by its acceptance plus these; null: scheduled, or no promise.
     */
    promiseMinutes: integer('promise_minutes'),
    /** The subscription that placed this order (weekly, monthly), if any. */
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** Couriers (docs/decisions/0043): who carries it, since when; `returnedAt`: brought back, customer unreachable. */
    courierId: integer('courier_id').references((): AnyPgColumn => staff.id),
    courierAssignedAt: timestamp('courier_assigned_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** The customer's prescription that goes with its prescription-only medicines (docs/decisions/0061). */
    prescriptionId: integer('prescription_id').references((): AnyPgColumn => prescriptions.id, {
      onDelete: 'set null',
    }),
    /** 'pending' until a pharmacist checks it, then 'approved'; null: nothing in it needs a prescription. */
    pharmacistCheck: varchar('pharmacist_check', { length: 16 }).$type<'pending' | 'approved'>(),
    /** The pharmacist of record: who checked it, their name and syndicate licence number then, when. */
    pharmacistId: integer('pharmacist_id').references((): AnyPgColumn => staff.id),
    pharmacistName: varchar('pharmacist_name', { length: 100 }),
    pharmacistLicence: varchar('pharmacist_licence', { length: 40 }),
    pharmacistCheckedAt: timestamp('pharmacist_checked_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The orders waiting for a pharmacist (docs/decisions/0061).
    index('orders_pharmacist_pending_idx').on(t.branchId).where(sql`${t.pharmacistCheck} = 'pending'`),
    index('orders_courier_idx').on(t.courierId, t.statusId),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The orders booked in a branch's slot on a day (slot capacity).
    index('orders_delivery_slot_idx').on(t.branchId, t.deliveryDate, t.slotId),
    // One order per subscription and delivery day, however often the job runs.
    uniqueIndex('orders_subscription_day_idx').on(t.subscriptionId, t.deliveryDate),
    // Reports (docs/decisions/0055): a period's orders of a branch, or of the chain.
    index('orders_branch_created_idx').on(t.branchId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/**
 * The promotions an order was placed with (docs/decisions/0076): the rule as it was then (`rule`, what
 * re-pricing after substitutions and weighing applies, however the promotion is edited later), its
 * name then, and what it took off. Uses of a promotion are counted here.
 */
export const orderPromotions = pgTable(
  'order_promotions',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    code: varchar('code', { length: 40 }),
    rule: jsonb('rule').$type<PromotionRule>().notNull(),
    /** The name in every language then: { en, ar }. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    discount: integer('discount').notNull(),
    deliverySaved: integer('delivery_saved').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.promotionId] }),
    index('order_promotions_promotion_idx').on(t.promotionId, t.userId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantityMilli: integer('quantity_milli').notNull(),
    weighted: boolean('weighted').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    cuttingTypeId: integer('cutting_type_id').references(() => cuttingTypes.id),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // What open orders hold of a product (staff stock adjustments, docs/decisions/0046).
    index('order_items_product_idx').on(t.productId, t.orderId),
  ],
);

/**
 * A repeating order (weekly or monthly, docs/decisions/0021): what to bring, where, when. The job
 * `subscription.place` turns each period into an ordinary order (status subscribed) at that day's
 * prices and stock. `period` counts deliveries from `startDate` (0 = the start date itself), so a
 * monthly subscription that starts on the 31st comes back to the 31st after a short month.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    /** weekly or monthly. */
    scheduleType: varchar('schedule_type', { length: 10 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The next delivery to order is `startDate` plus this many periods. */
    period: integer('period').notNull(),
    nextDate: date('next_date', { mode: 'string' }).notNull(),
    slotId: integer('slot_id').notNull(),
    /** active, paused or cancelled. */
    status: varchar('status', { length: 10 }).notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    comment: text('comment').notNull().default(''),
    orderFrom: varchar('order_from', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantityMilli: integer('quantity_milli').notNull(),
    cuttingTypeId: integer('cutting_type_id').references(() => cuttingTypes.id),
  },
  (t) => [index('subscription_items_subscription_idx').on(t.subscriptionId)],
);

/** The item's names as they were when ordered, in every language. */
export const orderItemTranslations = translations('order_item_translations', () => orderItems.id, {
  name: text('name').notNull(),
  cuttingType: text('cutting_type'),
});

/**
 * What happened to an order, in order (cancelled, later: dispatched, substitution asked...): the
 * notifications read it. `data` holds the event's details.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    data: jsonb('data').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), index('order_events_at_idx').on(t.at)],
);

/**
 * An item of an order the branch cannot supply, with the substitutes offered to the customer
 * (docs/decisions/0020). `pending` until the customer answers or the time runs out; then
 * `substituted` (by `chosen_product_id`), `dropped` (the customer removed it) or `expired` (dropped
 * unanswered: never substituted without consent). The original item is copied in, since a dropped
 * or substituted item's order line changes.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantityMilli: integer('quantity_milli').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The offered substitutes, in the order shown. */
    alternativeIds: jsonb('alternative_ids').$type<number[]>().notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    chosenProductId: integer('chosen_product_id').references(() => products.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [index('order_substitutions_order_idx').on(t.orderId, t.state)],
);

/**
 * A prescription a customer sent for a branch (the user's branch when sent) and one of their
 * addresses (copied in, as orders do). `status`: new, quoted, rejected, confirmed, declined or
 * cancelled (prescriptions/prescription-rules.ts). The quote is catalogue products and quantities,
 * priced when read (the branch's price of the day, as a cart is); `orderId` is the order placed from it.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    addressText: text('address_text').notNull(),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('new'),
    quoteItems: jsonb('quote_items').$type<{ productId: number; quantityMilli: number }[]>(),
    quoteNote: text('quote_note'),
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => staff.id),
    rejectionReason: text('rejection_reason'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    cancellationReasonId: integer('cancellation_reason_id').references(() => cancellationReasons.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prescriptions_user_idx').on(t.userId, t.createdAt),
    index('prescriptions_branch_idx').on(t.branchId, t.status, t.createdAt),
    index('prescriptions_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);
