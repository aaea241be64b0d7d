import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orders,
  paymentLedger,
  payments,
  productActiveIngredients,
  productCuttingTypes,
  products,
  staffAuditLog,
} from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { build, piecesPricer, type Shopper, shopper, type TestStore } from '../test/build.ts';
import {
  checkOutOnline,
  chooseAddressAndPayment,
  ledgerOf,
  orderRow,
  stockAt,
} from '../test/shop-test-support.ts';
import { staffMember } from '../test/staff-test-support.ts';
import { weighOrderItems } from './staff-order-lines.ts';

/**
 * The staff console's work on an order's lines (docs/decisions/0022): substitutes offered by staff
 * and answered by the customer, and delivered weights of weight-priced goods, through the API on a
 * real database (PGlite, or the server with TEST_DATABASE_URL).
 */
let store: TestStore;
let pharmacist: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  store = await build();
  piecesPriced = piecesPricer(store);
  pharmacist = await staffMember(store, 'pharmacist', [1]);
});
afterAll(() => store.close());

/** In-stock piece goods of branch 1 not used by another test, priced as given (piasters). */
let piecesPriced: ReturnType<typeof piecesPricer>;

let takenWeighed = 0;
/** A weight-priced product of branch 1 sold by the kilo (1 kg allowed), no cutting choice, priced as given. */
async function weighedPriced(price: number, on: TestStore = store) {
  const [row] = await on.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .leftJoin(productCuttingTypes, eq(productCuttingTypes.productId, products.id))
    .where(
      and(
        sql`${products.weighted} and ${branchProducts.stockMilli} >= 10000 and ${products.quantities} @> '[1]'::jsonb`,
        isNull(productCuttingTypes.productId),
      ),
    )
    .orderBy(products.id)
    .offset(takenWeighed)
    .limit(1);
  takenWeighed += 1;
  expect(row, 'a weight-priced demo product sold by the kilo').toBeDefined();
  await on.db
    .update(branchProducts)
    .set({ price, oldPrice: null })
    .where(and(eq(branchProducts.productId, row!.id), eq(branchProducts.branchId, 1)));
  on.clearSharedCaches();
  return row!.id;
}

/** 2 of each piece product, 1 kg of each weighed one, at branch 1; cash (1) or online (3). */
async function fillCart(
  me: Shopper,
  lines: { productId: number; quantity: number }[],
  paymentTypeId: number,
) {
  for (const line of lines) {
    const added = await me.post('/api/cart/add', line);
    expect(added.statusCode, added.body).toBe(200);
  }
  await chooseAddressAndPayment(me, paymentTypeId);
}

async function itemOf(orderId: number, productId: number, on: TestStore = store) {
  const [row] = await on.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return row!;
}

async function cashOrder(me: Shopper, lines: { productId: number; quantity: number }[]) {
  await fillCart(me, lines, 1);
  const placed = await me.post('/api/cart/order', { orderFrom: 'Web' });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().item as number;
}

/** An online order charged at checkout: `on` a store that does not hold cards (see below). */
async function paidOnlineOrder(me: Shopper, lines: { productId: number; quantity: number }[], on: TestStore) {
  await fillCart(me, lines, 3);
  const orderId = await checkOutOnline(on, me);
  expect((await orderRow(on, orderId)).paymentState).toBe('paid');
  return orderId;
}

const auditOf = (orderId: number, action: string, on: TestStore = store) =>
  on.db
    .select()
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.entity, 'order'),
        eq(staffAuditLog.entityId, orderId),
        eq(staffAuditLog.action, action),
      ),
    )
    .orderBy(asc(staffAuditLog.id));

describe('staff offers substitutes', () => {
  it('lists candidates, asks the customer, who sees them and answers through the customer API', async () => {
    const me = await shopper(store);
    const [a, b, dearer] = await piecesPriced(10_000, 8_000, 13_000);
    const orderId = await cashOrder(me, [
      { productId: a!, quantity: 2 },
      { productId: b!, quantity: 2 },
    ]);
    const item = await itemOf(orderId, a!);

    const candidates = await pharmacist.get(
      `/api/staff/orders/${orderId}/alternatives-candidates?orderItemId=${item.id}`,
    );
    expect(candidates.statusCode, candidates.body).toBe(200);
    const found = candidates.json().data;
    expect(found).toMatchObject({ orderItemId: item.id, productId: a, quantity: 2 });
    expect(found.candidates.length).toBeGreaterThan(0);
    for (const candidate of found.candidates) {
      expect(candidate.id).not.toBe(a);
      expect(candidate.stock).toBeGreaterThanOrEqual(2);
      expect(candidate.name).not.toBe('');
    }
    // The alternatives rule's choice (docs/decisions/0048): those of the same active ingredients
    // first, each with the ordered product's ingredients.
    const sources = found.candidates.map((c: { source: string }) => c.source);
    expect([...sources].sort()).toEqual(sources);
    const ingredientsOf = async (productId: number) =>
      (
        await store.db
          .select({ id: productActiveIngredients.ingredientId })
          .from(productActiveIngredients)
          .where(eq(productActiveIngredients.productId, productId))
      )
        .map((row) => row.id)
        .sort();
    for (const candidate of found.candidates.filter((c: { source: string }) => c.source === 'ingredients'))
      expect(await ingredientsOf(candidate.id)).toEqual(await ingredientsOf(a!));
    expect(
      (await pharmacist.get(`/api/staff/orders/${orderId}/alternatives-candidates?orderItemId=999999999`))
        .statusCode,
    ).toBe(422);

    const asked = await pharmacist.post(`/api/staff/orders/${orderId}/substitutions`, {
      items: [{ orderItemId: item.id, alternativeProductIds: [dearer] }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.order.substitutions).toEqual({
      pending: 1,
      answered: 0,
      until: asked.json().data.expiresAt,
    });
    expect(asked.json().data.expiresAt).toBe(
      new Date(store.clock.now().getTime() + 10 * 60_000).toISOString(),
    );
    const [audit] = await auditOf(orderId, 'order.substitutions');
    expect(audit).toMatchObject({
      staffId: pharmacist.id,
      before: { pending: [] },
      after: { pending: [{ orderItemId: item.id, productId: a, alternativeIds: [dearer] }] },
    });

    // A second request while one waits: 422 and no second audit row (the savepoint and the audit
    // are one transaction).
    const again = await pharmacist.post(`/api/staff/orders/${orderId}/substitutions`, {
      items: [{ orderItemId: (await itemOf(orderId, b!)).id }],
    });
    expect(again.statusCode).toBe(422);
    expect(await auditOf(orderId, 'order.substitutions')).toHaveLength(1);

    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.hasAlternatives).toBe(true);
    const offered = (await me.get(`/api/orders/${orderId}/alternatives`)).json().data;
    expect(offered.Items[0].alternatives.map((alt: { id: number }) => alt.id)).toEqual([dearer]);
    const answered = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: item.id, alternativeId: dearer }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const order = await orderRow(store, orderId);
    expect(order.subtotal).toBe(2 * 13_000 + 2 * 8_000);
    expect((await itemOf(orderId, dearer!)).id).toBe(item.id);
  });

  it('refuses a substitute out of stock, and an order out for delivery', async () => {
    const me = await shopper(store);
    const [a, gone] = await piecesPriced(10_000, 9_000);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, gone!), eq(branchProducts.branchId, 1)));
    const orderId = await cashOrder(me, [{ productId: a!, quantity: 2 }]);
    const item = await itemOf(orderId, a!);
    const refused = await caller(pharmacist, 'ar').post(`/api/staff/orders/${orderId}/substitutions`, {
      items: [{ orderItemId: item.id, alternativeProductIds: [gone] }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('يجب أن يكون البديل متوفرًا في فرع الطلب');
    await store.db
      .update(orders)
      .set({ statusId: 7, dispatchedAt: new Date() })
      .where(eq(orders.id, orderId));
    const closed = await pharmacist.post(`/api/staff/orders/${orderId}/substitutions`, {
      items: [{ orderItemId: item.id }],
    });
    expect(closed.statusCode).toBe(422);
    expect(await auditOf(orderId, 'order.substitutions')).toHaveLength(0);
  });
});

/** The pharmacist's calls in another language. */
function caller(member: typeof pharmacist, lang: 'en' | 'ar') {
  const headers = { 'content-language': lang, authorization: `Bearer ${member.token}` };
  return {
    post: (url: string, payload: object) => store.app.inject({ method: 'POST', url, headers, payload }),
  };
}

describe('staff enters delivered weights', () => {
  it('charges a heavier and a lighter delivery at checkout prices, moves stock, records event and audit', async () => {
    const me = await shopper(store);
    const meat = await weighedPriced(24_000);
    const cheese = await weighedPriced(18_000);
    const [piece] = await piecesPriced(5_000);
    const orderId = await cashOrder(me, [
      { productId: meat, quantity: 1 },
      { productId: cheese, quantity: 1 },
      { productId: piece!, quantity: 2 },
    ]);
    const before = await orderRow(store, orderId);
    expect(before.subtotal).toBe(24_000 + 18_000 + 10_000);
    const stock = {
      meat: await stockAt(store, meat),
      cheese: await stockAt(store, cheese),
      piece: await stockAt(store, piece!),
    };
    const meatItem = await itemOf(orderId, meat);
    const cheeseItem = await itemOf(orderId, cheese);

    const weighed = await pharmacist.post(`/api/staff/orders/${orderId}/weights`, {
      items: [
        { orderItemId: meatItem.id, deliveredQuantity: '١٫٢٣٤' },
        { orderItemId: cheeseItem.id, deliveredQuantity: 0.857 },
      ],
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    // 240 EGP x 1.234 kg = 296.16 EGP; 180 EGP x 0.857 kg = 154.26 EGP.
    const subtotal = 29_616 + 15_426 + 10_000;
    const after = await orderRow(store, orderId);
    expect(after).toMatchObject({ subtotal, total: subtotal - after.discount + before.deliveryCharge });
    expect(weighed.json().data.order).toMatchObject({ subtotal: subtotal / 100, total: after.total / 100 });
    expect(weighed.json().data.order.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: meatItem.id, quantity: 1.234, amount: 296.16, weighted: true }),
        expect.objectContaining({ id: cheeseItem.id, quantity: 0.857, amount: 154.26, weighted: true }),
      ]),
    );
    expect(await stockAt(store, meat)).toBe(stock.meat - 234);
    expect(await stockAt(store, cheese)).toBe(stock.cheese + 143);
    expect(await stockAt(store, piece!)).toBe(stock.piece);
    const [event] = await store.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.weighed')));
    expect(event!.data).toMatchObject({
      totalBefore: before.total,
      totalAfter: after.total,
      ledger: null,
      items: [
        { orderItemId: meatItem.id, orderedMilli: 1000, deliveredMilli: 1234 },
        { orderItemId: cheeseItem.id, orderedMilli: 1000, deliveredMilli: 857 },
      ],
    });
    const [audit] = await auditOf(orderId, 'order.weights');
    expect(audit).toMatchObject({
      staffId: pharmacist.id,
      before: { total: before.total },
      after: { total: after.total },
    });
    // No ledger entry for a cash order: the driver collects the new total.
    expect(await store.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId))).toEqual([]);

    // Weighed again: the bound stays on the weight first ordered (1.5 kg), not on 1.234 kg.
    const reweighed = await pharmacist.post(`/api/staff/orders/${orderId}/weights`, {
      items: [{ orderItemId: meatItem.id, deliveredQuantity: 1.5 }],
    });
    expect(reweighed.statusCode, reweighed.body).toBe(200);
    expect(await stockAt(store, meat)).toBe(stock.meat - 500);
    const tooMuch = await pharmacist.post(`/api/staff/orders/${orderId}/weights`, {
      items: [{ orderItemId: meatItem.id, deliveredQuantity: 1.501 }],
    });
    expect(tooMuch.statusCode).toBe(422);
  });

  describe('on a store that charges at checkout', () => {
    // The charge at checkout, where cards are not held (CARD_HOLD=false, Paymob without its auth
    // integration): its own store. A held card takes the weighed total at dispatch instead, with no
    // refund (card-holds.api.test.ts).
    let charging: TestStore;
    let weigher: Awaited<ReturnType<typeof staffMember>>;
    beforeAll(async () => {
      charging = await build({ shop: { cardHold: { ...loadConfig({}).shop.cardHold, enabled: false } } });
      weigher = await staffMember(charging, 'pharmacist', [1]);
    });
    afterAll(() => charging.close());

    it('refunds the excess of an online-paid order through the gateway and collects the extra', async () => {
      const me = await shopper(charging);
      const meat = await weighedPriced(20_000, charging);
      const orderId = await paidOnlineOrder(me, [{ productId: meat, quantity: 1 }], charging);
      const [payment] = await charging.db.select().from(payments).where(eq(payments.orderId, orderId));
      const item = await itemOf(orderId, meat, charging);

      const lighter = await weigher.post(`/api/staff/orders/${orderId}/weights`, {
        items: [{ orderItemId: item.id, deliveredQuantity: 0.9 }],
      });
      expect(lighter.statusCode, lighter.body).toBe(200);
      let ledger = await ledgerOf(charging, orderId);
      expect(ledger).toEqual([
        expect.objectContaining({
          paymentId: payment!.id,
          kind: 'refund',
          amount: 2_000,
          reason: 'weight',
          gatewayReference: `test-refund-${payment!.reference}`,
        }),
      ]);

      // Weighed again heavier (1.1 kg): the 20 EGP refunded plus 20 EGP more are collected at the door.
      const heavier = await weigher.post(`/api/staff/orders/${orderId}/weights`, {
        items: [{ orderItemId: item.id, deliveredQuantity: '1.1' }],
      });
      expect(heavier.statusCode, heavier.body).toBe(200);
      ledger = await ledgerOf(charging, orderId);
      expect(ledger.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
        { kind: 'refund', amount: 2_000 },
        { kind: 'collect', amount: 4_000 },
      ]);
      expect((await orderRow(charging, orderId)).total).toBe(payment!.amount + 2_000);
    });

    it('changes nothing when the gateway refuses the refund', async () => {
      const me = await shopper(charging);
      const meat = await weighedPriced(21_000, charging);
      const orderId = await paidOnlineOrder(me, [{ productId: meat, quantity: 1 }], charging);
      const before = await orderRow(charging, orderId);
      const item = await itemOf(orderId, meat, charging);
      const stock = await stockAt(charging, meat);
      const refusing: PaymentGateway = {
        name: 'test',
        start: () => Promise.reject(new Error('unused')),
        verifyCallback: () => null,
        refund: () => Promise.reject(new Error('gateway down')),
      };
      await expect(
        weighOrderItems(
          charging.db,
          {
            actor: { id: weigher.id, role: 'pharmacist', branchIds: [1] },
            orderId,
            items: [{ orderItemId: item.id, deliveredQuantity: 0.8 }],
            lang: 'en',
          },
          { gateway: refusing },
        ),
      ).rejects.toMatchObject({ statusCode: 422, messageKey: 'order.refundFailed' });
      expect(await orderRow(charging, orderId)).toEqual(before);
      expect(await itemOf(orderId, meat, charging)).toEqual(item);
      expect(await stockAt(charging, meat)).toBe(stock);
      expect(
        await charging.db.select().from(paymentLedger).where(eq(paymentLedger.orderId, orderId)),
      ).toEqual([]);
      expect(await auditOf(orderId, 'order.weights', charging)).toHaveLength(0);
    });
  });

  it('shows staff and the customer the weight and amount ordered beside the weighed ones, across weighings', async () => {
    const me = await shopper(store);
    const meat = await weighedPriced(15_000);
    const [piece] = await piecesPriced(5_000);
    const orderId = await cashOrder(me, [
      { productId: meat, quantity: 1 },
      { productId: piece!, quantity: 2 },
    ]);
    const meatItem = await itemOf(orderId, meat);
    const pieceItem = await itemOf(orderId, piece!);
    const lineOf = (order: { items: { id: number }[] }, id: number) =>
      order.items.find((item) => item.id === id);
    // Not weighed yet: nothing to compare.
    expect(
      lineOf((await pharmacist.get(`/api/staff/orders/${orderId}`)).json().data.order, meatItem.id),
    ).toMatchObject({
      weighing: null,
    });
    expect(
      (
        await pharmacist.post(`/api/staff/orders/${orderId}/weights`, {
          items: [{ orderItemId: meatItem.id, deliveredQuantity: 1.1 }],
        })
      ).statusCode,
    ).toBe(200);
    // Weighed twice: still compared with what the customer ordered (1 kg, 150.00), not the first weighing.
    expect(
      (
        await pharmacist.post(`/api/staff/orders/${orderId}/weights`, {
          items: [{ orderItemId: meatItem.id, deliveredQuantity: 1.01 }],
        })
      ).statusCode,
    ).toBe(200);
    const staffView = (await pharmacist.get(`/api/staff/orders/${orderId}`)).json().data.order;
    const customerView = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    for (const order of [staffView, customerView]) {
      expect(lineOf(order, meatItem.id)).toMatchObject({
        quantity: 1.01,
        amount: 151.5,
        weighing: { orderedQuantity: 1, orderedAmount: 150 },
      });
      expect(lineOf(order, pieceItem.id)).toMatchObject({ weighing: null });
    }
  });

  it('refuses a piece item, a weight out of bounds and an order already delivered, in en and ar', async () => {
    const me = await shopper(store);
    const meat = await weighedPriced(22_000);
    const [piece] = await piecesPriced(6_000);
    const orderId = await cashOrder(me, [
      { productId: meat, quantity: 1 },
      { productId: piece!, quantity: 2 },
    ]);
    const before = await orderRow(store, orderId);
    const meatItem = await itemOf(orderId, meat);
    const pieceItem = await itemOf(orderId, piece!);
    const stock = await stockAt(store, meat);
    const send = (lang: 'en' | 'ar', items: object[]) =>
      caller(pharmacist, lang).post(`/api/staff/orders/${orderId}/weights`, { items });

    const notWeighed = await send('en', [{ orderItemId: pieceItem.id, deliveredQuantity: 1 }]);
    expect(notWeighed.statusCode).toBe(422);
    expect(notWeighed.json().message).toMatch(/is not sold by weight$/);
    expect((await send('ar', [{ orderItemId: pieceItem.id, deliveredQuantity: 1 }])).json().message).toMatch(
      /لا يُباع بالوزن$/,
    );
    const over = await send('en', [{ orderItemId: meatItem.id, deliveredQuantity: 1.6 }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/at most 1\.5 kg$/);
    for (const wrong of [0, -1, '0.0001', 'abc', '١٫٢٣٤٥']) {
      const answer = await send('ar', [{ orderItemId: meatItem.id, deliveredQuantity: wrong }]);
      expect(answer.statusCode, `${wrong}: ${answer.body}`).toBe(422);
      expect(answer.json().validation[0]).toContain('وزنًا بالكيلوجرام');
    }
    expect(await orderRow(store, orderId)).toMatchObject({ total: before.total });

    await store.db.update(orders).set({ statusId: 4 }).where(eq(orders.id, orderId));
    const delivered = await send('en', [{ orderItemId: meatItem.id, deliveredQuantity: 1.1 }]);
    expect(delivered.statusCode).toBe(422);
    expect(delivered.json().message).toBe('Weights can only be changed before the order is delivered');
    expect(await stockAt(store, meat)).toBe(stock);
    expect(await auditOf(orderId, 'order.weights')).toHaveLength(0);
  });
});
