import { PRIVACY_NOTICE_VERSION } from '@store/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, jobs, optOutTokens, outboxMessages, staffAuditLog, users } from '../db/schema.ts';
import { sendMessageJobName } from '../messaging/index.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { staffMember } from '../test/staff-test-support.ts';

/** Marketing messages only to those who agreed, each with a one-tap opt-out (docs/decisions/0089). */

let store: TestStore;
beforeAll(async () => {
  store = await build({ seed: false });
});
afterAll(() => store?.close());

const guest = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method, url, headers, remoteAddress: '10.61.0.1' });

async function contactOf(userId: number) {
  const [row] = await store.db.select().from(users).where(eq(users.id, userId));
  return { phone: row!.phone!, email: row!.email! };
}
/** The marketing messages in the demo outbox for one phone or e-mail (not the sign-up codes). */
const inbox = async (recipient: string) =>
  (await store.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).filter(
    (message) => message.code === null,
  );
const latestConsent = async (userId: number, kind: string) =>
  (
    await store.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, userId), eq(consents.kind, kind)))
      .orderBy(desc(consents.id))
      .limit(1)
  )[0];
const consentRows = async (userId: number) =>
  (await store.db.select().from(consents).where(eq(consents.userId, userId))).length;
const linkIn = (body: string) => /\/(en|ar)\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(body);

describe('a marketing message', () => {
  it('goes only to customers whose latest consent for the channel grants it, each with a link that withdraws it in one tap', async () => {
    const agreed = await shopper(store, 'ar');
    const withdrew = await shopper(store);
    const never = await shopper(store);
    const byEmailOnly = await shopper(store);
    expect(
      (await agreed.post('/api/profile/consents', { kind: 'marketing_sms', granted: true })).statusCode,
    ).toBe(200);
    await withdrew.post('/api/profile/consents', { kind: 'marketing_sms', granted: true });
    await withdrew.post('/api/profile/consents', { kind: 'marketing_sms', granted: false });
    await byEmailOnly.post('/api/profile/consents', { kind: 'marketing_email', granted: true });
    await store.jobs.runDue();

    const admin = await staffMember(store, 'admin', []);
    const before = (await admin.get('/api/staff/marketing')).json().data;
    expect(before.audience).toEqual({ sms: 1, email: 1 });
    const sent = await admin.post('/api/staff/marketing', {
      channel: 'sms',
      bodyEn: 'Vitamins 20% off this week',
      bodyAr: 'خصم ٢٠٪ على الفيتامينات هذا الأسبوع',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.message).toMatchObject({ channel: 'sms', recipients: 1, sentBy: admin.name });
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'marketing.send'), eq(staffAuditLog.entityId, sent.json().item)));
    expect(audit).toMatchObject({ staffId: admin.id, after: { channel: 'sms', recipients: 1 } });
    await store.jobs.runDue();

    // Nobody without a current consent got it.
    for (const customer of [withdrew, never, byEmailOnly])
      expect(await inbox((await contactOf(customer.userId)).phone)).toEqual([]);
    const [message] = await inbox((await contactOf(agreed.userId)).phone);
    expect(message!.body).toMatch(/^خصم ٢٠٪ على الفيتامينات هذا الأسبوع\n\nلإيقاف هذه الرسائل: http/);
    const link = linkIn(message!.body)!;
    expect(link[1]).toBe('ar');
    const token = link[2]!;
    // Only the token's hash is kept.
    const [stored] = await store.db.select().from(optOutTokens).where(eq(optOutTokens.userId, agreed.userId));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Wrong tokens: not found, nothing written.
    const rows = await consentRows(agreed.userId);
    for (const wrong of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'x', stored!.tokenHash]) {
      expect((await guest('GET', `/api/opt-out/${wrong}`)).statusCode).toBe(404);
      expect((await guest('POST', `/api/opt-out/${wrong}`)).statusCode).toBe(404);
    }

    // Looking (a mail scanner following the link) withdraws nothing.
    const looked = await guest('GET', `/api/opt-out/${token}`);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().data.optOut).toEqual({ kind: 'marketing_sms', channel: 'sms', used: false });
    expect(await consentRows(agreed.userId)).toBe(rows);

    // Another customer signed in, using this customer's link: only the link's owner is opted out.
    const withdrewRows = await consentRows(withdrew.userId);
    const used = await withdrew.post(`/api/opt-out/${token}`, {}, { 'content-language': 'ar' });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().message).toBe('تم: لن تصلك رسائل تسويقية أخرى بهذه الوسيلة');
    expect(await consentRows(withdrew.userId)).toBe(withdrewRows);
    expect(await latestConsent(agreed.userId, 'marketing_sms')).toMatchObject({
      granted: false,
      channel: 'link',
      version: PRIVACY_NOTICE_VERSION,
      createdAt: expect.any(Date),
    });
    expect(await consentRows(agreed.userId)).toBe(rows + 1);
    // The customer's own page shows it withdrawn.
    const mine = (await agreed.get('/api/profile/consents')).json().data.consents;
    expect(mine.find((c: { kind: string }) => c.kind === 'marketing_sms')).toMatchObject({ granted: false });

    // Used again: the same answer, no second row.
    const again = await guest('POST', `/api/opt-out/${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.optOut.used).toBe(true);
    expect(await consentRows(agreed.userId)).toBe(rows + 1);

    // The next message reaches nobody: the only one who had agreed withdrew.
    const next = await admin.post('/api/staff/marketing', {
      channel: 'sms',
      bodyEn: 'More',
      bodyAr: 'المزيد',
    });
    expect(next.json().data.message.recipients).toBe(0);
  });

  it('e-mails carry the link as List-Unsubscribe (one-click), and an expired link withdraws nothing', async () => {
    const customer = await shopper(store);
    await customer.post('/api/profile/consents', { kind: 'marketing_email', granted: true });
    const admin = await staffMember(store, 'admin', []);
    const noSubject = await admin.post('/api/staff/marketing', {
      channel: 'email',
      bodyEn: 'a',
      bodyAr: 'ب',
    });
    expect(noSubject.statusCode).toBe(422);
    const sent = await admin.post('/api/staff/marketing', {
      channel: 'email',
      subjectEn: 'Winter offers',
      subjectAr: 'عروض الشتاء',
      bodyEn: 'Our winter offers are here.',
      bodyAr: 'وصلت عروض الشتاء.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { email } = await contactOf(customer.userId);
    const queued = (await store.db.select().from(jobs).where(eq(jobs.name, sendMessageJobName))).filter(
      (job) => JSON.stringify(job.payload).includes(email),
    );
    const payload = queued.at(-1)!.payload as { unsubscribeUrl: string; body: string; subject: string };
    expect(payload.subject).toBe('Winter offers');
    expect(payload.body).toContain(payload.unsubscribeUrl);
    const token = linkIn(payload.unsubscribeUrl)![2]!;
    await store.jobs.runDue();

    const rows = await consentRows(customer.userId);
    store.clock.advance(366 * 86_400_000);
    const expired = await guest('POST', `/api/opt-out/${token}`);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toMatch(/expired/);
    expect((await guest('GET', `/api/opt-out/${token}`)).statusCode).toBe(422);
    expect(await consentRows(customer.userId)).toBe(rows);
  });

  it('is for those who edit the store’s content, and refuses a too long SMS', async () => {
    const dpo = await staffMember(store, 'dpo', []);
    expect(
      (await dpo.post('/api/staff/marketing', { channel: 'sms', bodyEn: 'a', bodyAr: 'b' })).statusCode,
    ).toBe(403);
    const admin = await staffMember(store, 'admin', []);
    const long = await admin.post('/api/staff/marketing', {
      channel: 'sms',
      bodyEn: 'a'.repeat(321),
      bodyAr: 'b',
    });
    expect(long.statusCode).toBe(422);
    expect(
      (await admin.post('/api/staff/marketing', { channel: 'whatsapp', bodyEn: 'a', bodyAr: 'b' }))
        .statusCode,
    ).toBe(422);
  });
});
