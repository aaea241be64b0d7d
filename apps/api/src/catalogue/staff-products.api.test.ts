import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products, productTranslations, staffAuditLog } from '../db/schema.ts';
import { request, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { freshProducts, type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * docs/decisions/0052: admins create and edit products in both languages. Customers see
 * each edit at once on every instance (guest pages are kept for ten minutes here, so only the
 * explicit invalidation explains a fresh answer); a hidden product disappears; an edit racing
 * another is refused with what changed; a bad barcode is a localized 422.
 */
let store: TestStore;
let freshProduct: () => Promise<number>;
let second: TestStore;
let admin: StaffMember;
let adminAr: StaffMember;
let otherAdmin: StaffMember;
let manager: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  freshProduct = freshProducts(store, branch);
  admin = await staffMember(store, 'admin', []);
  adminAr = await staffMember(store, 'admin', [], 'ar');
  otherAdmin = await staffMember(store, 'admin', []);
  manager = await staffMember(store, 'branch_manager', [branch]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

const productPage = (on: TestStore, id: number, lang: 'en' | 'ar' = 'en') =>
  request(on, lang).get(`/api/products/${id}`);
const searchIds = async (on: TestStore, keyword: string) =>
  (
    (await request(on).get(`/api/products/filter?keyword=${encodeURIComponent(keyword)}&size=50`)).json().data
      .products as { id: number }[]
  ).map((product) => product.id);

async function details(id: number) {
  const answer = await admin.get(`/api/staff/catalogue/products/${id}/details`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.product;
}

describe('a product edit', () => {
  it('renames in Arabic and shows on every instance: product page and search', async () => {
    const id = await freshProduct();
    const before = await details(id);
    for (const on of [store, second]) expect((await productPage(on, id)).statusCode).toBe(200);
    const name = `زنجبيل مطحون فاخر ${id}`;
    const saved = await adminAr.post(`/api/staff/catalogue/products/${id}/details`, {
      ...before,
      version: String(before.version).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
      nameAr: name,
      barcodes: ['4006381333931'],
      quantities: '١، ٢، ٣',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.product).toMatchObject({
      nameAr: name,
      version: before.version + 1,
      barcodes: ['4006381333931'],
      quantities: [1, 2, 3],
    });
    // The other instance first, asked at once: a page it builds between forgetting its pages and its
    // search index catching up must already have the new name (its guest pages are kept 600 s here).
    for (const on of [second, store]) {
      await eventually(
        async () => (await productPage(on, id, 'ar')).body.includes(name),
        'the Arabic name on the product page',
      );
      await eventually(
        async () => (await searchIds(on, 'زنجبيل مطحون فاخر')).includes(id),
        'the new name in search',
      );
    }
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'product'), eq(staffAuditLog.entityId, id)));
    expect(audit).toMatchObject({
      staffId: adminAr.id,
      action: 'product.edit',
      before: expect.objectContaining({ version: before.version, nameAr: before.nameAr }),
      after: expect.objectContaining({ version: before.version + 1, nameAr: name }),
    });
  });

  it('hiding takes the product off the product page and search at once, showing brings it back', async () => {
    const id = await freshProduct();
    const [en] = await store.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.ownerId, id), eq(productTranslations.lang, 'en')));
    for (const on of [store, second]) {
      expect((await productPage(on, id)).statusCode).toBe(200);
      expect(await searchIds(on, en!.name)).toContain(id);
    }
    const { version } = await details(id);
    const hidden = await admin.post(`/api/staff/catalogue/products/${id}/visibility`, {
      version,
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const on of [store, second]) {
      await eventually(async () => (await productPage(on, id)).statusCode === 404, 'the hidden product gone');
      expect(await searchIds(on, en!.name)).not.toContain(id);
      // Nor is it offered at another branch (the product page's fallback for a link from elsewhere).
      expect((await request(on).get(`/api/products/${id}/branches`)).json().data.branches).toEqual([]);
    }
    const shown = await admin.post(`/api/staff/catalogue/products/${id}/visibility`, {
      version: version + 1,
      hidden: false,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    await eventually(async () => (await productPage(second, id)).statusCode === 200, 'the product back');
  });

  it('marks a product kept cold (cold chain) from its form, audited as the other fields, and unmarks it', async () => {
    const id = await freshProduct();
    const start = await details(id);
    expect(start.coldChain).toBe(false);
    const { pictures: _p, id: _i, ...fields } = start;
    const marked = await admin.post(`/api/staff/catalogue/products/${id}/details`, {
      ...fields,
      coldChain: 'on',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.product).toMatchObject({ coldChain: true, version: start.version + 1 });
    const [row] = await store.db.select().from(products).where(eq(products.id, id));
    expect(row!.coldChain).toBe(true);
    const audit = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'product'), eq(staffAuditLog.entityId, id)));
    expect(audit.at(-1)).toMatchObject({
      action: 'product.edit',
      staffId: admin.id,
      before: expect.objectContaining({ coldChain: false }),
      after: expect.objectContaining({ coldChain: true }),
    });
    // A form with the box unticked sends nothing: no longer kept cold.
    const { coldChain: _c, ...unticked } = (await details(id)) as Record<string, unknown>;
    const cleared = await admin.post(`/api/staff/catalogue/products/${id}/details`, unticked);
    expect(cleared.json().data.product.coldChain).toBe(false);
  });

  it('racing another edit is refused with who changed what, never overwriting it', async () => {
    const id = await freshProduct();
    const start = await details(id);
    const first = await otherAdmin.post(`/api/staff/catalogue/products/${id}/details`, {
      ...start,
      nameEn: `${start.nameEn} (new pack)`,
    });
    expect(first.statusCode, first.body).toBe(200);
    const late = await admin.post(`/api/staff/catalogue/products/${id}/details`, {
      ...start,
      descriptionEn: 'Mine',
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toContain('changed this product while you were editing');
    expect(late.json().validation).toEqual(['The names changed']);
    expect((await details(id)).descriptionEn).toBe(start.descriptionEn);
  });

  it('refuses a barcode with a wrong check digit with a localized 422', async () => {
    const id = await freshProduct();
    const start = await details(id);
    for (const [member, message] of [
      [admin, 'Please enter a valid barcode (GTIN/EAN-13)'],
      [adminAr, 'من فضلك أدخل باركود صحيحًا'],
    ] as const) {
      const answer = await member.post(`/api/staff/catalogue/products/${id}/details`, {
        ...start,
        barcodes: ['4006381333932'],
      });
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().validation.join(' ')).toContain(message);
    }
  });

  it('creates a product in both languages under a level-3 category; a level-1 category is refused', async () => {
    const [leaf] = await store.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.level, 3))
      .limit(1);
    const [top] = await store.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.level, 1))
      .limit(1);
    const body = {
      nameEn: 'Editor test lentils',
      nameAr: 'عدس اختبار المحرر',
      descriptionEn: 'Red lentils',
      descriptionAr: 'عدس أحمر',
      brandId: 1,
      categoryId: leaf!.id,
      quantities: [1, 2],
      sku: 'ED-0001',
      barcodes: ['96385074'],
    };
    const wrong = await admin.post('/api/staff/catalogue/products', { ...body, categoryId: top!.id });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json().validation).toEqual(['Please choose a category of the third level']);
    const created = await admin.post('/api/staff/catalogue/products', body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.product).toMatchObject({ ...body, version: 1, hidden: false });
    const again = await admin.post('/api/staff/catalogue/products', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().validation).toEqual(['Another product already has this SKU']);
  });

  it('is for admins: a branch manager reads the fields but cannot save them', async () => {
    const id = await freshProduct();
    const start = await details(id);
    expect((await manager.get(`/api/staff/catalogue/products/${id}/details`)).statusCode).toBe(200);
    const refused = await manager.post(`/api/staff/catalogue/products/${id}/details`, {
      ...start,
      nameEn: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });

  it("offers every brand and every category with its level, by its path, in the member's language", async () => {
    const [en, ar] = await Promise.all([
      admin.get('/api/staff/catalogue/choices'),
      adminAr.get('/api/staff/catalogue/choices'),
    ]);
    expect(en.statusCode).toBe(200);
    const all = await store.db.select({ id: categories.id, level: categories.level }).from(categories);
    const choices = en.json().data as {
      brands: { id: number }[];
      categories: { id: number; name: string; level: number }[];
    };
    expect(choices.categories.map((c) => [c.id, c.level]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      all.map((c) => [c.id, c.level]).sort((a, b) => a[0]! - b[0]!),
    );
    // A parent comes before its children, each named by its whole path.
    const [top, middle, leaf] = choices.categories;
    expect([top!.level, middle!.level, leaf!.level]).toEqual([1, 2, 3]);
    expect(leaf!.name).toMatch(/^[^›]+ › [^›]+ › [^›]+$/);
    expect(leaf!.name.startsWith(`${middle!.name} › `)).toBe(true);
    expect(middle!.name.startsWith(`${top!.name} › `)).toBe(true);
    const brandRows = await store.db.select({ id: brands.id }).from(brands);
    expect(choices.brands).toHaveLength(brandRows.length);
    expect(ar.json().data.categories[0].name).toMatch(/[\u0600-\u06ff]/);
    expect((await manager.get('/api/staff/catalogue/choices')).statusCode).toBe(200);
  });
});
