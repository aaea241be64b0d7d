import type { Product } from '@store/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { products, productTranslations, searchWords } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';
import { mayBeTypos, rankKeyword, typoCandidates } from './keyword-matches.ts';
import { ProductTexts } from './product-texts.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(async () => {
  await store?.close();
});

async function list(query: string) {
  const response = await request(store, 'en').get(`/api/products/filter?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    products: Product[];
    pagination: { current: number; size: number; total: number; totalPages: number };
  };
}

/** Every page of a listing, in order, and the total each page announced. */
async function allPages(query: string, size: number) {
  const ids: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const { products: found, pagination } = await list(`${query}&size=${size}&page=${page}`);
    totals.add(pagination.total);
    ids.push(...found.map((product) => product.id));
    if (page >= pagination.totalPages) break;
  }
  return { ids, totals: [...totals] };
}

async function searchTexts(ids: number[]) {
  const rows = await store.db
    .select({ id: products.id, text: products.searchText, popularity: products.popularity })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The relevance tiers of decision 0010 for one word. */
function tier(word: string, text: string) {
  const padded = ` ${text} `;
  if (padded.includes(` ${word} `)) return 2;
  if (padded.includes(` ${word}`)) return 1.5;
  if (text.includes(word)) return 1;
  return 0;
}

describe('most relevant first', () => {
  it('puts products named by the word before those that only mention it (docs/decisions/0035)', async () => {
    const { ids } = await allPages('keyword=oil&sort=6', 60);
    expect(ids.length).toBeGreaterThan(1);
    const texts = await searchTexts(ids);
    const named = ids.map((id) => tier('oil', texts.get(id)!.text) >= 2);
    // Every product with "oil" as a word of its names comes before any that has it elsewhere only.
    expect(named.indexOf(false) === -1 || named.lastIndexOf(true) < named.indexOf(false)).toBe(true);
    expect(named[0]).toBe(true);
  });

  it('pages through every match once, with the same exact total on every page', async () => {
    const relevant = await allPages('keyword=milk&sort=6', 7);
    const popular = await allPages('keyword=milk&sort=1', 60);
    expect(relevant.ids.length).toBeGreaterThan(7);
    expect(new Set(relevant.ids).size).toBe(relevant.ids.length);
    expect(relevant.totals).toEqual([relevant.ids.length]);
    expect([...relevant.ids].sort()).toEqual([...popular.ids].sort());
    expect(popular.totals).toEqual([popular.ids.length]);
  });

  it('applies the other filters to the ranking', async () => {
    const first = (await list('keyword=milk&sort=6&size=1')).products[0]!;
    const brandId = first.brand.id;
    const { ids, totals } = await allPages(`keyword=milk&sort=6&brandIds[0]=${brandId}`, 3);
    expect(ids[0]).toBe(first.id);
    expect(totals).toEqual([ids.length]);
    const atBranch = (await list(`keyword=milk&sort=1&brandIds[0]=${brandId}&size=60`)).products;
    expect(ids.length).toBe(atBranch.length);
    // The brand's matches keep the order of the whole ranking.
    const whole = (await allPages('keyword=milk&sort=6', 60)).ids;
    expect(ids).toEqual(whole.filter((id) => ids.includes(id)));
    const priced = (await list('keyword=milk&sort=6&priceFrom=0&priceTo=30&size=60')).products;
    for (const product of priced) expect(product.finalPrice).toBeLessThanOrEqual(30);
  });
});

describe('typos', () => {
  it('only looks for misspellings of words the catalogue does not have as whole words', async () => {
    expect(await mayBeTypos(store.db, ['milk', 'panadl', 'shampo'])).toEqual([false, true, true]);
    const milk = await rankKeyword(store.db, ['milk']);
    const texts = await searchTexts([...milk]);
    for (const id of milk) expect(texts.get(id)!.text).toContain('milk');
    const typo = await rankKeyword(store.db, ['panadl']);
    expect(typo.length).toBeGreaterThan(0);
    for (const id of typo) expect((await searchTexts([id])).get(id)!.text).toContain('panadol');
  });

  it('keeps every word of the search texts, and finds the real words a misspelling may stand for', async () => {
    const words = await queryRows<{ word: string }>(
      store.db,
      sql`select distinct word from products, unnest(string_to_array(search_text, ' ')) as word
        where word <> '' order by word`,
    );
    const kept = await store.db
      .select({ word: searchWords.word })
      .from(searchWords)
      .orderBy(searchWords.word);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(words);

    const panadl = await typoCandidates(store.db, 'panadl');
    expect(panadl[0]?.word).toBe('panadol');
    for (const candidate of panadl) expect(candidate.similarity).toBeGreaterThanOrEqual(0.6);
    expect(panadl.map((candidate) => candidate.similarity)).toEqual(
      panadl.map((candidate) => candidate.similarity).sort((a, b) => b - a),
    );
    expect(await typoCandidates(store.db, 'zzqxv')).toEqual([]);
  });
});

describe('product texts', () => {
  it('keeps texts for their time to live and reads them again after', async () => {
    const [row] = await store.db
      .select({ id: productTranslations.ownerId, name: productTranslations.name })
      .from(productTranslations)
      .where(eq(productTranslations.lang, 'en'))
      .limit(1);
    const kept = new ProductTexts(60_000);
    const fresh = new ProductTexts(0);
    expect((await kept.get(store.db, 'en', [row!.id, 99_999_999])).get(row!.id)?.name).toBe(row!.name);
    await store.db
      .update(productTranslations)
      .set({ name: 'Renamed for the test' })
      .where(and(eq(productTranslations.ownerId, row!.id), eq(productTranslations.lang, 'en')));
    try {
      expect((await kept.get(store.db, 'en', [row!.id])).get(row!.id)?.name).toBe(row!.name);
      expect((await fresh.get(store.db, 'en', [row!.id])).get(row!.id)?.name).toBe('Renamed for the test');
      const rows = await kept.rows(store.db, 'en', [
        { id: 99_999_999, price: 100, oldPrice: null, stockMilli: 1 },
        { id: row!.id, price: 250, oldPrice: 300, stockMilli: 0 },
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: row!.id, price: 250, oldPrice: 300, stockMilli: 0 });
    } finally {
      await store.db
        .update(productTranslations)
        .set({ name: row!.name })
        .where(and(eq(productTranslations.ownerId, row!.id), eq(productTranslations.lang, 'en')));
    }
  });
});
