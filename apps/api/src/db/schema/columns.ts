import {
  type AnyPgColumn,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';

/** A `<owner>_translations` table: one row per owner and language. */
export function translations<TColumns extends Record<string, PgColumnBuilderBase>>(
  name: string,
  owner: () => AnyPgColumn,
  columns: TColumns,
) {
  return pgTable(
    name,
    {
      ownerId: integer('owner_id').notNull().references(owner, { onDelete: 'cascade' }),
      lang: varchar('lang', { length: 2 }).notNull(),
      ...columns,
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.lang] })],
  );
}

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
