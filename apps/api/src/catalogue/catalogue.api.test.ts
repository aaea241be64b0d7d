import type { CategoryNode, Product } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, branchProducts, products } from '../db/schema.ts';
import { build, request, type TestStore } from '../test/build.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(async () => {
  await store?.close();
});

const en = () => request(store, 'en');
const ar = () => request(store, 'ar');
const arabic = /[\u0600-\u06FF]/;

function expectEnvelope(body: Record<string, unknown>, code: number) {
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'item', 'message', 'validation']);
  expect(body.code).toBe(code);
  expect(Array.isArray(body.validation)).toBe(true);
}

async function list(query: string, lang: 'en' | 'ar' = 'en') {
  const response = await request(store, lang).get(`/api/products/filter?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    products: Product[];
    pagination: { current: number; size: number; total: number; totalPages: number };
  };
}

describe('categories', () => {
  it('gives the three-level tree in both languages', async () => {
    const response = await en().get('/api/categories/tree');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expectEnvelope(body, 200);
    const roots: CategoryNode[] = body.data.categories;
    expect(roots.length).toBeGreaterThanOrEqual(6);
    expect(roots.map((root) => root.name)).toEqual(
      expect.arrayContaining([
        'Medication',
        'Cosmetics',
        'Medical devices',
        'Baby products',
        'Personal care',
        'Groceries',
      ]),
    );
    const all = roots.flatMap((root) => [
      root,
      ...root.children,
      ...root.children.flatMap((child) => child.children),
    ]);
    expect(all.some((node) => node.id === 10)).toBe(true);
    for (const root of roots) {
      expect(root.level).toBe(1);
      expect(root.children.length).toBeGreaterThan(0);
      for (const child of root.children) {
        expect(child.level).toBe(2);
        for (const leaf of child.children) expect(leaf.level).toBe(3);
      }
    }
    const arRoots: CategoryNode[] = (await ar().get('/api/categories/tree')).json().data.categories;
    expect(arRoots.map((root) => root.id)).toEqual(roots.map((root) => root.id));
    for (const root of arRoots) expect(root.name).toMatch(arabic);
  });

  it('shows a category with its filter data at each level', async () => {
    const tree: CategoryNode[] = (await en().get('/api/categories/tree')).json().data.categories;
    const groceries = tree.find((root) => root.name === 'Groceries')!;
    const level2 = groceries.children[0]!;
    const level3 = level2.children[0]!;

    const top = (await en().get(`/api/categories/show/${groceries.id}/level1`)).json();
    expectEnvelope(top, 200);
    expect(top.data.category.id).toBe(groceries.id);
    expect(top.data.level1Category.id).toBe(groceries.id);
    expect(top.data.level2Category).toBeNull();
    const level3Ids = groceries.children.flatMap((child) => child.children.map((leaf) => leaf.id));
    expect(top.data.level3Categories.map((c: { id: number }) => c.id).sort()).toEqual(level3Ids.sort());
    expect(top.data.brands.length).toBeGreaterThan(0);

    const middle = (await en().get(`/api/categories/show/${level2.id}/level2`)).json().data;
    expect(middle.level1Category.id).toBe(groceries.id);
    expect(middle.level2Category.id).toBe(level2.id);
    expect(middle.level3Categories.map((c: { id: number }) => c.id)).toEqual(
      level2.children.map((c) => c.id),
    );

    const leaf = (await en().get(`/api/categories/show/${level3.id}/level3`)).json().data;
    expect(leaf.category.id).toBe(level3.id);
    expect(leaf.level2Category.id).toBe(level2.id);
    const counted = leaf.level3Categories.find((c: { id: number }) => c.id === level3.id);
    expect(counted.count).toBeGreaterThan(0);
  });

  it('refuses a wrong level, an unknown id and a malformed id', async () => {
    const wrongLevel = await en().get('/api/categories/show/1/level3');
    expect(wrongLevel.statusCode).toBe(404);
    expectEnvelope(wrongLevel.json(), 404);
    expect(wrongLevel.json().message).toBe('Category not found');
    expect((await ar().get('/api/categories/show/999999/level1')).json().message).toBe('القسم غير موجود');
    const malformed = await en().get('/api/categories/show/abc/level1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().validation.length).toBeGreaterThan(0);
    expect((await en().get('/api/categories/show/1/level7')).statusCode).toBe(422);
  });
});

describe('products/filter', () => {
  it('pages through the branch catalogue', async () => {
    const first = await list('');
    expect(first.products).toHaveLength(18);
    expect(first.pagination).toMatchObject({ current: 1, size: 18 });
    expect(first.pagination.total).toBeGreaterThan(400);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 18));
    const second = await list('page=2');
    expect(second.products[0]!.id).not.toBe(first.products[0]!.id);
    const beyond = await list(`page=${first.pagination.totalPages + 1}`);
    expect(beyond.products).toHaveLength(0);
    expect(beyond.pagination.total).toBe(first.pagination.total);
    expect((await list('size=5')).products).toHaveLength(5);
  });

  it('gives every product the spec shape', async () => {
    const { products: page } = await list('size=60');
    for (const product of page) {
      expect(typeof product.finalPrice).toBe('number');
      expect(product.oldPrice === '0' || /^\d+\.\d{2}$/.test(product.oldPrice)).toBe(true);
      expect([0, 1]).toContain(product.outOfStock);
      expect(product.quantities.length).toBeGreaterThan(0);
      expect(product.categories).toHaveLength(3);
      for (const entry of product.categories) expect(entry).toMatch(/-\d+$/);
      // Absolute, from the store's public origin (PUBLIC_URL; a test store's default: docs/decisions/0031).
      expect(product.image).toMatch(/^http:\/\/localhost:80\/api\/media\/products\/p-\d+\.svg$/);
      expect(product.inCart).toBeNull();
      expect(product.isFavorite).toBe(false);
      if (product.oldPrice !== '0') expect(Number(product.oldPrice)).toBeGreaterThan(product.finalPrice);
      if (product.oldPrice !== '0') expect(product.discount).toBeGreaterThan(0);
    }
  });

  it('sorts by popularity, price and name', async () => {
    const byPrice = (await list('sort=2&size=60')).products.map((p) => p.finalPrice);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDesc = (await list('sort=3&size=60')).products.map((p) => p.finalPrice);
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    expect(byPriceDesc[0]).toBeGreaterThan(byPrice[0]!);

    const tree: CategoryNode[] = (await en().get('/api/categories/tree')).json().data.categories;
    const leaf = tree[0]!.children[0]!.children[0]!;
    const az = (await list(`categoryIds[0]=${leaf.id}&level=3&sort=4&size=60`)).products.map((p) => p.name);
    const za = (await list(`categoryIds[0]=${leaf.id}&level=3&sort=5&size=60`)).products.map((p) => p.name);
    expect(az.length).toBeGreaterThan(1);
    expect(za).toEqual([...az].reverse());
  });

  it('filters by category at any level, brand, price and deals', async () => {
    const tree: CategoryNode[] = (await en().get('/api/categories/tree')).json().data.categories;
    const groceries = tree.find((root) => root.name === 'Groceries')!;
    const inGroceries = await list(`categoryIds[0]=${groceries.id}&level=1&size=60`);
    expect(inGroceries.products.length).toBeGreaterThan(0);
    for (const product of inGroceries.products)
      expect(product.categories[0]).toBe(`Groceries-${groceries.id}`);

    const leafA = groceries.children[0]!.children[0]!;
    const leafB = groceries.children[1]!.children[0]!;
    const two = await list(`categoryIds[0]=${leafA.id}&categoryIds[1]=${leafB.id}&level=3&size=60`);
    for (const product of two.products) {
      expect([`${leafA.name}-${leafA.id}`, `${leafB.name}-${leafB.id}`]).toContain(product.categories[2]);
    }

    const brandId = inGroceries.products[0]!.brand.id;
    const byBrand = await list(`brandIds[]=${brandId}&size=60`);
    expect(byBrand.products.length).toBeGreaterThan(0);
    for (const product of byBrand.products) expect(product.brand.id).toBe(brandId);

    const priced = await list('priceFrom=20&priceTo=50&size=60');
    expect(priced.products.length).toBeGreaterThan(0);
    for (const product of priced.products) {
      expect(product.finalPrice).toBeGreaterThanOrEqual(20);
      expect(product.finalPrice).toBeLessThanOrEqual(50);
    }

    const deals = await list('deal=1&size=60');
    expect(deals.products.length).toBeGreaterThan(0);
    for (const product of deals.products)
      expect(product.oldPrice !== '0' || product.isSpecialOffer).toBe(true);
    expect(deals.pagination.total).toBeLessThan(
      inGroceries.pagination.total + (await list('')).pagination.total,
    );
  });

  it('refuses malformed and out-of-range parameters with localized messages', async () => {
    const cases = [
      'page=0',
      'page=abc',
      'sort=7',
      'sort=1.5',
      'priceFrom=-1',
      'priceFrom=50&priceTo=10',
      'level=4',
      'categoryIds[0]=abc',
      'deal=maybe',
      `keyword=${'x'.repeat(101)}`,
    ];
    for (const query of cases) {
      const response = await en().get(`/api/products/filter?${query}`);
      expect(response.statusCode, query).toBe(422);
      const body = response.json();
      expectEnvelope(body, 422);
      expect(body.validation.length, query).toBeGreaterThan(0);
      expect(body.message).toBe(body.validation[0]);
    }
    expect((await en().get('/api/products/filter?page=0')).json().validation).toEqual([
      'Page must be at least 1',
    ]);
    expect((await en().get('/api/products/filter?priceFrom=50&priceTo=10')).json().validation).toEqual([
      'The lowest price cannot be above the highest price',
    ]);
    const arabicAnswer = (await ar().get('/api/products/filter?sort=9')).json();
    expect(arabicAnswer.validation[0]).toBe('الترتيب يجب ألا يزيد عن ٦');
  });
});

describe('keyword search', () => {
  async function names(keyword: string, lang: 'en' | 'ar' = 'en') {
    const { products: found } = await list(`keyword=${encodeURIComponent(keyword)}&sort=6&size=60`, lang);
    return found.map((product) => product.name);
  }

  it('finds English names and brand names, ranked by relevance', async () => {
    const found = await names('panadol');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.toLowerCase()).toContain('panadol');
  });

  it('still finds an English word with one typo', async () => {
    const exact = await names('panadol');
    const typo = await names('panadl');
    expect(typo.length).toBeGreaterThan(0);
    expect(typo).toEqual(expect.arrayContaining(exact.slice(0, 3)));
    const swapped = await names('shampo');
    expect(swapped.some((name) => name.toLowerCase().includes('shampoo'))).toBe(true);
  });

  it('matches Arabic spelling variants', async () => {
    // Stored with hamza (أ/إ) and taa marbuta; typed plainly, with diacritics or with tatweel.
    const withHamza = await names('أقراص', 'ar');
    expect(withHamza.length).toBeGreaterThan(0);
    expect(await names('اقراص', 'ar')).toEqual(withHamza);
    expect(await names('أَقْرَاص', 'ar')).toEqual(withHamza);
    expect(await names('اقـــراص', 'ar')).toEqual(withHamza);
    const marbuta = await names('زبدة', 'ar');
    expect(marbuta.length).toBeGreaterThan(0);
    expect(await names('زبده', 'ar')).toEqual(marbuta);
  });

  it('treats Arabic-Indic digits as 0-9', async () => {
    const withDigits = (await list('keyword=24&size=60')).products.map((p) => p.id);
    expect(withDigits.length).toBeGreaterThan(0);
    const arabicDigits = (await list(`keyword=${encodeURIComponent('٢٤')}&size=60`)).products.map(
      (p) => p.id,
    );
    expect(arabicDigits).toEqual(withDigits);
  });

  it('finds nothing for nonsense and gives filter data for a search', async () => {
    expect(await names('qqqzzzxxx')).toEqual([]);
    const facets = (await en().get('/api/products/search?keyword=milk')).json();
    expectEnvelope(facets, 200);
    expect(facets.data.level3Categories.length).toBeGreaterThan(0);
    expect(facets.data.brands.length).toBeGreaterThan(0);
    const total = facets.data.brands.reduce((sum: number, brand: { count: number }) => sum + brand.count, 0);
    expect(total).toBe((await list('keyword=milk')).pagination.total);
    const deals = (await en().get('/api/products/search?deal=1')).json().data;
    expect(deals.priceRange.max).toBeGreaterThan(deals.priceRange.min);
  });

  it("gives a brand page's filter data: its price range is the brand's own", async () => {
    // The brand of the dearest product, whose page needs a slider above the default 1000.
    const brandId = (await list('size=1&sort=3')).products[0]!.brand.id;
    const priceAt = async (sort: number) =>
      (await list(`brandIds[0]=${brandId}&size=1&sort=${sort}`)).products[0]!.finalPrice;
    const data = (await en().get(`/api/products/search?brandId=${brandId}`)).json().data;
    expect(data.priceRange).toEqual({ min: await priceAt(2), max: await priceAt(3) });
    expect(data.priceRange.max).toBeGreaterThan(1000);
    expect(data.brands.map((brand: { id: number }) => brand.id)).toEqual([brandId]);
    expect((await en().get('/api/products/search?brandId=0')).statusCode).toBe(422);
  });
});

describe('product detail and alternatives', () => {
  it('shows a product with related products in the language', async () => {
    const { products: page } = await list('size=1');
    const id = page[0]!.id;
    const body = (await en().get(`/api/products/${id}`)).json();
    expectEnvelope(body, 200);
    expect(body.data.product.id).toBe(id);
    expect(body.data.relatedProducts.length).toBeGreaterThan(0);
    for (const related of body.data.relatedProducts) {
      expect(related.id).not.toBe(id);
      expect(related.categories[2]).toBe(body.data.product.categories[2]);
    }
    const arabicBody = (await ar().get(`/api/products/${id}`)).json();
    expect(arabicBody.data.product.name).toMatch(arabic);
    expect(arabicBody.data.product.finalPrice).toBe(body.data.product.finalPrice);
  });

  it('offers cutting types on meat and quantities in kilos on weighted goods', async () => {
    const weighted = await store.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.weighted, true),
          sql`exists (select 1 from product_cutting_types c where c.product_id = ${products.id})`,
        ),
      )
      .limit(1);
    const product: Product = (await en().get(`/api/products/${weighted[0]!.id}`)).json().data.product;
    expect(product.weighted).toBe(true);
    expect(product.unit).toBe('kg');
    expect(product.cuttingTypes.length).toBeGreaterThan(0);
    expect(product.quantities.some((quantity) => !Number.isInteger(quantity))).toBe(true);
  });

  it('says which products do not exist and which the branch does not sell', async () => {
    const unknown = await en().get('/api/products/99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    const [defaultBranch] = await store.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.isDefault, true));
    await store.db
      .delete(branchProducts)
      .where(and(eq(branchProducts.branchId, defaultBranch!.id), eq(branchProducts.productId, 1)));
    // Changed behind the API's back: read afresh, not the product page shared for a few seconds.
    store.clearSharedCaches();
    const notHere = await en().get('/api/products/1');
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().message).toBe('Product Not Exist in Branch');
    expect((await ar().get('/api/products/1')).json().message).toBe('المنتج غير موجود في هذا الفرع');
    expect((await en().get('/api/products/0')).statusCode).toBe(422);
    expect((await en().get('/api/products/abc')).statusCode).toBe(422);
  });

  it('offers in-stock alternatives for an out-of-stock product', async () => {
    const [defaultBranch] = await store.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.isDefault, true));
    const outOfStock = await store.db
      .select({ id: branchProducts.productId })
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, defaultBranch!.id), eq(branchProducts.stockMilli, 0)))
      .limit(20);
    expect(outOfStock.length).toBeGreaterThan(0);
    let withAlternatives = 0;
    for (const { id } of outOfStock) {
      const detail: Product = (await en().get(`/api/products/${id}`)).json().data.product;
      expect(detail.outOfStock).toBe(1);
      const body = (await en().get(`/api/products/${id}/alternatives`)).json();
      expectEnvelope(body, 200);
      for (const alternative of body.data.alternatives as Product[]) {
        expect(alternative.outOfStock).toBe(0);
        expect(alternative.categories[2]).toBe(detail.categories[2]);
      }
      if (body.data.alternatives.length > 0) withAlternatives++;
    }
    expect(withAlternatives).toBeGreaterThan(0);
    expect((await en().get('/api/products/99999999/alternatives')).statusCode).toBe(404);
  });
});

describe('offers', () => {
  it('lists special offers, optionally of one type, by GET and by form POST', async () => {
    const all = (await en().get('/api/offers')).json();
    expectEnvelope(all, 200);
    expect(all.data.offerTypes.length).toBeGreaterThan(0);
    expect(all.data.products.length).toBeGreaterThan(0);
    for (const product of all.data.products as Product[]) {
      expect(product.isSpecialOffer).toBe(true);
      expect(product.specialOfferDesc).toBeTruthy();
    }
    const typeId = all.data.offerTypes[0].id;
    const byGet = (await en().get(`/api/offers?offer_type_id=${typeId}`)).json().data;
    const byPost = (
      await en().post('/api/offer/type/products', { offer_type_id: String(typeId), page: '1' }, true)
    ).json().data;
    expect(byPost.products.map((p: Product) => p.id)).toEqual(byGet.products.map((p: Product) => p.id));
    expect(byGet.pagination.total).toBeLessThanOrEqual(all.data.pagination.total);
    expect((await en().get('/api/offers?offer_type_id=9999')).statusCode).toBe(404);
    expect((await en().get('/api/offers?offer_type_id=x')).statusCode).toBe(422);
  });
});

describe('home', () => {
  it('gives carousels, featured categories, recommended deals and the branch', async () => {
    const body = (await en().get('/api/home?web=1')).json();
    expectEnvelope(body, 200);
    const { carousels, featuredCategories, products: deals, branch, addresses, paymentType } = body.data;
    expect(carousels.length).toBeGreaterThan(0);
    for (const slide of carousels) {
      expect(slide).toMatchObject({
        id: expect.any(Number),
        url: expect.any(String),
        image: expect.any(String),
      });
      expect(slide.image).toContain('-en.svg');
    }
    expect(featuredCategories.length).toBeGreaterThan(0);
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals as Product[]) {
      expect(deal.oldPrice !== '0' || deal.isSpecialOffer).toBe(true);
      expect(deal.outOfStock).toBe(0);
    }
    const [defaultBranch] = await store.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.isDefault, true));
    expect(branch.id).toBe(defaultBranch!.id);
    expect(addresses).toEqual([]);
    expect(paymentType).toBeNull();
    const arabicHome = (await ar().get('/api/home?web=1')).json().data;
    expect(arabicHome.carousels[0].image).toContain('-ar.svg');
    expect(arabicHome.branch.address).toMatch(arabic);
  });
});

describe('recipes', () => {
  it('lists recipes and shows one with steps, ingredient products and related recipes', async () => {
    const listBody = (await en().get('/api/recipes')).json();
    expectEnvelope(listBody, 200);
    expect(listBody.data.recipes.length).toBeGreaterThanOrEqual(10);
    const first = listBody.data.recipes[0];
    expect(first.description).toMatch(/<\w+/);
    const detail = (await en().get(`/api/recipes/${first.id}`)).json().data;
    expect(detail.recipe.steps.length).toBeGreaterThan(0);
    expect(detail.recipe.ingredients.length).toBeGreaterThan(0);
    for (const ingredient of detail.recipe.ingredients)
      expect(ingredient.product.id).toEqual(expect.any(Number));
    expect(detail.relatedRecipes.length).toBeGreaterThan(0);
    expect(detail.relatedRecipes.some((r: { id: number }) => r.id === first.id)).toBe(false);
    const arabicDetail = (await ar().get(`/api/recipes/${first.id}`)).json().data;
    expect(arabicDetail.recipe.name).toMatch(arabic);
    expect(arabicDetail.recipe.steps[0].description).toMatch(arabic);
    expect((await en().get('/api/recipes/987654')).statusCode).toBe(404);
  });
});

describe('stock is per branch', () => {
  it('prices and ranges differ between branches, and the chosen branch decides the answer', async () => {
    const [pair] = await store.db
      .execute(sql`
      select a.product_id as "productId", a.branch_id as "defaultBranch", b.branch_id as "otherBranch",
             a.price as "defaultPrice", b.price as "otherPrice"
      from branch_products a
      join branches d on d.id = a.branch_id and d.is_default
      join branch_products b on b.product_id = a.product_id and b.branch_id <> a.branch_id and b.price <> a.price
      order by a.product_id limit 1`)
      .then((result) => (result as unknown as { rows: Record<string, number>[] }).rows);
    expect(pair).toBeDefined();
    const device = 'test-device-branch-prices';
    const guest = request(store, 'en', device);
    expect((await guest.get(`/api/products/${pair!.productId}`)).json().data.product.finalPrice).toBe(
      pair!.defaultPrice! / 100,
    );
    const chosen = await guest.post(
      '/api/branches/select',
      { branchId: String(pair!.otherBranch), override: '1' },
      true,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await guest.get(`/api/products/${pair!.productId}`)).json().data.product.finalPrice).toBe(
      pair!.otherPrice! / 100,
    );
    // Another device still sees the default branch.
    const other = request(store, 'en', 'another-device-0001');
    expect((await other.get(`/api/products/${pair!.productId}`)).json().data.product.finalPrice).toBe(
      pair!.defaultPrice! / 100,
    );

    const notEverywhere = await store.db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`(select count(*) from branch_products bp where bp.product_id = ${products.id}) < (select count(*) from branches)`,
      )
      .limit(1);
    expect(notEverywhere).toHaveLength(1);
  });
});
