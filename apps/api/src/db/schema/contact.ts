import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** Messages sent from the contact form, kept for the support team. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    mobile: varchar('mobile', { length: 16 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    message: text('message').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * Contact captchas already answered (right or wrong): a token counts once, on whichever instance it
 * is posted to. `id` is the token's random nonce; a row is useless once `expires_at` has passed and
 * is deleted then (docs/decisions/0017).
 */
export const spentCaptchas = pgTable(
  'spent_captchas',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('spent_captchas_expires_idx').on(t.expiresAt)],
);
