import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageVersions, staffAuditLog } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { caller, staffMember } from '../test/staff-test-support.ts';

/**
 * The static pages (docs/decisions/0077) through the API: saved by an admin in both languages,
 * cleaned on save, read by shoppers in their language, versioned, restored, refused when someone
 * saved meanwhile, and audited.
 */

let store: TestStore;
let admin: ReturnType<typeof caller>;
let adminAr: ReturnType<typeof caller>;
let adminId: number;
beforeAll(async () => {
  store = await build();
  const member = await staffMember(store, 'admin', [1]);
  adminId = member.id;
  admin = caller(store, member.token);
  adminAr = caller(store, member.token, 'ar');
});
afterAll(() => store.close());

const guest = (lang: 'en' | 'ar' = 'en') => caller(store, null, lang);

const faq = {
  titleEn: 'Questions',
  titleAr: 'الأسئلة',
  bodyEn:
    '<h2>Orders</h2><details><summary>How do I order?</summary><p>Add to cart.<script>alert(1)</script></p></details>',
  bodyAr:
    '<h2>الطلبات</h2><details><summary>كيف أطلب؟</summary><p onclick="x()">أضف إلى السلة.</p></details>',
};

describe('static pages', () => {
  it('shows no stored page until one is saved (the storefront keeps its own text)', async () => {
    const answer = await guest().get('/api/pages/about');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ page: null });
    expect((await guest().get('/api/pages/unknown')).statusCode).toBe(422);
    const list = await admin.get('/api/staff/content/pages');
    expect(list.json().data.pages).toEqual([
      { slug: 'about', current: null },
      { slug: 'faq', current: null },
      { slug: 'terms', current: null },
    ]);
  });

  it('saves both languages cleaned as version 1, read by shoppers in their language, audited', async () => {
    // A guest's page read before the save is kept in the shared cache: the save must clear it.
    expect((await guest().get('/api/pages/faq')).json().data.page).toBeNull();
    const saved = await admin.post('/api/staff/content/pages/faq', { ...faq, basedOn: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved as version 1: customers see it now');
    const { current, versions } = saved.json().data;
    expect(current).toMatchObject({
      version: 1,
      titleEn: 'Questions',
      bodyEn: '<h2>Orders</h2><details><summary>How do I order?</summary><p>Add to cart.</p></details>',
      bodyAr: '<h2>الطلبات</h2><details><summary>كيف أطلب؟</summary><p>أضف إلى السلة.</p></details>',
      restoredFrom: null,
    });
    expect(versions).toHaveLength(1);
    expect(versions[0]).not.toHaveProperty('bodyEn');

    await expect
      .poll(async () => (await guest('ar').get('/api/pages/faq')).json().data.page, { timeout: 3_000 })
      .toMatchObject({ slug: 'faq', version: 1, title: 'الأسئلة', body: current.bodyAr });
    expect((await guest('en').get('/api/pages/faq')).json().data.page).toMatchObject({
      title: 'Questions',
      body: current.bodyEn,
    });

    const [row] = await store.db
      .select({ id: contentPageVersions.id })
      .from(contentPageVersions)
      .where(and(eq(contentPageVersions.slug, 'faq'), eq(contentPageVersions.version, 1)));
    const audit = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'content_page'), eq(staffAuditLog.entityId, row!.id)));
    expect(audit).toMatchObject([
      { staffId: adminId, action: 'content.save', before: null, after: { slug: 'faq', version: 1 } },
    ]);
  });

  it('refuses a save from an older version (409) and text with nothing left once cleaned (422)', async () => {
    const stale = await adminAr.post('/api/staff/content/pages/faq', { ...faq, basedOn: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('حفظ أحد هذه الصفحة');
    const empty = await admin.post('/api/staff/content/pages/faq', {
      ...faq,
      bodyAr: '<script>alert(1)</script><p> </p>',
      basedOn: 1,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().validation).toEqual([
      'Nothing is left of this text once the formatting the store does not allow is removed',
    ]);
    const missing = await adminAr.post('/api/staff/content/pages/faq', { ...faq, titleEn: ' ', basedOn: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().validation.join(' ')).toContain('العنوان بالإنجليزية');
  });

  it('previews the cleaned text without saving', async () => {
    const preview = await admin.post('/api/staff/content/preview', {
      ...faq,
      bodyEn: '<p>Draft <a href="javascript:x()">link</a></p>',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.bodyEn).toBe('<p>Draft <a>link</a></p>');
    expect((await admin.get('/api/staff/content/pages/faq')).json().data.current.version).toBe(1);
  });

  it('restores an earlier version as a new one, shown to shoppers at once', async () => {
    const second = await admin.post('/api/staff/content/pages/faq', {
      ...faq,
      titleEn: 'FAQ',
      bodyEn: '<p>Second</p>',
      basedOn: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    await expect
      .poll(async () => (await guest().get('/api/pages/faq')).json().data.page.body, { timeout: 3_000 })
      .toBe('<p>Second</p>');
    const old = await admin.get('/api/staff/content/pages/faq/versions/1');
    expect(old.json().data.version).toMatchObject({ version: 1, titleEn: 'Questions' });
    expect((await admin.get('/api/staff/content/pages/faq/versions/9')).statusCode).toBe(404);

    const stale = await admin.post('/api/staff/content/pages/faq/versions/1/restore', { basedOn: 1 });
    expect(stale.statusCode).toBe(409);
    const restored = await admin.post('/api/staff/content/pages/faq/versions/1/restore', { basedOn: 2 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe('Version 1 restored as version 3: customers see it now');
    const { current, versions } = restored.json().data;
    expect(current).toMatchObject({ version: 3, restoredFrom: 1, titleEn: 'Questions' });
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    await expect
      .poll(async () => (await guest().get('/api/pages/faq')).json().data.page, { timeout: 3_000 })
      .toMatchObject({ version: 3, title: 'Questions' });
    const audit = await store.db
      .select({ action: staffAuditLog.action, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'content.restore'));
    expect(audit).toMatchObject([{ after: { slug: 'faq', version: 3, restoredFrom: 1 } }]);
    // The other pages are untouched.
    expect((await guest().get('/api/pages/terms')).json().data.page).toBeNull();
  });

  it('is for admins only', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    expect((await caller(store, manager.token).get('/api/staff/content/pages')).statusCode).toBe(403);
    expect((await guest().get('/api/staff/content/pages')).statusCode).toBe(401);
  });
});
