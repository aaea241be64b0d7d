import { defaultBoardTimers, translate } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import { generateSecret, generate as generateTotp } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderEvents,
  orders,
  paymentLedger,
  payments,
  staff,
  staffAuditLog,
  staffSessions,
} from '../db/schema.ts';
import { demoStaff } from '../demo-data/demo-staff.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { fillCart, orderRow, orderTheCart, piecesHandout, stockAt } from '../test/shop-test-support.ts';
import { caller, insertOrder, staffLogin, staffMember, staffPassword } from '../test/staff-test-support.ts';
import { createStaffAccount, StaffAccountError } from './staff-accounts.ts';
import { staffCreate } from './staff-create.ts';
import { demoStaffPasswords } from './staff-rules.ts';

let store: TestStore;
let customer: Shopper;
beforeAll(async () => {
  store = await build();
  customer = await shopper(store);
  pieces = piecesHandout(store);
});
afterAll(() => store.close());

/** An in-stock piece product of branch 1, not used by another test of this file. */
let pieces: ReturnType<typeof piecesHandout>;
const freshPiece = async () => (await pieces(1))[0]!.id;

/** A real order of 2 pieces at branch 1, placed through the API. */
async function placeOrder(productId: number) {
  await fillCart(customer, [productId]);
  return (await orderTheCart(customer)).item as number;
}

const eventTypes = async (orderId: number) =>
  (
    await store.db
      .select({ type: orderEvents.type })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id))
  ).map((e) => e.type);

const auditOf = (orderId: number) =>
  store.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, orderId)))
    .orderBy(asc(staffAuditLog.id));

describe('staff login', () => {
  it('logs in every demo account with the README password, for 12 hours', async () => {
    for (const member of demoStaff) {
      const answer = await caller(store, null).post('/api/staff/login', {
        email: member.email,
        password: demoStaffPasswords[member.role],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { data } = answer.json();
      expect(data.staff).toEqual({
        id: expect.any(Number),
        name: member.name,
        role: member.role,
        branchIds: member.branchIds,
      });
      const hours = (new Date(data.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      expect((await caller(store, data.token).get('/api/staff/me')).json().data.staff.role).toBe(member.role);
    }
  });

  it("names the member's branches in the request's language (every branch for an admin)", async () => {
    const pharmacist = await staffMember(store, 'pharmacist', [2]);
    const english = (await pharmacist.get('/api/staff/me')).json().data;
    // With its phone, which printouts carry.
    expect(english.branches).toEqual([
      {
        id: 2,
        name: expect.any(String),
        phone: expect.stringMatching(/^[\d-]{8,}$/),
        boardTimers: defaultBoardTimers,
      },
    ]);
    const arabic = (await caller(store, pharmacist.token, 'ar').get('/api/staff/me')).json().data;
    expect(arabic.branches[0].id).toBe(2);
    expect(arabic.branches[0].name).not.toBe(english.branches[0].name);
    expect(arabic.branches[0].name).toMatch(/[\u0600-\u06ff]/);
    const admin = await staffMember(store, 'admin', []);
    const all = (await admin.get('/api/staff/me')).json().data.branches;
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((b: { id: number }) => b.id)).toContain(2);
  });

  it('refuses a wrong password, then slows the account down as for customers', async () => {
    const member = await staffMember(store, 'pharmacist', [1]);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await caller(store, null).post('/api/staff/login', {
        email: member.email,
        password: 'Wrong-pass-1',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe('The e-mail, password or code is not correct');
    }
    // The fifth wrong password started a wait: even the right one has to wait for it.
    const blocked = await caller(store, null).post('/api/staff/login', {
      email: member.email,
      password: staffPassword,
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('ends sessions at expiry, at logout and when the account is disabled; a disabled account cannot log in', async () => {
    const member = await staffMember(store, 'support', [1]);
    const admin = await staffMember(store, 'admin', []);
    await store.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(staffSessions.staffId, member.id));
    expect((await member.get('/api/staff/me')).statusCode).toBe(401);

    const second = await staffLogin(store, member.email, staffPassword);
    expect((await caller(store, second).post('/api/staff/logout')).statusCode).toBe(200);
    expect((await caller(store, second).get('/api/staff/me')).statusCode).toBe(401);

    const third = await staffLogin(store, member.email, staffPassword);
    expect((await caller(store, third).get('/api/staff/me')).statusCode).toBe(200);
    expect((await admin.post(`/api/staff/accounts/${member.id}/disable`)).statusCode).toBe(200);
    expect((await caller(store, third).get('/api/staff/me')).statusCode).toBe(401);
    const login = await caller(store, null).post('/api/staff/login', {
      email: member.email,
      password: staffPassword,
    });
    expect(login.statusCode).toBe(422);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'staff.disable'));
    expect(audit).toMatchObject({
      staffId: admin.id,
      entity: 'staff',
      entityId: member.id,
      // The people screens' audit shape (docs/decisions/0047): enabled before, disabled after.
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it('takes the session length from the configuration', async () => {
    // A second app on this store's database: only the setting differs.
    const short = await build({ accounts: { staffSessionHours: 1 }, shareDatabaseOf: store });
    try {
      const answer = await caller(short, null).post('/api/staff/login', {
        email: 'admin@staff.demo',
        password: demoStaffPasswords.admin,
      });
      const hours = (new Date(answer.json().data.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(0.9);
      expect(hours).toBeLessThanOrEqual(1);
    } finally {
      await short.close();
    }
  });

  it('asks an admin with the second factor for the authenticator code', async () => {
    const secret = generateSecret();
    const email = 'totp.admin@staff.test';
    await createStaffAccount(
      store.db,
      {
        email,
        name: 'Totp Admin',
        role: 'admin',
        branchIds: [],
        password: staffPassword,
        totpSecret: secret,
      },
      { storeMode: 'demo' },
    );
    const login = (totp?: string) =>
      caller(store, null).post('/api/staff/login', {
        email,
        password: staffPassword,
        ...(totp ? { totp } : {}),
      });
    const missing = await login();
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe('Please enter the code from your authenticator app');
    expect((await login('000000')).statusCode).toBe(422);
    const right = await login(await generateTotp({ secret }));
    expect(right.statusCode, right.body).toBe(200);
  });

  it('accepts an authenticator code once: a replay is refused, on another app instance too', async () => {
    const secret = generateSecret();
    const email = 'totp.replay@staff.test';
    await createStaffAccount(
      store.db,
      {
        email,
        name: 'Replay Admin',
        role: 'admin',
        branchIds: [],
        password: staffPassword,
        totpSecret: secret,
      },
      { storeMode: 'demo' },
    );
    const second = await build({ shareDatabaseOf: store });
    try {
      const login = (on: TestStore, totp: string) =>
        caller(on, null).post('/api/staff/login', { email, password: staffPassword, totp });
      const now = Math.floor(Date.now() / 1000);
      const code = await generateTotp({ secret, epoch: now });
      const first = await login(store, code);
      expect(first.statusCode, first.body).toBe(200);
      // The same code again, within its 30-second window: on this instance and on the other one.
      const again = await login(store, code);
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(translate('en', 'staff.loginFailed'));
      expect((await login(second, code)).statusCode).toBe(422);
      // The previous step's code, still inside the tolerance, is older than the one used: refused too.
      expect((await login(second, await generateTotp({ secret, epoch: now - 30 }))).statusCode).toBe(422);
      const [row] = await store.db
        .select({ step: staff.totpLastStep })
        .from(staff)
        .where(eq(staff.email, email));
      expect(row!.step).toBe(Math.floor(now / 30));
    } finally {
      await second.close();
    }
  });
});

describe('the API documentation', () => {
  it('describes every staff route', async () => {
    const docs = await store.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const path of ['/api/staff/login', '/api/staff/orders/{id}/status', '/api/staff/audit-log'])
      expect(paths).toContain(path);
  });
});

describe('npm run staff:create', () => {
  it('creates the first admin of a production store, who can log in', async () => {
    const created = await staffCreate(
      store.db,
      ['--email', 'First.Admin@Example.com', '--role', 'admin', '--name', 'First Admin'],
      'production',
    );
    expect(created).toMatchObject({ email: 'first.admin@example.com', role: 'admin', totpUri: null });
    expect(created.password.length).toBeGreaterThanOrEqual(16);
    const token = await staffLogin(store, 'first.admin@example.com', created.password);
    expect((await caller(store, token).get('/api/staff/me')).json().data.staff).toMatchObject({
      role: 'admin',
    });

    const manager = await staffCreate(
      store.db,
      ['--email', 'm@example.com', '--role', 'branch_manager', '--branch', '1,2', '--totp'],
      'production',
    );
    expect(manager.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const [row] = await store.db.select().from(staff).where(eq(staff.id, manager.id));
    expect(row!.totpSecret).not.toBeNull();
  });

  it('refuses the README demo passwords in production, a bad role, and a manager without a branch', async () => {
    await expect(
      staffCreate(
        store.db,
        ['--email', 'x@example.com', '--role', 'admin', '--password', demoStaffPasswords.admin],
        'production',
      ),
    ).rejects.toThrow(StaffAccountError);
    await expect(
      staffCreate(store.db, ['--email', 'y@example.com', '--role', 'owner'], 'production'),
    ).rejects.toThrow(/--role must be one of/);
    await expect(
      staffCreate(store.db, ['--email', 'z@example.com', '--role', 'pharmacist'], 'production'),
    ).rejects.toThrow(/at least one branch/);
    // The data protection officer works for the whole store: no branch (docs/decisions/0081).
    await expect(
      staffCreate(store.db, ['--email', 'dpo@example.com', '--role', 'dpo'], 'production'),
    ).resolves.toBeDefined();
  });

  it('seeds no staff account in production mode', async () => {
    const production = await build({
      accounts: {
        storeMode: 'production',
        sessionSecret: 'a-production-secret-of-at-least-32-chars',
        smtp: { url: 'smtp://127.0.0.1:2525', from: 'store@example.com' },
        smsWebhook: { url: 'http://127.0.0.1:9/sms', token: null },
      },
      shop: { allowTestGateway: true },
    });
    try {
      expect(await production.db.select().from(staff)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('the order pipeline', () => {
  it('moves an order placed -> in process -> out for delivery -> delivered -> completed, with events, dispatch time, amount collected and audit', async () => {
    const pharmacist = await staffMember(store, 'pharmacist', [1]);
    const orderId = await placeOrder(await freshPiece());
    const total = (await orderRow(store, orderId)).total;
    const move = (statusId: number, extra: object = {}) =>
      pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId, ...extra });

    // The board's card: lines, first name, no waiting, and the clock of its stage.
    const card = async () =>
      (await pharmacist.get(`/api/staff/orders?status=${(await orderRow(store, orderId)).statusId}`))
        .json()
        .data.orders.find((o: { id: number }) => o.id === orderId);
    const placed = await card();
    expect(placed).toMatchObject({
      itemsCount: 1,
      substitutionsPending: 0,
      prescription: false,
      customerFirstName: expect.any(String),
    });
    expect(placed.customerName.startsWith(placed.customerFirstName)).toBe(true);
    expect(Date.parse(placed.stageSince)).toBeGreaterThan(0);

    const accepted = await move(2);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Accepting starts its new stage's clock.
    expect(Date.parse((await card()).stageSince)).toBeGreaterThanOrEqual(Date.parse(placed.stageSince));
    expect((await card()).stageSince).not.toBe(placed.stageSince);
    expect(accepted.json()).toMatchObject({
      message: 'The order is now In process',
      data: { order: { status: { id: 2 }, nextStatusIds: [7] } },
    });
    expect((await orderRow(store, orderId)).dispatchedAt).toBeNull();

    const before = Date.now();
    expect((await move(7)).statusCode).toBe(200);
    const dispatched = await orderRow(store, orderId);
    expect(dispatched.statusId).toBe(7);
    expect(dispatched.dispatchedAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    // The customer can no longer cancel an order on its way.
    expect((await customer.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 })).statusCode).toBe(422);

    const noAmount = await move(4);
    expect(noAmount.statusCode).toBe(422);
    expect(noAmount.json().validation).toEqual(['Please input the amount collected at delivery']);
    const delivered = await move(4, { amountCollected: total / 100 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().data.order.payment.amountCollected).toBe(total / 100);
    expect((await orderRow(store, orderId)).amountCollected).toBe(total);

    expect((await move(5)).statusCode).toBe(200);
    expect((await orderRow(store, orderId)).statusId).toBe(5);
    expect(await eventTypes(orderId)).toEqual([
      'order.accepted',
      'order.dispatched',
      'order.delivered',
      'order.completed',
    ]);
    const audit = await auditOf(orderId);
    expect(
      audit.map((row) => [
        row.action,
        row.staffId,
        (row.before as { statusId: number }).statusId,
        (row.after as { statusId: number }).statusId,
      ]),
    ).toEqual([
      ['order.status', pharmacist.id, 1, 2],
      ['order.status', pharmacist.id, 2, 7],
      ['order.status', pharmacist.id, 7, 4],
      ['order.status', pharmacist.id, 4, 5],
    ]);
    expect(audit[2]!.after).toMatchObject({ amountCollected: total });
    expect(audit[1]!.after).toMatchObject({ dispatchedAt: dispatched.dispatchedAt!.toISOString() });

    // Admins read the same through the API; a branch manager may not.
    const admin = await staffMember(store, 'admin', []);
    const log = await admin.get(`/api/staff/audit-log?entity=order&entityId=${orderId}`);
    expect(log.json().data.entries).toHaveLength(4);
    expect(log.json().data.entries[0]).toMatchObject({
      action: 'order.status',
      staffName: expect.any(String),
    });
  });

  it('refuses illegal moves with 422 naming the current status, in English and Arabic', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    const managerAr = caller(store, manager.token, 'ar');
    const placed = await insertOrder(store, customer.userId, { branchId: 1 });
    for (const statusId of [4, 5, 6, 7, 1, 3, 99]) {
      const answer = await manager.post(`/api/staff/orders/${placed}/status`, { statusId });
      expect(answer.statusCode, `to ${statusId}`).toBe(422);
    }
    const skip = await manager.post(`/api/staff/orders/${placed}/status`, { statusId: 4 });
    expect(skip.json()).toMatchObject({
      code: 422,
      message: 'This order is Placed and cannot be moved to Delivered',
      validation: ['This order is Placed and cannot be moved to Delivered'],
    });
    const skipAr = await managerAr.post(`/api/staff/orders/${placed}/status`, { statusId: 4 });
    expect(skipAr.json().message).toBe('حالة هذا الطلب تم الطلب ولا يمكن نقله إلى تم التوصيل');

    const completed = await insertOrder(store, customer.userId, { branchId: 1, statusId: 5 });
    const back = await managerAr.post(`/api/staff/orders/${completed}/status`, { statusId: 2 });
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toContain('مكتمل');
    expect((await orderRow(store, completed)).statusId).toBe(5);
    expect(await eventTypes(placed)).toEqual([]);
    expect(await auditOf(placed)).toEqual([]);
  });

  it('cancels an order out for delivery: stock back, online payment refunded through the gateway, audited', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    const productId = await freshPiece();
    const stockBefore = await stockAt(store, productId);
    const orderId = await placeOrder(productId);
    expect(await stockAt(store, productId)).toBe(stockBefore - 2000);
    const row = await orderRow(store, orderId);
    // Paid online, as the payment callback would leave it.
    await store.db
      .update(orders)
      .set({ paymentTypeId: 3, paymentState: 'paid', paidAt: new Date() })
      .where(eq(orders.id, orderId));
    const reference = `np-staff-${orderId}`;
    await store.db.insert(payments).values({
      orderId,
      gateway: 'test',
      reference,
      gatewayOrderId: `77${orderId}`,
      gatewayReference: `88${orderId}`,
      amount: row.total,
      state: 'paid',
      lang: 'en',
    });
    expect((await manager.post(`/api/staff/orders/${orderId}/status`, { statusId: 2 })).statusCode).toBe(200);
    expect((await manager.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 })).statusCode).toBe(200);

    // After dispatch, only the store's own reasons: 103 is its 'Wrong address'.
    const cancelled = await manager.post(`/api/staff/orders/${orderId}/cancel`, {
      reasonId: 103,
      comment: 'Wrong address',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order).toMatchObject({
      status: { id: 6 },
      paymentState: 'refunded',
      payment: { refunded: row.total / 100 },
    });
    expect(await stockAt(store, productId)).toBe(stockBefore);
    const [payment] = await store.db.select().from(payments).where(eq(payments.orderId, orderId));
    const refunds = await store.db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.paymentId, payment!.id), eq(paymentLedger.kind, 'refund')));
    expect(refunds).toEqual([
      expect.objectContaining({ amount: row.total, gatewayReference: `test-refund-${reference}` }),
    ]);
    expect(await orderRow(store, orderId)).toMatchObject({
      statusId: 6,
      cancelledBy: 'staff',
      cancellationReasonId: 103,
    });
    expect(await eventTypes(orderId)).toEqual(['order.accepted', 'order.dispatched', 'order.cancelled']);
    const audit = await auditOf(orderId);
    expect(audit.at(-1)).toMatchObject({
      action: 'order.cancel',
      staffId: manager.id,
      before: { statusId: 7, paymentState: 'paid' },
      after: { statusId: 6, paymentState: 'refunded', reasonId: 103, comment: 'Wrong address' },
    });
  });

  it('refuses to cancel a delivered order, naming its status', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    const delivered = await insertOrder(store, customer.userId, { branchId: 1, statusId: 4 });
    const answer = await manager.post(`/api/staff/orders/${delivered}/cancel`, { reasonId: 5 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('This order is Delivered and cannot be moved to Cancelled');
    expect((await orderRow(store, delivered)).statusId).toBe(4);
    const unknownReason = await manager.post(
      `/api/staff/orders/${await insertOrder(store, customer.userId, { branchId: 1 })}/cancel`,
      { reasonId: 999 },
    );
    expect(unknownReason.statusCode).toBe(422);
  });

  it('lists the orders of the branch with filters, and shows one with its stock, customer and flags', async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    const mine = await insertOrder(store, customer.userId, { branchId: 1, statusId: 2 });
    const elsewhere = await insertOrder(store, customer.userId, { branchId: 2, statusId: 2 });
    const listed = (await manager.get('/api/staff/orders?status=2')).json().data;
    const ids = listed.orders.map((o: { id: number }) => o.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(elsewhere);
    expect(listed.orders.every((o: { status: { id: number } }) => o.status.id === 2)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const future = (await manager.get('/api/staff/orders?from=2099-01-01')).json().data;
    expect(future.orders).toEqual([]);
    const around = (await manager.get(`/api/staff/orders?from=2020-01-01&to=2099-12-31&status=2`)).json()
      .data;
    expect(around.orders.map((o: { id: number }) => o.id)).toContain(mine);
    const badDate = await manager.get(`/api/staff/orders?from=${today}x`);
    expect(badDate.statusCode).toBe(422);

    const detail = (await manager.get(`/api/staff/orders/${mine}`)).json().data.order;
    expect(detail).toMatchObject({
      id: mine,
      branchId: 1,
      items: [
        {
          productId: expect.any(Number),
          name: 'Test product',
          quantity: 1,
          stockAtBranch: expect.any(Number),
        },
      ],
      customer: { id: customer.userId, phone: expect.any(String) },
      payment: { typeId: 1, state: 'not_required', amountCollected: null, refunded: 0 },
      substitutions: { pending: 0, answered: 0 },
      flags: { needsConfirmationCall: false },
      nextStatusIds: [7],
    });
  });
});
