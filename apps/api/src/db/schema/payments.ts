import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

/** Online payment attempts: one per visit to the gateway's page. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    /** Our reference, sent to the gateway and echoed back in its callback. */
    reference: varchar('reference', { length: 64 }).notNull().unique('payments_reference_unique'),
    /**
     * The order the gateway registered this attempt as (Paymob's order id): its signed callbacks
     * name it, so they are matched by it, never by our reference, which Paymob does not sign.
     */
    gatewayOrderId: varchar('gateway_order_id', { length: 100 }),
    /** The gateway's transaction that settled the payment (Paymob: the transaction id refunds need). */
    gatewayReference: varchar('gateway_reference', { length: 100 }),
    amount: integer('amount').notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** The gateway's page for this attempt: asked again while it is pending, the same page comes back. */
    pageUrl: text('page_url'),
    /**
     * 'sale': charged when verified; 'auth': held on the card when verified, captured at dispatch for
     * what leaves the branch (docs/decisions/0039). `amount` is then the hold (cart plus margin).
     */
    mode: varchar('mode', { length: 8 }).notNull().default('sale'),
    /** What was captured of a hold (at dispatch). */
    capturedAmount: integer('captured_amount'),
    /** When the gateway lets a hold go: an order not out by then must be paid again. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** 'card', 'wallet' (a mobile wallet's number, approved on the phone) or 'kiosk' (docs/decisions/0080). */
    method: varchar('method', { length: 8 }).notNull().default('card'),
    /** The wallet asked to pay (E.164), a wallet attempt only. */
    walletNumber: varchar('wallet_number', { length: 20 }),
    /** The bill reference the customer pays at an outlet, a kiosk attempt only. */
    billReference: varchar('bill_reference', { length: 40 }),
    /** Until when a wallet request or kiosk reference can be paid; the order is released after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_gateway_order_idx').on(t.gateway, t.gatewayOrderId),
  ],
);

/**
 * Money an online-paid order owes or is owed after it changed (substitutions): `refund` (given back
 * through the gateway, positive) or `collect` (to take on delivery; a negative row lowers what an
 * earlier row asked for). Piasters. docs/decisions/0020. A held card payment (docs/decisions/0039)
 * adds `authorize`, `capture` and `void`, one row each.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 40 }).notNull(),
    /** The gateway's id of a refund transaction. */
    gatewayReference: varchar('gateway_reference', { length: 100 }),
    /** A cash refund (docs/decisions/0085): who recorded it, and who paid it out ('driver' or 'counter'). */
    staffId: integer('staff_id').references((): AnyPgColumn => staff.id),
    cashBy: varchar('cash_by', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_ledger_order_idx').on(t.orderId)],
);
