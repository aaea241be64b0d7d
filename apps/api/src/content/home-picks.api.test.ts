import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, categories, products, staffAuditLog } from '../db/schema.ts';
import { request, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * What the home shows besides its carousel, chosen in the console (docs/decisions/0086): the popular
 * categories grid and the deals slider's products, in the console's order, on every instance within
 * seconds, audited; products not sold or out of stock at the branch left out.
 */
let store: TestStore;
let second: TestStore;
let admin: StaffMember;
let adminAr: StaffMember;

beforeAll(async () => {
  // Guests' pages kept longer than the test: only the NOTIFY can make them change.
  ({ store, second } = await twoInstances());
  admin = await staffMember(store, 'admin', []);
  adminAr = await staffMember(store, 'admin', [], 'ar');
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

const home = async (on: TestStore, lang: 'en' | 'ar' = 'en') =>
  (await request(on, lang).get('/api/home')).json().data;
const gridIds = async (on: TestStore) =>
  ((await home(on)).featuredCategories as { id: number }[]).map((category) => category.id);
const dealIds = async (on: TestStore) => ((await home(on)).products as { id: number }[]).map((p) => p.id);
const same = (a: number[], b: number[]) => JSON.stringify(a) === JSON.stringify(b);
/** A list's version as the console reads it, sent back with a save. */
const versionOf = async (list: 'categoriesVersion' | 'productsVersion') =>
  (await admin.get('/api/staff/content/home-picks')).json().data[list] as number;

/** Products sold at branch 1 with stock there, most stocked first. */
async function inStockAtBranch1(count: number) {
  const rows = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(
      sql`${branchProducts.stockMilli} >= 20000 and not ${branchProducts.hidden} and not ${branchProducts.notSold}`,
    )
    .orderBy(asc(products.id))
    .limit(count);
  return rows.map((row) => row.id);
}

describe('the popular categories grid', () => {
  it('shows the picked categories in their order on both instances, audited', async () => {
    const before = await gridIds(store);
    expect(before.length).toBeGreaterThan(2);
    await gridIds(second);
    const [another] = await store.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.featured, false), eq(categories.hidden, false), eq(categories.level, 1)))
      .limit(1);
    const picked = [another!.id, before[2]!, before[0]!];
    // Ids typed in Arabic-Indic digits are read too.
    const saved = await adminAr.post('/api/staff/content/home-picks/categories', {
      version: await versionOf('categoriesVersion'),
      categoryIds: picked.map((id) => String(id).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('تم حفظ الأقسام الشائعة: يراها العملاء خلال ثوانٍ');
    expect(saved.json().data.categories.map((c: { id: number }) => c.id)).toEqual(picked);
    expect(saved.json().data.categories[0].name).toMatch(/[\u0600-\u06ff]/);
    for (const on of [store, second])
      await eventually(async () => same(await gridIds(on), picked) || undefined, 'the new grid', 3_000);

    const read = await admin.get('/api/staff/content/home-picks');
    expect(read.json().data.categories.map((c: { id: number }) => c.id)).toEqual(picked);

    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'home.featuredCategories'));
    expect(audit).toMatchObject({ staffId: adminAr.id, entity: 'home', before, after: picked });

    // Back as it was for the other tests.
    const restored = await admin.post('/api/staff/content/home-picks/categories', {
      categoryIds: before,
      version: await versionOf('categoriesVersion'),
    });
    expect(restored.statusCode).toBe(200);
  });

  it('refuses a category twice, an unknown one, or too many, in the member’s language (422)', async () => {
    const twice = await adminAr.post('/api/staff/content/home-picks/categories', {
      categoryIds: [1, 1],
      version: 0,
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toContain('لا يمكن اختيار العنصر نفسه مرتين');
    const unknown = await admin.post('/api/staff/content/home-picks/categories', {
      categoryIds: [999_999],
      version: await versionOf('categoriesVersion'),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('One of these categories is no longer there');
    const many = await admin.post('/api/staff/content/home-picks/categories', {
      categoryIds: Array.from({ length: 13 }, (_, i) => i + 1),
      version: 0,
    });
    expect(many.statusCode).toBe(422);
    expect(JSON.stringify(many.json())).toContain('Choose at most 12 categories');
  });

  it('is refused to a member without content.manage (403)', async () => {
    const pharmacist = await staffMember(store, 'pharmacist', [1]);
    const manager = await staffMember(store, 'branch_manager', [1]);
    for (const member of [pharmacist, manager]) {
      expect((await member.get('/api/staff/content/home-picks')).statusCode).toBe(403);
      const refused = await member.post('/api/staff/content/home-picks/products', {
        productIds: [],
        version: 0,
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('the deals slider', () => {
  it('shows the picked products in order, less those not sold or out of stock at the branch', async () => {
    const automatic = await dealIds(store);
    expect(automatic.length).toBeGreaterThan(0);
    await dealIds(second);
    const [first, secondPick, empty, notSold] = await inStockAtBranch1(4);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, empty!), eq(branchProducts.branchId, 1)));
    await store.db
      .update(branchProducts)
      .set({ notSold: true })
      .where(and(eq(branchProducts.productId, notSold!), eq(branchProducts.branchId, 1)));
    const picked = [secondPick!, empty!, notSold!, first!];
    const saved = await admin.post('/api/staff/content/home-picks/products', {
      productIds: picked,
      version: await versionOf('productsVersion'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Deals slider saved: customers see it within seconds');
    expect(saved.json().data.products.map((p: { id: number }) => p.id)).toEqual(picked);
    for (const on of [store, second])
      await eventually(
        async () => same(await dealIds(on), [secondPick!, first!]) || undefined,
        'the picked deals',
        3_000,
      );

    const audit = await store.db
      .select({ action: staffAuditLog.action, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'home.dealProducts'));
    expect(audit.at(-1)?.after).toEqual(picked);

    // None picked: the branch's best deals again.
    const cleared = await admin.post('/api/staff/content/home-picks/products', {
      productIds: [],
      version: await versionOf('productsVersion'),
    });
    expect(cleared.statusCode).toBe(200);
    for (const on of [store, second])
      await eventually(
        async () => same(await dealIds(on), automatic) || undefined,
        'the automatic deals',
        3_000,
      );
  });

  it('refuses an unknown product or more than the slider holds (422)', async () => {
    const unknown = await adminAr.post('/api/staff/content/home-picks/products', {
      productIds: [999_999],
      version: await versionOf('productsVersion'),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('أحد هذه المنتجات لم يعد موجودًا');
    const many = await admin.post('/api/staff/content/home-picks/products', {
      productIds: Array.from({ length: 16 }, (_, i) => i + 1),
      version: 0,
    });
    expect(many.statusCode).toBe(422);
    expect(JSON.stringify(many.json())).toContain('Choose at most 15 products');
  });
});

describe('a save from an outdated screen', () => {
  it('is refused with 409 and a message in the member’s language, changing nothing', async () => {
    const opened = (await admin.get('/api/staff/content/home-picks')).json().data as {
      categories: { id: number }[];
      categoriesVersion: number;
      productsVersion: number;
    };
    const grid = opened.categories.map((c) => c.id);
    // Someone else saves the grid (reversed) from the same screen first.
    const first = await admin.post('/api/staff/content/home-picks/categories', {
      categoryIds: [...grid].reverse(),
      version: opened.categoriesVersion,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.categoriesVersion).toBe(opened.categoriesVersion + 1);
    // The deals slider has a version of its own: the grid's save does not outdate it.
    expect(first.json().data.productsVersion).toBe(opened.productsVersion);

    const audits = async () =>
      (await store.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'home.featuredCategories')))
        .length;
    const auditedBefore = await audits();

    const stale = await adminAr.post('/api/staff/content/home-picks/categories', {
      categoryIds: grid.slice(0, 1),
      version: opened.categoriesVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'غيّر أحد هذه القائمة بعد أن فتحت الصفحة، لذلك لم يتم حفظ تغييرك. أعد تحميل الصفحة لترى تغييره ثم احفظ مرة أخرى.',
    );
    const staleEn = await admin.post('/api/staff/content/home-picks/products', {
      productIds: [],
      version: opened.productsVersion + 5,
    });
    expect(staleEn.statusCode).toBe(409);
    expect(staleEn.json().message).toContain('Someone changed this list after you opened the page');
    const now = (await admin.get('/api/staff/content/home-picks')).json().data;
    expect(now.categories.map((c: { id: number }) => c.id)).toEqual([...grid].reverse());
    expect(now.categoriesVersion).toBe(opened.categoriesVersion + 1);
    // The refused save wrote no audit row.
    expect(await audits()).toBe(auditedBefore);

    // A save without a version is a form error, not a silent overwrite.
    const missing = await admin.post('/api/staff/content/home-picks/categories', { categoryIds: grid });
    expect(missing.statusCode).toBe(422);
    const back = await admin.post('/api/staff/content/home-picks/categories', {
      categoryIds: grid,
      version: now.categoriesVersion,
    });
    expect(back.statusCode).toBe(200);
  });
});
