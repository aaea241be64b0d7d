import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyRequests, staffAuditLog, users } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { staffMember } from '../test/staff-test-support.ts';

/** Requests that arrived by e-mail, letter or phone, recorded by staff (docs/decisions/0089). */

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

async function contactOf(userId: number) {
  const [row] = await store.db.select().from(users).where(eq(users.id, userId));
  return { phone: row!.phone!, email: row!.email! };
}

describe('a privacy request recorded by staff', () => {
  it('finds the customer by phone or e-mail, counts the deadline from the day received, is audited and answered like the others', async () => {
    const customer = await shopper(store, 'ar');
    const { phone, email } = await contactOf(customer.userId);
    const dpo = await staffMember(store, 'dpo', []);

    // Sunday 22 November 2026, by letter: Monday to Thursday, then Sunday and Monday are its six
    // working days, so it must be decided by the end of Monday 30 November (Cairo midnight, UTC+2).
    const recorded = await dpo.post('/api/staff/privacy/requests', {
      customer: phone.replace(/^\+20/, '0').replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
      kind: 'deletion',
      receivedOn: '2026-11-22',
      channel: 'letter',
      note: 'Letter of 22 November asking to delete the account',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const request = recorded.json().data.request;
    expect(request).toMatchObject({
      customerId: customer.userId,
      kind: 'deletion',
      status: 'open',
      automatic: false,
      channel: 'letter',
      recordedBy: dpo.name,
      receivedAt: '2026-11-21T22:00:00.000Z',
      deadline: '2026-11-30T22:00:00.000Z',
      details: 'Letter of 22 November asking to delete the account',
    });

    // By e-mail address, any case; a public holiday moves its deadline like any other request's.
    const byEmail = await dpo.post('/api/staff/privacy/requests', {
      customer: email.toUpperCase(),
      kind: 'access',
      receivedOn: '2026-11-22',
      channel: 'email',
      note: 'Asked for a copy of their data',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    await dpo.post('/api/staff/privacy/holidays', { day: '2026-11-24', name: 'Test holiday' });
    const queue = (await dpo.get('/api/staff/privacy/requests')).json().data.requests;
    const both = queue.filter((r: { customerId: number }) => r.customerId === customer.userId);
    expect(both.map((r: { deadline: string }) => r.deadline)).toEqual([
      '2026-12-01T22:00:00.000Z',
      '2026-12-01T22:00:00.000Z',
    ]);
    await dpo.post('/api/staff/privacy/holidays/remove', { day: '2026-11-24' });

    // The customer sees it among their requests.
    const mine = (await customer.get('/api/profile/privacy-requests')).json().data.requests;
    expect(mine.map((r: { id: number }) => r.id)).toContain(request.id);

    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.entityId, request.id))
      .then((rows) => rows.filter((row) => row.action === 'privacy.recordRequest'));
    expect(audit).toMatchObject({
      staffId: dpo.id,
      entity: 'privacy_request',
      after: expect.objectContaining({ customerId: customer.userId, channel: 'letter', kind: 'deletion' }),
    });

    const answered = await dpo.post(`/api/staff/privacy/requests/${request.id}/answer`, {
      outcome: 'answered',
      answer: 'Your account is deleted.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.request).toMatchObject({ status: 'answered', channel: 'letter' });
  });

  it('refuses an unknown customer, a future day, a channel of the app and a kind it does not know', async () => {
    const dpo = await staffMember(store, 'dpo', [], 'ar');
    const before = await store.db.select().from(privacyRequests);
    const base = {
      customer: '01098765432',
      kind: 'objection',
      receivedOn: '2026-11-22',
      channel: 'phone',
      note: 'x',
    };
    const unknown = await dpo.post('/api/staff/privacy/requests', base);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('لا يوجد عميل بهذا الرقم أو البريد الإلكتروني');
    const customer = await shopper(store);
    const { phone } = await contactOf(customer.userId);
    const future = await dpo.post('/api/staff/privacy/requests', {
      ...base,
      customer: phone,
      receivedOn: '2099-01-01',
    });
    expect(future.statusCode).toBe(422);
    for (const wrong of [{ channel: 'app' }, { kind: 'portability' }, { note: ' ' }, { customer: '' }]) {
      const refused = await dpo.post('/api/staff/privacy/requests', { ...base, customer: phone, ...wrong });
      expect(refused.statusCode, JSON.stringify(wrong)).toBe(422);
    }
    expect(await store.db.select().from(privacyRequests)).toHaveLength(before.length);
  });
});
