import { and, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { TtlCache } from './ttl-cache.ts';

/** At most this many words of a keyword count. */
const maxWords = 8;

/**
 * Every word must appear as a substring; a word the catalogue never has as a whole word (`typo`) may
 * instead be one typo away from a word of the search text (pg_trgm's `<%`, word similarity ≥ 0.6).
 * Checking `<%` means computing word_similarity for every product sharing trigrams with the word
 * (thousands for "milk"), so it is kept for words that need it (docs/decisions/0010).
 */
export function keywordCondition(words: readonly string[], typo: readonly boolean[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word, i) => {
      const contains = sql`${products.searchText} like ${`%${word}%`}`;
      return typo[i] ? or(contains, sql`${word} <% ${products.searchText}`) : contains;
    }),
  );
}

/** For each word: true when no product has it as a whole word, so it may be a misspelling. */
export async function mayBeTypos(db: Db, words: readonly string[]): Promise<boolean[]> {
  if (words.length === 0) return [];
  const checks = words.map(
    (word, i) =>
      sql`not exists (select 1 from ${products} where ${products.searchText} like ${`%${word}%`}
        and ' ' || ${products.searchText} || ' ' like ${`% ${word} %`}) as ${sql.identifier(`w${i}`)}`,
  );
  const [row] = await queryRows<Record<string, boolean>>(db, sql`select ${sql.join(checks, sql`, `)}`);
  return words.map((_, i) => row?.[`w${i}`] === true);
}

/**
 * How well the search text matches the words: per word, 2 as a whole word, 1.5 at the start of a word,
 * 1 inside a word, else (a typo match) its word_similarity, 0.6 to 1; summed over the words. Only typo
 * matches pay for word_similarity, which costs tens of microseconds a row (docs/decisions/0010).
 */
export function relevance(words: readonly string[]): SQL {
  const padded = sql`(' ' || ${products.searchText} || ' ')`;
  const scores = words.map(
    (word) => sql`(case when ${padded} like ${`% ${word} %`} then 2
      when ${padded} like ${`% ${word}%`} then 1.5
      when ${products.searchText} like ${`%${word}%`} then 1
      else word_similarity(${word}, ${products.searchText}) end)`,
  );
  return sql.join(scores, sql` + `);
}

/**
 * The products matching a keyword, most relevant first (`relevance`), then most popular, then by id.
 * This order does not depend on the branch (popularity is the product's), so one list serves every
 * branch, language, page, sort and extra filter; the branch and filters are applied to it per request.
 */
export async function rankKeyword(db: Db, words: readonly string[]): Promise<Int32Array> {
  if (words.length === 0) return new Int32Array(0);
  const typo = await mayBeTypos(db, words);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${products.id} as id from ${products} where ${keywordCondition(words, typo)}
      order by ${relevance(words)} desc, ${products.popularity} desc, ${products.id}`,
  );
  return Int32Array.from(rows, (row) => Number(row.id));
}

/** `{1,2,3}`: an int[] literal, one bind parameter however many ids (a query takes at most 65,535). */
export function intArrayLiteral(ids: ArrayLike<number>): string {
  return `{${Array.prototype.join.call(ids, ',')}}`;
}

export interface KeywordMatchesOptions {
  /** How long a keyword's folding and ranking are reused. */
  ttlMs?: number;
  /** At most this many product ids kept over all keywords (4 bytes each). */
  maxIds?: number;
}

/**
 * Folds keywords (store_normalize, as the stored search text was folded) and ranks the products
 * matching them, keeping both for a minute: a search results page, its next pages, its other sorts,
 * its filter data and the same search at every branch all reuse one ranking.
 */
export class KeywordMatches {
  private readonly folded: TtlCache<string[]>;
  private readonly ranked: TtlCache<Int32Array>;

  constructor(
    private readonly db: Db,
    options: KeywordMatchesOptions = {},
  ) {
    const ttlMs = options.ttlMs ?? 60_000;
    this.folded = new TtlCache(ttlMs, 5_000);
    this.ranked = new TtlCache(ttlMs, 2_000, {
      max: options.maxIds ?? 4_000_000,
      weigh: (ids) => ids.length,
    });
  }

  /** The keyword's words, folded; at most eight. */
  words(keyword: string): Promise<string[]> {
    return this.folded.get(keyword, async () => {
      const [row] = await queryRows<{ folded: string }>(
        this.db,
        sql`select store_normalize(${keyword}) as folded`,
      );
      return (row?.folded ?? '')
        .split(' ')
        .filter((word) => word.length > 0)
        .slice(0, maxWords);
    });
  }

  /** Ids of the products matching every word, most relevant first. */
  ranking(words: readonly string[]): Promise<Int32Array> {
    return this.ranked.get(words.join(' '), () => rankKeyword(this.db, words));
  }
}
