import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, orderEvents, orders, paymentLedger, payments, products } from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { chooseAddressAndPayment } from '../test/shop-test-support.ts';
import processedFixture from './fixtures/paymob-processed-callback.json' with { type: 'json' };
import redirectFixture from './fixtures/paymob-redirect-callback.json' with { type: 'json' };
import { paymobHmac } from './paymob-gateway.ts';

const hmacSecret = 'FIXTURE_HMAC_SECRET';
const integrationId = 4_455_667;

/**
 * Paymob's API as the store calls it (auth token, order registration, payment key), on a local
 * port: it numbers the orders it registers and remembers which of our references each one carries.
 */
const paymobOrders = new Map<string, { paymobOrderId: number; amount: number }>();
/** The refunds Paymob was asked for. */
const paymobRefunds: { transaction_id: number; amount_cents: number }[] = [];
let nextPaymobOrder = 700_001;
let paymob: Server;
let store: TestStore;

beforeAll(async () => {
  paymob = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      let answer: unknown = {};
      if (request.url === '/api/auth/tokens') answer = { token: 'auth-token' };
      if (request.url === '/api/ecommerce/orders') {
        const paymobOrderId = nextPaymobOrder++;
        paymobOrders.set(String(body.merchant_order_id), {
          paymobOrderId,
          amount: Number(body.amount_cents),
        });
        answer = { id: paymobOrderId };
      }
      if (request.url === '/api/acceptance/payment_keys') answer = { token: `key-${body.order_id}` };
      if (request.url === '/api/acceptance/void_refund/refund') {
        paymobRefunds.push({
          transaction_id: Number(body.transaction_id),
          amount_cents: Number(body.amount_cents),
        });
        answer = { id: 990_000 + paymobRefunds.length, success: true, pending: false };
      }
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => paymob.listen(0, '127.0.0.1', resolve));
  const { port } = paymob.address() as AddressInfo;
  store = await build({
    shop: {
      paymob: {
        baseUrl: `http://127.0.0.1:${port}`,
        apiKey: 'test-api-key',
        integrationId,
        iframeId: '889911',
        hmacSecret,
      },
    },
  });
});
afterAll(async () => {
  await store?.close();
  await new Promise((resolve) => paymob?.close(resolve));
});

let product: { id: number } | undefined;

/** A customer who started paying for an online order: our reference, Paymob's order, the amount. */
async function startedPayment(): Promise<{
  orderId: number;
  reference: string;
  paymobOrderId: number;
  amount: number;
  customer: Shopper;
}> {
  product ??= (
    await store.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)),
      )
      .where(
        sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 50000 and ${branchProducts.price} between 12000 and 20000`,
      )
      .limit(1)
  )[0];
  const me: Shopper = await shopper(store);
  await me.post('/api/cart/add', { productId: product!.id, quantity: 1 });
  await chooseAddressAndPayment(me, 3);
  const pay = await me.get('/api/payment/pay');
  expect(pay.statusCode, pay.body).toBe(200);
  const { data: url, item: orderId } = pay.json();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/acceptance\/iframes\/889911\?payment_token=key-\d+$/);
  const [row] = await store.db.select().from(payments).where(eq(payments.orderId, orderId));
  const registered = paymobOrders.get(row!.reference)!;
  return { orderId: orderId as number, reference: row!.reference, ...registered, customer: me };
}

async function states(orderId: number) {
  const [order] = await store.db.select().from(orders).where(eq(orders.id, orderId));
  const attempts = await store.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { order: order!.paymentState, payments: attempts.map((attempt) => attempt.state) };
}

const pending = { order: 'pending', payments: ['pending'] };
const paid = { order: 'paid', payments: ['paid'] };

type Transaction = {
  paymobOrderId: number;
  amount: number;
  merchantOrderId: string;
  success?: boolean;
  currency?: string;
  integrationId?: number;
};

/** The browser's redirect from Paymob (GET), as the fixture recorded it, signed over `t`. */
function redirectQuery(t: Transaction) {
  const query: Record<string, string> = {
    ...redirectFixture,
    id: String(900_000 + t.paymobOrderId),
    order: String(t.paymobOrderId),
    amount_cents: String(t.amount),
    success: String(t.success ?? true),
    currency: t.currency ?? 'EGP',
    integration_id: String(t.integrationId ?? integrationId),
    merchant_order_id: t.merchantOrderId,
  };
  query.hmac = paymobHmac(hmacSecret, query);
  return query;
}

function redirect(t: Transaction) {
  return store.app.inject({
    method: 'GET',
    url: `/api/payment/callback?${new URLSearchParams(redirectQuery(t))}`,
  });
}

/** Paymob's server-to-server "transaction processed" callback (POST, JSON), HMAC in the query. */
function processed(t: Transaction) {
  const obj = {
    ...processedFixture.obj,
    id: 900_000 + t.paymobOrderId,
    amount_cents: t.amount,
    success: t.success ?? true,
    currency: t.currency ?? 'EGP',
    integration_id: t.integrationId ?? integrationId,
    order: {
      ...processedFixture.obj.order,
      id: t.paymobOrderId,
      amount_cents: t.amount,
      merchant_order_id: t.merchantOrderId,
    },
  };
  return store.app.inject({
    method: 'POST',
    url: `/api/payment/callback?hmac=${paymobHmac(hmacSecret, obj)}`,
    payload: { type: 'TRANSACTION', obj },
  });
}

describe('Paymob callbacks settle only the payment their signature names', () => {
  it("a genuine processed callback pays its order; the browser's redirect after it still finds it paid", async () => {
    const a = await startedPayment();
    const own = { ...a, merchantOrderId: a.reference };
    const post = await processed(own);
    expect(post.statusCode).toBe(200);
    expect(post.json().message).toBe('ok');
    expect(post.headers['cache-control']).toBe('no-store');
    expect(await states(a.orderId)).toEqual(paid);
    // The browser comes back after the server-to-server call: still found, still paid.
    const back = await redirect(own);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/en/checkout-redirect?success=1&orderId=${a.orderId}`);
    expect(back.headers['cache-control']).toBe('no-store');
    const [row] = await store.db.select().from(payments).where(eq(payments.orderId, a.orderId));
    // Refunds name the transaction that paid.
    expect(row!.gatewayReference).toBe(String(900_000 + a.paymobOrderId));
    // CARD_HOLD is on by default, but this Paymob has no auth integration: it charges at checkout.
    expect(row!.mode).toBe('sale');
  });

  for (const [form, send] of [
    ['redirect (GET)', redirect],
    ['processed callback (POST)', processed],
  ] as const) {
    it(`a ${form} signed for one payment, naming another in merchant_order_id, pays only the signed one`, async () => {
      const a = await startedPayment();
      const b = await startedPayment();
      expect(b.amount).toBe(a.amount);
      const answer = await send({ ...a, merchantOrderId: b.reference });
      expect(answer.statusCode).toBeLessThan(400);
      expect(await states(b.orderId)).toEqual(pending);
      // The transaction really was A's, for A's amount: A is paid.
      expect(await states(a.orderId)).toEqual(paid);
    });

    it(`a declined ${form} for one payment leaves the payment named in merchant_order_id alone`, async () => {
      const a = await startedPayment();
      const b = await startedPayment();
      await send({ ...a, merchantOrderId: b.reference, success: false });
      expect(await states(b.orderId)).toEqual(pending);
      expect(await states(a.orderId)).toEqual({ order: 'failed', payments: ['failed'] });
    });

    it(`a ${form} for another amount, currency or integration does not pay`, async () => {
      const changes: [string, (t: Transaction) => void][] = [
        ['amount', (t) => (t.amount -= 1)],
        ['currency', (t) => (t.currency = 'USD')],
        ['integration', (t) => (t.integrationId = integrationId + 1)],
      ];
      for (const [change, apply] of changes) {
        const a = await startedPayment();
        const t: Transaction = { ...a, merchantOrderId: a.reference };
        apply(t);
        await send(t);
        expect((await states(a.orderId)).order, change).not.toBe('paid');
      }
    });
  }

  it('ignores a signed transaction for a Paymob order that is not ours', async () => {
    const a = await startedPayment();
    const answer = await redirect({ paymobOrderId: 1, amount: a.amount, merchantOrderId: a.reference });
    expect(answer.headers.location).toBe('/en/checkout-redirect');
    expect(await states(a.orderId)).toEqual(pending);
  });

  it('has no test gateway pages', async () => {
    const a = await startedPayment();
    const page = await store.app.inject({ method: 'GET', url: `/api/payment/test-gateway/${a.reference}` });
    expect(page.statusCode).toBe(404);
  });
});

describe('money Paymob takes that cannot pay an order goes back, once', () => {
  /** What was refunded for the order: Paymob's calls, the ledger, the payment and the order event. */
  async function refunds(orderId: number, paymobOrderId: number) {
    const ledger = await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId));
    const events = await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    return {
      paymob: paymobRefunds.filter((refund) => refund.transaction_id === 900_000 + paymobOrderId),
      ledger: ledger.map((row) => ({ kind: row.kind, amount: row.amount, reason: row.reason })),
      lateEvents: events.filter((event) => event.type === 'payment.lateRefunded').length,
      ...(await states(orderId)),
    };
  }

  it('a payment arriving after the order was cancelled is refunded, whichever callbacks repeat it', async () => {
    const a = await startedPayment();
    const cancelled = await a.customer.post(`/api/orders/cancel/${a.orderId}`, { reasonId: 3 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const t: Transaction = { ...a, merchantOrderId: a.reference };
    await processed(t);
    await redirect(t);
    await processed(t);
    await store.jobs.runDue();
    await processed(t);
    await store.jobs.runDue();
    const [order] = await store.db.select().from(orders).where(eq(orders.id, a.orderId));
    expect(order!.statusId).toBe(6);
    expect(await refunds(a.orderId, a.paymobOrderId)).toEqual({
      paymob: [{ transaction_id: 900_000 + a.paymobOrderId, amount_cents: a.amount }],
      ledger: [{ kind: 'refund', amount: a.amount, reason: 'late-payment' }],
      lateEvents: 1,
      order: 'refunded',
      payments: ['refunded'],
    });
  });

  it('a transaction for another amount does not pay, and what it took is refunded', async () => {
    const a = await startedPayment();
    await processed({ ...a, merchantOrderId: a.reference, amount: a.amount - 100 });
    await store.jobs.runDue();
    const after = await refunds(a.orderId, a.paymobOrderId);
    expect(after.paymob).toEqual([
      { transaction_id: 900_000 + a.paymobOrderId, amount_cents: a.amount - 100 },
    ]);
    expect(after.ledger).toEqual([{ kind: 'refund', amount: a.amount - 100, reason: 'late-payment' }]);
    expect(after.order).toBe('failed');
    expect(after.payments).toEqual(['refunded']);
  });

  it('a paid order is not refunded by a repeat of its own transaction', async () => {
    const a = await startedPayment();
    const t: Transaction = { ...a, merchantOrderId: a.reference };
    await processed(t);
    await redirect(t);
    await store.jobs.runDue();
    expect(await refunds(a.orderId, a.paymobOrderId)).toEqual({
      paymob: [],
      ledger: [],
      lateEvents: 0,
      ...paid,
    });
  });
});
