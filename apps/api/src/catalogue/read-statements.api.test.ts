import type { CategoryNode } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';
import { countSql, type SqlCount } from '../test/sql-counter.ts';

/**
 * What the storefront's busiest reads cost the database: a page every guest shares is
 * answered from memory while it is kept (no statement at all), and built again with one statement
 * (home: one per part) once product texts and listing totals are in memory, as they are on a running
 * store. Counted through the real driver with the production cache settings.
 */
let store: TestStore;
let counter: ReturnType<typeof countSql>;
let leaf: number;
beforeAll(async () => {
  store = await build();
  const tree = (await get('/api/categories/tree')).data.categories as CategoryNode[];
  leaf = tree[1]!.children[0]!.children[0]!.id;
  counter = countSql(store.database);
});
afterAll(async () => {
  counter?.stop();
  await store?.close();
});

async function get(url: string) {
  const response = await store.app.inject({ method: 'GET', url, headers: { 'content-language': 'ar' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * The statements of a page built afresh (after a first visit) and of the same page shared. The
 * counter sees every statement of the app's pool, so one the store sends by itself meanwhile (its
 * search index following the database) can land in a measurement: the fewest of three tries is the
 * page's own cost (an extra statement of the page would be in every try).
 */
async function costOf(url: string) {
  await get(url);
  const tries: { afresh: SqlCount; shared: SqlCount }[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    store.clearSharedCaches();
    counter.take();
    const built = await get(url);
    const afresh = counter.take();
    const shared = await get(url);
    expect(shared).toEqual(built);
    tries.push({ afresh, shared: counter.take() });
  }
  const fewest = (pick: (one: (typeof tries)[number]) => SqlCount) =>
    tries.map(pick).reduce((a, b) => (b.statements < a.statements ? b : a));
  return { afresh: fewest((one) => one.afresh), shared: fewest((one) => one.shared) };
}

const one = { statements: 1, transactions: 1 };
const none = { statements: 0, transactions: 0 };

describe('SQL per read', () => {
  it('product detail: one statement for the product and its related products, none when shared', async () => {
    const cost = await costOf('/api/products/2');
    expect(cost).toEqual({ afresh: one, shared: none });
  });

  it('a medicine’s detail too: its active ingredients and uses come with its text', async () => {
    const answer = await get('/api/products/1');
    expect(answer.data.pharmacy).not.toBeNull();
    expect(await costOf('/api/products/1')).toEqual({ afresh: one, shared: none });
  });

  it('listing: one statement, none when shared', async () => {
    expect(await costOf(`/api/products/filter?categoryIds[0]=${leaf}&level=3`)).toEqual({
      afresh: one,
      shared: none,
    });
  });

  it('keyword search: one statement (the ranking is in memory), none when shared', async () => {
    expect(await costOf('/api/products/filter?keyword=milk&sort=6')).toEqual({ afresh: one, shared: none });
  });

  it('home: one statement per part (slides, branch, featured categories, deals), none when shared', async () => {
    expect(await costOf('/api/home?web=1')).toEqual({
      afresh: { statements: 4, transactions: 4 },
      shared: none,
    });
  });
});
