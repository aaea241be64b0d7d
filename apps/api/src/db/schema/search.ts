import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { branches } from './branches.ts';
import { id } from './columns.ts';

/**
 * Every distinct word of the products' search texts (about 1,800 for 100,000 products): tells a
 * misspelt word from a real one, and finds the real words it may stand for, without reading the
 * products (docs/decisions/0013). Filled with the search texts (`refreshSearchText`).
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Search synonyms (docs/decisions/0035): every term of a row means the others, both ways, in any
 * language ("كحة", "cough", "سعال"). Folded by the search normalizer when loaded.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: id(),
  terms: text('terms').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Searches that found nothing (reports, docs/decisions/0055), counted per Cairo day, branch, language
 * and words (the keyword as search normalizes it): a busy day adds a few rows, not one per search.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    words: text('words').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'search_misses_pk', columns: [t.day, t.branchId, t.lang, t.words] })],
);
