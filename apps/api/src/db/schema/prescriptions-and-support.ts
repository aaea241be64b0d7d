import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { addresses, users } from './accounts.ts';
import { branches } from './branches.ts';
import { id, translations } from './columns.ts';
import { orders } from './orders.ts';
import { cancellationReasons } from './shop.ts';
import { staff } from './staff.ts';

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

/** The kinds of problem a customer can report (reference rows with translations, in the migration). */
export const supportIssueTypes = pgTable('support_issue_types', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull().default(0),
});

export const supportIssueTypeTranslations = translations(
  'support_issue_type_translations',
  () => supportIssueTypes.id,
  { name: text('name').notNull() },
);

/**
 * A problem a customer reported, about one of their orders or not; `branchId` is the order's branch,
 * else the user's branch when reported. `status`: open, answered or closed.
 */
export const supportIssues = pgTable(
  'support_issues',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => supportIssueTypes.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('support_issues_user_idx').on(t.userId, t.createdAt),
    index('support_issues_branch_idx').on(t.branchId, t.status, t.createdAt),
  ],
);

/** The conversation of an issue after its first comment: the customer's follow-ups and staff answers. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: id(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => supportIssues.id, { onDelete: 'cascade' }),
    /** Null: the customer wrote it. */
    staffId: integer('staff_id').references(() => staff.id),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_issue_idx').on(t.issueId, t.createdAt)],
);

/**
 * A file of a prescription or a support issue, kept in the file storage under `storageKey`
 * (storage/file-storage.ts). `kind`: jpeg, png, webp, heic or pdf, found from the content. The row
 * goes with its prescription or issue; the file is removed by the code that deletes them.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'cascade' }),
    supportIssueId: integer('support_issue_id').references(() => supportIssues.id, { onDelete: 'cascade' }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_prescription_idx').on(t.prescriptionId),
    index('attachments_support_issue_idx').on(t.supportIssueId),
    index('attachments_user_idx').on(t.userId),
  ],
);
