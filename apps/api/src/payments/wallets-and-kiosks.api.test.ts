import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { branchProducts, orderEvents, orders, payments, supportIssues } from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { fillCart, orderRow, piecesHandout, stockAt } from '../test/shop-test-support.ts';
import { testBillReference, testWallets } from './test-gateway.ts';

/* Mobile wallets and kiosk references through the test gateway (docs/decisions/0080). */

let store: TestStore;
let handOut: ReturnType<typeof piecesHandout>;
beforeAll(async () => {
  store = await build();
  handOut = piecesHandout(store);
});
afterAll(() => store.close());

const minute = 60_000;
const defaults = loadConfig({}).shop;
const origin = 'http://localhost:80';
const pathOf = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);

async function cartWith(me: Shopper, paymentTypeId: number) {
  const [product] = await handOut(1);
  await fillCart(me, [product!.id], paymentTypeId);
  return { productId: product!.id, stock: await stockAt(store, product!.id) };
}

async function attemptsOf(orderId: number) {
  return store.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/** The test wallet's page: 'pay' is the customer approving on the phone. Follows the signed callback. */
async function answerOnPhone(url: string, decision: 'pay' | 'cancel' = 'pay') {
  const page = await store.app.inject({ method: 'GET', url: pathOf(url) });
  expect(page.statusCode).toBe(200);
  const submitted = await store.app.inject({
    method: 'POST',
    url: pathOf(url),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision }).toString(),
  });
  expect(submitted.statusCode).toBe(303);
  expect(submitted.headers.location).toMatch(/^\/api\/payment\/callback\?/);
  const callback = await store.app.inject({ method: 'GET', url: submitted.headers.location as string });
  return { page: page.body, landing: callback.headers.location as string };
}

describe('paying with a mobile wallet', () => {
  it('asks for the wallet number, in any digits, before placing anything', async () => {
    const me = await shopper(store);
    await cartWith(me, 4);
    const missing = await me.post('/api/payment/pay', {});
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json().message).toBe('Please enter the mobile number of your wallet');
    const landline = await me.post('/api/payment/pay', { walletNumber: '0223456789' });
    expect(landline.statusCode).toBe(422);
    expect(await store.db.select().from(orders).where(eq(orders.userId, me.userId))).toEqual([]);
    const arabic = await me.post('/api/payment/pay', { walletNumber: '٠١٠ ١٠٠٠ ٠٠٠١' });
    expect(arabic.statusCode, arabic.body).toBe(200);
    const [attempt] = await attemptsOf(arabic.json().item);
    expect(attempt).toMatchObject({ method: 'wallet', walletNumber: '+201010000001', mode: 'sale' });
  });

  it('the approving wallet pays the order in full (no hold) and places it', async () => {
    const me = await shopper(store);
    await cartWith(me, 4);
    const pay = await me.post('/api/payment/pay', { walletNumber: testWallets.approve });
    expect(pay.statusCode, pay.body).toBe(200);
    const { data: url, item: orderId } = pay.json();
    expect(url).toMatch(/^http:\/\/localhost:80\/api\/payment\/test-gateway\/np-\d+-[0-9a-f]{16}$/);
    const total = (await orderRow(store, orderId)).total;
    // The same cart asked again gives the same request.
    expect((await me.post('/api/payment/pay', { walletNumber: testWallets.approve })).json().data).toBe(url);
    const { page, landing } = await answerOnPhone(url);
    expect(page).toContain('01010000001');
    expect(landing).toBe(`/en/checkout-redirect?success=1&orderId=${orderId}`);
    expect(await orderRow(store, orderId)).toMatchObject({ paymentState: 'paid', awaitingPayment: false });
    const [attempt] = await attemptsOf(orderId);
    expect(attempt).toMatchObject({ state: 'paid', amount: total, method: 'wallet' });
    expect((await me.get('/api/cart/view')).json().data.cart.items).toEqual([]);
  });

  it('the declining wallet fails the payment; asked again, the same wallet is asked anew', async () => {
    const me = await shopper(store);
    await cartWith(me, 4);
    const pay = (await me.post('/api/payment/pay', { walletNumber: testWallets.decline })).json();
    const { landing } = await answerOnPhone(pay.data);
    expect(landing).toBe(`/en/checkout-redirect?orderId=${pay.item}`);
    expect(await orderRow(store, pay.item)).toMatchObject({ paymentState: 'failed', awaitingPayment: true });
    const retry = await me.post('/api/payment/pay', { orderId: pay.item });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).not.toBe(pay.data);
    expect((await attemptsOf(pay.item)).map((a) => [a.state, a.walletNumber])).toEqual([
      ['failed', '+201010000002'],
      ['pending', '+201010000002'],
    ]);
  });

  it('an unapproved request expires after WALLET_TIMEOUT_MINUTES and its stock goes back', async () => {
    const me = await shopper(store);
    const { productId, stock } = await cartWith(me, 4);
    const { item: orderId } = (
      await me.post('/api/payment/pay', { walletNumber: testWallets.approve })
    ).json();
    expect(await stockAt(store, productId)).toBe(stock - 2_000);
    const [attempt] = await attemptsOf(orderId);
    expect(attempt!.expiresAt!.getTime()).toBe(
      store.clock.now().getTime() + defaults.walletTimeoutMinutes * minute,
    );
    store.clock.advance((defaults.walletTimeoutMinutes - 1) * minute);
    await store.jobs.runDue();
    expect((await orderRow(store, orderId)).cancelledAt).toBeNull();
    store.clock.advance(minute);
    await store.jobs.runDue();
    expect(await orderRow(store, orderId)).toMatchObject({
      statusId: 6,
      cancelledBy: 'system',
      cancellationComment: 'payment not received in time',
    });
    expect(await stockAt(store, productId)).toBe(stock);
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['cancelled']);
  });
});

describe('paying at a kiosk with a reference', () => {
  it('gives a reference shown on the order page, paid at the outlet a few seconds later', async () => {
    const me = await shopper(store, 'ar');
    await cartWith(me, 5);
    const pay = await me.post('/api/payment/pay', {});
    expect(pay.statusCode, pay.body).toBe(200);
    const { data: url, item: orderId } = pay.json();
    // Nothing to open at a gateway: the order's page shows the reference.
    expect(url).toBe(`/ar/order-info/${orderId}`);
    const [attempt] = await attemptsOf(orderId);
    expect(attempt).toMatchObject({
      method: 'kiosk',
      state: 'pending',
      billReference: testBillReference(attempt!.reference),
    });
    expect(attempt!.billReference).toMatch(/^\d{10}$/);
    const order = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(order.kioskPayment).toEqual({
      reference: attempt!.billReference,
      expiresAt: new Date(store.clock.now().getTime() + defaults.kioskTimeoutMinutes * minute).toISOString(),
      amount: order.total,
    });
    expect(order.paymentType).toEqual({ id: 5, type: 'الدفع في فوري أو أمان أو مصاري' });

    const outlet = `/api/payment/test-gateway/${attempt!.reference}`;
    expect((await store.app.inject({ method: 'GET', url: outlet })).body).toContain(attempt!.billReference);
    const paid = await store.app.inject({
      method: 'POST',
      url: outlet,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(paid.statusCode).toBe(200);
    store.clock.advance((defaults.testKioskPaySeconds - 1) * 1000);
    await store.jobs.runDue();
    expect((await orderRow(store, orderId)).paymentState).toBe('pending');
    store.clock.advance(1000);
    await store.jobs.runDue();
    expect(await orderRow(store, orderId)).toMatchObject({ paymentState: 'paid', awaitingPayment: false });
    const after = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(after.kioskPayment).toBeNull();
    expect((await attemptsOf(orderId)).map((a) => [a.state, a.gatewayReference])).toEqual([
      ['paid', `test-kiosk-${attempt!.reference}`],
    ]);
  });

  it('a reference left unpaid expires after KIOSK_TIMEOUT_MINUTES and releases the stock', async () => {
    const me = await shopper(store);
    const { productId, stock } = await cartWith(me, 5);
    const { item: orderId } = (await me.post('/api/payment/pay', {})).json();
    expect(await stockAt(store, productId)).toBe(stock - 2_000);
    store.clock.advance((defaults.kioskTimeoutMinutes - 1) * minute);
    await store.jobs.runDue();
    expect((await orderRow(store, orderId)).cancelledAt).toBeNull();
    store.clock.advance(minute);
    await store.jobs.runDue();
    expect((await orderRow(store, orderId)).statusId).toBe(6);
    expect(await stockAt(store, productId)).toBe(stock);
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.kioskPayment).toBeNull();
  });
});

describe('cash paid at an outlet after the reference expired', () => {
  /** A kiosk checkout paid at the outlet 5 seconds before its reference expires: the news comes after. */
  async function paidJustTooLate(me: Shopper) {
    const { productId, stock } = await cartWith(me, 5);
    const { item: orderId } = (await me.post('/api/payment/pay', {})).json();
    const [attempt] = await attemptsOf(orderId);
    store.clock.advance(defaults.kioskTimeoutMinutes * minute - 5_000);
    const outlet = await store.app.inject({
      method: 'POST',
      url: `/api/payment/test-gateway/${attempt!.reference}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=pay',
    });
    expect(outlet.statusCode).toBe(200);
    store.clock.advance(5_000);
    await store.jobs.runDue();
    expect((await orderRow(store, orderId)).statusId).toBe(6);
    expect(await stockAt(store, productId)).toBe(stock);
    return { orderId, productId, stock, attempt: attempt! };
  }

  it('restores the order, paid, when the branch still has the stock (kiosk cash cannot be refunded)', async () => {
    const me = await shopper(store);
    const { orderId, productId, stock, attempt } = await paidJustTooLate(me);
    store.clock.advance(defaults.testKioskPaySeconds * 1000);
    await store.jobs.runDue();
    expect(await orderRow(store, orderId)).toMatchObject({
      statusId: 1,
      cancelledAt: null,
      paymentState: 'paid',
      awaitingPayment: false,
    });
    expect(await stockAt(store, productId)).toBe(stock - 2_000);
    expect((await attemptsOf(orderId)).map((a) => a.state)).toEqual(['paid']);
    const events = await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['order.cancelled', 'payment.lateKioskRestored', 'order.placed']),
    );
    // Nothing asked of the gateway, no task for support.
    expect(await store.db.select().from(supportIssues).where(eq(supportIssues.orderId, orderId))).toEqual([]);
    expect(
      (await me.get('/api/orders')).json().data.pendingOrders.map((o: { id: number }) => o.id),
    ).toContain(orderId);
    expect(attempt.method).toBe('kiosk');
  });

  it('leaves support a task to refund in cash when the stock is gone meanwhile', async () => {
    const me = await shopper(store, 'ar');
    const { orderId, productId, attempt } = await paidJustTooLate(me);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 1_000 })
      .where(and(eq(branchProducts.productId, productId), eq(branchProducts.branchId, 1)));
    store.clock.advance(defaults.testKioskPaySeconds * 1000);
    await store.jobs.runDue();
    expect(await orderRow(store, orderId)).toMatchObject({ statusId: 6 });
    expect(await stockAt(store, productId)).toBe(1_000);
    const [payment] = await attemptsOf(orderId);
    expect(payment).toMatchObject({
      state: 'cash_refund_due',
      gatewayReference: `test-kiosk-${attempt.reference}`,
    });
    const issues = await store.db.select().from(supportIssues).where(eq(supportIssues.orderId, orderId));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ typeId: 3, status: 'open', userId: me.userId });
    expect(issues[0]!.comment).toContain('نقدًا');
    expect(issues[0]!.comment).not.toMatch(/[0-9]/);
    const [event] = await store.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'payment.cashRefundDue')));
    expect(event!.data).toMatchObject({ amount: payment!.amount, issueId: issues[0]!.id, why: 'outOfStock' });
    // A repeat of the job changes nothing.
    store.clock.advance(minute);
    await store.jobs.runDue();
    expect(
      await store.db.select().from(supportIssues).where(eq(supportIssues.orderId, orderId)),
    ).toHaveLength(1);
  });
});
