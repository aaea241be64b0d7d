import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { branchProducts, brands, categories, staffAuditLog } from '../db/schema.ts';
import { request, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { photo, storedBytes } from '../test/test-files.ts';

/**
 * docs/decisions/0083: admins upload, replace and remove a category's or brand's picture. Customers
 * see it instead of the drawn one on every instance at once (guests' pages are kept ten minutes here,
 * so only the NOTIFY explains a fresh answer); the replaced picture's files are collected; every
 * change is audited.
 */
let store: TestStore;
let second: TestStore;
let admin: StaffMember;
let adminAr: StaffMember;
let manager: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  admin = await staffMember(store, 'admin', []);
  adminAr = await staffMember(store, 'admin', [], 'ar');
  manager = await staffMember(store, 'branch_manager', [branch]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

const featured = async (on: TestStore, lang: 'en' | 'ar' = 'en') =>
  (await request(on, lang).get('/api/home')).json().data.featuredCategories as {
    id: number;
    image: string;
  }[];
const pendingCollections = async () =>
  (
    await queryRows<{ key: string }>(
      store.db,
      sql`select payload->>'key' as key from jobs where name = 'pictures.collect-files' and state = 'pending'`,
    )
  ).map((row) => row.key);
const filesOf = (key: string) =>
  Promise.all([key, key.replace(/\.[a-z]+$/, '-300.webp')].map((k) => storedBytes(store, k)));

describe('category pictures', () => {
  it('uploads, shows on every instance, replaces (collecting the old files), removes; audited', async () => {
    const [first] = await featured(store);
    expect(first!.image).toMatch(/\/api\/media\/categories\/c-\d+\.svg$/);
    await featured(second, 'ar');
    const id = first!.id;
    const [before] = await store.db.select().from(categories).where(eq(categories.id, id));

    const uploaded = await admin.post(`/api/staff/catalogue/categories/${id}/picture`, {
      version: before!.version,
      picture: (await photo('png', 600, 600)).toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().message).toBe('Picture saved: customers see it now');
    const category = uploaded.json().data.category;
    const path = (url: string) => new URL(url, 'http://localhost').pathname;
    expect(category.version).toBe(before!.version + 1);
    expect(category.picture).toMatch(new RegExp(`/api/media/category-pictures/${id}-[0-9a-f-]{36}\\.webp$`));
    // Both instances, both languages: their guests' homes and trees were forgotten.
    await eventually(
      async () => (await featured(second, 'ar')).find((c) => c.id === id)?.image === category.picture,
      'the uploaded picture on the other instance’s Arabic home',
    );
    expect((await featured(store)).find((c) => c.id === id)!.image).toBe(category.picture);
    const tree = (await request(second).get('/api/categories/tree')).json().data.categories as {
      id: number;
      image: string;
    }[];
    expect(tree.find((c) => c.id === id)!.image).toBe(category.picture);

    // Every instance reads the same file storage in production; each test instance has its own.
    const served = await request(store).get(path(category.picture));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const [row] = await store.db.select().from(categories).where(eq(categories.id, id));
    const key = row!.pictureKey!;
    expect(key).toMatch(/^pictures\/categories\//);
    // The hour-later collection of the upload finds the category naming it and keeps the files.
    store.clock.advance(3601_000);
    await store.jobs.runDue();
    expect((await filesOf(key)).every(Boolean)).toBe(true);

    const replaced = await admin.post(`/api/staff/catalogue/categories/${id}/picture`, {
      version: category.version,
      picture: (await photo('jpeg', 400, 300)).toString('base64'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newPicture = replaced.json().data.category.picture as string;
    expect(newPicture).not.toBe(category.picture);
    // The old name (a page cached before the replacement) still shows a picture, briefly cached.
    const old = await request(store).get(path(category.picture));
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, max-age=60');
    expect(await pendingCollections()).toContain(key);
    await store.jobs.runDue();
    expect((await filesOf(key)).some(Boolean)).toBe(false);
    await eventually(
      async () => (await featured(second)).find((c) => c.id === id)?.image === newPicture,
      'the replacement on the other instance',
    );

    // Someone saved since the editor read it: refused, naming the picture.
    const stale = await admin.post(`/api/staff/catalogue/categories/${id}/picture`, {
      version: category.version,
      remove: 'on',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().validation).toEqual(['The picture changed']);

    const removed = await admin.post(`/api/staff/catalogue/categories/${id}/picture`, {
      version: category.version + 1,
      remove: 'on',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Picture removed: customers see the drawn one again');
    expect(removed.json().data.category.picture).toBeNull();
    await eventually(
      async () => (await featured(second)).find((c) => c.id === id)?.image.endsWith(`/c-${id}.svg`),
      'the drawn picture again on the other instance',
    );
    expect((await request(store).get(path(newPicture))).statusCode).toBe(404);

    const audit = await store.db
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'category'), eq(staffAuditLog.entityId, id)))
      .orderBy(staffAuditLog.id);
    expect(audit.map((entry) => entry.action)).toEqual([
      'category.picture',
      'category.picture',
      'category.picture',
    ]);
    expect(audit[0]!.before).toMatchObject({ version: before!.version, picture: null, pictureKey: null });
    expect(audit[0]!.after).toMatchObject({ picture: path(category.picture), pictureKey: key });
    expect(audit[2]!.after).toMatchObject({ picture: null, pictureKey: null });
  });

  it('refuses what is not a picture, or too small, in the editor’s language; needs a file', async () => {
    const [first] = await featured(store);
    const [row] = await store.db.select().from(categories).where(eq(categories.id, first!.id));
    const url = `/api/staff/catalogue/categories/${first!.id}/picture`;
    const notPicture = await adminAr.post(url, {
      version: row!.version,
      picture: Buffer.from('%PDF-1.4 not a picture').toString('base64'),
    });
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().message).toBe('يجب أن تكون الصورة ملف JPEG أو PNG أو WebP');
    const tooSmall = await admin.post(url, {
      version: row!.version,
      picture: (await photo('jpeg', 80, 80)).toString('base64'),
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().message).toBe('The picture must be at least 100 pixels on each side');
    const none = await admin.post(url, { version: row!.version });
    expect(none.statusCode).toBe(422);
    const [after] = await store.db.select().from(categories).where(eq(categories.id, first!.id));
    expect(after).toMatchObject({ version: row!.version, pictureKey: null });
  });

  it('is for admins only', async () => {
    const [first] = await featured(store);
    const [row] = await store.db.select().from(categories).where(eq(categories.id, first!.id));
    const body = { version: row!.version, picture: (await photo('png', 200, 200)).toString('base64') };
    expect(
      (await manager.post(`/api/staff/catalogue/categories/${first!.id}/picture`, body)).statusCode,
    ).toBe(403);
    expect((await request(store).post('/api/staff/catalogue/brands/1/picture', body)).statusCode).toBe(401);
  });
});

describe('brand pictures', () => {
  it('shows a brand’s picture in suggestions, filters and its products on every instance; deleting it collects the files', async () => {
    const [owned] = await store.db
      .select({ brandId: branchProducts.brandId, productId: branchProducts.productId })
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, branch), eq(branchProducts.hidden, false)))
      .limit(1);
    const brandId = owned!.brandId;
    const product = async (on: TestStore) =>
      (await request(on).get(`/api/products/${owned!.productId}`)).json().data.product.brand.image as string;
    expect(await product(second)).toMatch(new RegExp(`/api/media/brands/b-${brandId}\\.svg$`));
    const [row] = await store.db.select().from(brands).where(eq(brands.id, brandId));
    const uploaded = await admin.post(`/api/staff/catalogue/brands/${brandId}/picture`, {
      version: row!.version,
      picture: (await photo('webp', 300, 300)).toString('base64'),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const picture = uploaded.json().data.brand.picture as string;
    expect(picture).toMatch(new RegExp(`/api/media/brand-pictures/${brandId}-[0-9a-f-]{36}\\.webp$`));
    await eventually(
      async () => (await product(second)) === picture,
      'the brand’s picture on the other instance',
    );
    const served = await request(store).get(new URL(picture).pathname);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // A new brand without products can be deleted: its picture's files go with it.
    const created = await admin.post('/api/staff/catalogue/brands', { nameEn: 'Pictured', nameAr: 'مصورة' });
    const newId = created.json().data.brand.id as number;
    const withPicture = await admin.post(`/api/staff/catalogue/brands/${newId}/picture`, {
      version: 1,
      picture: (await photo('png', 200, 200)).toString('base64'),
    });
    expect(withPicture.statusCode, withPicture.body).toBe(200);
    const [fresh] = await store.db.select().from(brands).where(eq(brands.id, newId));
    const deleted = await admin.post(`/api/staff/catalogue/brands/${newId}/delete`, { version: 2 });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await pendingCollections()).toContain(fresh!.pictureKey);
    await store.jobs.runDue();
    expect((await filesOf(fresh!.pictureKey!)).some(Boolean)).toBe(false);
    expect(
      (
        await store.db
          .select({ action: staffAuditLog.action })
          .from(staffAuditLog)
          .where(and(eq(staffAuditLog.entity, 'brand'), eq(staffAuditLog.entityId, newId)))
      ).map((entry) => entry.action),
    ).toEqual(['brand.create', 'brand.picture', 'brand.delete']);
  });
});
