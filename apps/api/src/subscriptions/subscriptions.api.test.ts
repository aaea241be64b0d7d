import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orders,
  products,
  subscriptions,
  users,
} from '../db/schema.ts';
import { outboxFor } from '../messaging/outbox-sender.ts';
import { build, request, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { fillCart, orderTheCart, piecesHandout, stockAt } from '../test/shop-test-support.ts';

/**
 * Scheduled and subscribed orders through the API (docs/decisions/0021), on the job runner's fake
 * clock: "now" is what `store.clock` says, and the subscription job runs when `runDue()` is called.
 */
let store: TestStore;
// Tuesday 1 December 2026, 08:00 in Cairo (UTC+2 in winter).
const start = new Date('2026-12-01T06:00:00Z');
/** In-stock piece goods of branch 1 that no other test of this file uses. */
let pieces: ReturnType<typeof piecesHandout>;
const freshPieces = async (count: number) => (await pieces(count)).map((row) => row.id);
beforeAll(async () => {
  store = await build({ jobsClockStart: start });
  pieces = piecesHandout(store);
});
afterAll(() => store.close());

const ordersOf = (subscriptionId: number) =>
  store.db
    .select()
    .from(orders)
    .where(eq(orders.subscriptionId, subscriptionId))
    .orderBy(asc(orders.deliveryDate));

async function subscriptionOf(me: Shopper, id: number) {
  const list = await me.get('/api/subscriptions');
  expect(list.statusCode).toBe(200);
  return list.json().data.subscriptions.find((entry: { id: number }) => entry.id === id);
}

/** Moves the fake clock to a Cairo wall time of a winter day (UTC+2) and runs the due jobs. */
async function runAt(cairoTime: string) {
  store.clock.set(new Date(`${cairoTime}+02:00`));
  await store.jobs.runDue();
}

async function subscribeWeekly(me: Shopper, productIds: number[], startDate: string) {
  await fillCart(me, productIds);
  const placed = await orderTheCart(me, { scheduleType: 'weekly', startDate, slotId: 2 });
  const [row] = await store.db.select().from(orders).where(eq(orders.id, placed.item));
  return { orderId: placed.item as number, subscriptionId: row!.subscriptionId!, message: placed.message };
}

describe('delivery slots', () => {
  it('lists six slots of a day, refusing those too close (lead time), past days and full slots', async () => {
    store.clock.set(new Date('2026-12-01T09:30:00+02:00'));
    const guest = request(store, 'en', 'slots-device-1');
    const today = (await guest.get('/api/delivery/slots?date=2026-12-01')).json().data.slots;
    expect(today.map((slot: { from: string }) => slot.from)).toEqual([
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '18:00',
      '20:00',
    ]);
    // 10:00 starts in 30 minutes, under the 60-minute lead time.
    expect(today.map((slot: { available: boolean }) => slot.available)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    const past = (await guest.get('/api/delivery/slots?date=2026-11-30')).json().data.slots;
    expect(past.some((slot: { available: boolean }) => slot.available)).toBe(false);
    const bad = await guest.get('/api/delivery/slots?date=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation).toEqual(['Please choose a valid date']);

    // Checkout refuses the same: a past day, and a slot within the lead time.
    const me = await shopper(store);
    await fillCart(me, await freshPieces(2));
    const yesterday = await me.post('/api/cart/order', {
      scheduleType: 'once',
      startDate: '2026-11-30',
      slotId: 3,
    });
    expect(yesterday.statusCode).toBe(422);
    expect(yesterday.json().message).toBe('Please choose a delivery day from Tuesday, 1 December 2026');
    const tooSoon = await me.post('/api/cart/order', {
      scheduleType: 'once',
      startDate: '2026-12-01',
      slotId: 1,
    });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toBe('This delivery time is no longer available, please choose another');
  });

  it('takes a slot off the list once it holds as many orders as its capacity, and refuses it at checkout', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    await fillCart(me, [a!, b!]);
    const placed = await orderTheCart(me, { scheduleType: 'once', startDate: '2026-12-05', slotId: 4 });
    // The capacity is the production default (20): 19 more orders fill the slot.
    await store.db.execute(sql`
      insert into orders (user_id, branch_id, status_id, payment_type_id, payment_state, address_text,
        order_from, subtotal, discount, discount_percentage, delivery_charge, total, delivery_date, slot_id)
      select user_id, branch_id, 3, payment_type_id, payment_state, address_text, order_from, subtotal,
        discount, discount_percentage, delivery_charge, total, delivery_date, slot_id
      from orders cross join generate_series(1, 19) where id = ${placed.item}`);
    const slots = (await me.get('/api/delivery/slots?date=2026-12-05')).json().data.slots;
    expect(slots.find((slot: { id: number }) => slot.id === 4).available).toBe(false);
    expect(slots.find((slot: { id: number }) => slot.id === 3).available).toBe(true);

    await fillCart(me, await freshPieces(2));
    const full = await me.post('/api/cart/order', {
      scheduleType: 'once',
      startDate: '2026-12-05',
      slotId: 4,
    });
    expect(full.statusCode).toBe(422);
    expect(full.json().validation).toEqual([
      'This delivery time is no longer available, please choose another',
    ]);
    // Nothing was taken: the cart is still there and can go in another slot.
    await orderTheCart(me, { scheduleType: 'once', startDate: '2026-12-05', slotId: 3 });
  });

  it('gives the last place of a slot to one of two customers checking out at once', async () => {
    store.clock.set(start);
    const [first, second] = [await shopper(store), await shopper(store)];
    await fillCart(first, await freshPieces(2));
    await fillCart(second, await freshPieces(2));
    const [seed] = await store.db.select({ id: orders.id }).from(orders).limit(1);
    await store.db.execute(sql`
      insert into orders (user_id, branch_id, status_id, payment_type_id, payment_state, address_text,
        order_from, subtotal, discount, discount_percentage, delivery_charge, total, delivery_date, slot_id)
      select user_id, 1, 3, payment_type_id, payment_state, address_text, order_from, subtotal,
        discount, discount_percentage, delivery_charge, total, '2026-12-06', 2
      from orders cross join generate_series(1, 19) where id = ${seed!.id}`);
    const body = { scheduleType: 'once', startDate: '2026-12-06', slotId: 2 };
    const answers = await Promise.all([
      first.post('/api/cart/order', body),
      second.post('/api/cart/order', body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const [row] = await queryRows<{ count: number }>(
      store.db,
      sql`select count(*)::int as count from orders where branch_id = 1 and delivery_date = '2026-12-06' and slot_id = 2`,
    );
    expect(Number(row!.count)).toBe(20);
  });
});

describe('placing a scheduled order', () => {
  it('tells a guest to log in to subscribe, in English and Arabic', async () => {
    for (const [lang, message] of [
      ['en', 'Please login to subscribe to order'],
      ['ar', 'يُرجى تسجيل الدخول للاشتراك في الطلب'],
    ] as const) {
      const guest = request(store, lang, 'guest-device-12');
      const answer = await guest.post('/api/cart/order', { scheduleType: 'weekly' });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(message);
    }
    for (const [lang, message] of [
      ['en', 'Please login to proceed cart order'],
      ['ar', 'من فضلك سجل الدخول لإتمام الطلب'],
    ] as const) {
      const instant = await request(store, lang, 'guest-device-12').post('/api/cart/order', {});
      expect(instant.statusCode).toBe(401);
      expect(instant.json().message).toBe(message);
    }
  });

  it('asks for the start date of a scheduled order, in English and Arabic', async () => {
    const en = await shopper(store);
    const answer = await en.post('/api/cart/order', { scheduleType: 'monthly', slotId: 2 });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().validation).toEqual(['Please select the start date to subscribe order']);
    const ar = await shopper(store, 'ar');
    const arabic = await ar.post('/api/cart/order', { scheduleType: 'weekly', slotId: 2 });
    expect(arabic.json().validation).toEqual(['يُرجى اختيار تاريخ البدء للاشتراك في الطلب']);
  });

  it('places a one-time scheduled order with status subscribed, its day and slot, taking stock now', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const before = await stockAt(store, a!);
    await fillCart(me, [a!, b!]);
    const placed = await orderTheCart(me, { scheduleType: 'once', startDate: '2026-12-04', slotId: 5 });
    expect(placed.message).toBe('Your order is scheduled for Friday, 4 December 2026');
    expect(placed.data.order.status.id).toBe(3);
    expect(placed.data.order.delivery).toEqual({ date: '2026-12-04', from: '18:00', to: '20:00' });
    const [row] = await store.db.select().from(orders).where(eq(orders.id, placed.item));
    expect(row).toMatchObject({ statusId: 3, deliveryDate: '2026-12-04', slotId: 5, subscriptionId: null });
    expect(await stockAt(store, a!)).toBe(before - 2000);
    expect((await me.get('/api/subscriptions')).json().data.subscriptions).toEqual([]);
    // Its customer cannot cancel it as an order: the answer says it is scheduled, not on its way.
    for (const [lang, start] of [
      ['en', 'This is a scheduled delivery'],
      ['ar', 'هذا توصيل مجدول ولا يمكن'],
    ] as const) {
      const refused = await me.post(
        `/api/orders/cancel/${placed.item}`,
        { reasonId: 1 },
        { 'content-language': lang },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message.startsWith(start), refused.body).toBe(true);
      expect(refused.json().message).not.toMatch(/on its way|في طريقه/);
    }
  });

  it('refuses a subscription paid online, leaving the cart as it was', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    await fillCart(me, [a!, b!], 3);
    const answer = await me.post('/api/cart/order', {
      scheduleType: 'weekly',
      startDate: '2026-12-03',
      slotId: 2,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe(
      'Subscriptions are paid on delivery: please choose cash or card on delivery',
    );
    expect((await me.get('/api/cart/view')).json().data.cart.items).toHaveLength(2);
    expect(await store.db.select().from(subscriptions).where(eq(subscriptions.userId, me.userId))).toEqual(
      [],
    );
  });
});

describe('a weekly subscription', () => {
  it('orders every week at that day’s prices, with status subscribed', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const { subscriptionId, message } = await subscribeWeekly(me, [a!, b!], '2026-12-03');
    expect(message).toBe('You are subscribed; the first delivery is on Thursday, 3 December 2026');
    const shown = await subscriptionOf(me, subscriptionId);
    expect(shown).toMatchObject({
      scheduleType: 'weekly',
      nextDate: '2026-12-10',
      upcomingDates: ['2026-12-17', '2026-12-24', '2026-12-31'],
      slot: { id: 2, from: '12:00', to: '14:00' },
      status: 'active',
      editable: true,
      editableUntil: '2026-12-09T16:00:00.000Z',
    });
    expect(shown.items.map((item: { productId: number }) => item.productId).sort()).toEqual([a, b].sort());

    await store.jobs.runDue();
    expect(await ordersOf(subscriptionId)).toHaveLength(1);

    // The price changes before the second delivery is ordered: it is charged at the new price.
    await store.db
      .update(branchProducts)
      .set({ price: 12_345 })
      .where(and(eq(branchProducts.productId, a!), eq(branchProducts.branchId, 1)));
    await runAt('2026-12-09T18:00:00');
    await runAt('2026-12-16T18:00:00');
    await runAt('2026-12-23T18:00:00');
    const placed = await ordersOf(subscriptionId);
    expect(placed.map((order) => [order.deliveryDate, order.statusId, order.slotId])).toEqual([
      ['2026-12-03', 3, 2],
      ['2026-12-10', 3, 2],
      ['2026-12-17', 3, 2],
      ['2026-12-24', 3, 2],
    ]);
    const [item] = await store.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, placed[1]!.id), eq(orderItems.productId, a!)));
    expect(item).toMatchObject({ unitPrice: 12_345, amount: 24_690 });
    expect((await subscriptionOf(me, subscriptionId)).nextDate).toBe('2026-12-31');
    // A run again at the same time places nothing twice.
    await store.jobs.runDue();
    expect(await ordersOf(subscriptionId)).toHaveLength(4);
    const listed = (await me.get('/api/orders')).json().data.pendingOrders;
    expect(listed.filter((order: { status: { id: number } }) => order.status.id === 3)).toHaveLength(4);
  });

  it('skips the deliveries while paused and orders again once resumed', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const { subscriptionId } = await subscribeWeekly(me, await freshPieces(2), '2026-12-03');
    const paused = await me.post(`/api/subscriptions/${subscriptionId}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      message: 'Your subscription is paused',
      data: { subscription: { status: 'paused' } },
    });

    await runAt('2026-12-09T18:00:00');
    expect((await ordersOf(subscriptionId)).map((order) => order.deliveryDate)).toEqual(['2026-12-03']);
    expect((await subscriptionOf(me, subscriptionId)).nextDate).toBe('2026-12-17');

    const resumed = await me.post(`/api/subscriptions/${subscriptionId}/resume`);
    expect(resumed.json().data.subscription.status).toBe('active');
    await runAt('2026-12-16T18:00:00');
    expect((await ordersOf(subscriptionId)).map((order) => order.deliveryDate)).toEqual([
      '2026-12-03',
      '2026-12-17',
    ]);
  });

  it('stops for good when cancelled', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const { subscriptionId } = await subscribeWeekly(me, await freshPieces(2), '2026-12-03');
    const cancelled = await me.post(`/api/subscriptions/${subscriptionId}/cancel`);
    expect(cancelled.json().data.subscription).toMatchObject({
      status: 'cancelled',
      nextDate: null,
      editable: false,
    });
    await runAt('2026-12-09T18:00:00');
    await runAt('2026-12-16T18:00:00');
    expect(await ordersOf(subscriptionId)).toHaveLength(1);
    const again = await me.post(`/api/subscriptions/${subscriptionId}/resume`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This subscription is cancelled');
  });

  it('is someone else’s: 404', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const other = await shopper(store);
    const { subscriptionId } = await subscribeWeekly(me, await freshPieces(2), '2026-12-03');
    for (const action of ['pause', 'resume', 'cancel'])
      expect((await other.post(`/api/subscriptions/${subscriptionId}/${action}`)).statusCode).toBe(404);
    const items = await other.post(`/api/subscriptions/${subscriptionId}/items`, {
      items: [{ productId: 1, quantity: 1 }],
    });
    expect(items.statusCode).toBe(404);
    expect((await subscriptionOf(me, subscriptionId)).status).toBe('active');
  });

  it('takes new items for the next delivery until the cutoff (the day before, 18:00 Cairo), then refuses', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b, c] = await freshPieces(3);
    const { subscriptionId } = await subscribeWeekly(me, [a!, b!], '2026-12-03');

    store.clock.set(new Date('2026-12-09T17:59:00+02:00'));
    const edited = await me.post(`/api/subscriptions/${subscriptionId}/items`, {
      items: [
        { productId: a, quantity: 1 },
        { productId: c, quantity: 2 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('The next delivery will bring these items');
    expect(
      edited
        .json()
        .data.subscription.items.map((item: { productId: number; quantity: number }) => [
          item.productId,
          item.quantity,
        ]),
    ).toEqual([
      [a, 1],
      [c, 2],
    ]);

    store.clock.set(new Date('2026-12-09T18:00:00+02:00'));
    const late = await me.post(`/api/subscriptions/${subscriptionId}/items`, {
      items: [{ productId: b, quantity: 1 }],
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/^The next delivery can no longer be changed/);
    const lateAr = await me.post(
      `/api/subscriptions/${subscriptionId}/items`,
      { items: [{ productId: b, quantity: 1 }] },
      { 'content-language': 'ar' },
    );
    expect(lateAr.json().message).toMatch(/^لم يعد من الممكن تعديل التوصيل القادم/);

    await store.jobs.runDue();
    const [, second] = await ordersOf(subscriptionId);
    const items = await store.db.select().from(orderItems).where(eq(orderItems.orderId, second!.id));
    expect(items.map((item) => [item.productId, item.quantityMilli]).sort()).toEqual(
      [
        [a!, 1000],
        [c!, 2000],
      ].sort(),
    );
    // The delivery after is open for changes again until its own cutoff.
    expect((await subscriptionOf(me, subscriptionId)).editable).toBe(true);
  });

  it('leaves out what is out of stock on the day and tells the customer with an order event', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const { subscriptionId } = await subscribeWeekly(me, [a!, b!], '2026-12-03');
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 1000 })
      .where(and(eq(branchProducts.productId, b!), eq(branchProducts.branchId, 1)));
    const stockOfA = await stockAt(store, a!);

    await runAt('2026-12-09T18:00:00');
    const [, second] = await ordersOf(subscriptionId);
    const items = await store.db.select().from(orderItems).where(eq(orderItems.orderId, second!.id));
    expect(items.map((item) => item.productId)).toEqual([a]);
    expect(await stockAt(store, a!)).toBe(stockOfA - 2000);
    expect(await stockAt(store, b!)).toBe(1000);
    const events = await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, second!.id));
    const leftOut = events.find((event) => event.type === 'subscription.itemsLeftOut');
    expect(leftOut?.data).toMatchObject({ subscriptionId, items: [{ productId: b }] });
    const names = (leftOut!.data as { items: { name: Record<string, string> }[] }).items[0]!.name;
    expect(names.en).not.toBe('');
    expect(names.ar).not.toBe('');
    // The subscription keeps the item: it comes again when back in stock.
    expect((await subscriptionOf(me, subscriptionId)).items).toHaveLength(2);
  });

  it('leaves out a medicine since classified controlled, and refuses it among the items', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const { subscriptionId } = await subscribeWeekly(me, [a!, b!], '2026-12-03');
    // A pharmacist classifies b as a controlled ('table') medicine after the customer subscribed.
    await store.db.update(products).set({ medicineClass: 'controlled' }).where(eq(products.id, b!));
    const edit = await me.post(`/api/subscriptions/${subscriptionId}/items`, {
      items: [
        { productId: a!, quantity: 2 },
        { productId: b!, quantity: 2 },
      ],
    });
    expect(edit.statusCode, edit.body).toBe(422);
    expect(edit.json().message).toMatch(/is a controlled medicine: it is dispensed only at the branch/);
    const stockOfB = await stockAt(store, b!);

    await runAt('2026-12-09T18:00:00');
    const [, second] = await ordersOf(subscriptionId);
    const items = await store.db.select().from(orderItems).where(eq(orderItems.orderId, second!.id));
    expect(items.map((item) => item.productId)).toEqual([a]);
    expect(await stockAt(store, b!)).toBe(stockOfB);
    const events = await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, second!.id));
    const leftOut = events.find((event) => event.type === 'subscription.itemsLeftOut');
    expect(leftOut?.data).toMatchObject({ subscriptionId, items: [{ productId: b }] });
  });

  it('places nothing when nothing is in stock on the day, and tells the customer by SMS in their language', async () => {
    store.clock.set(start);
    const me = await shopper(store, 'ar');
    const [a] = await freshPieces(1);
    const { subscriptionId } = await subscribeWeekly(me, [a!], '2026-12-03');
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, a!), eq(branchProducts.branchId, 1)));

    await runAt('2026-12-09T18:00:00');
    expect(await ordersOf(subscriptionId)).toHaveLength(1);
    const [user] = await store.db.select({ phone: users.phone }).from(users).where(eq(users.id, me.userId));
    const sent = (await outboxFor(store.db, user!.phone!)).filter((message) =>
      message.body.includes('صيدلية النيل: لا يتوفر'),
    );
    expect(sent).toHaveLength(1);
    // The day that brings nothing (Thursday 10 December) and the next one (the 17th), in Arabic digits.
    expect(sent[0]!.body).toContain('١٠ ديسمبر');
    expect(sent[0]!.body).toContain('١٧ ديسمبر');
    expect(sent[0]!.body).not.toMatch(/[0-9]/);
    // The subscription goes on to the next week.
    expect((await subscriptionOf(me, subscriptionId)).nextDate).toBe('2026-12-17');
  });
});

describe("a scheduled order's items (instant orders cannot be edited, scheduled ones can)", () => {
  async function onceOrder(me: Shopper, productIds: number[]) {
    await fillCart(me, productIds);
    const placed = await orderTheCart(me, { scheduleType: 'once', startDate: '2026-12-04', slotId: 5 });
    return placed.item as number;
  }

  it("swaps the lines at today's prices, moving stock both ways, until the day before at 18:00", async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const id = await onceOrder(me, [a!]);
    const [stockA, stockB] = [await stockAt(store, a!), await stockAt(store, b!)];
    const [order] = await store.db.select().from(orders).where(eq(orders.id, id));
    const [price] = await store.db
      .select({ price: branchProducts.price })
      .from(branchProducts)
      .where(and(eq(branchProducts.productId, b!), eq(branchProducts.branchId, 1)));

    const changed = await me.post(`/api/orders/${id}/items`, { items: [{ productId: b, quantity: 1 }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Your scheduled order will bring these items');
    expect(await stockAt(store, a!)).toBe(stockA + 2000);
    expect(await stockAt(store, b!)).toBe(stockB - 1000);
    const items = await store.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(items.map((item) => [item.productId, item.quantityMilli, item.amount])).toEqual([
      [b, 1000, price!.price],
    ]);
    const [after] = await store.db.select().from(orders).where(eq(orders.id, id));
    expect(after!.subtotal).toBe(price!.price);
    expect(after!.total).toBe(price!.price + order!.deliveryCharge);
    const events = await store.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((event) => event.type)).toContain('order.itemsChanged');

    // The cutoff: Thursday 3 December, 18:00 Cairo.
    store.clock.set(new Date('2026-12-03T15:59:00Z'));
    expect(
      (await me.post(`/api/orders/${id}/items`, { items: [{ productId: a, quantity: 1 }] })).statusCode,
    ).toBe(200);
    // The order says until when (the web's edit form shows it, and hides itself after).
    expect((await me.get(`/api/orders/${id}`)).json().data.order.itemsEditableUntil).toBe(
      '2026-12-03T16:00:00.000Z',
    );
    store.clock.set(new Date('2026-12-03T16:00:00Z'));
    const late = await me.post(`/api/orders/${id}/items`, { items: [{ productId: b, quantity: 1 }] });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/^The next delivery can no longer be changed/);
    expect((await me.get(`/api/orders/${id}`)).json().data.order.itemsEditableUntil).toBeNull();
  });

  it('refuses more than the branch has, an instant order, and someone else’s order', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [a, b] = await freshPieces(2);
    const id = await onceOrder(me, [a!]);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, b!), eq(branchProducts.branchId, 1)));
    const before = await store.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const none = await me.post(`/api/orders/${id}/items`, { items: [{ productId: b, quantity: 1 }] });
    expect(none.statusCode).toBe(422);
    expect(await store.db.select().from(orderItems).where(eq(orderItems.orderId, id))).toEqual(before);
    // What the order itself holds counts: the same lines again are fine even with the shelf empty.
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, a!), eq(branchProducts.branchId, 1)));
    expect(
      (await me.post(`/api/orders/${id}/items`, { items: [{ productId: a, quantity: 2 }] })).statusCode,
    ).toBe(200);

    const [c] = await freshPieces(1);
    await fillCart(me, [c!]);
    const instant = (await orderTheCart(me, {})).item as number;
    const refused = await me.post(`/api/orders/${instant}/items`, { items: [{ productId: c, quantity: 1 }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Only a scheduled order can be changed, until the day before its delivery',
    );

    const other = await shopper(store, 'ar');
    const theirs = await other.post(`/api/orders/${id}/items`, { items: [{ productId: a, quantity: 1 }] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('الطلب غير موجود');
  });
});
