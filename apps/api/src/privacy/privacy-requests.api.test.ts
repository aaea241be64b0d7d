import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataBreachCustomers, notifications, privacyRequests, staffAuditLog, users } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';

/** Privacy requests and the breach register (docs/decisions/0081). */

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

const auditOf = (entity: string, entityId: number) =>
  store.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.entityId, entityId))
    .then((rows) => rows.filter((row) => row.entity === entity));

describe('a written privacy request', () => {
  it('is made by the customer, answered by the data protection officer, and told in the customer’s language', async () => {
    const customer = await shopper(store, 'ar');
    const refused = await customer.post('/api/profile/privacy-requests', { kind: 'access', details: 'x' });
    expect(refused.statusCode).toBe(422);
    const empty = await customer.post('/api/profile/privacy-requests', { kind: 'correction', details: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().validation.join(' ')).toMatch(/[\u0600-\u06FF]/);

    const made = await customer.post('/api/profile/privacy-requests', {
      kind: 'correction',
      details: 'My family name is spelled wrong',
    });
    expect(made.statusCode, made.body).toBe(200);
    const request = made.json().data.request;
    expect(request).toMatchObject({ kind: 'correction', status: 'open', automatic: false, answer: null });
    expect(new Date(request.deadline).getTime()).toBeGreaterThan(new Date(request.receivedAt).getTime());

    const dpo = await staffMember(store, 'dpo', []);
    const queue = (await dpo.get('/api/staff/privacy/requests')).json().data.requests;
    const row = queue.find((r: { id: number }) => r.id === request.id);
    expect(row).toMatchObject({
      status: 'open',
      overdue: false,
      lang: 'ar',
      handledBy: null,
      customerName: expect.stringContaining('Shopper'),
    });

    const answered = await dpo.post(`/api/staff/privacy/requests/${request.id}/answer`, {
      outcome: 'answered',
      answer: 'Corrected to what you wrote.',
      version: row.version,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.request).toMatchObject({ status: 'answered', handledBy: dpo.name });

    // Once: a second answer is refused, and a stale version is a conflict.
    const again = await dpo.post(`/api/staff/privacy/requests/${request.id}/answer`, {
      outcome: 'refused',
      answer: 'No',
    });
    expect(again.statusCode).toBe(422);
    const stale = await dpo.post(`/api/staff/privacy/requests/${request.id}/answer`, {
      outcome: 'refused',
      answer: 'No',
      version: row.version,
    });
    expect(stale.statusCode).toBe(409);

    const inbox = (await customer.get('/api/notifications')).json().data;
    const told = (inbox.notifications ?? inbox.data ?? inbox).find(
      (n: { type: string }) => n.type === 'privacy.answered',
    );
    expect(told.title).toBe('طلبك بشأن بياناتك: تم الرد');
    expect(told.body).toBe('Corrected to what you wrote.');
    expect(told.url).toBe('/ar/profile/11/my-data');

    const mine = (await customer.get('/api/profile/privacy-requests')).json().data.requests;
    expect(mine[0]).toMatchObject({
      id: request.id,
      status: 'answered',
      answer: 'Corrected to what you wrote.',
    });
    const audit = await auditOf('privacy_request', request.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'privacy.answerRequest', staffId: dpo.id });
  });

  it('lists the self-service download as a request answered at once', async () => {
    const customer = await shopper(store);
    expect((await customer.get('/api/profile/data-export')).statusCode).toBe(200);
    const mine = (await customer.get('/api/profile/privacy-requests')).json().data.requests;
    expect(mine).toEqual([expect.objectContaining({ kind: 'access', status: 'answered', automatic: true })]);
  });

  it('puts overdue requests first and counts the holidays', async () => {
    const customer = await shopper(store);
    const admin = await staffMember(store, 'admin', []);
    // Received on Sunday 6 Dec 2026, 10:00 Cairo: due at the end of Monday 14 Dec.
    const [old] = await store.db
      .insert(privacyRequests)
      .values({
        userId: customer.userId,
        kind: 'objection',
        details: 'No SMS offers',
        receivedAt: new Date('2026-12-06T08:00:00Z'),
      })
      .returning();
    const before = (await admin.get(`/api/staff/privacy/requests/${old!.id}`)).json().data.request;
    expect(before.deadline).toBe('2026-12-14T22:00:00.000Z');
    const added = await admin.post('/api/staff/privacy/holidays', {
      day: '٢٠٢٦-١٢-٠٨',
      name: 'Test holiday',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.holidays).toContainEqual({ day: '2026-12-08', name: 'Test holiday' });
    const after = (await admin.get(`/api/staff/privacy/requests/${old!.id}`)).json().data.request;
    expect(after.deadline).toBe('2026-12-15T22:00:00.000Z');
    expect((await admin.post('/api/staff/privacy/holidays/remove', { day: '2026-12-08' })).statusCode).toBe(
      200,
    );
    expect((await admin.post('/api/staff/privacy/holidays/remove', { day: '2026-12-08' })).statusCode).toBe(
      404,
    );
    expect(await auditOf('privacy_holiday', 20261208)).toHaveLength(2);

    // Long overdue: received a month ago.
    const [late] = await store.db
      .insert(privacyRequests)
      .values({
        userId: customer.userId,
        kind: 'correction',
        details: 'Late',
        receivedAt: new Date(Date.now() - 30 * 86_400_000),
      })
      .returning();
    const queue = (await admin.get('/api/staff/privacy/requests')).json().data.requests;
    expect(queue[0]).toMatchObject({ overdue: true });
    expect(queue.find((r: { id: number }) => r.id === late!.id)).toMatchObject({ overdue: true });
  });

  it('is closed to roles without privacy.manage', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    expect((await manager.get('/api/staff/privacy/requests')).statusCode).toBe(403);
    expect((await manager.get('/api/staff/privacy/breaches')).statusCode).toBe(403);
  });
});

describe('the breach register', () => {
  it('records a breach, its deadline, the report, the export and tells the customers once', async () => {
    const dpo = await staffMember(store, 'dpo', []);
    const arabic = await shopper(store, 'ar');
    const english = await shopper(store, 'en');
    const byOrders = await shopper(store, 'en');
    const [phoneRow] = await store.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, arabic.userId));
    const [englishPhone] = await store.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, english.userId));
    await insertOrder(store, byOrders.userId, { branchId: 2 });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

    const incomplete = await dpo.post('/api/staff/privacy/breaches', {
      description: 'A laptop was stolen',
      discoveredOn: today,
      discoveredTime: '00:00',
      categories: ['contact'],
      branchId: '2',
    });
    expect(incomplete.statusCode).toBe(422);
    const none = await dpo.post('/api/staff/privacy/breaches', {
      description: 'A laptop was stolen',
      discoveredOn: today,
      discoveredTime: '00:00',
      categories: [],
    });
    expect(none.statusCode).toBe(422);

    const recorded = await dpo.post('/api/staff/privacy/breaches', {
      description: 'A laptop with an export of orders was stolen',
      discoveredOn: today,
      discoveredTime: '٠٠:٠٠',
      categories: ['contact', 'orders'],
      phones: `${phoneRow!.phone!.replace('+20', '0')}\n${englishPhone!.phone}, 01099999999`,
      branchId: '2',
      ordersFrom: today,
      ordersTo: today,
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const breach = recorded.json().data.breach;
    expect(breach.affected).toBeGreaterThanOrEqual(3);
    expect(breach.unmatchedPhones).toEqual(['01099999999']);
    expect(new Date(breach.deadline).getTime() - new Date(breach.discoveredAt).getTime()).toBe(
      72 * 3_600_000,
    );
    expect(breach).toMatchObject({ reportedAt: null, customersNotifiedAt: null, overdue: false });
    const ids = (
      await store.db.select().from(dataBreachCustomers).where(eq(dataBreachCustomers.breachId, breach.id))
    ).map((row) => row.userId);
    expect(ids).toEqual(expect.arrayContaining([arabic.userId, english.userId, byOrders.userId]));

    const future = await dpo.post(`/api/staff/privacy/breaches/${breach.id}/reported`, {
      reportedOn: '2099-01-01',
      reportedTime: '10:00',
    });
    expect(future.statusCode).toBe(422);
    const reported = await dpo.post(`/api/staff/privacy/breaches/${breach.id}/reported`, {
      reportedOn: today,
      reportedTime: '00:00',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.breach.reportedAt).not.toBeNull();

    const exported = (await dpo.get(`/api/staff/privacy/breaches/${breach.id}/customers`)).json().data
      .customers;
    expect(exported).toContainEqual(expect.objectContaining({ id: arabic.userId, lang: 'ar' }));

    const told = await dpo.post(`/api/staff/privacy/breaches/${breach.id}/notify`);
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json().data.notified).toBe(ids.length);
    expect((await dpo.post(`/api/staff/privacy/breaches/${breach.id}/notify`)).statusCode).toBe(422);
    const sent = await store.db.select().from(notifications).where(eq(notifications.userId, arabic.userId));
    expect(sent.filter((n) => n.type === 'privacy.breach')).toHaveLength(1);
    const inbox = (await arabic.get('/api/notifications')).json().data;
    const note = (inbox.notifications ?? inbox.data ?? inbox).find(
      (n: { type: string }) => n.type === 'privacy.breach',
    );
    expect(note.title).toBe('حادث أمني أثّر على بياناتك');
    expect(note.body).toContain('الطلبات');

    const actions = (await auditOf('data_breach', breach.id)).map((row) => row.action).sort();
    expect(actions).toEqual([
      'privacy.breachCustomersNotified',
      'privacy.breachReported',
      'privacy.recordBreach',
    ]);
    expect((await dpo.get('/api/staff/privacy/breaches/999999')).statusCode).toBe(404);
  });
});
