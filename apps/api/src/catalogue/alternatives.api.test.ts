import type { Product } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, branchProducts, products, productTranslations } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';

/**
 * `GET /api/products/{id}/alternatives` on the demo catalogue (docs/decisions/0048): what
 * a pharmacist would offer, in stock at the shopper's branch, in both languages.
 */
let store: TestStore;
let branchId: number;
beforeAll(async () => {
  store = await build();
  const [branch] = await store.db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.isDefault, true));
  branchId = branch!.id;
});
afterAll(() => store?.close());

async function productNamed(name: string): Promise<number> {
  const [row] = await store.db
    .select({ id: productTranslations.ownerId })
    .from(productTranslations)
    .where(and(eq(productTranslations.lang, 'en'), eq(productTranslations.name, name)));
  if (!row) throw new Error(`No demo product named ${name}`);
  return row.id;
}

async function stock(name: string, stockMilli: number) {
  const id = await productNamed(name);
  await store.db
    .update(branchProducts)
    .set({ stockMilli })
    .where(and(eq(branchProducts.productId, id), eq(branchProducts.branchId, branchId)));
  store.clearSharedCaches();
  return id;
}

async function alternatives(name: string, lang: 'en' | 'ar' = 'en') {
  const response = await request(store, lang).get(`/api/products/${await productNamed(name)}/alternatives`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.alternatives as Product[];
}

describe('alternatives of a product', () => {
  it('offers the same medicine first, never a baby syrup or lozenges for tablets, never the product itself', async () => {
    for (const name of [
      'Panadol Extra 48 tablets',
      'Panadol Baby & Infant suspension 100 ml',
      'Brufen syrup 100 mg/5 ml 100 ml',
      'Strepsils honey & lemon 24 lozenges',
      'Panadol Cold & Flu 24 tablets',
    ])
      await stock(name, 50_000);
    const self = await productNamed('Panadol Extra 24 tablets');
    const offered = await alternatives('Panadol Extra 24 tablets');
    expect(offered[0]?.name).toBe('Panadol Extra 48 tablets');
    expect(offered.map((product) => product.id)).not.toContain(self);
    for (const product of offered) {
      expect(product.outOfStock).toBe(0);
      expect(product.name).not.toMatch(/Baby|syrup|suspension|Strepsils|Cold/);
    }
    // The decongestant: other cold and flu tablets, never throat lozenges.
    const cold = await alternatives('Panadol Cold & Flu 24 tablets');
    expect(cold.length).toBeGreaterThan(0);
    for (const product of cold) expect(product.name).toMatch(/tablets/);
    // The baby's paracetamol: nothing rather than an adult's or a child's.
    expect(await alternatives('Panadol Baby & Infant suspension 100 ml')).toEqual([]);
  });

  it('gives the same ones in Arabic, with Arabic names', async () => {
    const [english, arabic] = [
      await alternatives('Lipitor 20 mg 30 tablets'),
      await alternatives('Lipitor 20 mg 30 tablets', 'ar'),
    ];
    expect(arabic.map((product) => product.id)).toEqual(english.map((product) => product.id));
    for (const product of arabic) expect(product.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('leaves out what the branch has run out of', async () => {
    const gone = await stock('Atorvastatin 20 mg 30 tablets', 0);
    const there = await stock('Lipitor 40 mg 30 tablets', 10_000);
    const ids = (await alternatives('Lipitor 20 mg 30 tablets')).map((product) => product.id);
    expect(ids).not.toContain(gone);
    expect(ids).toContain(there);
    await stock('Atorvastatin 20 mg 30 tablets', 10_000);
    expect((await alternatives('Lipitor 20 mg 30 tablets'))[0]?.id).toBe(gone);
  });

  it('keeps nappies to their size and vegetables to vegetables', async () => {
    for (const product of await alternatives('Pampers Baby-Dry diapers size 4 (9-14 kg), 52 diapers'))
      expect(product.name).toMatch(/size 4/);
    const tomatoes = await alternatives('Tomatoes');
    expect(tomatoes.length).toBeGreaterThan(0);
    const shelfOf = async (id: number) =>
      (await store.db.select().from(products).where(eq(products.id, id)))[0]!;
    const own = await shelfOf(await productNamed('Tomatoes'));
    for (const product of tomatoes) {
      const row = await shelfOf(product.id);
      expect(row.categoryId).toBe(own.categoryId);
      expect(row.weighted).toBe(true);
    }
  });

  it('answers 404 for an unknown product and 422 for a bad id', async () => {
    expect((await request(store, 'en').get('/api/products/99999999/alternatives')).statusCode).toBe(404);
    expect((await request(store, 'en').get('/api/products/abc/alternatives')).statusCode).toBe(422);
  });
});
