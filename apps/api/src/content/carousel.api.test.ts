import { cairoDay } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { carousels, staffAuditLog } from '../db/schema.ts';
import { request, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { photo, storedBytes } from '../test/test-files.ts';

/**
 * The home carousel edited in the console (docs/decisions/0082): per language, between Cairo days,
 * hidden or shown, in order, with an uploaded picture; audited, and on every instance within seconds.
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

interface HomeSlide {
  id: number;
  title: string;
  url: string;
  image: string;
}
const homeSlides = async (on: TestStore, lang: 'en' | 'ar' = 'en') =>
  (await request(on, lang).get('/api/home')).json().data.carousels as HomeSlide[];
const titles = async (on: TestStore, lang: 'en' | 'ar' = 'en') =>
  (await homeSlides(on, lang)).map((slide) => slide.title);

const day = (offset: number) => cairoDay(new Date(Date.now() + offset * 86_400_000));
const body = {
  titleEn: 'Ramadan offers',
  titleAr: 'عروض رمضان',
  subtitleEn: 'Dates and juices',
  subtitleAr: 'تمور وعصائر',
  url: '/deals',
};
type Slide = { id: number; version: number; titleEn: string } & Record<string, unknown>;
const slideNamed = (slides: Slide[], title: string) => {
  const found = slides.find((slide) => slide.titleEn === title);
  if (!found) throw new Error(`no slide '${title}'`);
  return found;
};

describe('the home carousel', () => {
  it('shows a slide on its language’s home from its first day, on both instances, audited', async () => {
    const before = await titles(store, 'ar');
    expect(before.length).toBeGreaterThan(0);
    await titles(second, 'ar');
    const created = await admin.post('/api/staff/content/carousel', {
      ...body,
      audience: 'ar',
      startsOn: day(1),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe('Slide added');
    const slide = slideNamed(created.json().data.slides, 'Ramadan offers');
    expect(slide).toMatchObject({ audience: 'ar', status: 'scheduled', startsOn: day(1), endsOn: null });
    expect(slide.position).toBe(created.json().data.slides.length);
    // Tomorrow's slide is not on today's home.
    expect(await titles(store, 'ar')).toEqual(before);

    const edited = await admin.post(`/api/staff/content/carousel/${slide.id}`, {
      ...body,
      audience: 'ar',
      startsOn: day(0),
      endsOn: day(3),
      version: slide.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(slideNamed(edited.json().data.slides, 'Ramadan offers')).toMatchObject({ status: 'live' });
    for (const on of [store, second])
      await eventually(
        async () => (await titles(on, 'ar')).includes('عروض رمضان') || undefined,
        'the Arabic home with the new slide',
        3_000,
      );
    expect(await titles(store, 'en')).not.toContain('Ramadan offers');
    const [shown] = (await homeSlides(store, 'ar')).filter((s) => s.id === slide.id);
    expect(shown).toEqual({
      id: slide.id,
      url: '/deals',
      title: 'عروض رمضان',
      subtitle: 'تمور وعصائر',
      image: expect.stringMatching(new RegExp(`/api/media/banners/${slide.id}-ar\\.svg$`)),
    });

    const audit = await store.db
      .select({ action: staffAuditLog.action, staffId: staffAuditLog.staffId })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'carousel'), eq(staffAuditLog.entityId, slide.id)));
    expect(audit.map((row) => row.action)).toEqual(['carousel.create', 'carousel.edit']);
    expect(audit.every((row) => row.staffId === admin.id)).toBe(true);
  });

  it('refuses an edit from an older version (409) and a bad link or days, in Arabic (422)', async () => {
    const created = await admin.post('/api/staff/content/carousel', { ...body, titleEn: 'Stale' });
    const slide = slideNamed(created.json().data.slides, 'Stale');
    const first = await admin.post(`/api/staff/content/carousel/${slide.id}`, {
      ...body,
      titleEn: 'Stale',
      version: slide.version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await adminAr.post(`/api/staff/content/carousel/${slide.id}`, {
      ...body,
      version: slide.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('عدّل شخص آخر هذه الشريحة');
    const bad = await adminAr.post('/api/staff/content/carousel', {
      ...body,
      url: 'javascript:alert(1)',
      startsOn: day(2),
      endsOn: day(1),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation).toEqual([
      'يجب أن يكون الرابط صفحة من هذا المتجر: مسارًا يبدأ بـ / (بدون // وبدون موقع آخر أو بروتوكول)',
      'اليوم الأخير قبل اليوم الأول',
    ]);
    // Only a path of the store: no '//' anywhere, no backslash, neither written in %-escapes.
    for (const url of ['//evil.example', '/deals//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) {
      const refused = await admin.post('/api/staff/content/carousel', { ...body, url });
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json().validation, url).toEqual([
        'The link must be a page of this store: a path starting with / (no // and no other site or scheme)',
      ]);
    }
    const gone = await admin.post('/api/staff/content/carousel/999999', { ...body, version: 1 });
    expect(gone.statusCode).toBe(404);
  });

  it('moves, hides, shows and deletes slides, each on the home at once', async () => {
    const list = (await admin.get('/api/staff/content/carousel')).json().data.slides as {
      id: number;
      version: number;
      titleEn: string;
      hidden: boolean;
      status: string;
      audience: string;
    }[];
    const both = list.filter((s) => s.status === 'live' && s.audience === 'both');
    const [firstSlide, secondSlide] = both as [(typeof both)[0], (typeof both)[0]];
    const order = async () => (await homeSlides(second)).map((s) => s.id);
    const before = await order();
    expect(before.indexOf(firstSlide.id)).toBeLessThan(before.indexOf(secondSlide.id));
    const moved = await admin.post(`/api/staff/content/carousel/${secondSlide.id}/move`, {
      version: secondSlide.version,
      direction: 'up',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await eventually(
      async () => {
        const now = await order();
        return now.indexOf(secondSlide.id) < now.indexOf(firstSlide.id) || undefined;
      },
      'the other instance with the new order',
      3_000,
    );
    const hidden = await admin.post(`/api/staff/content/carousel/${firstSlide.id}/visibility`, {
      version: firstSlide.version,
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe('Slide hidden');
    await eventually(async () => !(await order()).includes(firstSlide.id) || undefined, 'hidden', 3_000);
    const shown = await admin.post(`/api/staff/content/carousel/${firstSlide.id}/visibility`, {
      version: firstSlide.version + 1,
      hidden: false,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    await eventually(async () => (await order()).includes(firstSlide.id) || undefined, 'shown', 3_000);
    const deleted = await admin.post(`/api/staff/content/carousel/${firstSlide.id}/delete`, {
      version: firstSlide.version + 2,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await eventually(async () => !(await order()).includes(firstSlide.id) || undefined, 'deleted', 3_000);
    const actions = await store.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'carousel'), eq(staffAuditLog.entityId, firstSlide.id)));
    expect(actions.map((row) => row.action)).toEqual(['carousel.hide', 'carousel.show', 'carousel.delete']);
  });

  it('shows an uploaded picture as WebP, keeps its files from the collector, and collects them once gone', async () => {
    const created = await admin.post('/api/staff/content/carousel', {
      ...body,
      titleEn: 'Pictured',
      picture: (await photo('png', 1800, 600)).toString('base64'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const slide = slideNamed(created.json().data.slides, 'Pictured');
    expect(slide).toMatchObject({
      uploaded: true,
      imageEn: expect.stringMatching(new RegExp(`/api/media/slides/${slide.id}-1\\.webp$`)),
    });
    const image = (await homeSlides(store)).find((s) => s.id === slide.id)!.image;
    expect(image).toMatch(new RegExp(`/api/media/slides/${slide.id}-1\\.webp$`));
    const served = await request(store).get(`/api/media/slides/${slide.id}-1.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const [row] = await store.db.select().from(carousels).where(eq(carousels.id, slide.id));
    const key = row!.pictureKey!;
    expect(key).toMatch(/^pictures\/carousel\//);
    const files = () =>
      Promise.all([key, key.replace(/\.[a-z]+$/, '-1200.webp')].map((k) => storedBytes(store, k)));
    // The hour-later collection of the upload finds the slide naming it and keeps the files.
    store.clock.advance(3601_000);
    await store.jobs.runDue();
    expect((await files()).every(Boolean)).toBe(true);

    const tooSmall = await adminAr.post(`/api/staff/content/carousel/${slide.id}`, {
      ...body,
      version: slide.version,
      picture: (await photo('jpeg', 200, 200)).toString('base64'),
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().message).toBe('يجب ألا يقل كل جانب من الصورة عن ٣٠٠ بكسل');

    const removed = await admin.post(`/api/staff/content/carousel/${slide.id}`, {
      ...body,
      titleEn: 'Pictured',
      version: slide.version,
      removePicture: 'on',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(slideNamed(removed.json().data.slides, 'Pictured')).toMatchObject({
      uploaded: false,
      imageEn: expect.stringMatching(new RegExp(`/api/media/banners/${slide.id}-en\\.svg$`)),
    });
    const pending = await queryRows<{ key: string }>(
      store.db,
      sql`select payload->>'key' as key from jobs where name = 'pictures.collect-files' and state = 'pending'`,
    );
    expect(pending.map((p) => p.key)).toContain(key);
    await store.jobs.runDue();
    expect((await files()).some(Boolean)).toBe(false);
  });

  it('is for admins only', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    expect((await manager.get('/api/staff/content/carousel')).statusCode).toBe(403);
    expect((await request(store).get('/api/staff/content/carousel')).statusCode).toBe(401);
  });
});
