import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orderSubstitutions,
  orders,
  paymentLedger,
  payments,
  products,
} from '../db/schema.ts';
import type { PaymentGateway, RefundRequest } from '../gateway/payment-gateway.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import {
  chooseAddressAndPayment,
  fillCart,
  orderTheCart,
  piecesHandout,
  stockAt,
} from '../test/shop-test-support.ts';
import { cancelOrder } from './cancel-order.ts';

let store: TestStore;
let freshPieces: ReturnType<typeof piecesHandout>;
beforeAll(async () => {
  store = await build();
  freshPieces = piecesHandout(store);
});
afterAll(() => store.close());

const policy = { windowMinutes: 5, substitutionMinutes: 3 };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Places an order of the products (2 of each) for the shopper; returns its id. */
async function placeOrder(me: Shopper, productIds: number[], promo?: string) {
  await fillCart(me, productIds);
  if (promo) expect((await me.post('/api/cart/promoCode/add', { promocode: promo })).statusCode).toBe(200);
  return (await orderTheCart(me)).item as number;
}

const setOrder = (id: number, values: Partial<typeof orders.$inferInsert>) =>
  store.db.update(orders).set(values).where(eq(orders.id, id));

const eventsOf = (orderId: number) =>
  store.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));

describe('cancelling an order', () => {
  it('cancels within the window: status, stock, promo use and an event, in one go; repeating changes nothing', async () => {
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const before = [await stockAt(store, a!.id), await stockAt(store, b!.id)];
    const orderId = await placeOrder(me, [a!.id, b!.id], 'WELCOME10');
    expect(await stockAt(store, a!.id)).toBe(before[0]! - 2000);

    const shown = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(shown.canReorder).toBe(false);
    const until = new Date(shown.cancellableUntil).getTime() - new Date(shown.createdAt).getTime();
    expect(until).toBe(5 * 60_000);

    const cancelled = await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 3, comment: ' Too slow ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Your order has been cancelled',
      item: orderId,
      data: {
        order: { id: orderId, status: { id: 6, name: 'Cancelled' }, cancelled: true, cancellableUntil: null },
      },
    });
    expect([await stockAt(store, a!.id), await stockAt(store, b!.id)]).toEqual(before);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      statusId: 6,
      cancellationReasonId: 3,
      cancellationComment: 'Too slow',
      cancelledBy: 'customer',
    });
    expect(row!.cancelledAt).not.toBeNull();
    const events = await eventsOf(orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'order.cancelled',
      data: { by: 'customer', reasonId: 3, comment: 'Too slow' },
    });

    // The same call again: the same answer, and nothing moves.
    const again = await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 3, comment: ' Too slow ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(cancelled.json());
    expect([await stockAt(store, a!.id), await stockAt(store, b!.id)]).toEqual(before);
    expect(await eventsOf(orderId)).toHaveLength(1);

    // WELCOME10 (once per customer) is theirs to use again.
    await me.post('/api/cart/add', { productId: a!.id, quantity: 2 });
    const promo = await me.post('/api/cart/promoCode/add', { promocode: 'WELCOME10' });
    expect(promo.statusCode, promo.body).toBe(200);

    const lists = (await me.get('/api/orders')).json().data;
    expect(lists.oldOrders).toEqual([expect.objectContaining({ id: orderId, cancelled: true })]);
    expect(lists.pendingOrders).toEqual([]);
  });

  it('accepts reason_id, and asks for a reason (en and ar) when there is none', async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const orderId = await placeOrder(me, [a!.id]);
    const none = await me.post(`/api/orders/cancel/${orderId}`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().validation).toEqual(['Please choose a reason for cancelling']);
    const ar = await me.post(`/api/orders/cancel/${orderId}`, {}, { 'content-language': 'ar' });
    expect(ar.json().validation).toEqual(['من فضلك اختر سبب الإلغاء']);
    const unknown = await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Please choose one of the listed reasons');
    const long = await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 1, comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    const done = await me.post(`/api/orders/cancel/${orderId}`, { reason_id: 1 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.order.cancelled).toBe(true);
  });

  it('refuses after 5 minutes and once dispatched, naming the hotline and e-mail in both languages', async () => {
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const late = await placeOrder(me, [a!.id]);
    await setOrder(late, { createdAt: minutesAgo(5.1) });
    const stock = await stockAt(store, a!.id);
    const refused = await me.post(`/api/orders/cancel/${late}`, { reasonId: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'This order can no longer be cancelled here: orders can be cancelled within 5 minutes of placing them. Please call our hotline 15672 or e-mail info@nilepharmacy.example.',
    );
    expect(refused.json().validation).toEqual([refused.json().message]);
    const ar = (
      await me.post(`/api/orders/cancel/${late}`, { reasonId: 1 }, { 'content-language': 'ar' })
    ).json();
    // In the Arabic message's digits.
    expect(ar.message).toContain('١٥٦٧٢');
    expect(ar.message).toContain('info@nilepharmacy.example');
    expect(ar.message).toMatch(/[\u0600-\u06FF]/);
    expect((await me.get(`/api/orders/${late}`)).json().data.order.cancellableUntil).toBeNull();
    expect(await stockAt(store, a!.id)).toBe(stock);
    expect(await eventsOf(late)).toEqual([]);

    const dispatched = await placeOrder(me, [b!.id]);
    await setOrder(dispatched, { statusId: 2, dispatchedAt: new Date() });
    const onItsWay = await me.post(`/api/orders/cancel/${dispatched}`, { reasonId: 1 });
    expect(onItsWay.statusCode).toBe(422);
    expect(onItsWay.json().message).toContain('hotline 15672');
    for (const statusId of [4, 5]) {
      await setOrder(dispatched, { statusId, dispatchedAt: null, createdAt: new Date() });
      expect((await me.post(`/api/orders/cancel/${dispatched}`, { reasonId: 1 })).statusCode).toBe(422);
    }
  });

  it('reopens the window for 3 minutes after a substitution request', async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const orderId = await placeOrder(me, [a!.id]);
    await setOrder(orderId, {
      statusId: 2,
      createdAt: minutesAgo(30),
      substitutionRequestedAt: minutesAgo(3.1),
    });
    expect((await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 2 })).statusCode).toBe(422);
    await setOrder(orderId, { substitutionRequestedAt: minutesAgo(2.9) });
    const shown = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(new Date(shown.cancellableUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await me.post(`/api/orders/cancel/${orderId}`, { reasonId: 2 })).statusCode).toBe(200);
  });

  it("answers 404 for someone else's order and 401 for a guest", async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const orderId = await placeOrder(me, [a!.id]);
    const other = await shopper(store);
    expect((await other.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 })).statusCode).toBe(404);
    expect((await other.post(`/api/orders/reorder/${orderId}`, {})).statusCode).toBe(404);
    const guest = await store.app.inject({
      method: 'POST',
      url: `/api/orders/cancel/${orderId}`,
      payload: { reasonId: 1 },
    });
    expect(guest.statusCode).toBe(401);
    const [row] = await store.db
      .select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row!.statusId).toBe(1);
  });

  it('cancels once when two cancels race: stock back once, one event', async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const before = await stockAt(store, a!.id);
    const orderId = await placeOrder(me, [a!.id]);
    const answers = await Promise.all([
      me.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 }),
      me.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await stockAt(store, a!.id)).toBe(before);
    expect(await eventsOf(orderId)).toHaveLength(1);
  });

  it('refunds a paid online order through the gateway, and keeps the order when the refund fails', async () => {
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const paidOrder = async (productId: number, reference: string) => {
      const orderId = await placeOrder(me, [productId]);
      const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
      await setOrder(orderId, { paymentTypeId: 3, paymentState: 'paid', paidAt: new Date() });
      await store.db.insert(payments).values({
        orderId,
        gateway: 'test',
        reference,
        gatewayOrderId: `77${orderId}`,
        gatewayReference: `88${orderId}`,
        amount: row!.total,
        state: 'paid',
        lang: 'en',
      });
      return { orderId, total: row!.total };
    };

    const paid = await paidOrder(a!.id, `np-refund-${me.userId}-a`);
    const answer = await me.post(`/api/orders/cancel/${paid.orderId}`, { reasonId: 4 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.order.paymentState).toBe('refunded');
    const [payment] = await store.db.select().from(payments).where(eq(payments.orderId, paid.orderId));
    expect(payment!.state).toBe('refunded');
    const refunds = await store.db
      .select()
      .from(paymentLedger)
      .where(and(eq(paymentLedger.paymentId, payment!.id), eq(paymentLedger.kind, 'refund')));
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: paid.total,
        gatewayReference: `test-refund-np-refund-${me.userId}-a`,
      }),
    ]);
    expect((await eventsOf(paid.orderId))[0]!.data).toMatchObject({ refund: { amount: paid.total } });

    // The domain function, as the staff console will call it, with a gateway that refuses.
    const asked: RefundRequest[] = [];
    const refusing: PaymentGateway = {
      name: 'test',
      start: () => Promise.reject(new Error('unused')),
      verifyCallback: () => null,
      refund: (request) => {
        asked.push(request);
        return Promise.reject(new Error('gateway down'));
      },
    };
    const second = await paidOrder(b!.id, `np-refund-${me.userId}-b`);
    const stock = await stockAt(store, b!.id);
    await expect(
      cancelOrder(
        store.db,
        { orderId: second.orderId, by: { staff: {} }, reasonId: 1, now: new Date() },
        { gateway: refusing, policy },
      ),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'order.refundFailed' });
    const [kept] = await store.db.select().from(orders).where(eq(orders.id, second.orderId));
    expect(kept).toMatchObject({ statusId: 1, paymentState: 'paid', cancelledAt: null });
    // The gateway was asked for the transaction the verified callback named, in full.
    expect(asked).toEqual([
      {
        reference: `np-refund-${me.userId}-b`,
        gatewayReference: `77${second.orderId}`,
        transactionId: `88${second.orderId}`,
        amount: second.total,
      },
    ]);
    expect(await stockAt(store, b!.id)).toBe(stock);
    expect(
      await store.db
        .select()
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, second.orderId), eq(paymentLedger.kind, 'refund'))),
    ).toEqual([]);
    expect(await eventsOf(second.orderId)).toEqual([]);
  });

  it('lets staff cancel after the window (not a dispatched order unless asked to)', async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const orderId = await placeOrder(me, [a!.id]);
    await setOrder(orderId, { statusId: 2, createdAt: minutesAgo(60), dispatchedAt: minutesAgo(10) });
    const deps = {
      gateway: { refund: async () => ({ gatewayReference: null }) } as unknown as PaymentGateway,
      policy,
    };
    await expect(
      cancelOrder(store.db, { orderId, by: { staff: {} }, reasonId: 5, now: new Date() }, deps),
    ).rejects.toMatchObject({ statusCode: 422, messageKey: 'order.cancelNotAllowed' });
    await expect(
      cancelOrder(
        store.db,
        { orderId, by: { staff: { untilDelivered: true } }, reasonId: 5, now: new Date() },
        deps,
      ),
    ).resolves.toEqual({ cancelled: true });
    expect((await eventsOf(orderId))[0]!.data).toMatchObject({ by: 'staff' });
  });
});

describe('ordering again', () => {
  it('puts a completed order in the cart at today’s price, skipping what cannot be had, and says so', async () => {
    const me = await shopper(store);
    const [kept, short, elsewhere, gone] = await freshPieces(4);
    const orderId = await placeOrder(me, [kept!.id, short!.id, elsewhere!.id, gone!.id]);

    const notYet = await me.post(`/api/orders/reorder/${orderId}`, { orderId });
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json().message).toBe('Only completed orders can be ordered again');

    await setOrder(orderId, { statusId: 5 });
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order).toMatchObject({
      canReorder: true,
      cancellableUntil: null,
    });
    // Since then: a new price, one out of stock, one sold only at another branch, one at none.
    await store.db
      .update(branchProducts)
      .set({ price: kept!.price + 500 })
      .where(and(eq(branchProducts.productId, kept!.id), eq(branchProducts.branchId, 1)));
    await store.db
      .delete(branchProducts)
      .where(and(eq(branchProducts.productId, elsewhere!.id), eq(branchProducts.branchId, 1)));
    const [otherBranch] = await store.db
      .select({ id: branchProducts.branchId })
      .from(branchProducts)
      .where(eq(branchProducts.productId, elsewhere!.id));
    expect(otherBranch).toBeDefined();
    await store.db.delete(branchProducts).where(eq(branchProducts.productId, gone!.id));
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, short!.id), eq(branchProducts.branchId, 1)));

    // The path's id wins over the body's.
    const answer = await me.post(`/api/orders/reorder/${orderId}`, { orderId: 999_999 });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.item).toBe(orderId);
    expect(await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).toHaveLength(4);
    // In the order's own order (as the order page lists its items).
    const shownItems = (await me.get(`/api/orders/${orderId}`)).json().data.order.items as {
      productId: number;
    }[];
    const reasons = new Map([
      [short!.id, 'outOfStock'],
      [elsewhere!.id, 'notInBranch'],
      [gone!.id, 'notSold'],
    ]);
    expect(body.data.skipped).toEqual(
      shownItems
        .filter((item) => reasons.has(item.productId))
        .map((item) =>
          expect.objectContaining({ productId: item.productId, reason: reasons.get(item.productId) }),
        ),
    );
    for (const skipped of body.data.skipped) expect(skipped.name).not.toBe('');
    expect(body.message).toBe(
      `The items of your order are in your cart, except: ${body.data.skipped.map((s: { name: string }) => s.name).join(', ')}`,
    );
    expect(body.data.cart.items).toEqual([
      expect.objectContaining({ productId: kept!.id, quantity: 2, finalPrice: (kept!.price + 500) / 100 }),
    ]);
    expect((await me.get('/api/cart/view')).json().data.cart.items).toHaveLength(1);
  });

  it('takes the nearest quantity the stock allows and keeps the way of cutting', async () => {
    const me = await shopper(store);
    const [cut] = await store.db
      .select({
        productId: sql<number>`pct.product_id`,
        cuttingTypeId: sql<number>`max(pct.cutting_type_id)`,
      })
      .from(
        sql`product_cutting_types pct join branch_products bp on bp.product_id = pct.product_id and bp.branch_id = 1`,
      )
      .where(sql`bp.stock_milli >= 5000`)
      .groupBy(sql`pct.product_id`)
      .having(sql`count(*) > 1`)
      .limit(1);
    expect(cut).toBeDefined();
    const [product] = await store.db
      .select({ quantities: products.quantities })
      .from(products)
      .where(eq(products.id, cut!.productId));
    const allowed = (product!.quantities as number[]).slice().sort((x, y) => x - y);
    const big = allowed[allowed.length - 1]!;
    const add = await me.post('/api/cart/add', {
      productId: cut!.productId,
      quantity: big,
      cuttingTypeId: cut!.cuttingTypeId,
    });
    expect(add.statusCode, add.body).toBe(200);
    await chooseAddressAndPayment(me, 1);
    const placed = await me.post('/api/cart/order', {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().item;
    await setOrder(orderId, { statusId: 5 });
    // Only the smallest allowed quantity is left.
    await store.db
      .update(branchProducts)
      .set({ stockMilli: Math.round(allowed[0]! * 1000) })
      .where(and(eq(branchProducts.productId, cut!.productId), eq(branchProducts.branchId, 1)));
    const answer = await me.post(`/api/orders/reorder/${orderId}`, {}, { 'content-language': 'ar' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('تمت إضافة منتجات طلبك إلى السلة');
    expect(answer.json().data.cart.items).toEqual([
      expect.objectContaining({
        productId: cut!.productId,
        quantity: allowed[0],
        cuttingTypeId: cut!.cuttingTypeId,
      }),
    ]);
  });

  it('lists the cancel and reorder routes in the OpenAPI document', async () => {
    const doc = (await store.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const cancel = doc.paths['/api/orders/cancel/{id}'].post;
    expect(cancel.requestBody.content['application/json'].schema.properties).toHaveProperty('reasonId');
    expect(Object.keys(cancel.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '422']));
    const reorder = doc.paths['/api/orders/reorder/{id}'].post;
    expect(Object.keys(reorder.responses)).toEqual(expect.arrayContaining(['200', '404', '422']));
  });
});

describe('the order timeline', () => {
  // Read through the route's response schema: a step field it did not declare would not get through.
  const stepsOf = async (me: Shopper, orderId: number, lang: 'en' | 'ar' = 'en') => {
    const res = await me.get(`/api/orders/${orderId}`, { 'content-language': lang });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.order.timeline as {
      type: string;
      name: string;
      at: string | null;
      state: string;
    }[];
  };

  it('shows placed, accepted and out for delivery with their times, the current step, and the steps ahead', async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const orderId = await placeOrder(me, [a!.id]);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    const fresh = await stepsOf(me, orderId);
    expect(fresh.map((step) => [step.type, step.state])).toEqual([
      ['placed', 'current'],
      ['accepted', 'upcoming'],
      ['dispatched', 'upcoming'],
      ['delivered', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    expect(fresh[0]!.at).toBe(row!.createdAt.toISOString());
    expect(fresh.slice(1).every((step) => step.at === null)).toBe(true);

    const accepted = minutesAgo(4);
    const dispatched = minutesAgo(2);
    await store.db.insert(orderEvents).values([
      { orderId, type: 'order.accepted', at: accepted },
      { orderId, type: 'order.dispatched', at: dispatched },
    ]);
    await setOrder(orderId, { statusId: 7, dispatchedAt: dispatched });
    const moving = await stepsOf(me, orderId, 'ar');
    expect(moving).toEqual([
      { type: 'placed', name: 'تم الطلب', at: row!.createdAt.toISOString(), state: 'done' },
      { type: 'accepted', name: 'قيد التنفيذ', at: accepted.toISOString(), state: 'done' },
      { type: 'dispatched', name: 'خرج للتوصيل', at: dispatched.toISOString(), state: 'current' },
      { type: 'delivered', name: 'تم التوصيل', at: null, state: 'upcoming' },
      { type: 'completed', name: 'مكتمل', at: null, state: 'upcoming' },
    ]);
  });

  it('ends a cancelled order with the cancellation, its reason and comment, instead of the steps ahead', async () => {
    const me = await shopper(store);
    const [a] = await freshPieces(1);
    const orderId = await placeOrder(me, [a!.id]);
    const cancelled = await me.post(`/api/orders/cancel/${orderId}`, {
      reasonId: 3,
      comment: 'Ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    const reasons = (await me.get('/api/list/cancellation/reasons', { 'content-language': 'ar' })).json();
    const reasonName = reasons.data.reasons.find((reason: { id: number }) => reason.id === 3)?.name;
    expect(reasonName).toBeTruthy();
    const steps = await stepsOf(me, orderId, 'ar');
    expect(steps).toEqual([
      expect.objectContaining({ type: 'placed', state: 'done' }),
      {
        type: 'cancelled',
        name: 'ملغي',
        at: row!.cancelledAt!.toISOString(),
        state: 'current',
        reason: reasonName,
        comment: 'Ordered twice',
      },
    ]);
  });

  it('shows a waiting substitution request as the current step, until it is answered', async () => {
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const orderId = await placeOrder(me, [a!.id]);
    const [item] = await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const requestedAt = minutesAgo(1);
    const expiresAt = new Date(requestedAt.getTime() + 3 * 60_000);
    await store.db.insert(orderEvents).values({ orderId, type: 'order.accepted', at: minutesAgo(2) });
    await setOrder(orderId, { statusId: 2, substitutionRequestedAt: requestedAt });
    await store.db.insert(orderSubstitutions).values({
      orderId,
      orderItemId: item!.id,
      productId: a!.id,
      quantityMilli: item!.quantityMilli,
      unitPrice: item!.unitPrice,
      alternativeIds: [b!.id],
      requestedAt,
      expiresAt,
    });
    const steps = await stepsOf(me, orderId);
    expect(steps.map((step) => [step.type, step.state])).toEqual([
      ['placed', 'done'],
      ['accepted', 'done'],
      ['substitution', 'current'],
      ['dispatched', 'upcoming'],
      ['delivered', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    expect(steps[2]).toMatchObject({
      name: 'Waiting for your choice of alternatives',
      at: requestedAt.toISOString(),
      until: expiresAt.toISOString(),
    });

    await store.db
      .update(orderSubstitutions)
      .set({ state: 'dropped' })
      .where(eq(orderSubstitutions.orderId, orderId));
    // Once answered it stays on the road, done, with the answer.
    const answered = await stepsOf(me, orderId);
    expect(answered.map((step) => [step.type, step.state])).toEqual([
      ['placed', 'done'],
      ['accepted', 'current'],
      ['substitution', 'done'],
      ['dispatched', 'upcoming'],
      ['delivered', 'upcoming'],
      ['completed', 'upcoming'],
    ]);
    expect(answered[2]).toMatchObject({
      name: 'Alternatives offered',
      at: requestedAt.toISOString(),
      answer: 'You removed the items',
    });
  });
});
