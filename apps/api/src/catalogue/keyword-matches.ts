import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { products, searchWords } from '../db/schema.ts';
import { TtlCache } from './ttl-cache.ts';

/** At most this many words of a keyword count. */
const maxWords = 8;

/** At most this many real words stand in for one misspelt word (the closest ones). */
const maxTypoCandidates = 10;

/** A word of the catalogue that a misspelt search word may stand for, and how close it is (0.6 to 1). */
export interface TypoCandidate {
  word: string;
  similarity: number;
}

/**
 * Every word must appear as a substring, or, for a word the catalogue never has as a whole word, one
 * of the catalogue words it may be a misspelling of must (`typoCandidates`). Both are substring
 * searches the trigram index answers; no `word_similarity` over whole search texts (decision 0013).
 */
export function keywordCondition(
  words: readonly string[],
  candidates: readonly (readonly TypoCandidate[])[],
): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word, i) => {
      const contains = sql`${products.searchText} like ${`%${word}%`}`;
      const alternatives = candidates[i] ?? [];
      if (alternatives.length === 0) return contains;
      return or(
        contains,
        ...alternatives.map((candidate) => sql`${products.searchText} like ${`%${candidate.word}%`}`),
      );
    }),
  );
}

/** For each word: true when no product has it as a whole word, so it may be a misspelling. */
export async function mayBeTypos(db: Db, words: readonly string[]): Promise<boolean[]> {
  if (words.length === 0) return [];
  const known = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, [...words]));
  const knownWords = new Set(known.map((row) => row.word));
  return words.map((word) => !knownWords.has(word));
}

/**
 * The catalogue's words one typo away from `word` (pg_trgm's `<%`: word similarity ≥ 0.6), closest
 * first. They come from `search_words`, about 1,800 words, instead of every product's search text.
 */
export async function typoCandidates(db: Db, word: string): Promise<TypoCandidate[]> {
  const rows = await queryRows<{ word: string; similarity: number }>(
    db,
    sql`select ${searchWords.word} as word, word_similarity(${word}, ${searchWords.word}) as similarity
      from ${searchWords} where ${word} <% ${searchWords.word}
      order by similarity desc, word limit ${maxTypoCandidates}`,
  );
  return rows.map((row) => ({ word: row.word, similarity: Number(row.similarity) }));
}

/**
 * How well the search text matches the words: per word, 2 as a whole word, 1.5 at the start of a word,
 * 1 inside a word, else (a typo match) the similarity of the closest catalogue word it holds; summed
 * over the words.
 */
export function relevance(words: readonly string[], candidates: readonly (readonly TypoCandidate[])[]): SQL {
  const padded = sql`(' ' || ${products.searchText} || ' ')`;
  const scores = words.map((word, i) => {
    // Closest first, so the first candidate found is the best; similarities are numbers PostgreSQL
    // computed, written as literals so the CASE keeps one numeric type.
    const typo = (candidates[i] ?? []).map(
      (candidate) =>
        sql`when ${products.searchText} like ${`%${candidate.word}%`} then ${sql.raw(candidate.similarity.toFixed(4))}`,
    );
    return sql`(case when ${padded} like ${`% ${word} %`} then 2
      when ${padded} like ${`% ${word}%`} then 1.5
      when ${products.searchText} like ${`%${word}%`} then 1
      ${sql.join(typo, sql` `)} else 0 end)`;
  });
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
  const candidates: TypoCandidate[][] = [];
  for (const [i, word] of words.entries()) candidates.push(typo[i] ? await typoCandidates(db, word) : []);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${products.id} as id from ${products} where ${keywordCondition(words, candidates)}
      order by ${relevance(words, candidates)} desc, ${products.popularity} desc, ${products.id}`,
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
