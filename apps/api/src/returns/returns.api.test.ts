import { type MessageKey, orderStatusIds, paymentTypeIds, translate } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import {
  attachments,
  notifications,
  orderEvents,
  orders,
  paymentLedger,
  payments,
  products,
  returnRequests,
  stockMovements,
  supportIssues,
} from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { applyFileRetention } from '../privacy/index.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { stockAt } from '../test/shop-test-support.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';
import { photo, postForm } from '../test/test-files.ts';
import { refundReturn } from './return-service.ts';

let store: TestStore;
let me: Shopper;
let manager: Awaited<ReturnType<typeof staffMember>>;
let pharmacist: Awaited<ReturnType<typeof staffMember>>;
let grocery: number;
let medicine: number;
let cold: number;
const day = 24 * 3600_000;

/** A 422 with the message of `key` (its fixed part: the parameters are filled in). */
function refused(answer: { statusCode: number; json(): { validation: string[] } }, key: MessageKey) {
  expect(answer.statusCode).toBe(422);
  expect(answer.json().validation[0]).toContain(translate('en', key).split('{')[0]);
}

beforeAll(async () => {
  store = await build();
  me = await shopper(store);
  manager = await staffMember(store, 'branch_manager', [1]);
  pharmacist = await staffMember(store, 'pharmacist', [1]);
  const pick = async (medicineClass: string, skip: number[] = []) => {
    const [row] = await queryRows<{ id: number }>(
      store.db,
      sql`select p.id from products p join branch_products bp on bp.product_id = p.id and bp.branch_id = 1
        where p.medicine_class = ${medicineClass} and not p.weighted and bp.stock_milli > 10000
          and p.id not in (${sql.join([0, ...skip], sql`, `)})
        order by p.id limit 1`,
    );
    return Number(row!.id);
  };
  grocery = await pick('none');
  medicine = await pick('otc');
  cold = await pick('otc', [medicine]);
  await store.db.update(products).set({ coldChain: true }).where(eq(products.id, cold));
});
afterAll(() => store.close());

/** A delivered order of one line (1 unit, 100 EGP, 15 EGP delivery), delivered `daysAgo` days ago. */
async function deliveredOrder(
  productId: number,
  options: { daysAgo?: number; paymentTypeId?: number; paymentState?: string } = {},
) {
  const orderId = await insertOrder(store, me.userId, {
    branchId: 1,
    statusId: orderStatusIds.delivered,
    productId,
    ...(options.paymentTypeId ? { paymentTypeId: options.paymentTypeId } : {}),
    ...(options.paymentState ? { paymentState: options.paymentState } : {}),
  });
  await store.db.insert(orderEvents).values({
    orderId,
    type: 'order.delivered',
    data: {},
    at: new Date(store.clock.now().getTime() - (options.daysAgo ?? 1) * day),
  });
  return orderId;
}

async function paidOnline(orderId: number, method: 'card' | 'wallet' | 'kiosk') {
  await store.db.insert(payments).values({
    orderId,
    gateway: 'test',
    reference: `np-return-${orderId}`,
    gatewayOrderId: `77${orderId}`,
    gatewayReference: `88${orderId}`,
    amount: 11_500,
    state: 'paid',
    lang: 'en',
    method,
  });
}

const itemOf = async (orderId: number) =>
  (await me.get(`/api/orders/${orderId}/returns`)).json().data.lines[0].orderItemId as number;

async function ask(orderId: number, body: Record<string, unknown> = {}) {
  const orderItemId = await itemOf(orderId);
  return me.post(`/api/orders/${orderId}/returns`, {
    reason: 'changed_mind',
    items: [{ orderItemId, quantity: 1 }],
    ...body,
  });
}

/** A return taken to received by the branch's staff; returns its id. */
async function received(orderId: number, body: Record<string, unknown> = {}) {
  const asked = await ask(orderId, body);
  expect(asked.statusCode, asked.body).toBe(200);
  const id = asked.json().item as number;
  for (const [url, payload] of [
    ['decide', { decision: 'approve', note: 'We will collect it' }],
    ['pickup', { note: 'Tomorrow 10:00 to 12:00' }],
    ['receive', {}],
  ] as const) {
    const answer = await pharmacist.post(`/api/staff/returns/${id}/${url}`, payload);
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return id;
}

describe('asking for a return', () => {
  it('shows the window, the lines with their rules, and takes a request within the window', async () => {
    const orderId = await deliveredOrder(grocery, { daysAgo: 13 });
    const shown = (await me.get(`/api/orders/${orderId}/returns`)).json().data;
    expect(shown.window).toMatchObject({ days: 14, open: true });
    expect(shown.lines).toEqual([
      expect.objectContaining({ quantity: 1, returnable: 1, rule: 'any', unitAmount: 100 }),
    ]);
    const asked = await ask(orderId, { comment: 'Too big' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.request).toMatchObject({
      status: 'requested',
      reason: 'changed_mind',
      comment: 'Too big',
      amount: 100,
      items: [expect.objectContaining({ quantity: 1, opened: false })],
    });
    // Nothing left to return: the same line again is too many.
    expect((await me.get(`/api/orders/${orderId}/returns`)).json().data.lines[0].returnable).toBe(0);
    const again = await ask(orderId);
    expect(again.statusCode).toBe(422);
    refused(again, 'returns.tooMany');
  });

  it('refuses after the window, before delivery, and on someone else’s order', async () => {
    const late = await deliveredOrder(grocery, { daysAgo: 15 });
    expect((await me.get(`/api/orders/${late}/returns`)).json().data.window.open).toBe(false);
    const answer = await ask(late);
    expect(answer.statusCode).toBe(422);
    refused(answer, 'returns.windowClosed');

    const placed = await insertOrder(store, me.userId, { branchId: 1, productId: grocery });
    const early = await ask(placed);
    refused(early, 'returns.notDelivered');

    const other = await shopper(store);
    const theirs = await insertOrder(store, other.userId, {
      branchId: 1,
      statusId: orderStatusIds.delivered,
    });
    expect((await me.get(`/api/orders/${theirs}/returns`)).statusCode).toBe(404);
  });

  it('follows the configured window', async () => {
    const short = await build({ shop: { returnWindowDays: 3 } });
    try {
      const customer = await shopper(short);
      const orderId = await insertOrder(short, customer.userId, {
        branchId: 1,
        statusId: orderStatusIds.delivered,
      });
      await short.db.insert(orderEvents).values({
        orderId,
        type: 'order.delivered',
        data: {},
        at: new Date(short.clock.now().getTime() - 4 * day),
      });
      const shown = (await customer.get(`/api/orders/${orderId}/returns`)).json().data;
      expect(shown.window).toMatchObject({ days: 3, open: false });
    } finally {
      await short.close();
    }
  });

  it("applies the pharmacy's rules: opened medicines and cold-chain items only for the store's fault", async () => {
    const medicineOrder = await deliveredOrder(medicine);
    const lines = (await me.get(`/api/orders/${medicineOrder}/returns`)).json().data.lines;
    expect(lines[0].rule).toBe('sealed');
    const opened = await ask(medicineOrder, {
      items: [{ orderItemId: lines[0].orderItemId, quantity: 1, opened: true }],
    });
    expect(opened.statusCode).toBe(422);
    refused(opened, 'returns.notReturnable');
    const damaged = await ask(medicineOrder, {
      reason: 'damaged',
      items: [{ orderItemId: lines[0].orderItemId, quantity: 1, opened: true }],
    });
    expect(damaged.statusCode, damaged.body).toBe(200);

    const coldOrder = await deliveredOrder(cold);
    expect((await me.get(`/api/orders/${coldOrder}/returns`)).json().data.lines[0].rule).toBe('faultOnly');
    refused(await ask(coldOrder), 'returns.notReturnable');
    expect((await ask(coldOrder, { reason: 'wrong_item' })).statusCode).toBe(200);
  });

  it('takes photos while the request waits, cleaned and private, and files retention removes them once settled', async () => {
    const orderId = await deliveredOrder(grocery);
    const id = (await ask(orderId, { reason: 'damaged' })).json().item as number;
    const answer = await postForm(store, me.token, `/api/orders/${orderId}/returns/${id}/photos`, {}, [
      { filename: 'box.jpg', contentType: 'image/jpeg', data: await photo('jpeg') },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const request = answer.json().data.request;
    expect(request.attachments).toEqual([expect.objectContaining({ type: 'image' })]);
    expect((await store.app.inject({ method: 'GET', url: request.attachments[0].path })).statusCode).toBe(
      200,
    );
    // Someone else cannot add to it.
    const other = await shopper(store);
    const foreign = await postForm(store, other.token, `/api/orders/${orderId}/returns/${id}/photos`, {}, [
      { filename: 'box.jpg', contentType: 'image/jpeg', data: await photo('jpeg') },
    ]);
    expect(foreign.statusCode).toBe(404);

    await pharmacist.post(`/api/staff/returns/${id}/decide`, { decision: 'refuse', note: 'Not from us' });
    const closed = await postForm(store, me.token, `/api/orders/${orderId}/returns/${id}/photos`, {}, [
      { filename: 'box.jpg', contentType: 'image/jpeg', data: await photo('jpeg') },
    ]);
    refused(closed, 'returns.photosClosed');
    const later = new Date(store.clock.now().getTime() + 400 * day);
    const result = await applyFileRetention(
      store.db,
      store.app.files,
      { prescriptionDays: 730, supportDays: 365 },
      later,
    );
    expect(result.returnFiles).toBeGreaterThanOrEqual(1);
    expect(await store.db.select().from(attachments).where(eq(attachments.returnRequestId, id))).toEqual([]);
  });
});

describe('staff handling a return', () => {
  it('approves, arranges the pickup, receives to stock and refunds a cash order in cash, telling the customer each step', async () => {
    const orderId = await deliveredOrder(grocery);
    const stock = await stockAt(store, grocery);
    const id = await received(orderId);
    expect(await stockAt(store, grocery)).toBe(stock + 1000);
    const [moved] = await store.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'returned')));
    expect(moved).toMatchObject({ deltaMilli: 1000, staffId: pharmacist.id });

    // A pharmacist may not pay money back; a manager may, and must say who paid it.
    expect((await pharmacist.post(`/api/staff/returns/${id}/refund`, { paidBy: 'driver' })).statusCode).toBe(
      403,
    );
    const missing = await manager.post(`/api/staff/returns/${id}/refund`, {});
    refused(missing, 'returns.paidByRequired');
    const refunded = await manager.post(`/api/staff/returns/${id}/refund`, { paidBy: 'driver' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data.request).toMatchObject({
      status: 'refunded',
      refundMethod: 'cash',
      amount: 100,
      refundVia: 'cash',
    });
    const ledger = await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: 10_000,
        reason: 'return',
        cashBy: 'driver',
        staffId: manager.id,
      }),
    ]);
    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ total: 1_500, returnedAmount: 10_000 });
    const told = await store.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.type, 'return.updated')));
    expect(told.map((row) => (row.data as { status: string }).status).sort()).toEqual(
      ['approved', 'pickup', 'received', 'refunded'].sort(),
    );
    // Each step once: a repeated refund is not at that step.
    refused(await manager.post(`/api/staff/returns/${id}/refund`, { paidBy: 'driver' }), 'returns.wrongStep');
    const customerView = (await me.get(`/api/orders/${orderId}/returns`)).json().data.requests[0];
    expect(customerView).toMatchObject({ status: 'refunded', decisionNote: 'We will collect it' });
  });

  it('quarantines a returned medicine in the stock ledger without putting it back on sale', async () => {
    const orderId = await deliveredOrder(medicine);
    const stock = await stockAt(store, medicine);
    const id = await received(orderId);
    expect(await stockAt(store, medicine)).toBe(stock);
    const [row] = await store.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'return_quarantined')));
    expect(row).toMatchObject({ deltaMilli: 0, staffId: pharmacist.id });
    const shown = (await manager.get(`/api/staff/returns/${id}`)).json().data.request;
    expect(shown.items[0].disposition).toBe('quarantine');
  });

  it('refunds a card and a wallet through the gateway, and a kiosk payment in cash', async () => {
    for (const method of ['card', 'wallet'] as const) {
      const orderId = await deliveredOrder(grocery, {
        paymentTypeId: method === 'card' ? paymentTypeIds.online : paymentTypeIds.wallet,
        paymentState: 'paid',
      });
      await paidOnline(orderId, method);
      const id = await received(orderId);
      const answer = await manager.post(`/api/staff/returns/${id}/refund`, {});
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data.request).toMatchObject({ refundMethod: 'gateway', refundVia: 'gateway' });
      const ledger = await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
      expect(ledger).toEqual([
        expect.objectContaining({
          kind: 'refund',
          amount: 10_000,
          reason: 'return',
          cashBy: null,
          gatewayReference: `test-refund-np-return-${orderId}`,
        }),
      ]);
    }
    const kioskOrder = await deliveredOrder(grocery, {
      paymentTypeId: paymentTypeIds.kiosk,
      paymentState: 'paid',
    });
    await paidOnline(kioskOrder, 'kiosk');
    const id = await received(kioskOrder);
    const answer = await manager.post(`/api/staff/returns/${id}/refund`, { paidBy: 'counter' });
    expect(answer.json().data.request).toMatchObject({ refundMethod: 'cash' });
  });

  it('changes nothing when the gateway refuses the refund', async () => {
    const orderId = await deliveredOrder(grocery, {
      paymentTypeId: paymentTypeIds.online,
      paymentState: 'paid',
    });
    await paidOnline(orderId, 'card');
    const id = await received(orderId);
    const refusing: PaymentGateway = {
      name: 'test',
      start: () => Promise.reject(new Error('unused')),
      verifyCallback: () => null,
      refund: () => Promise.reject(new Error('gateway down')),
    };
    await expect(
      refundReturn(
        { db: store.db, files: store.app.files, windowDays: 14, gateway: refusing },
        { id: manager.id, role: 'branch_manager', branchIds: [1] },
        id,
        {},
        new Date(),
      ),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'order.refundFailed' });
    const [row] = await store.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row!.status).toBe('received');
    expect(await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).toEqual([]);
    const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ total: 11_500, returnedAmount: 0 });
  });

  it('keeps another branch’s returns out of sight and tells a late second step to look again', async () => {
    const orderId = await deliveredOrder(grocery);
    const id = (await ask(orderId)).json().item as number;
    const elsewhere = await staffMember(store, 'branch_manager', [2]);
    expect((await elsewhere.get(`/api/staff/returns/${id}`)).statusCode).toBe(404);
    expect((await elsewhere.get('/api/staff/returns')).json().data.returns).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const listed = (await manager.get('/api/staff/returns?status=requested')).json().data.returns;
    expect(listed).toContainEqual(expect.objectContaining({ id, version: 1 }));
    const first = await manager.post(`/api/staff/returns/${id}/decide`, {
      decision: 'approve',
      note: 'OK',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    const second = await pharmacist.post(`/api/staff/returns/${id}/decide`, {
      decision: 'refuse',
      note: 'No',
      version: 1,
    });
    expect(second.statusCode).toBe(409);
  });
});

describe('a cash refund paid for a late kiosk payment', () => {
  it('writes the ledger row, closes the cash refund due and its support issue once all is paid', async () => {
    const orderId = await insertOrder(store, me.userId, {
      branchId: 1,
      statusId: orderStatusIds.cancelled,
      paymentTypeId: paymentTypeIds.kiosk,
      paymentState: 'failed',
    });
    const [payment] = await store.db
      .insert(payments)
      .values({
        orderId,
        gateway: 'test',
        reference: `np-kiosk-${orderId}`,
        amount: 11_500,
        state: 'cash_refund_due',
        lang: 'en',
        method: 'kiosk',
      })
      .returning();
    const [issue] = await store.db
      .insert(supportIssues)
      .values({
        userId: me.userId,
        branchId: 1,
        typeId: 3,
        orderId,
        comment: 'Refund in cash',
        status: 'open',
      })
      .returning();
    await store.db.insert(orderEvents).values({
      orderId,
      type: 'payment.cashRefundDue',
      data: { amount: 11_500, paymentId: payment!.id, issueId: issue!.id },
      at: new Date(),
    });

    const url = `/api/staff/orders/${orderId}/cash-refund`;
    // The staff order says what is still due, for the console's "cash refund paid".
    const dueOf = async () =>
      (await manager.get(`/api/staff/orders/${orderId}`)).json().data.order.payment.cashRefundDue;
    expect(await dueOf()).toBe(115);
    expect((await pharmacist.post(url, { amount: '10', paidBy: 'counter' })).statusCode).toBe(403);
    const tooMuch = await manager.post(url, { amount: '200', paidBy: 'counter' });
    refused(tooMuch, 'cashRefund.tooMuch');
    // Arabic-Indic digits, as the console's box may be typed.
    const part = await manager.post(url, { amount: '١٥', paidBy: 'driver' });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toEqual({ orderId, refundedInCash: 15, closed: false });
    expect(await dueOf()).toBe(100);
    const rest = await manager.post(url, { amount: '100', paidBy: 'counter' });
    expect(rest.json().data).toEqual({ orderId, refundedInCash: 115, closed: true });
    expect(await dueOf()).toBeUndefined();

    const ledger = await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
    expect(ledger).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: 1_500,
        reason: 'kiosk',
        cashBy: 'driver',
        staffId: manager.id,
      }),
      expect.objectContaining({
        kind: 'refund',
        amount: 10_000,
        reason: 'kiosk',
        cashBy: 'counter',
        staffId: manager.id,
      }),
    ]);
    const [after] = await store.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.state).toBe('refunded');
    const [closedIssue] = await store.db.select().from(supportIssues).where(eq(supportIssues.id, issue!.id));
    expect(closedIssue!.status).toBe('closed');
    const again = await manager.post(url, { amount: '1', paidBy: 'counter' });
    refused(again, 'cashRefund.notDue');

    // The customer is told of each payout, in cash, not to a card.
    const told = await store.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.type, 'order.refunded')))
      .orderBy(notifications.id);
    expect(told.map((row) => row.data)).toEqual([
      { amount: 1_500, method: 'cash' },
      { amount: 10_000, method: 'cash' },
    ]);
    const inbox = (await me.get('/api/notifications')).json().data.notifications as {
      body: string;
      url: string;
    }[];
    const shown = inbox.filter((entry) => entry.url.endsWith(`/${orderId}`)).map((entry) => entry.body);
    expect(shown).toContain('100.00 EGP has been refunded to you in cash.');
  });
});

describe("the customer's data download", () => {
  it('lists their returns with their lines, steps and photos, and no staff member', async () => {
    const orderId = await deliveredOrder(grocery);
    const id = await received(orderId, { comment: 'Dented tin', reason: 'damaged' });
    const answer = await me.get('/api/profile/data-export');
    expect(answer.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(answer.rawPayload));
    const returns = JSON.parse(strFromU8(zip['returns.json']!)) as Record<string, unknown>[];
    const mine = returns.find((one) => one.id === id);
    expect(mine).toMatchObject({
      orderId,
      status: 'received',
      reason: 'damaged',
      comment: 'Dented tin',
      decisionNote: 'We will collect it',
      pickupNote: 'Tomorrow 10:00 to 12:00',
      items: [expect.objectContaining({ quantityMilli: 1000, amount: 10_000, disposition: 'quarantine' })],
    });
    expect(mine).not.toHaveProperty('decidedBy');
    expect(mine).not.toHaveProperty('receivedBy');
  });

  it('keeps return photos under files/returns', async () => {
    const orderId = await deliveredOrder(grocery);
    const asked = await ask(orderId, { reason: 'damaged' });
    const id = asked.json().item as number;
    const sent = await postForm(store, me.token, `/api/orders/${orderId}/returns/${id}/photos`, {}, [
      { filename: 'dent.jpg', contentType: 'image/jpeg', data: await photo('jpeg') },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const zip = unzipSync(new Uint8Array((await me.get('/api/profile/data-export')).rawPayload));
    const returns = JSON.parse(strFromU8(zip['returns.json']!)) as { id: number; files: string[] }[];
    const files = returns.find((one) => one.id === id)!.files;
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^files/returns/${id}/`));
    expect(zip[files[0]!]).toBeDefined();
  });
});
