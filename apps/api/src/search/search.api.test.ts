import type { PharmacyFacts, Product, Suggestions } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import {
  brandTranslations,
  categoryTranslations,
  productTranslations,
  searchSynonyms,
} from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';

/**
 * Search like a pharmacist — ingredients, uses, categories, dialect synonyms, typos,
 * units, relaxation, type-ahead; results the same in both languages; changes seen by every instance.
 */
let store: TestStore;
let second: TestStore;
beforeAll(async () => {
  store = await build();
  second = await build({ shareDatabaseOf: store });
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

interface Listing {
  products: Product[];
  pagination: { total: number };
  showingResultsFor?: string;
}

async function search(keyword: string, lang: 'en' | 'ar' = 'en', extra = '', on = store): Promise<Listing> {
  const response = await request(on, lang).get(
    `/api/products/filter?keyword=${encodeURIComponent(keyword)}${extra.includes('sort=') ? '' : '&sort=6'}${extra.includes('size=') ? '' : '&size=18'}${extra}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const names = (listing: Listing) => listing.products.map((product) => product.name);

describe('what search reads', () => {
  it('finds medicines by active ingredient (generic name) in both languages', async () => {
    for (const keyword of ['metformin', 'ميتفورمين']) {
      const found = await search(keyword);
      expect(found.products.length).toBeGreaterThan(0);
      for (const name of names(found)) expect(name).toMatch(/^Glucophage/);
    }
    expect(
      names(await search('paracetamol'))
        .slice(0, 3)
        .join(),
    ).toMatch(/Panadol|Abimol|Paracetamol/);
  });

  it('finds by use or symptom, and by category name', async () => {
    const heartburn = await search('heartburn');
    expect(heartburn.products.length).toBeGreaterThan(0);
    expect(names(heartburn)[0]).toMatch(/Gaviscon|Maalox|Eno|Omeprazole/);
    const sunscreen = await search('واقي شمس', 'ar');
    expect(sunscreen.products.length).toBeGreaterThanOrEqual(5);
    for (const product of sunscreen.products.slice(0, 5)) expect(product.categories[2]).toMatch(/-55$/);
  });

  it('knows Egyptian words through the synonyms table', async () => {
    const cough = await search('كحة', 'ar');
    expect(cough.products.length).toBeGreaterThan(0);
    for (const product of cough.products.slice(0, 3)) expect(product.categories[2]).toMatch(/-39$/);
  });

  it('splits a number from its unit', async () => {
    const found = await search('glucophage 1000mg');
    expect(names(found)[0]).toMatch(/^Glucophage 1000 mg/);
    expect(names(await search('جلوكوفاج ٨٥٠مجم', 'en'))[0]).toMatch(/^Glucophage 850 mg/);
  });

  it('forgives one wrong letter in a short name and two in a long one, in both languages', async () => {
    expect(names(await search('brufin'))[0]).toMatch(/^Brufen/);
    expect(names(await search('glucofage'))[0]).toMatch(/^Glucophage/);
    expect(names(await search('بروفن'))[0]).toMatch(/^Brufen/);
  });

  it('matches short words at word starts only', async () => {
    // "ana" is inside Panadol and Banana; it starts neither.
    for (const name of names(await search('ana'))) expect(name).not.toMatch(/Panadol|Banana/i);
    expect(names(await search('pana'))[0]).toMatch(/^Panadol/);
  });

  it('gives the same results whatever the language asked', async () => {
    for (const keyword of ['panadol', 'صداع', 'vitamin c', 'حفاضات']) {
      const en = (await search(keyword, 'en')).products.map((product) => product.id);
      const ar = (await search(keyword, 'ar')).products.map((product) => product.id);
      expect(en.length).toBeGreaterThan(0);
      expect(ar).toEqual(en);
    }
  });
});

describe('relaxation', () => {
  it('drops the word that finds nothing and says what the results are for', async () => {
    const found = await search('panadol qwertyuiop');
    expect(found.products.length).toBeGreaterThan(0);
    expect(names(found)[0]).toMatch(/^Panadol/);
    expect(found.showingResultsFor).toBe('panadol');
    expect((await search('panadol')).showingResultsFor).toBeUndefined();
  });
});

describe('sorts and filters on search results', () => {
  it('keeps every sort and the brand and price filters working on a search', async () => {
    const relevant = await search('shampoo', 'en', '&size=60');
    const ids = new Set(relevant.products.map((product) => product.id));
    expect(ids.size).toBeGreaterThan(3);
    for (const sort of [1, 2, 3, 4, 5]) {
      const sorted = await search('shampoo', 'en', `&size=60&sort=${sort}`);
      expect(new Set(sorted.products.map((product) => product.id))).toEqual(ids);
    }
    const cheapest = (await search('shampoo', 'en', '&size=60&sort=2')).products.map((p) => p.finalPrice);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const brand = relevant.products[0]!.brand.id;
    const byBrand = await search('shampoo', 'en', `&size=60&brandIds[0]=${brand}`);
    expect(byBrand.products.length).toBeGreaterThan(0);
    for (const product of byBrand.products) expect(product.brand.id).toBe(brand);
  });
});

describe('product detail', () => {
  it('shows a medicine’s active ingredients and uses in the language, and none for groceries', async () => {
    const [panadol] = (await search('panadol extra')).products;
    for (const [lang, ingredient, use] of [
      ['en', 'Paracetamol', /headache/],
      ['ar', 'باراسيتامول', /صداع/],
    ] as const) {
      const response = await request(store, lang).get(`/api/products/${panadol!.id}`);
      expect(response.statusCode).toBe(200);
      const pharmacy = response.json().data.pharmacy as PharmacyFacts;
      expect(pharmacy.activeIngredients[0]).toMatchObject({ name: ingredient, strength: '500 mg' });
      expect(pharmacy.activeIngredients.map((entry) => entry.name)).toHaveLength(2);
      expect(pharmacy.uses).toMatch(use);
    }
    const [milk] = (await search('juhayna milk')).products;
    expect((await request(store, 'en').get(`/api/products/${milk!.id}`)).json().data.pharmacy).toBeNull();
  });
});

describe('products/suggest', () => {
  it('suggests products with thumbnail and price, categories and brands, after two letters', async () => {
    const response = await request(store, 'en').get('/api/products/suggest?keyword=pana');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Suggestions;
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products[0]).toMatchObject({ name: expect.stringMatching(/^Panadol/) });
    expect(data.products[0]!.image).toMatch(/p-\d+\.svg$/);
    expect(data.products[0]!.finalPrice).toBeGreaterThan(0);
    expect(data.brands.map((brand) => brand.name)).toContain('Panadol');

    const arabic = (
      await request(store, 'ar').get(`/api/products/suggest?keyword=${encodeURIComponent('مضاد')}`)
    ).json().data as Suggestions;
    expect(arabic.categories.map((category) => category.name)).toContain('المضادات الحيوية');
    const none = (await request(store, 'en').get('/api/products/suggest?keyword=qqqqzzzz')).json().data;
    expect(none).toEqual({ products: [], categories: [], brands: [] });
  });

  it('refuses a keyword that is too long, with a localized message', async () => {
    const response = await request(store, 'ar').get(`/api/products/suggest?keyword=${'x'.repeat(101)}`);
    expect(response.statusCode).toBe(422);
  });
});

describe('keeping every instance in step', () => {
  it('shows a renamed product and a new synonym in search on both instances within seconds', async () => {
    const [target] = (await search('omeprazole')).products;
    expect(target).toBeDefined();
    await store.db
      .update(productTranslations)
      .set({ name: 'Zanzibar heartcalm 20 mg' })
      .where(and(eq(productTranslations.ownerId, target!.id), eq(productTranslations.lang, 'en')));
    for (const instance of [store, second]) {
      await eventually(async () => {
        instance.clearSharedCaches();
        return (await search('zanzibar', 'en', '', instance)).products.some((p) => p.id === target!.id);
      }, 'the renamed product found');
    }
    expect((await search('flibbertigibbet', 'en', '', second)).products).toHaveLength(0);
    await store.db.insert(searchSynonyms).values({ terms: ['flibbertigibbet', 'zanzibar'] });
    await eventually(async () => {
      second.clearSharedCaches();
      return (await search('flibbertigibbet', 'en', '', second)).products.length > 0;
    }, 'the new synonym used');
    await store.db.execute(sql`delete from search_synonyms where 'flibbertigibbet' = any(terms)`);
  });

  it('updates only the changed products in each instance’s index, not the whole index', async () => {
    const [target] = (await search('glucophage 850')).products;
    expect(target).toBeDefined();
    const before = [store, second].map((instance) => instance.app.productSearch.stats());
    const found = (keyword: string, instance: TestStore) => async () => {
      instance.clearSharedCaches();
      const listing = await search(keyword, 'en', '', instance);
      // Found for every word of the keyword (not after relaxation dropped some).
      return !listing.showingResultsFor && listing.products.some((p) => p.id === target!.id);
    };
    // A rename: the new name is found on both instances.
    expect(await found('quokkamint', second)()).toBe(false);
    await store.db
      .update(productTranslations)
      .set({ name: 'Quokkamint 850 mg' })
      .where(and(eq(productTranslations.ownerId, target!.id), eq(productTranslations.lang, 'en')));
    for (const instance of [store, second]) {
      await eventually(found('quokkamint', instance), 'the renamed product found');
      // Word starts of the new name too (the sorted vocabulary knows the new word).
      await eventually(found('quokk', instance), 'the new name found as typed');
    }
    // A new product (copied from the target) and then its removal.
    const [added] = await queryRows<{ id: number }>(
      store.db,
      sql`insert into products (brand_id, category_id, category2_id, category1_id, weighted, quantities,
            popularity, image_shape, image_color)
          select brand_id, category_id, category2_id, category1_id, weighted, quantities, 5, image_shape, image_color
          from products where id = ${target!.id} returning id`,
    );
    const newId = Number(added!.id);
    await store.db.insert(productTranslations).values([
      { ownerId: newId, lang: 'en', name: 'Wombatazol 10 mg', description: 'A test product' },
      { ownerId: newId, lang: 'ar', name: 'ومباتازول 10 مجم', description: 'منتج للاختبار' },
    ]);
    for (const instance of [store, second]) {
      await eventually(
        async () => (await instance.app.productSearch.search('wombatazol')).ids.includes(newId),
        'the new product found',
      );
    }
    await store.db.execute(sql`delete from products where id = ${newId}`);
    for (const instance of [store, second]) {
      await eventually(
        async () => (await instance.app.productSearch.search('wombatazol')).ids.length === 0,
        'the removed product gone',
      );
    }
    // None of it rebuilt an index: each instance re-read only the products that changed.
    [store, second].forEach((instance, i) => {
      const after = instance.app.productSearch.stats();
      expect(after.fullLoads).toBe(before[i]!.fullLoads);
      expect(after.documentsUpdated - before[i]!.documentsUpdated).toBeGreaterThanOrEqual(3);
      expect(after.documentsUpdated - before[i]!.documentsUpdated).toBeLessThanOrEqual(10);
    });
  });

  it('updates brand and category names and synonyms in place, and rebuilds for broad changes', async () => {
    const before = [store, second].map((instance) => instance.app.productSearch.stats());
    const suggest = async (keyword: string, instance: TestStore) =>
      (
        await request(instance, 'en').get(`/api/products/suggest?keyword=${encodeURIComponent(keyword)}`)
      ).json().data as Suggestions;
    // A brand renamed: its products are found by the new name, and the brand is suggested by it.
    const [panadol] = (await search('panadol extra')).products;
    await store.db
      .update(brandTranslations)
      .set({ name: 'Pumpernax' })
      .where(and(eq(brandTranslations.ownerId, panadol!.brand.id), eq(brandTranslations.lang, 'en')));
    // A level-3 category renamed: its products are found by the new name, and it is suggested.
    const [cough] = (await search('كحة', 'ar')).products;
    const categoryId = Number(cough!.categories[2]!.split('-').at(-1));
    await store.db
      .update(categoryTranslations)
      .set({ name: 'Snorkelwort remedies' })
      .where(and(eq(categoryTranslations.ownerId, categoryId), eq(categoryTranslations.lang, 'en')));
    // A synonym row added.
    await store.db.insert(searchSynonyms).values({ terms: ['gobbledygook', 'pumpernax'] });
    for (const instance of [store, second]) {
      await eventually(async () => {
        const [brand, category, synonym] = await Promise.all([
          suggest('pumpern', instance),
          suggest('snorkelw', instance),
          instance.app.productSearch.search('gobbledygook'),
        ]);
        return (
          brand.brands.some((b) => b.id === panadol!.brand.id) &&
          brand.products.length > 0 &&
          brand.products.every((p) => p.name.startsWith('Panadol')) &&
          category.categories.some((c) => c.id === categoryId) &&
          category.products.length > 0 &&
          synonym.ids.includes(panadol!.id)
        );
      }, 'the new brand, category and synonym found');
    }
    [store, second].forEach((instance, i) => {
      expect(instance.app.productSearch.stats().fullLoads).toBe(before[i]!.fullLoads);
    });

    // More than 1000 products in one statement: the payload says "all", and each index is built again.
    await store.db.execute(
      sql`select store_notify_search_ids('products', array(select generate_series(1, 1001)))`,
    );
    for (const [i, instance] of [store, second].entries()) {
      await eventually(
        async () => instance.app.productSearch.stats().fullLoads > before[i]!.fullLoads,
        'the index built again',
      );
    }
    // A change search does not read (a product's picture colour) says nothing.
    const quiet = [store, second].map((instance) => instance.app.productSearch.stats());
    await store.db.execute(sql`update products set image_color = image_color where id = ${panadol!.id}`);
    // Then a change it does read, of another product: once that one is in, the first was passed over
    // (notifications arrive in commit order), so exactly one product was re-read, not two.
    const marker = panadol!.id === 1 ? 2 : 1;
    await store.db.execute(sql`select store_notify_search_ids('products', array[${marker}::int])`);
    for (const [i, instance] of [store, second].entries()) {
      await eventually(
        async () => instance.app.productSearch.stats().documentsUpdated > quiet[i]!.documentsUpdated,
        'the marker change read',
      );
      expect(instance.app.productSearch.stats()).toEqual({
        ...quiet[i],
        updates: instance.app.productSearch.stats().updates,
        documentsUpdated: quiet[i]!.documentsUpdated + 1,
      });
    }
    await store.db.execute(sql`delete from search_synonyms where 'gobbledygook' = any(terms)`);
  });
});
