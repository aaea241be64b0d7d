import { boolean, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { branches } from './branches.ts';
import { products } from './catalogue.ts';
import { id } from './columns.ts';
import { orderItems, orders } from './orders.ts';
import { staff } from './staff.ts';

/**
 * A customer's request to return items of a delivered order (docs/decisions/0085, drizzle/0067_returns.sql).
 * `status`: requested, approved, refused, pickup (a pickup arranged), received, refunded. `reason`:
 * one of `returnReasons`. The photos are `attachments` rows with `returnRequestId`. `refundMethod`:
 * 'gateway' (card or wallet) or 'cash' (at the door or the counter, a cash `refund` ledger row).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    status: varchar('status', { length: 16 }).notNull().default('requested'),
    reason: varchar('reason', { length: 16 }).notNull(),
    comment: text('comment').notNull().default(''),
    /** Staff's reason for approving or refusing, shown to the customer. */
    decisionNote: text('decision_note'),
    /** When and how the items are picked up, shown to the customer. */
    pickupNote: text('pickup_note'),
    refundAmount: integer('refund_amount'),
    refundMethod: varchar('refund_method', { length: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staff.id),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => staff.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: integer('refunded_by').references(() => staff.id),
    /** Counts the staff's steps (optimistic version: two staff acting at once, the second is told). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_user_idx').on(t.userId),
    index('return_requests_branch_idx').on(t.branchId, t.status, t.createdAt),
  ],
);

/**
 * The lines of a return: how much of an order line, whether the customer opened it, its refund value
 * (piasters, the line's share of what was paid), and where it went when received ('stock' or 'quarantine').
 */
export const returnItems = pgTable(
  'return_items',
  {
    returnId: integer('return_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantityMilli: integer('quantity_milli').notNull(),
    opened: boolean('opened').notNull().default(false),
    amount: integer('amount').notNull(),
    disposition: varchar('disposition', { length: 12 }),
  },
  (t) => [
    primaryKey({ columns: [t.returnId, t.orderItemId] }),
    index('return_items_order_item_idx').on(t.orderItemId),
  ],
);
