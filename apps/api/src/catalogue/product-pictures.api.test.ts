import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { productPictures, products, productTranslations, staffAuditLog } from '../db/schema.ts';
import { request, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { freshProducts, type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { exifMarkers, pdf, photo, storedBytes } from '../test/test-files.ts';

/**
 * docs/decisions/0070: admins upload a product's pictures from the console. A picture is judged by
 * its bytes, stored without its camera data, copied to WebP at the storefront's sizes, ordered and
 * described in both languages; the storefront shows the first one everywhere (lists, product page,
 * cart, type-ahead) at once, on every instance, and goes back to the drawn picture when none is left.
 */
let store: TestStore;
let freshProduct: () => Promise<number>;
let second: TestStore;
let admin: StaffMember;
let adminAr: StaffMember;
let manager: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  freshProduct = freshProducts(store, branch);
  admin = await staffMember(store, 'admin', []);
  adminAr = await staffMember(store, 'admin', [], 'ar');
  manager = await staffMember(store, 'branch_manager', [branch]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

const upload = (member: StaffMember, id: number, file: Buffer, alts: Record<string, string> = {}) =>
  member.post(`/api/staff/catalogue/products/${id}/pictures`, { content: file.toString('base64'), ...alts });
const productPage = async (on: TestStore, id: number, lang: 'en' | 'ar' = 'en') =>
  (await request(on, lang).get(`/api/products/${id}`)).json().data;

describe('a product picture', () => {
  it('is stored without camera data, copied to WebP at the three sizes, and shown everywhere at once', async () => {
    const id = await freshProduct();
    const drawn = (await productPage(store, id)).product.image as string;
    expect(drawn).toMatch(/\.svg$/);
    for (const on of [store, second]) expect((await productPage(on, id)).product.image).toBe(drawn);

    const original = await photo('jpeg', 1200, 900);
    for (const marker of exifMarkers.slice(0, 3)) expect(original.includes(marker)).toBe(true);
    const added = await upload(admin, id, original, { altEn: 'The box, front', altAr: 'العلبة من الأمام' });
    expect(added.statusCode, added.body).toBe(200);
    const [picture] = added.json().data.product.pictures;
    expect(picture).toMatchObject({ position: 1, width: 1200, height: 900, altEn: 'The box, front' });
    expect(added.json().message).toBe('Picture added: customers see it now');

    const [row] = await store.db.select().from(productPictures).where(eq(productPictures.id, picture.id));
    const stored = (await storedBytes(store, row!.storageKey))!;
    for (const marker of exifMarkers) expect(stored.includes(marker), marker).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    // Each copy: WebP, fitted inside its square, no camera data, cached for ever under its own name.
    for (const size of [160, 400, 800]) {
      const served = await request(store).get(`/api/media/pictures/${picture.id}-${size}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: Math.round((size * 3) / 4) });
      expect(metadata.exif).toBeUndefined();
    }
    expect((await request(store).get(`/api/media/pictures/${picture.id}-500.webp`)).statusCode).toBe(422);
    expect((await request(store).get('/api/media/pictures/999999-400.webp')).statusCode).toBe(404);

    // Guests' pages are kept 600 s here: only the change's notice explains a fresh answer, on both.
    for (const on of [second, store]) {
      await eventually(
        async () =>
          (await productPage(on, id)).product.image.endsWith(`/api/media/pictures/${picture.id}-400.webp`),
        'the picture on the product page',
      );
    }
    const page = await productPage(second, id, 'ar');
    expect(page.pictures).toEqual([
      {
        url: expect.stringMatching(new RegExp(`/api/media/pictures/${picture.id}-800\\.webp$`)),
        thumb: expect.stringMatching(new RegExp(`/api/media/pictures/${picture.id}-160\\.webp$`)),
        alt: 'العلبة من الأمام',
        width: 1200,
        height: 900,
      },
    ]);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entityId, id), eq(staffAuditLog.action, 'product.picture.add')));
    expect(audit).toMatchObject({ staffId: admin.id, before: null });
  });

  it('is ordered, described and removed; the first is the main picture, none brings the drawn one back', async () => {
    const id = await freshProduct();
    const first = (await upload(admin, id, await photo('png', 400, 400))).json().data.product.pictures[0];
    const answer = await upload(adminAr, id, await photo('webp', 600, 300));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('تمت إضافة الصورة: يراها العملاء الآن');
    const secondPicture = answer.json().data.product.pictures[1];
    expect(secondPicture.position).toBe(2);

    const moved = await admin.post(`/api/staff/catalogue/products/${id}/pictures/${secondPicture.id}/move`, {
      position: '١',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.product.pictures.map((p: { id: number }) => p.id)).toEqual([
      secondPicture.id,
      first.id,
    ]);
    await eventually(
      async () => (await productPage(second, id)).product.image.includes(`/${secondPicture.id}-400.webp`),
      'the new main picture',
    );

    const described = await admin.post(`/api/staff/catalogue/products/${id}/pictures/${first.id}`, {
      altEn: 'Side',
      altAr: 'من الجانب',
    });
    expect(described.statusCode, described.body).toBe(200);
    expect(described.json().data.product.pictures[1]).toMatchObject({ altEn: 'Side', altAr: 'من الجانب' });

    for (const picture of [secondPicture, first]) {
      const removed = await admin.post(`/api/staff/catalogue/products/${id}/pictures/${picture.id}/delete`);
      expect(removed.statusCode, removed.body).toBe(200);
    }
    const [row] = await store.db
      .select({ pictureId: products.pictureId })
      .from(products)
      .where(eq(products.id, id));
    expect(row!.pictureId).toBeNull();
    await eventually(
      async () => (await productPage(store, id)).product.image.endsWith('.svg'),
      'the drawn picture',
    );
    expect((await request(store).get(`/api/media/pictures/${first.id}-400.webp`)).statusCode).toBe(404);
    const gone = await admin.post(`/api/staff/catalogue/products/${id}/pictures/${first.id}/delete`);
    expect(gone.statusCode).toBe(404);
  });

  it('leaves no file behind: one no row names is collected (a crash between files and row), a recorded one is kept', async () => {
    const id = await freshProduct();
    const keysOf = async (pictureId: number) =>
      (await store.db.select().from(productPictures).where(eq(productPictures.id, pictureId)))[0]!.storageKey;
    const filesOf = (key: string) =>
      Promise.all(
        [key, ...[160, 400, 800].map((size) => key.replace(/\.[a-z]+$/, `-${size}.webp`))].map((k) =>
          storedBytes(store, k),
        ),
      );
    const added = [];
    for (const kind of ['jpeg', 'png'] as const) {
      const answer = await upload(admin, id, await photo(kind, 400, 300));
      expect(answer.statusCode, answer.body).toBe(200);
      added.push(answer.json().data.product.pictures.at(-1).id as number);
    }
    const [kept, orphan] = await Promise.all(added.map(keysOf));
    // Each upload asked for its files to be collected an hour later, before writing them.
    const pending = await queryRows<{ key: string }>(
      store.db,
      sql`select payload->>'key' as key from jobs where name = 'pictures.collect-files' and state = 'pending'
        and run_at > ${new Date(store.clock.now().getTime() + 3500_000)}`,
    );
    expect(pending.map((row) => row.key)).toEqual(expect.arrayContaining([kept, orphan]));
    // As if the process had died before the second picture's row committed.
    await store.db.delete(productPictures).where(eq(productPictures.id, added[1]!));
    await store.jobs.runDue();
    expect((await filesOf(orphan!)).every(Boolean)).toBe(true);
    store.clock.advance(3601_000);
    expect(await store.jobs.runDue()).toBeGreaterThanOrEqual(2);
    expect((await filesOf(orphan!)).some(Boolean)).toBe(false);
    expect((await filesOf(kept!)).every(Boolean)).toBe(true);
    // A deleted picture's files go once its row has gone.
    const removed = await admin.post(`/api/staff/catalogue/products/${id}/pictures/${added[0]}/delete`);
    expect(removed.statusCode, removed.body).toBe(200);
    await store.jobs.runDue();
    expect((await filesOf(kept!)).some(Boolean)).toBe(false);
  });

  it('refuses what is no picture of ours, in the staff member’s language, and keeps no file', async () => {
    const id = await freshProduct();
    const cases: [Buffer | string, string][] = [
      [pdf(), 'The picture must be a JPEG, PNG or WebP file'],
      [Buffer.from('GIF89a-not-a-product-photo'), 'The picture must be a JPEG, PNG or WebP file'],
      [
        (await photo('jpeg', 800, 600)).subarray(0, 3000),
        'The picture could not be read: the file is damaged or incomplete',
      ],
      [await photo('jpeg', 120, 120), 'The picture must be at least 200 pixels on each side'],
      ['not base64!', 'The file could not be read'],
      ['', 'Please choose a picture (JPEG, PNG or WebP)'],
    ];
    for (const [file, message] of cases) {
      const answer = await admin.post(`/api/staff/catalogue/products/${id}/pictures`, {
        content: typeof file === 'string' ? file : file.toString('base64'),
      });
      expect(answer.statusCode, message).toBe(422);
      expect(answer.json().validation.content ?? answer.json().message, answer.body).toContain(message);
    }
    const arabic = await adminAr.post(`/api/staff/catalogue/products/${id}/pictures`, {
      content: pdf().toString('base64'),
    });
    expect(arabic.json().message).toBe('يجب أن تكون الصورة ملف JPEG أو PNG أو WebP');
    const rows = await store.db.select().from(productPictures).where(eq(productPictures.productId, id));
    expect(rows).toEqual([]);
    expect(
      (
        await admin.post('/api/staff/catalogue/products/99999999/pictures', {
          content: (await photo('jpeg')).toString('base64'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is an admin’s to change: a branch manager is refused', async () => {
    const id = await freshProduct();
    const answer = await upload(manager, id, await photo('jpeg'));
    expect(answer.statusCode).toBe(403);
  });

  it('is what the console’s list filters by, with hidden products and missing Arabic text', async () => {
    const id = await freshProduct();
    const listed = async (filter: string) =>
      (
        (await admin.get(`/api/staff/catalogue/products?q=${id}&product=${filter}`)).json().data.products as {
          id: number;
        }[]
      ).map((row) => row.id);
    expect(await listed('noPicture')).toEqual([id]);
    expect(await listed('shown')).toEqual([id]);
    expect(await listed('hidden')).toEqual([]);
    expect(await listed('noArabic')).toEqual([]);
    await upload(admin, id, await photo('jpeg'));
    expect(await listed('noPicture')).toEqual([]);
    await store.db
      .update(productTranslations)
      .set({ description: ' ' })
      .where(and(eq(productTranslations.ownerId, id), eq(productTranslations.lang, 'ar')));
    expect(await listed('noArabic')).toEqual([id]);
    expect(await listed('all')).toEqual([id]);
    const refused = await admin.get(`/api/staff/catalogue/products?product=broken`);
    expect(refused.statusCode).toBe(422);
  });
});
