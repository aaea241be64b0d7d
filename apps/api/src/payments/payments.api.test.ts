import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, orders, payments, products } from '../db/schema.ts';
import { build, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { testCards, testGateway } from './test-gateway.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store.close());

async function onlineCart(me: Shopper, on: TestStore = store) {
  const [product] = await on.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000 and ${branchProducts.price} >= 12000`,
    )
    .limit(1);
  await me.post('/api/cart/add', { productId: product!.id, quantity: 1 });
  const addressId = (await me.post('/api/addresses', sampleAddress)).json().item;
  await me.post('/api/cart/address/select', { addressId });
  await me.post('/api/cart/payment/select', { paymentTypeId: 3 });
}

/** Pays on the test gateway's page as a browser would: the form post, then the signed callback. */
async function payOnGateway(url: string, cardNumber: string, on: TestStore = store) {
  const page = await on.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // The page and every step after it are about one payment, now: nothing may cache them.
  expect(page.headers['cache-control']).toBe('no-store');
  const submitted = await on.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, decision: 'pay' }).toString(),
  });
  expect(submitted.statusCode).toBe(303);
  expect(submitted.headers['cache-control']).toBe('no-store');
  const callback = await on.app.inject({ method: 'GET', url: submitted.headers.location as string });
  expect(callback.statusCode).toBe(303);
  expect(callback.headers['cache-control']).toBe('no-store');
  return { page: page.body, landing: callback.headers.location as string };
}

async function orderRow(id: number) {
  const [row] = await store.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('online payment through the test gateway', () => {
  it('places the order awaiting payment, and an approved card marks it paid', async () => {
    const me = await shopper(store);
    await onlineCart(me);
    const pay = await me.get('/api/payment/pay', { 'idempotency-key': 'pay-1' });
    expect(pay.statusCode, pay.body).toBe(200);
    const { data: url, item: orderId } = pay.json();
    expect(url).toMatch(/^\/api\/payment\/test-gateway\/np-\d+-[0-9a-f]{16}$/);
    expect((await orderRow(orderId)).paymentState).toBe('pending');
    expect((await me.get('/api/cart/view')).json().data.cart.items).toEqual([]);
    const { page, landing } = await payOnGateway(url, testCards.approve);
    const order = await orderRow(orderId);
    expect(page).toContain((order.total / 100).toFixed(2));
    expect(landing).toBe(`/en/checkout-redirect?success=1&orderId=${orderId}`);
    expect(order.paymentState).toBe('paid');
    expect(order.paidAt).not.toBeNull();
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.paymentState).toBe('paid');
    // A paid order cannot be paid again.
    expect((await me.get(`/api/payment/pay?orderId=${orderId}`)).json().message).toBe(
      'This order is already paid',
    );
  });

  it('a declined card leaves the order unpaid; the customer retries or pays on delivery', async () => {
    const me = await shopper(store, 'ar');
    await onlineCart(me);
    const { data: url, item: orderId } = (await me.get('/api/payment/pay')).json();
    const { landing, page } = await payOnGateway(url, testCards.decline);
    expect(page).toContain('dir="rtl"');
    expect(landing).toBe(`/ar/checkout-redirect?orderId=${orderId}`);
    expect((await orderRow(orderId)).paymentState).toBe('failed');
    const retry = (await me.get(`/api/payment/pay?orderId=${orderId}`)).json();
    expect(retry.data).not.toBe(url);
    const other = await shopper(store);
    expect((await other.post(`/api/orders/${orderId}/payment`, { paymentTypeId: 1 })).statusCode).toBe(404);
    const switched = await me.post(`/api/orders/${orderId}/payment`, { paymentTypeId: 1 });
    expect(switched.statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ paymentState: 'not_required', paymentTypeId: 1 });
    // The old payment page's result no longer changes anything.
    const { landing: late } = await payOnGateway(retry.data, testCards.approve);
    expect(late).toBe(`/ar/checkout-redirect?orderId=${orderId}`);
    expect((await orderRow(orderId)).paymentState).toBe('not_required');
  });

  it('ignores a callback without a valid signature', async () => {
    const me = await shopper(store);
    await onlineCart(me);
    const { data: url, item: orderId } = (await me.get('/api/payment/pay')).json();
    const reference = url.split('/').pop();
    const forged = await store.app.inject({
      method: 'GET',
      url: `/api/payment/callback?reference=${reference}&success=true&amount=1&signature=${'0'.repeat(64)}`,
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/en/checkout-redirect');
    expect((await orderRow(orderId)).paymentState).toBe('pending');
  });

  it('needs online payment chosen in the cart', async () => {
    const me = await shopper(store);
    await onlineCart(me);
    await me.post('/api/cart/payment/select', { paymentTypeId: 1 });
    const res = await me.get('/api/payment/pay');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Please choose online payment first');
  });
});

describe('the test gateway in a production store', () => {
  /** Production mode with real delivery and a kept secret: only the payment gateway varies. */
  const production = (allowTestGateway: boolean) =>
    build({
      accounts: {
        storeMode: 'production',
        sessionSecret: 's'.repeat(32),
        smtp: { url: 'smtp://127.0.0.1:1', from: 'store@example.com' },
        smsWebhook: { url: 'http://127.0.0.1:1/sms', token: null },
      },
      shop: { allowTestGateway },
    });

  it('does not exist without a real gateway: online payment is off, and nothing can be paid', async () => {
    const live = await production(false);
    try {
      const me = await shopper(live);
      await onlineCart(me, live);
      const pay = await me.get('/api/payment/pay');
      expect(pay.statusCode).toBe(422);
      expect(pay.json().message).toBe('Something went wrong with online payment!');
      expect((await me.get('/api/orders')).json().data.pendingOrders).toEqual([]);
      // Even for an attempt already in the database (say, from before the store went live), the
      // test gateway's page, its card form and its signed callback are gone.
      const [order] = await live.db
        .insert(orders)
        .values({
          userId: me.userId,
          branchId: 1,
          statusId: 1,
          paymentTypeId: 3,
          paymentState: 'pending',
          addressText: 'Cairo',
          orderFrom: 'Web',
          subtotal: 12_000,
          discount: 0,
          discountPercentage: 0,
          deliveryCharge: 0,
          total: 12_000,
        })
        .returning({ id: orders.id });
      const reference = `np-${order!.id}-0123456789abcdef`;
      await live.db.insert(payments).values({
        orderId: order!.id,
        gateway: 'test',
        reference,
        amount: 12_000,
        state: 'pending',
        lang: 'en',
      });
      const url = `/api/payment/test-gateway/${reference}`;
      expect((await live.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      const card = await live.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ cardNumber: testCards.approve, decision: 'pay' }).toString(),
      });
      expect(card.statusCode).toBe(404);
      const signature = testGateway('s'.repeat(32)).sign({ reference, success: true, amount: 12_000 });
      const callback = await live.app.inject({
        method: 'GET',
        url: `/api/payment/callback?${new URLSearchParams({ reference, success: 'true', amount: '12000', signature })}`,
      });
      expect(callback.headers.location).toBe('/en/checkout-redirect');
      const [row] = await live.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(row!.paymentState).toBe('pending');
    } finally {
      await live.close();
    }
  });

  it('works on a staging store that allows it (ALLOW_TEST_GATEWAY)', async () => {
    const staging = await production(true);
    try {
      const me = await shopper(staging);
      await onlineCart(me, staging);
      const { data: url, item: orderId } = (await me.get('/api/payment/pay')).json();
      const { landing } = await payOnGateway(url, testCards.approve, staging);
      expect(landing).toBe(`/en/checkout-redirect?success=1&orderId=${orderId}`);
    } finally {
      await staging.close();
    }
  });
});
