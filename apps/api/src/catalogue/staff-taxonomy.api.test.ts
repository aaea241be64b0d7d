import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, categories, products, staffAuditLog } from '../db/schema.ts';
import { request, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * docs/decisions/0071: admins edit categories (three levels) and brands. Customers see each edit on
 * every instance at once (guest pages are kept for ten minutes here, and the category tree a minute,
 * so only the explicit invalidation explains a fresh answer): a rename in the menu and the category
 * page, a hidden category's page 404s and leaves the menu with its products, a hidden brand's products
 * leave the listings. Stale versions are refused with what changed; a category or brand with products
 * is only hidden, never deleted.
 */
let store: TestStore;
let second: TestStore;
let admin: StaffMember;
let adminAr: StaffMember;
let otherAdmin: StaffMember;
let manager: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  admin = await staffMember(store, 'admin', []);
  adminAr = await staffMember(store, 'admin', [], 'ar');
  otherAdmin = await staffMember(store, 'admin', []);
  manager = await staffMember(store, 'branch_manager', [branch]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

interface Node {
  id: number;
  name: string;
  children: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const menu = async (on: TestStore, lang: 'en' | 'ar' = 'en') =>
  flatten((await request(on, lang).get('/api/categories/tree')).json().data.categories as Node[]);

interface StaffCategory {
  id: number;
  parentId: number | null;
  level: number;
  sort: number;
  nameEn: string;
  nameAr: string;
  hidden: boolean;
  version: number;
  products: number;
}
async function staffCategories(): Promise<StaffCategory[]> {
  const answer = await admin.get('/api/staff/catalogue/categories');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.categories;
}
const used = new Set<number>();
/** A category of a level with products under it, not used by another test. */
async function freshCategory(level: number) {
  const found = (await staffCategories()).find(
    (category) => category.level === level && category.products > 0 && !used.has(category.id),
  )!;
  used.add(found.id);
  return found;
}
/** A product sold at the branch whose category (any level) is `id`. */
async function productUnder(id: number) {
  const [row] = await store.db
    .select({ id: branchProducts.productId })
    .from(branchProducts)
    .where(
      and(
        eq(branchProducts.branchId, branch),
        sql`${id} in (${branchProducts.categoryId}, ${branchProducts.category2Id}, ${branchProducts.category1Id})`,
        eq(branchProducts.notSold, false),
        eq(branchProducts.hidden, false),
      ),
    )
    .limit(1);
  return row!.id;
}

describe('categories', () => {
  it('lists every category for the catalogue readers; only admins write', async () => {
    const list = await staffCategories();
    expect(new Set(list.map((category) => category.level))).toEqual(new Set([1, 2, 3]));
    expect((await manager.get('/api/staff/catalogue/categories')).statusCode).toBe(200);
    const refused = await manager.post('/api/staff/catalogue/categories', { nameEn: 'X', nameAr: 'س' });
    expect(refused.statusCode).toBe(403);
  });

  it('renames in Arabic: the menu and the category page on every instance', async () => {
    const category = await freshCategory(2);
    for (const on of [store, second]) await menu(on, 'ar');
    const name = `عناية خاصة ${category.id}`;
    const saved = await adminAr.post(`/api/staff/catalogue/categories/${category.id}`, {
      version: '٠١٢٣٤٥٦٧٨٩'[category.version] ?? String(category.version),
      nameEn: category.nameEn,
      nameAr: name,
      parentId: category.parentId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'تم الحفظ: يرى العملاء التغيير الآن',
      data: { category: { nameAr: name, version: category.version + 1 } },
    });
    for (const on of [second, store]) {
      await eventually(
        async () => (await menu(on, 'ar')).some((node) => node.id === category.id && node.name === name),
        'the new name in the menu',
      );
      const page = await request(on, 'ar').get(`/api/categories/show/${category.id}/level2`);
      expect(page.json().data.category.name).toBe(name);
    }
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'category'), eq(staffAuditLog.entityId, category.id)));
    expect(audit).toMatchObject({
      action: 'category.edit',
      before: { version: category.version, nameAr: category.nameAr },
      after: { version: category.version + 1, nameAr: name },
    });
  });

  it('refuses an edit from a stale version, saying who and what changed', async () => {
    const category = await freshCategory(3);
    const body = { nameEn: `${category.nameEn} A`, nameAr: category.nameAr, parentId: category.parentId };
    const first = await otherAdmin.post(`/api/staff/catalogue/categories/${category.id}`, {
      ...body,
      version: category.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await adminAr.post(`/api/staff/catalogue/categories/${category.id}/visibility`, {
      version: category.version,
      hidden: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`Test admin`);
    expect(stale.json().validation).toEqual(['تم تغيير الأسماء']);
    expect((await staffCategories()).find((c) => c.id === category.id)!.hidden).toBe(false);
  });

  it('hides a category: its page 404s, it leaves the menu, its products leave; shown again, all is back', async () => {
    const category = await freshCategory(2);
    const productId = await productUnder(category.id);
    const level3 = (await staffCategories()).filter((c) => c.parentId === category.id).map((c) => c.id);
    for (const on of [store, second]) {
      expect((await request(on).get(`/api/categories/show/${category.id}/level2`)).statusCode).toBe(200);
      expect((await request(on).get(`/api/products/${productId}`)).statusCode).toBe(200);
    }
    const hidden = await admin.post(`/api/staff/catalogue/categories/${category.id}/visibility`, {
      version: category.version,
      hidden: 'true',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const on of [second, store]) {
      await eventually(
        async () => (await request(on).get(`/api/categories/show/${category.id}/level2`)).statusCode === 404,
        'the category page answering 404',
      );
      const ids = (await menu(on)).map((node) => node.id);
      expect(ids).not.toContain(category.id);
      for (const id of level3) expect(ids).not.toContain(id);
      expect((await request(on).get(`/api/products/${productId}`)).statusCode).toBe(404);
      const listing = await request(on).get(`/api/products/filter?categoryIds[0]=${category.id}&level=2`);
      expect(listing.json().data.products).toEqual([]);
    }
    const shown = await admin.post(`/api/staff/catalogue/categories/${category.id}/visibility`, {
      version: category.version + 1,
      hidden: false,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    for (const on of [second, store]) {
      await eventually(
        async () => (await request(on).get(`/api/categories/show/${category.id}/level2`)).statusCode === 200,
        'the category page back',
      );
      expect((await request(on).get(`/api/products/${productId}`)).statusCode).toBe(200);
    }
  });

  it('moves a level-3 category under another level-2 one, with its products; never to another level', async () => {
    const all = await staffCategories();
    const category = await freshCategory(3);
    const target = all.find((c) => c.level === 2 && c.id !== category.parentId)!;
    const body = { nameEn: category.nameEn, nameAr: category.nameAr, version: category.version };
    const toTop = await admin.post(`/api/staff/catalogue/categories/${category.id}`, {
      ...body,
      parentId: target.parentId,
    });
    expect(toTop.statusCode).toBe(422);
    const toNone = await adminAr.post(`/api/staff/catalogue/categories/${category.id}`, {
      ...body,
      parentId: '',
    });
    expect(toNone.statusCode).toBe(422);
    expect(toNone.json().validation[0]).toContain('من فضلك اختر قسمًا رئيسيًا');
    const moved = await admin.post(`/api/staff/catalogue/categories/${category.id}`, {
      ...body,
      parentId: target.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await store.db
      .select({ c2: products.category2Id, c1: products.category1Id })
      .from(products)
      .where(eq(products.categoryId, category.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toEqual({ c2: target.id, c1: target.parentId });
    const branchRows = await store.db
      .select({ c2: branchProducts.category2Id })
      .from(branchProducts)
      .where(eq(branchProducts.categoryId, category.id));
    for (const row of branchRows) expect(row.c2).toBe(target.id);
    await eventually(async () => {
      const tree = (await request(second).get('/api/categories/tree')).json().data.categories as Node[];
      return flatten(tree)
        .find((node) => node.id === target.id)!
        .children.some((child) => child.id === category.id);
    }, 'the category under its new parent in the menu');
  });

  it('orders siblings up and down, as the menu shows them', async () => {
    const all = await staffCategories();
    const roots = all.filter((c) => c.level === 1);
    const last = roots.at(-1)!;
    const up = await admin.post(`/api/staff/catalogue/categories/${last.id}/order`, {
      version: last.version,
      direction: 'up',
    });
    expect(up.statusCode, up.body).toBe(200);
    const expected = roots.map((c) => c.id);
    expected.splice(-2, 2, last.id, roots.at(-2)!.id);
    for (const on of [second, store]) {
      await eventually(async () => {
        const tree = (await request(on).get('/api/categories/tree')).json().data.categories as Node[];
        return JSON.stringify(tree.map((node) => node.id)) === JSON.stringify(expected);
      }, 'the new order in the menu');
    }
  });

  it('deletes only an empty category (422, localized, otherwise); creates at each level', async () => {
    const full = await freshCategory(3);
    const refused = await adminAr.post(`/api/staff/catalogue/categories/${full.id}/delete`, {
      version: full.version,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('لا يمكن حذفه');
    const parent = (await staffCategories()).find((c) => c.level === 2)!;
    const created = await admin.post('/api/staff/catalogue/categories', {
      nameEn: 'Matrix leaves',
      nameAr: 'أوراق',
      parentId: parent.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const category = created.json().data.category as StaffCategory;
    expect(category).toMatchObject({ level: 3, parentId: parent.id, products: 0, hidden: false });
    await eventually(
      async () => (await menu(second)).some((node) => node.id === category.id),
      'the new category in the menu',
    );
    const underLeaf = await admin.post('/api/staff/catalogue/categories', {
      nameEn: 'Too deep',
      nameAr: 'عميق',
      parentId: category.id,
    });
    expect(underLeaf.statusCode).toBe(422);
    const top = await admin.post('/api/staff/catalogue/categories', {
      nameEn: 'Top',
      nameAr: 'أعلى',
      hidden: 'on',
    });
    expect(top.json().data.category).toMatchObject({ level: 1, hidden: true });
    const deleted = await admin.post(`/api/staff/catalogue/categories/${category.id}/delete`, { version: 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [gone] = await store.db.select().from(categories).where(eq(categories.id, category.id));
    expect(gone).toBeUndefined();
    await eventually(
      async () => !(await menu(second)).some((node) => node.id === category.id),
      'the deleted category gone from the menu',
    );
    const audit = await store.db
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'category'), eq(staffAuditLog.entityId, category.id)));
    expect(audit.map((row) => row.action)).toEqual(['category.create', 'category.delete']);
    expect(audit[1]).toMatchObject({ before: { nameEn: 'Matrix leaves' }, after: null });
  });

  it('moves every product of a level-3 category to another (every instance lists them there), then deletes the emptied one', async () => {
    const from = await freshCategory(3);
    const to = await freshCategory(3);
    const productId = await productUnder(from.id);
    // Every product a customer of the branch finds under the category, page after page.
    const listed = async (on: TestStore, categoryId: number) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const answer = await request(on).get(
          `/api/products/filter?categoryIds=${categoryId}&size=60&page=${page}`,
        );
        expect(answer.statusCode, answer.body).toBe(200);
        const found = (answer.json().data.products as { id: number }[]).map((p) => p.id);
        ids.push(...found);
        if (found.length < 60) return ids;
      }
    };
    expect(await listed(second, from.id)).toContain(productId);
    const [before] = await store.db
      .select({ version: products.version })
      .from(products)
      .where(eq(products.id, productId));
    const middle = (await staffCategories()).find((c) => c.level === 2)!;
    for (const target of [middle.id, from.id, 999_999]) {
      const refused = await adminAr.post(`/api/staff/catalogue/categories/${from.id}/move-products`, {
        version: from.version,
        to: target,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().validation).toEqual([
        'من فضلك اختر قسمًا آخر من المستوى الثالث لنقل المنتجات إليه',
      ]);
    }
    const stale = await admin.post(`/api/staff/catalogue/categories/${from.id}/move-products`, {
      version: from.version + 1,
      to: to.id,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (
        await manager.post(`/api/staff/catalogue/categories/${from.id}/move-products`, {
          version: from.version,
          to: to.id,
        })
      ).statusCode,
    ).toBe(403);
    const moved = await admin.post(`/api/staff/catalogue/categories/${from.id}/move-products`, {
      version: from.version,
      to: to.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.moved).toBe(from.products);
    expect(moved.json().message).toBe(`Products moved: ${from.products}. Customers see them there now`);
    const [after] = await store.db
      .select({ version: products.version, c3: products.categoryId, c2: products.category2Id })
      .from(products)
      .where(eq(products.id, productId));
    const target = (await staffCategories()).find((c) => c.id === to.id)!;
    // An editor open on the product is told it changed; its branch rows follow.
    expect(after).toEqual({ version: before!.version + 1, c3: to.id, c2: target.parentId });
    const copies = await store.db
      .select({ c3: branchProducts.categoryId })
      .from(branchProducts)
      .where(eq(branchProducts.productId, productId));
    expect(copies.every((copy) => copy.c3 === to.id)).toBe(true);
    expect(target.products).toBe(to.products + from.products);
    await eventually(
      async () => (await listed(second, to.id)).includes(productId),
      'the product under its new category',
    );
    expect(await listed(second, from.id)).toEqual([]);
    const audit = await store.db
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'category'), eq(staffAuditLog.entityId, from.id)));
    expect(audit.at(-1)).toMatchObject({ action: 'category.moveProducts', after: { categoryId: to.id } });
    expect((audit.at(-1)!.after as { products: number[] }).products).toContain(productId);
    const deleted = await admin.post(`/api/staff/catalogue/categories/${from.id}/delete`, {
      version: from.version,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});

describe('brands', () => {
  interface StaffBrand {
    id: number;
    nameEn: string;
    nameAr: string;
    hidden: boolean;
    version: number;
    products: number;
  }
  const brands = async (q = '') => {
    const answer = await admin.get(`/api/staff/catalogue/brands?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.brands as StaffBrand[];
  };
  const brandIdsListed = async (on: TestStore) =>
    ((await request(on).get('/api/products/search?keyword=a')).json().data.brands as { id: number }[]).map(
      (brand) => brand.id,
    );

  it('searches by name in either language', async () => {
    const all = await brands();
    const one = all.find((brand) => brand.products > 0)!;
    expect((await brands(one.nameAr)).map((brand) => brand.id)).toContain(one.id);
    expect((await brands(one.nameEn.slice(0, 3).toLowerCase())).map((brand) => brand.id)).toContain(one.id);
    expect(await brands('zzzz-none')).toEqual([]);
  });

  it('renames, hides (its products leave listings and filters everywhere), refuses a stale edit, never deletes a brand with products', async () => {
    const all = await brands();
    const brand = all.filter((b) => b.products > 0).at(-1)!;
    const [row] = await store.db
      .select({ id: branchProducts.productId })
      .from(branchProducts)
      .where(and(eq(branchProducts.brandId, brand.id), eq(branchProducts.branchId, branch)))
      .limit(1);
    const productId = row!.id;
    const renamed = await admin.post(`/api/staff/catalogue/brands/${brand.id}`, {
      version: brand.version,
      nameEn: `${brand.nameEn} Plus`,
      nameAr: brand.nameAr,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await eventually(
      async () =>
        (await request(second).get(`/api/products/${productId}`)).json().data.product.brand.name ===
        `${brand.nameEn} Plus`,
      'the new brand name on the product page',
    );
    const stale = await admin.post(`/api/staff/catalogue/brands/${brand.id}/visibility`, {
      version: brand.version,
      hidden: true,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().validation).toEqual(['The names changed']);
    const hidden = await admin.post(`/api/staff/catalogue/brands/${brand.id}/visibility`, {
      version: brand.version + 1,
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const on of [second, store]) {
      await eventually(
        async () => (await request(on).get(`/api/products/${productId}`)).statusCode === 404,
        'the hidden brand product page answering 404',
      );
      const listing = await request(on).get(`/api/products/filter?brandIds=${brand.id}`);
      expect(listing.json().data.products).toEqual([]);
      expect(await brandIdsListed(on)).not.toContain(brand.id);
    }
    const refused = await adminAr.post(`/api/staff/catalogue/brands/${brand.id}/delete`, {
      version: brand.version + 2,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('أخفِها');
    const audit = await store.db
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'brand'), eq(staffAuditLog.entityId, brand.id)));
    expect(audit.at(-1)).toMatchObject({
      action: 'brand.edit',
      before: { hidden: false, version: brand.version + 1 },
      after: { hidden: true, version: brand.version + 2 },
    });
  });

  it('creates and deletes an empty brand; only admins', async () => {
    expect((await manager.post('/api/staff/catalogue/brands', { nameEn: 'M', nameAr: 'م' })).statusCode).toBe(
      403,
    );
    const missing = await adminAr.post('/api/staff/catalogue/brands', { nameEn: 'Only English' });
    expect(missing.statusCode).toBe(422);
    const created = await admin.post('/api/staff/catalogue/brands', {
      nameEn: 'Nile Herbs',
      nameAr: 'أعشاب النيل',
    });
    expect(created.statusCode, created.body).toBe(200);
    const brand = created.json().data.brand as StaffBrand;
    expect((await brands('أعشاب النيل')).map((b) => b.id)).toEqual([brand.id]);
    const deleted = await admin.post(`/api/staff/catalogue/brands/${brand.id}/delete`, { version: 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await brands('Nile Herbs')).toEqual([]);
  });
  it("moves a brand's products to another (their search text and pages follow), then deletes the emptied one", async () => {
    const created = await admin.post('/api/staff/catalogue/brands', {
      nameEn: 'Delta Pharma',
      nameAr: 'دلتا فارما',
    });
    const from = created.json().data.brand as StaffBrand;
    const into = (await brands()).find((b) => b.products > 0 && !b.hidden && b.id !== from.id)!;
    const [product] = await store.db
      .select({ id: branchProducts.productId })
      .from(branchProducts)
      .where(
        and(
          eq(branchProducts.brandId, into.id),
          eq(branchProducts.branchId, branch),
          eq(branchProducts.hidden, false),
        ),
      )
      .limit(1);
    // A product of `into` given to the new brand first, in the product editor, then moved back.
    const start = (await admin.get(`/api/staff/catalogue/products/${product!.id}/details`)).json().data
      .product;
    const given = await admin.post(`/api/staff/catalogue/products/${product!.id}/details`, {
      ...start,
      brandId: from.id,
    });
    expect(given.statusCode, given.body).toBe(200);
    const searchText = async () =>
      (
        await store.db
          .select({ text: products.searchText })
          .from(products)
          .where(eq(products.id, product!.id))
      )[0]!.text;
    expect(await searchText()).toContain('delta');
    const refused = await adminAr.post(`/api/staff/catalogue/brands/${from.id}/move-products`, {
      version: 1,
      to: from.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validation).toEqual(['من فضلك اختر علامة تجارية أخرى لنقل المنتجات إليها']);
    const moved = await admin.post(`/api/staff/catalogue/brands/${from.id}/move-products`, {
      version: 1,
      to: into.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.moved).toBe(1);
    const [row] = await store.db
      .select({ brandId: products.brandId, version: products.version })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(row).toEqual({ brandId: into.id, version: start.version + 2 });
    expect(await searchText()).not.toContain('delta');
    await eventually(
      async () =>
        (await request(second).get(`/api/products/${product!.id}`)).json().data.product.brand.id === into.id,
      'the product page naming its brand again',
    );
    const deleted = await admin.post(`/api/staff/catalogue/brands/${from.id}/delete`, { version: 1 });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
