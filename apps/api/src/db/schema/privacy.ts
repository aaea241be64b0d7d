import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { id } from './columns.ts';
import { staff } from './staff.ts';

/** Every consent given or withdrawn: the latest row of a kind is the current state (docs/decisions/0067). */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    granted: boolean('granted').notNull(),
    channel: varchar('channel', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.kind, t.id)],
);

/** A download of one's data or a deletion of one's account: who, what, when. */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'export' | 'delete'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_requests_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Every privacy request (docs/decisions/0081): written ones (correction, objection) wait for staff;
 * the page's own data download and account deletion are recorded answered at once (`automatic`).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 })
      .$type<'access' | 'correction' | 'deletion' | 'objection'>()
      .notNull(),
    details: text('details').notNull().default(''),
    automatic: boolean('automatic').notNull().default(false),
    status: varchar('status', { length: 12 })
      .$type<'open' | 'answered' | 'refused'>()
      .notNull()
      .default('open'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => staff.id),
    version: integer('version').notNull().default(1),
    /** How it arrived: 'app' (the customer's own page), or e-mail, letter, phone, branch (recorded by staff). */
    channel: varchar('channel', { length: 12 }).notNull().default('app'),
    /** The staff member who recorded a request that arrived outside the app. */
    recordedBy: integer('recorded_by').references(() => staff.id),
  },
  (t) => [
    index('privacy_requests_user_idx').on(t.userId, t.receivedAt),
    index('privacy_requests_status_idx').on(t.status, t.receivedAt),
  ],
);

/** Egypt's public holidays (Cairo days), not counted as working days in a request's deadline. */
export const privacyHolidays = pgTable('privacy_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull().default(''),
});

/** The breach register: what happened, when it was found, what data, reported when, customers told when. */
export const dataBreaches = pgTable('data_breaches', {
  id: id(),
  description: text('description').notNull(),
  discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull(),
  categories: jsonb('categories').$type<string[]>().notNull(),
  filter: jsonb('filter')
    .$type<{
      phones: string[];
      branchId: number | null;
      ordersFrom: string | null;
      ordersTo: string | null;
    }>()
    .notNull(),
  unmatchedPhones: jsonb('unmatched_phones').$type<string[]>().notNull().default([]),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  customersNotifiedAt: timestamp('customers_notified_at', { withTimezone: true }),
  recordedBy: integer('recorded_by')
    .notNull()
    .references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The customers a breach affected, chosen when it was recorded. */
export const dataBreachCustomers = pgTable(
  'data_breach_customers',
  {
    breachId: integer('breach_id')
      .notNull()
      .references(() => dataBreaches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.breachId, t.userId] })],
);

/** A marketing message as sent (docs/decisions/0089): both languages, by whom, to how many. */
export const marketingMessages = pgTable('marketing_messages', {
  id: id(),
  channel: varchar('channel', { length: 8 }).$type<'sms' | 'email'>().notNull(),
  subjectEn: varchar('subject_en', { length: 120 }).notNull().default(''),
  subjectAr: varchar('subject_ar', { length: 120 }).notNull().default(''),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  recipients: integer('recipients').notNull(),
  sentBy: integer('sent_by')
    .notNull()
    .references(() => staff.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A one-tap opt-out link's token: only its SHA-256, the customer and the consent kind it withdraws. */
export const optOutTokens = pgTable(
  'opt_out_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 24 }).notNull(),
    messageId: integer('message_id').references(() => marketingMessages.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opt_out_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * The privacy notice's published versions (docs/decisions/0092): never updated nor deleted, the
 * highest `version` is what the storefront shows and what a consent records.
 */
export const privacyNoticeVersions = pgTable('privacy_notice_versions', {
  id: id(),
  version: integer('version').notNull().unique('privacy_notice_versions_version_key'),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  publishedBy: integer('published_by')
    .notNull()
    .references(() => staff.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one draft of the next version (row 1), both languages cleaned; dropped when published. */
export const privacyNoticeDrafts = pgTable('privacy_notice_drafts', {
  id: integer('id').primaryKey().default(1),
  bodyEn: text('body_en').notNull(),
  bodyAr: text('body_ar').notNull(),
  savedBy: integer('saved_by')
    .notNull()
    .references(() => staff.id),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});
