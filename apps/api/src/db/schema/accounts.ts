import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { id } from './columns.ts';

/** A browser or app install, known by its `deviceId` header; remembers the guest's branch. */
export const devices = pgTable('devices', {
  id: varchar('id', { length: 64 }).primaryKey(),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Customers. `email` is stored lower-case; `phone` in its one form, `+201XXXXXXXXX` (`normalizePhone`,
 * docs/decisions/0073; a number reported in `phone_duplicates` keeps its old spelling). Accounts made by a provider sign-in may
 * lack a password (and at first a phone). `branchId` is the user's chosen branch, carried over from
 * the guest device on login.
 */
export const users = pgTable('users', {
  id: id(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).unique('users_email_unique'),
  phone: varchar('phone', { length: 16 }).unique('users_phone_unique'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  passwordHash: text('password_hash'),
  isSocial: boolean('is_social').notNull().default(false),
  lang: varchar('lang', { length: 2 }).notNull().default('en'),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the account was told it would be deleted for not being used (privacy/inactive-accounts.ts). */
  inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
});

/** A Google or Facebook account linked to a user, by the provider's stable subject id. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/** Login sessions. Only the SHA-256 of the bearer token is kept, so a database leak gives no tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_unique'),
    deviceType: varchar('device_type', { length: 20 }),
    deviceId: varchar('device_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time codes: phone verification (per user) and password reset (per request; `userId` is null
 * when the e-mail matched no account, so the answer looks the same either way). The code is kept
 * as an HMAC, compared in constant time, and dies after 10 minutes, one use or 5 wrong tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    sentTo: varchar('sent_to', { length: 254 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * A sign-up waiting for its phone code (decision 0044): the account is created from it when the
 * code is verified. `email_taken`/`phone_taken` say another account had the contact when it was
 * asked for: such a sign-up answers like any other but can never become an account (a taken phone
 * is never sent a code at all). The id is random, above every account id (`signUpIdFloor`).
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: integer('id').primaryKey(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 16 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    emailTaken: boolean('email_taken').notNull(),
    phoneTaken: boolean('phone_taken').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sign_ups_expires_idx').on(t.expiresAt)],
);

/** A user's delivery addresses (no limit on how many). */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    city: varchar('city', { length: 120 }).notNull(),
    area: varchar('area', { length: 120 }).notNull(),
    streetName: varchar('street_name', { length: 120 }).notNull(),
    building: varchar('building', { length: 40 }).notNull(),
    /** As the customer wrote them: '3', 'ground', 'أرضي', '5B'. */
    floor: varchar('floor', { length: 40 }).notNull(),
    apartment: varchar('apartment', { length: 40 }).notNull(),
    landmark: varchar('landmark', { length: 120 }).notNull().default(''),
    addressLine: varchar('address_line', { length: 200 }).notNull().default(''),
    notes: varchar('notes', { length: 300 }).notNull().default(''),
    /** The pin (docs/decisions/0087), WGS84 degrees; null: none. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/**
 * Numbers migration 0051 could not put in their one form (docs/decisions/0073), for staff to sort
 * out with the customers: `duplicate`, another account (`holder_id`) holds the same number written
 * differently; `not-mobile`, no Egyptian mobile number (a landline). The account's `phone` was left
 * as it was; nothing was merged. `resolved_at` is set once staff have dealt with it.
 */
export const phoneDuplicates = pgTable(
  'phone_duplicates',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 16 }).notNull(),
    normalized: varchar('normalized', { length: 16 }),
    holderId: integer('holder_id').references(() => users.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 16 }).$type<'duplicate' | 'not-mobile'>().notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('phone_duplicates_user_idx').on(t.userId)],
);
