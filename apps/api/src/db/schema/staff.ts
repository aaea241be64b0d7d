import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { id } from './columns.ts';

/**
 * Staff accounts, apart from customers (docs/decisions/0022). `role`: admin, branch_manager,
 * pharmacist or support. A disabled account cannot log in and its sessions stop working at once.
 * `totpSecret` (base32) turns on the second factor.
 */
export const staff = pgTable('staff', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull().unique('staff_email_unique'),
  passwordHash: text('password_hash').notNull(),
  role: varchar('role', { length: 20 }).notNull(),
  totpSecret: varchar('totp_secret', { length: 64 }),
  /**
   * The 30-second step of the last authenticator code accepted: a code of that step or an earlier
   * one is refused (replay), on every app instance, since the check is one conditional update here.
   */
  totpLastStep: integer('totp_last_step'),
  /** A pharmacist's syndicate licence number, recorded on the orders they check (docs/decisions/0061). */
  licenceNumber: varchar('licence_number', { length: 40 }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The branches a staff member works for (an admin's rows do not limit them). */
export const staffBranches = pgTable(
  'staff_branches',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.branchId] })],
);

/** Staff logins: as customer sessions, only the token's SHA-256 is kept; hours, not days. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('staff_sessions_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * One-time links a staff member sets a new password from: sent by e-mail when an account
 * is made or a reset is asked for. Only the token's SHA-256 is kept; a link dies after 24 hours, at
 * its first use, or when a newer one is sent. `createdBy`: who asked for it.
 */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 })
      .notNull()
      .unique('staff_password_links_token_hash_unique'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_password_links_staff_idx').on(t.staffId)],
);

/** Every change a staff member makes: who, what, on which row, when, and the row before and after. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    action: varchar('action', { length: 40 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
