import { type AnyPgColumn, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { branches } from './branches.ts';
import { id, translations } from './columns.ts';
import { orders, prescriptions } from './orders.ts';
import { returnRequests } from './returns.ts';
import { staff } from './staff.ts';

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
    returnRequestId: integer('return_request_id').references((): AnyPgColumn => returnRequests.id, {
      onDelete: 'cascade',
    }),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_prescription_idx').on(t.prescriptionId),
    index('attachments_support_issue_idx').on(t.supportIssueId),
    index('attachments_user_idx').on(t.userId),
    index('attachments_return_request_idx').on(t.returnRequestId),
  ],
);
