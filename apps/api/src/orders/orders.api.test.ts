import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, products } from '../db/schema.ts';
import { build, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { chooseAddressAndPayment, stockAt } from '../test/shop-test-support.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store.close());

/** In-stock piece goods of branch 1 between two prices (piasters). */
async function pieces(count: number, min = 5000, max = 20_000) {
  return store.db
    .select({ id: products.id, price: branchProducts.price, stock: branchProducts.stockMilli })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000 and ${branchProducts.price} between ${min} and ${max}`,
    )
    .orderBy(products.id)
    .limit(count);
}

async function readyToOrder(me: Shopper, productId: number, quantity = 1, paymentTypeId = 1) {
  expect((await me.post('/api/cart/add', { productId, quantity })).statusCode).toBe(200);
  await chooseAddressAndPayment(me, paymentTypeId);
}

describe('placing an order', () => {
  it("gates checkout with the spec's messages", async () => {
    const me = await shopper(store);
    expect((await me.post('/api/cart/order', { comment: '', orderFrom: 'Web' })).json().message).toBe(
      'Your cart is empty',
    );
    const [cheap] = await pieces(1, 1000, 4000);
    await me.post('/api/cart/add', { productId: cheap!.id, quantity: 1 });
    const small = await me.post('/api/cart/order', { orderFrom: 'Web' });
    expect(small.statusCode).toBe(422);
    expect(small.json().message).toBe('The minimum order is 100 EGP');
    const ar = await (await shopper(store, 'ar')).post('/api/cart/order', {});
    expect(ar.json().message).toBe('سلة التسوق فارغة');
    await me.post('/api/cart/update', {
      itemId: (await me.get('/api/cart/view')).json().data.cart.items[0].itemId,
      quantity: 10,
    });
    expect((await me.post('/api/cart/order', {})).json().message).toBe('Please select address to continue');
    const addressId = (await me.post('/api/addresses', sampleAddress)).json().item;
    await me.post('/api/cart/address/select', { addressId });
    expect((await me.post('/api/cart/order', {})).json().message).toBe('Please select payment to continue');
  });

  it('re-prices, takes the stock, snapshots both languages, clears the cart and lists the order', async () => {
    const me = await shopper(store);
    const [product] = await pieces(1, 12_000, 20_000);
    const before = await stockAt(store, product!.id);
    await readyToOrder(me, product!.id, 2, 2);
    const chosenAddress = (await me.get('/api/cart/view')).json().data.cart.address.id;
    await me.post('/api/cart/promoCode/add', { promocode: 'WELCOME10' });
    const placed = await me.post('/api/cart/order', { comment: 'Ring twice', orderFrom: 'Web' });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().item;
    const order = placed.json().data.order;
    const subtotal = (product!.price * 2) / 100;
    expect(order).toMatchObject({
      id: orderId,
      status: { id: 1, name: 'Placed' },
      cancelled: false,
      subtotal,
      discountPercentage: 10,
      promoCode: 'WELCOME10',
      deliveryCharge: 15,
      paymentType: { id: 2 },
      paymentState: 'not_required',
      comment: 'Ring twice',
      orderFrom: 'Web',
      needsConfirmationCall: false,
    });
    expect(order.total).toBeCloseTo(subtotal - order.discount + 15, 2);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: product!.id, quantity: 2, price: product!.price / 100 }),
    ]);
    expect(order.address).toContain('Abbas El Akkad');
    expect(await stockAt(store, product!.id)).toBe(before - 2000);
    const cart = (await me.get('/api/cart/view')).json().data.cart;
    // Emptied, the promo code used; the address and the way of paying stay chosen for the next order.
    expect(cart).toMatchObject({ items: [], paymentType: { id: 2 }, totals: { promoCode: null } });
    expect(cart.address).toMatchObject({ id: chosenAddress });

    const arabic = (await me.get(`/api/orders/${orderId}`, { 'content-language': 'ar' })).json().data.order;
    expect(arabic.status.name).toBe('تم الطلب');
    expect(arabic.items[0].name).toMatch(/[\u0600-\u06FF]/);
    const lists = (await me.get('/api/orders')).json().data;
    expect(lists.pendingOrders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(lists.oldOrders).toEqual([]);
    expect((await (await shopper(store)).get(`/api/orders/${orderId}`)).statusCode).toBe(404);
    // WELCOME10 is once per customer.
    await me.post('/api/cart/add', { productId: product!.id, quantity: 1 });
    expect((await me.post('/api/cart/promoCode/add', { promocode: 'WELCOME10' })).json().message).toBe(
      'You have already used this promo code',
    );
  });

  it('returns the same order for a repeated Idempotency-Key', async () => {
    const me = await shopper(store);
    const [product] = await pieces(1, 12_000, 20_000);
    const before = await stockAt(store, product!.id);
    await readyToOrder(me, product!.id, 1);
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const [first, second] = await Promise.all([
      me.post('/api/cart/order', {}, key),
      me.post('/api/cart/order', {}, key),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().item).toBe(first.json().item);
    expect(await stockAt(store, product!.id)).toBe(before - 1000);
    expect((await me.get('/api/orders')).json().data.pendingOrders).toHaveLength(1);
  });

  it('flags orders of more than 100 items for a confirmation call', async () => {
    const me = await shopper(store);
    const list = await store.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)),
      )
      .where(
        sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 10000 and ${products.quantities} @> '[10]'::jsonb`,
      )
      .orderBy(products.id)
      .limit(11);
    expect(list).toHaveLength(11);
    // 110 items under the production maximum (20,000 EGP): 45 EGP each, a price no other test here
    // looks for, so they never pick these products.
    await store.db
      .update(branchProducts)
      .set({ price: 4500, oldPrice: null })
      .where(
        and(
          eq(branchProducts.branchId, 1),
          inArray(
            branchProducts.productId,
            list.map((product) => product.id),
          ),
        ),
      );
    store.clearSharedCaches();
    for (const product of list)
      expect((await me.post('/api/cart/add', { productId: product.id, quantity: 10 })).statusCode).toBe(200);
    await chooseAddressAndPayment(me, 1);
    const placed = await me.post('/api/cart/order', {});
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.order.needsConfirmationCall).toBe(true);
  });

  it('lets 20 customers race for the last 5 units: exactly 5 orders, stock 0, never negative', async () => {
    const [product] = await pieces(1, 12_000, 20_000);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 5000 })
      .where(and(eq(branchProducts.productId, product!.id), eq(branchProducts.branchId, 1)));
    const customers = [];
    for (let i = 0; i < 20; i++) {
      const me = await shopper(store);
      await readyToOrder(me, product!.id, 1);
      customers.push(me);
    }
    const results = await Promise.all(
      customers.map((me) => me.post('/api/cart/order', { orderFrom: 'Web' })),
    );
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 422)).toHaveLength(15);
    for (const refused of results.filter((res) => res.statusCode === 422)) {
      expect(refused.json().message).toMatch(/^Out of stock: /);
    }
    expect(await stockAt(store, product!.id)).toBe(0);
  });

  it('lists cancellation reasons in both languages', async () => {
    const me = await shopper(store);
    const en = (await me.get('/api/list/cancellation/reasons')).json().data.reasons;
    const ar = (await me.get('/api/list/cancellation/reasons', { 'content-language': 'ar' })).json().data
      .reasons;
    expect(en.length).toBeGreaterThanOrEqual(5);
    expect(ar.map((r: { id: number }) => r.id)).toEqual(en.map((r: { id: number }) => r.id));
    expect(ar[0].name).not.toBe(en[0].name);
  });
});
