import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Demo mode's outbox: the SMS and e-mails the store would have sent, readable at /api/dev/outbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: varchar('code', { length: 10 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * Counters of the shared limits (logins, codes, sends, contact messages, the API-wide rate), kept by
 * rate-limiter-flexible's Drizzle store so every instance of the store counts in one place
 * (docs/decisions/0016). `key` is the limiter's prefix and the counted key; a row is dead once
 * `expire` has passed and is swept every few minutes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/** Values the store makes up once and every instance then shares (the demo code secret). */
export const storeSettings = pgTable('store_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Work done outside requests, by the job runner (docs/decisions/0015): sending SMS and e-mail now;
 * timeouts, releases and scheduled sends later. A row is `pending` (waiting, or claimed while
 * `locked_until` is ahead), then `done` or `failed`. Times come from the runner's clock, never the
 * database's, so tests can move them.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Emptied when the job ends if its definition says the payload is secret (one-time codes). */
    payload: jsonb('payload'),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    /** The lease: a claimed job whose worker died is claimed again once this has passed. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    /** At most one pending (or running) job per name and key. */
    singletonKey: varchar('singleton_key', { length: 200 }),
    /** The request that queued it (its `x-request-id`): the job's log lines carry it (docs/decisions/0078). */
    requestId: varchar('request_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`state = 'pending'`),
    uniqueIndex('jobs_singleton_idx').on(t.name, t.singletonKey).where(sql`state = 'pending'`),
    index('jobs_done_idx').on(t.doneAt).where(sql`state <> 'pending'`),
  ],
);
