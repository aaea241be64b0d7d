import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchProducts,
  orderPromotions,
  orders,
  products,
  promoCodes,
  promotionTargets,
} from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { chooseAddressAndPayment, piecesHandout } from '../test/shop-test-support.ts';

// Two instances of the store on one database, as in production behind a load balancer: on the
// PostgreSQL server (TEST_DATABASE_URL) each has its own connection pool, so their checkouts
// really run at the same time.
let store: TestStore;
let second: TestStore;
beforeAll(async () => {
  store = await build();
  second = await build({ shareDatabaseOf: store });
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

/** In-stock piece goods of branch 1 that make an order above the minimum on their own. */
async function pieces(count: number) {
  const rows = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000 and ${branchProducts.price} between 12000 and 20000`,
    )
    .orderBy(products.id)
    .limit(count);
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.id);
}

async function readyWithPromo(me: Shopper, productId: number, code: string) {
  expect((await me.post('/api/cart/add', { productId, quantity: 1 })).statusCode).toBe(200);
  await chooseAddressAndPayment(me, 1);
  const applied = await me.post('/api/cart/promoCode/add', { promocode: code });
  expect(applied.statusCode, applied.body).toBe(200);
  expect(applied.json().data.cart.totals.discount).toBeGreaterThan(0);
}

/** The shopper's checkout sent to one of the two instances. */
function submitOn(instance: TestStore, me: Shopper) {
  return instance.app.inject({
    method: 'POST',
    url: '/api/cart/order',
    headers: { 'content-language': 'en', authorization: `Bearer ${me.token}` },
    payload: { orderFrom: 'Web' },
  });
}

describe('a promo code with a use limit, under concurrent checkouts', () => {
  it('gives its discount to exactly as many orders as it allows, across two instances', async () => {
    const [promo] = await store.db
      .insert(promoCodes)
      .values({ code: 'ONCEONLY', kind: 'fixed', value: 2000, maxUses: 1 })
      .returning({ id: promoCodes.id });
    // Each buys another product: a shared stock row would queue the checkouts one behind the other
    // and hide the race on the promo code.
    const productIds = await pieces(10);
    const customers: Shopper[] = [];
    for (const productId of productIds) {
      const me = await shopper(store);
      await readyWithPromo(me, productId, 'ONCEONLY');
      customers.push(me);
    }

    const results = await Promise.all(
      customers.map((me, index) => submitOn(index % 2 === 0 ? store : second, me)),
    );

    // The rule: an order is never placed at another price than the cart promised. A code used up
    // meanwhile refuses the checkout with the promo message (and leaves the cart, so submitting
    // again places the order at full price, as the cart then shows).
    const placed = results.filter((res) => res.statusCode === 200);
    const refused = results.filter((res) => res.statusCode !== 200);
    const outcome = results.map((res) =>
      res.statusCode === 200 ? `placed, discount ${res.json().data.order.discount}` : res.json().message,
    );
    expect(placed, outcome.join('; ')).toHaveLength(1);
    expect(placed[0]!.json().data.order).toMatchObject({ promoCode: 'ONCEONLY', discount: 20 });
    for (const res of refused) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('This promo code has already been used');
    }
    const uses = await store.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.promoCodeId, promo!.id), isNull(orders.cancelledAt)));
    expect(uses).toHaveLength(1);
    // Its uses (docs/decisions/0076): one row of the order it was placed with.
    expect(
      await store.db.select().from(orderPromotions).where(eq(orderPromotions.promotionId, promo!.id)),
    ).toHaveLength(1);

    const loser = customers[results.findIndex((res) => res.statusCode !== 200)]!;
    const cart = (await loser.get('/api/cart/view')).json().data.cart;
    expect(cart.totals).toMatchObject({ promoCode: null, discount: 0 });
    const again = await loser.post('/api/cart/order', { orderFrom: 'Web' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.order).toMatchObject({ promoCode: null, discount: 0 });
  });

  it('refuses in Arabic too', async () => {
    await store.db.insert(promoCodes).values({ code: 'ONCEMORE', kind: 'percent', value: 5, maxUses: 1 });
    const [productId] = await pieces(1);
    const first = await shopper(store);
    const late = await shopper(store, 'ar');
    await readyWithPromo(first, productId!, 'ONCEMORE');
    await readyWithPromo(late, productId!, 'ONCEMORE');
    expect((await first.post('/api/cart/order', {})).statusCode).toBe(200);
    const refused = await late.post('/api/cart/order', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('تم استخدام كود الخصم من قبل');
  });
});

describe('an automatic promotion with a use limit, under concurrent checkouts (docs/decisions/0076)', () => {
  it('gives its discount to exactly as many orders as it allows across two instances; the others are placed without', async () => {
    // Sold without a prescription: each checkout passes the gate.
    const productIds = (await piecesHandout(store)(10)).map((row) => row.id);
    const [promotion] = await store.db
      .insert(promoCodes)
      .values({ kind: 'fixed', value: 1500, maxUses: 2 })
      .returning({ id: promoCodes.id });
    await store.db
      .insert(promotionTargets)
      .values(productIds.map((targetId) => ({ promotionId: promotion!.id, kind: 'product', targetId })));
    const customers: Shopper[] = [];
    for (const productId of productIds) {
      const me = await shopper(store);
      // Two: above the minimum order at 60 EGP a piece.
      expect((await me.post('/api/cart/add', { productId, quantity: 2 })).statusCode).toBe(200);
      await chooseAddressAndPayment(me, 1);
      expect((await me.get('/api/cart/view')).json().data.cart.totals.discount).toBe(15);
      customers.push(me);
    }

    const results = await Promise.all(
      customers.map((me, index) => submitOn(index % 2 === 0 ? store : second, me)),
    );

    const outcome = results.map((res) => `${res.statusCode} ${res.body.slice(0, 80)}`);
    expect(
      results.every((res) => res.statusCode === 200),
      outcome.join('; '),
    ).toBe(true);
    const discounts = results.map((res) => res.json().data.order.discount).sort();
    expect(discounts).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 15, 15]);
    const uses = await store.db
      .select({ orderId: orderPromotions.orderId })
      .from(orderPromotions)
      .where(eq(orderPromotions.promotionId, promotion!.id));
    expect(uses).toHaveLength(2);
    await store.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, promotion!.id));
  });
});
