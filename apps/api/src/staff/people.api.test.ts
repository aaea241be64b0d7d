import { localPhone } from '@store/contract';
import { and, desc, eq } from 'drizzle-orm';
import { generate as generateTotp } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, staffPasswordLinks, supportIssues, users } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { insertSupportIssue } from '../test/prescription-test-support.ts';
import {
  caller,
  insertOrder,
  type StaffMember,
  staffLogin,
  staffMember,
} from '../test/staff-test-support.ts';

/** Staff accounts from the console and the customer lookup (docs/decisions/0047). */

let store: TestStore;
let admin: StaffMember;
let manager: StaffMember;
beforeAll(async () => {
  store = await build();
  admin = await staffMember(store, 'admin', []);
  manager = await staffMember(store, 'branch_manager', [1]);
});
afterAll(() => store?.close());

let count = 0;
const email = (who: string) => `${who}.${++count}.${process.pid}@people.test`;

/** The newest e-mail to the address in the demo outbox, once the job runner sent it. */
async function lastEmail(to: string) {
  await store.jobs.runDue();
  const answer = await store.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    remoteAddress: '127.0.0.1',
  });
  const messages = answer.json().data.messages as { body: string }[];
  return messages[0]?.body ?? '';
}

const tokenIn = (body: string) => /set-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

async function auditOf(action: string, entityId: number) {
  return store.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.entityId, entityId)))
    .orderBy(desc(staffAuditLog.id));
}

describe('staff accounts in the console', () => {
  it('creates a pharmacist who sets a password from the one-time link and logs in', async () => {
    const address = email('pharmacist');
    const created = await admin.post('/api/staff/accounts', {
      name: 'Mona Pharmacist',
      email: address.toUpperCase(),
      role: 'pharmacist',
      branchIds: ['١'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { account } = created.json().data;
    expect(account).toMatchObject({ email: address, role: 'pharmacist', branchIds: [1], disabled: false });
    const token = tokenIn(await lastEmail(address));
    expect(token).toHaveLength(43);
    // Only the token's hash is kept.
    const [link] = await store.db
      .select()
      .from(staffPasswordLinks)
      .where(eq(staffPasswordLinks.staffId, account.id));
    expect(link!.tokenHash).not.toContain(token);

    const short = await caller(store, null, 'ar').post('/api/staff/password', { token, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().validation).toEqual(['يجب ألا تقل كلمة المرور عن ١٢ حرفًا']);
    const set = await caller(store, null).post('/api/staff/password', {
      token,
      password: 'A-new-strong-pass-1',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await staffLogin(store, address, 'A-new-strong-pass-1')).toBeTruthy();
    // Once only.
    const again = await caller(store, null).post('/api/staff/password', {
      token,
      password: 'Another-pass-2345',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This link is not valid any more: please ask for a new one');
    expect(await auditOf('staff.create', account.id)).toHaveLength(1);
    expect(await auditOf('staff.passwordSet', account.id)).toHaveLength(1);
  });

  it('ends every session once a reset password is set, and the newest link alone works', async () => {
    const member = await staffMember(store, 'support', [1]);
    expect((await manager.post(`/api/staff/accounts/${member.id}/password-reset`)).statusCode).toBe(200);
    const first = tokenIn(await lastEmail(member.email));
    expect((await manager.post(`/api/staff/accounts/${member.id}/password-reset`)).statusCode).toBe(200);
    const second = tokenIn(await lastEmail(member.email));
    expect(second).not.toBe(first);
    // The old password and session work until the new password is set.
    expect((await member.get('/api/staff/me')).statusCode).toBe(200);
    const stale = await caller(store, null).post('/api/staff/password', {
      token: first,
      password: 'Reset-password-123',
    });
    expect(stale.statusCode).toBe(422);
    const set = await caller(store, null).post('/api/staff/password', {
      token: second,
      password: 'Reset-password-123',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await member.get('/api/staff/me')).statusCode).toBe(401);
    expect(await staffLogin(store, member.email, 'Reset-password-123')).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const member = await staffMember(store, 'courier', [1]);
    await admin.post(`/api/staff/accounts/${member.id}/password-reset`);
    const token = tokenIn(await lastEmail(member.email));
    await store.db
      .update(staffPasswordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordLinks.staffId, member.id));
    const answer = await caller(store, null).post('/api/staff/password', {
      token,
      password: 'Too-late-password-1',
    });
    expect(answer.statusCode).toBe(422);
  });

  it('keeps a branch manager to their own branches’ pharmacists, support and couriers', async () => {
    const promote = await manager.post('/api/staff/accounts', {
      name: 'New manager',
      email: email('manager'),
      role: 'branch_manager',
      branchIds: [1],
    });
    expect(promote.statusCode).toBe(422);
    expect(promote.json().validation).toEqual(['You may not give this role']);
    const elsewhere = await manager.post('/api/staff/accounts', {
      name: 'Elsewhere',
      email: email('elsewhere'),
      role: 'support',
      branchIds: [2],
    });
    expect(elsewhere.statusCode).toBe(404);
    // Shared with branch 2: listed, but the admin's to change.
    const shared = await staffMember(store, 'pharmacist', [1, 2]);
    expect((await manager.get(`/api/staff/accounts/${shared.id}`)).statusCode).toBe(200);
    expect((await manager.post(`/api/staff/accounts/${shared.id}/disable`)).statusCode).toBe(403);
    const otherManager = await staffMember(store, 'branch_manager', [1]);
    expect((await manager.post(`/api/staff/accounts/${otherManager.id}/password-reset`)).statusCode).toBe(
      403,
    );
    const listed = (await manager.get('/api/staff/accounts')).json().data.accounts as { id: number }[];
    expect(listed.map((account) => account.id)).toContain(shared.id);
    expect(listed.map((account) => account.id)).not.toContain(admin.id);
    // Not their own account.
    expect((await admin.post(`/api/staff/accounts/${admin.id}/disable`)).statusCode).toBe(422);
  });

  it('disables and enables, edits role and branches (ending the sessions), each audited', async () => {
    const member = await staffMember(store, 'support', [1]);
    expect((await admin.post(`/api/staff/accounts/${member.id}/disable`)).statusCode).toBe(200);
    expect((await member.get('/api/staff/me')).statusCode).toBe(401);
    await expect(staffLogin(store, member.email, 'Staff-test-password-1')).rejects.toThrow();
    expect((await admin.post(`/api/staff/accounts/${member.id}/enable`)).statusCode).toBe(200);
    const token = await staffLogin(store, member.email, 'Staff-test-password-1');
    const edited = await admin.post(`/api/staff/accounts/${member.id}`, {
      name: 'Now a pharmacist',
      email: member.email,
      role: 'pharmacist',
      branchIds: [1, 2],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.account).toMatchObject({ role: 'pharmacist', branchIds: [1, 2] });
    expect((await caller(store, token).get('/api/staff/me')).statusCode).toBe(401);
    const [audit] = await auditOf('staff.edit', member.id);
    expect(audit).toMatchObject({
      staffId: admin.id,
      before: { role: 'support', branchIds: [1] },
      after: { role: 'pharmacist', branchIds: [1, 2] },
    });
    expect(await auditOf('staff.disable', member.id)).toHaveLength(1);
    expect(await auditOf('staff.enable', member.id)).toHaveLength(1);
    const taken = await admin.post(`/api/staff/accounts/${member.id}`, {
      name: 'x',
      email: admin.email,
      role: 'pharmacist',
      branchIds: [1],
    });
    expect(taken.statusCode).toBe(422);
  });

  it('enrols an authenticator (its codes are then needed) and removes it', async () => {
    const member = await staffMember(store, 'pharmacist', [1]);
    const enrolled = await manager.post(`/api/staff/accounts/${member.id}/authenticator`);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { secret, uri } = enrolled.json().data;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    await expect(staffLogin(store, member.email, 'Staff-test-password-1')).rejects.toThrow(/totp|code/i);
    expect(
      await staffLogin(store, member.email, 'Staff-test-password-1', await generateTotp({ secret })),
    ).toBeTruthy();
    const [audit] = await auditOf('staff.authenticatorEnrol', member.id);
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect((await manager.post(`/api/staff/accounts/${member.id}/authenticator/remove`)).statusCode).toBe(
      200,
    );
    expect(await staffLogin(store, member.email, 'Staff-test-password-1')).toBeTruthy();
  });

  it('answers a bad form with localized messages per field', async () => {
    const answer = await caller(store, admin.token, 'ar').post('/api/staff/accounts', {
      name: '',
      email: 'not-an-email',
      role: 'chief',
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().validation).toEqual(expect.arrayContaining(['من فضلك اختر الدور']));
  });
});

describe('customer lookup', () => {
  it('finds a customer by phone in any spelling, e-mail or order number, and audits every lookup', async () => {
    const customer = await shopper(store);
    await store.db.update(users).set({ branchId: 1 }).where(eq(users.id, customer.userId));
    const [row] = await store.db.select().from(users).where(eq(users.id, customer.userId));
    // Shown in its local form (docs/decisions/0073), kept as +20….
    const phone = localPhone(row!.phone!);
    const arabic = phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const pharmacist = await staffMember(store, 'pharmacist', [1]);
    for (const q of [
      phone,
      `+20 ${phone.slice(1, 4)} ${phone.slice(4)}`,
      arabic,
      row!.email!.toUpperCase(),
    ]) {
      const answer = await pharmacist.get(`/api/staff/customers?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, `${q}: ${answer.body}`).toBe(200);
      expect(answer.json().data.customers, q).toEqual([
        { id: customer.userId, name: `${row!.firstName} ${row!.lastName}`, phone, email: row!.email },
      ]);
    }
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    const byOrder = await pharmacist.get(`/api/staff/customers?q=%23${orderId}`);
    expect(byOrder.json().data.customers.map((c: { id: number }) => c.id)).toEqual([customer.userId]);
    const searches = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.staffId, pharmacist.id), eq(staffAuditLog.action, 'customer.search')));
    expect(searches).toHaveLength(5);
    expect(searches[0]).toMatchObject({ entity: 'customer', entityId: customer.userId });

    const short = await pharmacist.get('/api/staff/customers?q=Mona');
    expect(short.statusCode).toBe(422);
  });

  it("shows a customer's orders and open issues at the member's branches only, read-only and audited", async () => {
    const customer = await shopper(store);
    await store.db.update(users).set({ branchId: 1 }).where(eq(users.id, customer.userId));
    const here = await insertOrder(store, customer.userId, { branchId: 1 });
    const there = await insertOrder(store, customer.userId, { branchId: 2 });
    const openHere = await insertSupportIssue(store, customer.userId, { branchId: 1 });
    const closedHere = await insertSupportIssue(store, customer.userId, { branchId: 1 });
    await store.db.update(supportIssues).set({ status: 'closed' }).where(eq(supportIssues.id, closedHere));
    await insertSupportIssue(store, customer.userId, { branchId: 2 });
    const support = await staffMember(store, 'support', [1]);
    const answer = await support.get(`/api/staff/customers/${customer.userId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const view = answer.json().data.customer;
    expect(view.orders.map((order: { id: number }) => order.id)).toEqual([here]);
    expect(view.orders.map((order: { id: number }) => order.id)).not.toContain(there);
    expect(view.issues.map((issue: { id: number }) => issue.id)).toEqual([openHere]);
    expect(await auditOf('customer.view', customer.userId)).toHaveLength(1);

    // A customer known only at branch 2 is not branch 1's to look at.
    const elsewhere = await shopper(store);
    await store.db.update(users).set({ branchId: 2 }).where(eq(users.id, elsewhere.userId));
    expect((await support.get(`/api/staff/customers/${elsewhere.userId}`)).statusCode).toBe(404);
    const [other] = await store.db.select().from(users).where(eq(users.id, elsewhere.userId));
    const search = await support.get(`/api/staff/customers?q=${other!.phone}`);
    expect(search.json().data.customers).toEqual([]);
    expect((await admin.get(`/api/staff/customers/${elsewhere.userId}`)).statusCode).toBe(200);
  });
});
