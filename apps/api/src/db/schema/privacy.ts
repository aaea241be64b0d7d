import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { id } from './columns.ts';

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
