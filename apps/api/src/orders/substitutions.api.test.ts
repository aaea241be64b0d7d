import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orderItemTranslations,
  orderSubstitutions,
  orders,
  paymentLedger,
  payments,
  products,
  productTranslations,
} from '../db/schema.ts';
import { build, piecesPricer, type Shopper, shopper, type TestStore } from '../test/build.ts';
import {
  checkOutOnline,
  fillCart,
  ledgerOf,
  orderRow,
  orderTheCart,
  stockAt,
} from '../test/shop-test-support.ts';
import { requestSubstitutions, type SubstitutionDeps } from './substitutions.ts';

/**
 * Substitutions and the release of unpaid online orders (docs/decisions/0020), through the API on a
 * real database (PGlite, or the server with TEST_DATABASE_URL). Deadlines run on the job runner's
 * fake clock: nothing sleeps.
 */
let store: TestStore;
let deps: SubstitutionDeps;
beforeAll(async () => {
  store = await build();
  productsPriced = piecesPricer(store);
  deps = store.app.orderJobs.substitutions;
});
afterAll(() => store.close());

const minute = 60_000;

/** A demo product by its English name. */
async function productNamed(name: string): Promise<number> {
  const [row] = await store.db
    .select({ id: productTranslations.ownerId })
    .from(productTranslations)
    .where(and(eq(productTranslations.lang, 'en'), eq(productTranslations.name, name)));
  if (!row) throw new Error(`No demo product named ${name}`);
  return row.id;
}

/** In-stock piece goods of branch 1 not used by another test, priced as given (piasters). */
let productsPriced: ReturnType<typeof piecesPricer>;

/** A cash order of 2 of each product; returns its id and its item ids by product. */
async function placeOrder(me: Shopper, productIds: number[]) {
  await fillCart(me, productIds);
  const orderId = (await orderTheCart(me)).item as number;
  return { orderId, ...(await itemsOf(orderId)) };
}

async function itemsOf(orderId: number, on: TestStore = store) {
  const rows = await on.db
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { itemOf: (productId: number) => rows.find((row) => row.productId === productId)!.id, rows };
}

/**
 * An online order placed through `payment/pay` (2 of each product), paid on the test gateway when
 * asked: held on the card (CARD_HOLD, the default), or charged on a store that does not hold.
 */
async function onlineOrder(me: Shopper, productIds: number[], pay: boolean, on: TestStore = store) {
  await fillCart(me, productIds, 3);
  const orderId = await checkOutOnline(on, me, { pay });
  if (pay) expect((await orderRow(on, orderId)).paymentState).toBe(on === store ? 'held' : 'paid');
  return { orderId, ...(await itemsOf(orderId, on)) };
}

describe('asking for substitutes and answering', () => {
  it('shows the waiting items, then a dearer substitute raises the total and a dropped item is credited', async () => {
    const me = await shopper(store);
    const [a, b, dearer, cheaper] = await productsPriced(10_000, 8_000, 13_000, 7_000);
    const { orderId, itemOf } = await placeOrder(me, [a!, b!]);
    const before = await orderRow(store, orderId);
    const stock = {
      a: await stockAt(store, a!),
      b: await stockAt(store, b!),
      dearer: await stockAt(store, dearer!),
    };

    const { expiresAt } = await requestSubstitutions(
      store.db,
      {
        orderId,
        items: [
          { orderItemId: itemOf(a!), alternativeProductIds: [dearer!, cheaper!] },
          { orderItemId: itemOf(b!), alternativeProductIds: [cheaper!] },
        ],
      },
      deps,
    );
    expect(expiresAt.getTime()).toBe(store.clock.now().getTime() + 10 * minute);
    const row = await orderRow(store, orderId);
    expect(row.substitutionRequestedAt).toEqual(store.clock.now());
    const [requested] = await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(requested).toMatchObject({
      type: 'substitution.requested',
      data: { expiresAt: expiresAt.toISOString() },
    });

    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.hasAlternatives).toBe(true);
    const listed = (await me.get('/api/orders')).json().data.pendingOrders;
    expect(listed.find((o: { id: number }) => o.id === orderId).hasAlternatives).toBe(true);

    const shown = await me.get(`/api/orders/${orderId}/alternatives`);
    expect(shown.statusCode, shown.body).toBe(200);
    const data = shown.json().data;
    expect(data.expiresAt).toBe(expiresAt.toISOString());
    expect(data.total).toBe(before.total / 100);
    // Placed without a promo: the page's preview adds none (a fixed promo stays pounds off, substitution-total).
    expect(data.promo).toBeNull();
    const byId = (id: number) => data.Items.find((item: { id: number }) => item.id === id);
    expect(data.Items).toHaveLength(2);
    expect(byId(itemOf(a!))).toEqual(
      expect.objectContaining({
        id: itemOf(a!),
        price: 100,
        quantity: 2,
        alternatives: [
          expect.objectContaining({ id: dearer, finalPrice: 130, priceDifference: 60 }),
          expect.objectContaining({ id: cheaper, finalPrice: 70, priceDifference: -60 }),
        ],
      }),
    );
    expect(byId(itemOf(b!))).toEqual(
      expect.objectContaining({
        alternatives: [expect.objectContaining({ id: cheaper, priceDifference: -20 })],
      }),
    );
    expect(byId(itemOf(a!)).name).not.toBe('');
    expect(byId(itemOf(a!)).image).toBe(`http://localhost:80/api/media/products/p-${a}.svg`);

    const answered = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [
        { id: itemOf(a!), alternativeId: dearer },
        { id: itemOf(b!), alternativeId: null },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message).toBe('Your choices have been saved');
    const order = answered.json().data.order;
    // +2 × 30 EGP for the dearer one, −2 × 80 EGP for the dropped one.
    expect(order.total * 100).toBe(before.total + 6_000 - 16_000);
    expect(order.subtotal * 100).toBe(before.subtotal + 6_000 - 16_000);
    expect(order.hasAlternatives).toBe(false);
    expect(order.items).toEqual([
      expect.objectContaining({ id: itemOf(a!), productId: dearer, price: 130, amount: 260, quantity: 2 }),
    ]);
    const [arName] = await store.db
      .select({ name: orderItemTranslations.name })
      .from(orderItemTranslations)
      .where(and(eq(orderItemTranslations.ownerId, itemOf(a!)), eq(orderItemTranslations.lang, 'ar')));
    expect(arName!.name).toMatch(/[\u0600-\u06FF]/);

    // The substitute's stock is reserved; the originals' comes back.
    expect(await stockAt(store, a!)).toBe(stock.a + 2_000);
    expect(await stockAt(store, b!)).toBe(stock.b + 2_000);
    expect(await stockAt(store, dearer!)).toBe(stock.dearer - 2_000);
    expect((await me.get(`/api/orders/${orderId}/alternatives`)).json().data.Items).toEqual([]);
    const states = await store.db
      .select({ state: orderSubstitutions.state, chosen: orderSubstitutions.chosenProductId })
      .from(orderSubstitutions)
      .where(eq(orderSubstitutions.orderId, orderId))
      .orderBy(asc(orderSubstitutions.id));
    expect(states).toEqual([
      { state: 'substituted', chosen: dearer },
      { state: 'dropped', chosen: null },
    ]);
    // A cash order has no ledger: the driver collects the new total.
    expect(await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).toEqual([]);
    // Answering again changes nothing.
    const again = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: dearer }],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This order has no products waiting for an alternative');
  });

  it('lowers the total for a cheaper substitute; the default offer is the alternatives rule’s, in stock', async () => {
    const me = await shopper(store);
    const [b] = await productsPriced(8_000);
    // Lipitor 20 mg: Atorvastatin 20 mg is the same medicine (offered first), Lipitor 10 and 40 mg
    // the same ingredient in another strength, Rosuvastatin another statin for the same use.
    const [a, cheaper, lower, soldOut, sameUse] = await Promise.all(
      [
        'Lipitor 20 mg 30 tablets',
        'Atorvastatin 20 mg 30 tablets',
        'Lipitor 10 mg 30 tablets',
        'Lipitor 40 mg 30 tablets',
        'Rosuvastatin 10 mg 28 tablets',
      ].map(productNamed),
    );
    // The substitution rule alone: the statins sold here as if over the counter (prescription-only
    // medicines need a prescription at checkout, docs/decisions/0061).
    await store.db
      .update(products)
      .set({ medicineClass: 'otc' })
      .where(inArray(products.id, [a!, cheaper!, lower!, soldOut!, sameUse!]));
    const shelf: [id: number, price: number, stockMilli: number][] = [
      [a!, 10_000, 20_000],
      [cheaper!, 7_000, 20_000],
      [lower!, 6_000, 0],
      [soldOut!, 12_000, 0],
      [sameUse!, 9_000, 20_000],
    ];
    for (const [id, price, stockMilli] of shelf)
      await store.db
        .update(branchProducts)
        .set({ price, oldPrice: null, stockMilli })
        .where(and(eq(branchProducts.productId, id), eq(branchProducts.branchId, 1)));
    store.clearSharedCaches();
    const { orderId, itemOf } = await placeOrder(me, [a!, b!]);
    const before = await orderRow(store, orderId);

    // A named substitute must be in stock at the order's branch.
    await expect(
      requestSubstitutions(
        store.db,
        { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [soldOut!] }] },
        deps,
      ),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'substitution.alternativeUnavailable' });
    await requestSubstitutions(store.db, { orderId, items: [{ orderItemId: itemOf(a!) }] }, deps);
    // One waiting request per order.
    await expect(
      requestSubstitutions(store.db, { orderId, items: [{ orderItemId: itemOf(b!) }] }, deps),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'substitution.alreadyPending' });

    const items = (await me.get(`/api/orders/${orderId}/alternatives`)).json().data.Items;
    expect(
      items.map((item: { alternatives: { id: number }[] }) => item.alternatives.map((x) => x.id)),
    ).toEqual([[cheaper, sameUse]]);
    const answered = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: cheaper }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.order.total * 100).toBe(before.total - 6_000);
  });

  it('refuses a missing choice and a substitute not offered (en and ar), changing nothing', async () => {
    const me = await shopper(store);
    const [a, b, alt, other] = await productsPriced(10_000, 8_000, 9_000, 9_500);
    const { orderId, itemOf } = await placeOrder(me, [a!, b!]);
    await requestSubstitutions(
      store.db,
      {
        orderId,
        items: [
          { orderItemId: itemOf(a!), alternativeProductIds: [alt!] },
          { orderItemId: itemOf(b!), alternativeProductIds: [alt!] },
        ],
      },
      deps,
    );
    const stock = await stockAt(store, alt!);
    const total = (await orderRow(store, orderId)).total;

    const missing = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: alt }],
    });
    expect(missing.statusCode).toBe(422);
    const [bName] = await store.db
      .select({ name: orderItemTranslations.name })
      .from(orderItemTranslations)
      .where(and(eq(orderItemTranslations.ownerId, itemOf(b!)), eq(orderItemTranslations.lang, 'en')));
    expect(missing.json()).toMatchObject({
      message: 'Please select alternative for each product or delete it',
      validation: [
        'Please select alternative for each product or delete it',
        `${bName!.name}: select alternative product or cancel`,
      ],
    });
    const ar = await me.post(
      `/api/orders/${orderId}/alternatives`,
      { items: [{ id: itemOf(a!), alternativeId: alt }] },
      { 'content-language': 'ar' },
    );
    expect(ar.json().message).toBe('يرجى اختيار بديل لكل منتج أو حذفه');
    expect(ar.json().validation[1]).toMatch(/اختر منتجًا بديلًا أو ألغِه$/);

    // Two unanswered products: an English list in English (it was joined with '،').
    const [aName] = await store.db
      .select({ name: orderItemTranslations.name })
      .from(orderItemTranslations)
      .where(and(eq(orderItemTranslations.ownerId, itemOf(a!)), eq(orderItemTranslations.lang, 'en')));
    const both = await me.post(`/api/orders/${orderId}/alternatives`, { items: [] });
    expect(both.statusCode).toBe(422);
    expect([
      `${aName!.name} and ${bName!.name}: select alternative product or cancel`,
      `${bName!.name} and ${aName!.name}: select alternative product or cancel`,
    ]).toContain(both.json().validation[1]);

    const notOffered = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [
        { id: itemOf(a!), alternativeId: other },
        { id: itemOf(b!), alternativeId: null },
      ],
    });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().message).toContain('please choose one of the alternatives offered');
    const badShape = await me.post(`/api/orders/${orderId}/alternatives`, { items: [{ id: 'x' }] });
    expect(badShape.statusCode).toBe(422);

    expect(await stockAt(store, alt!)).toBe(stock);
    expect((await orderRow(store, orderId)).total).toBe(total);
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.hasAlternatives).toBe(true);
  });

  it("answers 404 for someone else's order", async () => {
    const me = await shopper(store);
    const [a, alt] = await productsPriced(10_000, 9_000);
    const { orderId, itemOf } = await placeOrder(me, [a!]);
    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [alt!] }] },
      deps,
    );
    const stock = await stockAt(store, alt!);
    const other = await shopper(store);
    expect((await other.get(`/api/orders/${orderId}/alternatives`)).statusCode).toBe(404);
    const post = await other.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: alt }],
    });
    expect(post.statusCode).toBe(404);
    expect(await stockAt(store, alt!)).toBe(stock);
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.hasAlternatives).toBe(true);
  });

  it('answers one of two racing answers; stock moves once', async () => {
    const me = await shopper(store);
    const [a, b, alt] = await productsPriced(10_000, 8_000, 9_000);
    const { orderId, itemOf } = await placeOrder(me, [a!, b!]);
    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [alt!] }] },
      deps,
    );
    const stock = await stockAt(store, alt!);
    const body = { items: [{ id: itemOf(a!), alternativeId: alt }] };
    const answers = await Promise.all([
      me.post(`/api/orders/${orderId}/alternatives`, body),
      me.post(`/api/orders/${orderId}/alternatives`, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await stockAt(store, alt!)).toBe(stock - 2_000);
  });

  it('cancels the order when every item is dropped', async () => {
    const me = await shopper(store);
    const [a, alt] = await productsPriced(10_000, 9_000);
    const stock = await stockAt(store, a!);
    const { orderId, itemOf } = await placeOrder(me, [a!]);
    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [alt!] }] },
      deps,
    );
    const answer = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: null }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.order).toMatchObject({ cancelled: true, hasAlternatives: false });
    expect(await orderRow(store, orderId)).toMatchObject({ statusId: 6, cancelledBy: 'system' });
    expect(await stockAt(store, a!)).toBe(stock);
  });
});

describe('the deadline', () => {
  it('drops unanswered items at SUBSTITUTION_MINUTES (not before), never substituting', async () => {
    const me = await shopper(store);
    const [a, b, alt] = await productsPriced(10_000, 8_000, 9_000);
    const { orderId, itemOf } = await placeOrder(me, [a!, b!]);
    const before = await orderRow(store, orderId);
    const stock = { a: await stockAt(store, a!), alt: await stockAt(store, alt!) };
    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [alt!] }] },
      deps,
    );
    await store.jobs.runDue();

    store.clock.advance(9 * minute);
    await store.jobs.runDue();
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.hasAlternatives).toBe(true);
    expect(await stockAt(store, a!)).toBe(stock.a);

    store.clock.advance(1 * minute);
    expect(await store.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const order = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(order).toMatchObject({ hasAlternatives: false, cancelled: false, status: { id: 1 } });
    expect(order.items.map((item: { productId: number }) => item.productId)).toEqual([b]);
    expect(order.total * 100).toBe(before.total - 20_000);
    expect(await stockAt(store, a!)).toBe(stock.a + 2_000);
    expect(await stockAt(store, alt!)).toBe(stock.alt);
    const [row] = await store.db
      .select()
      .from(orderSubstitutions)
      .where(eq(orderSubstitutions.orderId, orderId));
    expect(row).toMatchObject({ state: 'expired', chosenProductId: null });
    const types = (await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map(
      (event) => event.type,
    );
    expect(types).toEqual(['substitution.requested', 'substitution.expired']);

    // Too late to answer.
    const late = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: alt }],
    });
    expect(late.statusCode).toBe(422);
  });

  it('lets the customer cancel 2:59 after a request, not 3:01 (past the 5-minute window)', async () => {
    const me = await shopper(store);
    const [a, b, alt] = await productsPriced(10_000, 8_000, 9_000);
    const requestAt = async (msAgo: number, productId: number) => {
      const { orderId, itemOf } = await placeOrder(me, [productId]);
      await store.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 30 * minute) })
        .where(eq(orders.id, orderId));
      await requestSubstitutions(
        store.db,
        { orderId, items: [{ orderItemId: itemOf(productId), alternativeProductIds: [alt!] }] },
        { ...deps, now: () => new Date(Date.now() - msAgo) },
      );
      return orderId;
    };
    const late = await requestAt(3 * minute + 1_000, a!);
    const refused = await me.post(`/api/orders/cancel/${late}`, { reasonId: 1 });
    expect(refused.statusCode).toBe(422);
    const inTime = await requestAt(3 * minute - 1_000, b!);
    const allowed = await me.post(`/api/orders/cancel/${inTime}`, { reasonId: 1 });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.order).toMatchObject({ cancelled: true, hasAlternatives: false });
  });
});

describe('online orders charged at checkout', () => {
  // The charge at checkout, where cards are not held (CARD_HOLD=false, Paymob without its auth
  // integration): its own store. Held cards take only what is delivered at dispatch instead, with no
  // refund (card-holds.api.test.ts, and the held order below).
  let store: TestStore;
  let deps: SubstitutionDeps;
  let productsPriced: ReturnType<typeof piecesPricer>;
  beforeAll(async () => {
    store = await build({ shop: { cardHold: { ...loadConfig({}).shop.cardHold, enabled: false } } });
    deps = store.app.orderJobs.substitutions;
    productsPriced = piecesPricer(store);
  });
  afterAll(() => store.close());

  it('refunds the difference through the gateway for a cheaper substitute, and collects a dearer one on delivery', async () => {
    const me = await shopper(store);
    const [a, b, cheaper, dearer] = await productsPriced(10_000, 8_000, 7_000, 12_000);
    const { orderId, itemOf } = await onlineOrder(me, [a!, b!], true, store);
    const [payment] = await store.db.select().from(payments).where(eq(payments.orderId, orderId));

    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [cheaper!] }] },
      deps,
    );
    const first = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: cheaper }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.order.paymentState).toBe('paid');
    let ledger = await ledgerOf(store, orderId);
    expect(ledger).toEqual([
      expect.objectContaining({
        paymentId: payment!.id,
        kind: 'refund',
        amount: 6_000,
        reason: 'substitution',
        gatewayReference: `test-refund-${payment!.reference}`,
      }),
    ]);

    // Later, b is short too: its dearer substitute costs 2 × 40 EGP more, collected on delivery.
    store.clock.advance(minute);
    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(b!), alternativeProductIds: [dearer!] }] },
      deps,
    );
    const second = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(b!), alternativeId: dearer }],
    });
    expect(second.statusCode, second.body).toBe(200);
    ledger = await ledgerOf(store, orderId);
    expect(ledger.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'refund', amount: 6_000 },
      { kind: 'collect', amount: 8_000 },
    ]);
    const order = await orderRow(store, orderId);
    expect(order.total).toBe(payment!.amount - 6_000 + 8_000);

    // Cancelling afterwards refunds only what is still kept.
    await store.db.update(orders).set({ createdAt: new Date() }).where(eq(orders.id, orderId));
    const cancelled = await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [event] = await store.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.cancelled')));
    expect(event!.data).toMatchObject({ refund: { amount: payment!.amount - 6_000 } });
  });
});

describe('online orders held on the card (the default)', () => {
  it('refunds nothing for a cheaper substitute: the hold stays, and dispatch takes the lower total', async () => {
    const me = await shopper(store);
    const [a, cheaper] = await productsPriced(10_000, 7_000);
    const { orderId, itemOf } = await onlineOrder(me, [a!], true);
    const [hold] = await store.db.select().from(payments).where(eq(payments.orderId, orderId));
    await requestSubstitutions(
      store.db,
      { orderId, items: [{ orderItemId: itemOf(a!), alternativeProductIds: [cheaper!] }] },
      deps,
    );
    const answered = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemOf(a!), alternativeId: cheaper }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.order.paymentState).toBe('held');
    const ledger = await ledgerOf(store, orderId);
    expect(ledger.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'authorize', amount: hold!.amount },
    ]);
    expect((await orderRow(store, orderId)).total).toBeLessThan(hold!.amount - 6_000);
  });
});

describe('unpaid online orders', () => {
  it('are cancelled with their stock back after PAYMENT_TIMEOUT_MINUTES, not before', async () => {
    const me = await shopper(store);
    const [a] = await productsPriced(12_000);
    const stock = await stockAt(store, a!);
    const { orderId } = await onlineOrder(me, [a!], false);
    expect(await stockAt(store, a!)).toBe(stock - 2_000);

    store.clock.advance(29 * minute);
    await store.jobs.runDue();
    expect(await orderRow(store, orderId)).toMatchObject({
      statusId: 1,
      cancelledAt: null,
      paymentState: 'pending',
    });

    store.clock.advance(1 * minute);
    await store.jobs.runDue();
    const row = await orderRow(store, orderId);
    expect(row).toMatchObject({
      statusId: 6,
      cancelledBy: 'system',
      cancellationComment: 'payment not received in time',
    });
    expect(await stockAt(store, a!)).toBe(stock);
    const attempts = await store.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    expect(attempts).toEqual([{ state: 'cancelled' }]);
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.cancelled).toBe(true);
  });

  it('are left alone when the payment was verified in time', async () => {
    const me = await shopper(store);
    const [a] = await productsPriced(12_000);
    const stock = await stockAt(store, a!);
    const { orderId } = await onlineOrder(me, [a!], true);
    store.clock.advance(30 * minute);
    await store.jobs.runDue();
    // Held on the card by default: verified all the same.
    expect(await orderRow(store, orderId)).toMatchObject({
      statusId: 1,
      cancelledAt: null,
      paymentState: 'held',
    });
    expect(await stockAt(store, a!)).toBe(stock - 2_000);
    const jobsOf = await store.db.execute(
      sql`select state from jobs where name = 'orders.release-unpaid' and singleton_key = ${`order:${orderId}`}`,
    );
    expect((jobsOf as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'done' }]);
  });

  it('schedules no release for a cash order', async () => {
    const me = await shopper(store);
    const [a] = await productsPriced(12_000);
    const { orderId } = await placeOrder(me, [a!]);
    const found = await store.db.execute(
      sql`select id from jobs where name = 'orders.release-unpaid' and singleton_key = ${`order:${orderId}`}`,
    );
    expect((found as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
