import { PRIVACY_NOTICE_VERSION } from '@store/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, privacyNoticeVersions, staffAuditLog } from '../db/schema.ts';
import { build, request, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { staffMember } from '../test/staff-test-support.ts';

/**
 * The privacy notice edited in the console (docs/decisions/0092): a draft in both languages, cleaned;
 * publishing makes the next immutable version, which the storefront shows (on every instance) and a
 * consent records; a customer who agreed to an older one is asked again, and agreeing is a new row.
 */
let store: TestStore;
let second: TestStore;
type Member = Awaited<ReturnType<typeof staffMember>>;
let dpo: Member;
let adminAr: Member;
let before: Shopper;

beforeAll(async () => {
  // Guests' pages kept longer than the test: only the NOTIFY can make them change.
  store = await build({ productCacheSeconds: 600 });
  second = await build({ productCacheSeconds: 600, shareDatabaseOf: store });
  dpo = await staffMember(store, 'dpo', []);
  adminAr = await staffMember(store, 'admin', [], 'ar');
  before = await shopper(store);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

const published = async (on: TestStore, lang: 'en' | 'ar' = 'en') =>
  (await request(on, lang).get('/api/privacy-notice')).json().data.notice as {
    version: number;
    publishedAt: string;
    body: string;
  } | null;
const consentsOf = async (me: Shopper) =>
  (await me.get('/api/profile/consents')).json().data as {
    version: string;
    askAgain: boolean;
    consents: { kind: string; granted: boolean; version: string | null }[];
  };
const latestPrivacyRow = async (userId: number) =>
  (
    await store.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, 'privacy')))
      .orderBy(desc(consents.id))
      .limit(1)
  )[0];

const draft = {
  bodyEn:
    '<h2>Who we are</h2><p>Nile Pharmacy, Cairo.</p><script>alert(1)</script><p onclick="x()">Version two.</p>',
  bodyAr: '<h2>من نحن</h2><p>صيدلية النيل، القاهرة.</p>',
};

describe('the privacy notice', () => {
  it('is the code’s notice until one is published: nobody is asked again', async () => {
    expect(await published(store)).toBeNull();
    const mine = await consentsOf(before);
    expect(mine).toMatchObject({ version: PRIVACY_NOTICE_VERSION, askAgain: false });
    expect(mine.consents.find((c) => c.kind === 'privacy')).toMatchObject({
      granted: true,
      version: PRIVACY_NOTICE_VERSION,
    });
  });

  it('keeps a cleaned draft that customers do not see, then publishes it as version 1, audited', async () => {
    await published(second);
    const saved = await dpo.post('/api/staff/privacy/notice/draft', draft);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Draft saved: customers do not see it until it is published');
    const kept = saved.json().data;
    expect(kept.draft.bodyEn).toBe('<h2>Who we are</h2><p>Nile Pharmacy, Cairo.</p><p>Version two.</p>');
    expect(kept.draft.staffName).toBe(dpo.name);
    expect(kept.current).toBeNull();
    expect(await published(store)).toBeNull();

    const done = await adminAr.post('/api/staff/privacy/notice/publish', { basedOn: '٠' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('تم النشر كإصدار ١: يراه العملاء الآن ويُطلب منهم الموافقة من جديد');
    expect(done.json().data).toMatchObject({
      draft: null,
      current: { version: 1, staffName: adminAr.name, bodyAr: draft.bodyAr },
      versions: [{ version: 1 }],
    });
    for (const on of [store, second])
      await eventually(async () => (await published(on))?.version === 1 || undefined, 'version 1', 3_000);
    const ar = await published(store, 'ar');
    expect(ar).toMatchObject({ version: 1, body: draft.bodyAr });
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'privacyNotice.publish'));
    expect(audit).toMatchObject({ staffId: adminAr.id, entity: 'privacy_notice', after: { version: 1 } });
  });

  it('asks a customer who agreed to an older version again; agreeing records the published one', async () => {
    const asked = await consentsOf(before);
    expect(asked).toMatchObject({ version: '1', askAgain: true });
    const agreed = await before.post('/api/profile/consents', { kind: 'privacy', granted: 'true' });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().data.consent).toMatchObject({ kind: 'privacy', granted: true, version: '1' });
    expect(await latestPrivacyRow(before.userId)).toMatchObject({
      granted: true,
      version: '1',
      channel: 'web',
    });
    expect((await consentsOf(before)).askAgain).toBe(false);

    // An account made now accepts the published version and is not asked.
    const after = await shopper(store);
    expect(await consentsOf(after)).toMatchObject({ version: '1', askAgain: false });
    expect(await latestPrivacyRow(after.userId)).toMatchObject({ version: '1' });
  });

  it('refuses a publish from an outdated screen (409) or without a draft (422); old versions stay readable', async () => {
    const none = await dpo.post('/api/staff/privacy/notice/publish', { basedOn: 1 });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('There is no draft to publish: save a draft first');
    const next = { bodyEn: '<p>Version three text.</p>', bodyAr: '<p>نص الإصدار الثاني.</p>' };
    expect((await dpo.post('/api/staff/privacy/notice/draft', next)).statusCode).toBe(200);
    const stale = await dpo.post('/api/staff/privacy/notice/publish', { basedOn: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('A newer version was published after you opened the page');
    const two = await dpo.post('/api/staff/privacy/notice/publish', { basedOn: 1 });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().data.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    for (const on of [store, second])
      await eventually(async () => (await published(on))?.version === 2 || undefined, 'version 2', 3_000);

    const old = await dpo.get('/api/staff/privacy/notice/versions/1');
    expect(old.statusCode).toBe(200);
    expect(old.json().data.version).toMatchObject({ version: 1, bodyAr: draft.bodyAr });
    expect((await dpo.get('/api/staff/privacy/notice/versions/99')).statusCode).toBe(404);
    // Versions are rows kept as published: two, never rewritten.
    expect(await store.db.select().from(privacyNoticeVersions)).toHaveLength(2);
    // The customer who agreed to version 1 is asked again for version 2.
    expect(await consentsOf(before)).toMatchObject({ version: '2', askAgain: true });
  });

  it('refuses a text with nothing left once cleaned (422), and staff without the action (403)', async () => {
    const empty = await dpo.post('/api/staff/privacy/notice/draft', {
      bodyEn: '<script>alert(1)</script>',
      bodyAr: '<p>نص</p>',
    });
    expect(empty.statusCode).toBe(422);
    for (const role of ['pharmacist', 'support', 'branch_manager'] as const) {
      const member = await staffMember(store, role, [1]);
      expect((await member.get('/api/staff/privacy/notice')).statusCode, role).toBe(403);
      expect((await member.post('/api/staff/privacy/notice/draft', draft)).statusCode, role).toBe(403);
      expect((await member.post('/api/staff/privacy/notice/publish', { basedOn: 2 })).statusCode).toBe(403);
    }
  });
});
