import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { id } from './columns.ts';
import { orders, prescriptions } from './orders.ts';
import { supportIssues } from './support.ts';

/**
 * A customer's notification: the in-app inbox entry and, at the same time, the outbox row the
 * channels are sent from. Written by database triggers in the transaction of the change it tells about
 * (drizzle/*_notifications.sql: an order placed, an order event, a prescription answered, a support
 * reply), together with the `notification.fanout` job that sends it. `sourceKey` names that change
 * (`order_events:17`), so one change makes one notification. `type` is a contract NotificationType;
 * `data` the details the texts need; title and body are made in the reader's language when read.
 * Every change to a customer's rows is told on channel `notification_live` (drizzle/0027_unread_live.sql).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'cascade' }),
    supportIssueId: integer('support_issue_id').references(() => supportIssues.id, { onDelete: 'cascade' }),
    sourceKey: varchar('source_key', { length: 60 }).notNull().unique('notifications_source_unique'),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    // The daily retention job deletes by age (notification-retention.ts), 5,000 rows at a time.
    index('notifications_created_idx').on(t.createdAt),
  ],
);

/** The channels a customer allows besides the inbox (no row: both on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  push: boolean('push').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A browser's web push subscription (one per endpoint: the last user to subscribe it owns it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A mobile app install's Firebase Cloud Messaging token (one per token: the last user owns it). */
export const notificationDevices = pgTable(
  'notification_devices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceType: varchar('device_type', { length: 10 }).notNull(),
    token: text('token').notNull().unique('notification_devices_token_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_devices_user_idx').on(t.userId)],
);

/**
 * One send of a notification on one channel to one target: the idempotency key of a send
 * (notification, channel, target) is unique, so a fan-out run twice sends nothing twice. `channel`:
 * push, fcm or sms; `target`: the subscription's or device's id, or the phone. `state`: pending,
 * sent, gone (the subscription no longer exists) or failed.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 8 }).notNull(),
    target: varchar('target', { length: 40 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('pending'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_key_idx').on(t.notificationId, t.channel, t.target),
    // The retention job's deletes and failing-target checks go by age.
    index('notification_deliveries_created_idx').on(t.createdAt),
  ],
);
