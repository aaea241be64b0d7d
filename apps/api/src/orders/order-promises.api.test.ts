import { orderStatusIds } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches as branchRows,
  orderEvents,
  orderItems,
  orders,
  staffAuditLog,
  subscriptions,
} from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { insertPrescription } from '../test/prescription-test-support.ts';
import { fillCart, orderRow, orderTheCart, piecesHandout, stockAt } from '../test/shop-test-support.ts';
import { staffMember } from '../test/staff-test-support.ts';
import { moveDueScheduledOrders } from './order-jobs.ts';

/**
 * The order promises through the API on a real database (PGlite, or the server with
 * TEST_DATABASE_URL): no dispatch while the customer may still choose substitutes, scheduled orders
 * visible to staff and joining the live orders on their day, the store's own cancel reasons, and a
 * subscription's pause, skip and cancel acting on the delivery already placed.
 */
let store: TestStore;
// Tuesday 1 December 2026, 08:00 in Cairo (UTC+2 in winter).
const start = new Date('2026-12-01T06:00:00Z');
let pieces: ReturnType<typeof piecesHandout>;
const freshPieces = async (count: number) => (await pieces(count)).map((row) => row.id);
let pharmacist: Awaited<ReturnType<typeof staffMember>>;
let pharmacistAr: Awaited<ReturnType<typeof staffMember>>;
beforeAll(async () => {
  store = await build({ jobsClockStart: start });
  pieces = piecesHandout(store);
  pharmacist = await staffMember(store, 'pharmacist', [1]);
  pharmacistAr = await staffMember(store, 'branch_manager', [1], 'ar');
});
afterAll(() => store.close());

const eventTypes = async (orderId: number) =>
  (
    await store.db
      .select({ type: orderEvents.type })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.id))
  ).map((row) => row.type);

async function itemOf(orderId: number, productId: number) {
  const [row] = await store.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, productId)));
  return row!;
}

/** A cash order of 2 of `productId` at branch 1, accepted by the branch, with a substitute asked for. */
async function orderAwaitingChoice(me: Shopper) {
  const [product, substitute] = await freshPieces(2);
  await fillCart(me, [product!]);
  const orderId = (await orderTheCart(me)).item as number;
  expect((await pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId: 2 })).statusCode).toBe(
    200,
  );
  // Status changes are stamped by the wall clock, substitutions by the job runner's: asked after accepting.
  store.clock.set(new Date());
  const item = await itemOf(orderId, product!);
  const asked = await pharmacist.post(`/api/staff/orders/${orderId}/substitutions`, {
    items: [{ orderItemId: item.id, alternativeProductIds: [substitute] }],
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return {
    orderId,
    itemId: item.id,
    substitute: substitute!,
    expiresAt: asked.json().data.expiresAt as string,
  };
}

describe('no dispatch while the customer may still choose substitutes', () => {
  it('refuses out for delivery with a localized 422 naming until when, then lets it go once answered', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const { orderId, itemId, substitute, expiresAt } = await orderAwaitingChoice(me);
    const shown = (await pharmacist.get(`/api/staff/orders/${orderId}`)).json().data.order;
    expect(shown.substitutions).toEqual({ pending: 1, answered: 0, until: expiresAt });

    const refused = await pharmacistAr.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 });
    expect(refused.statusCode, refused.body).toBe(422);
    // The deadline's Cairo time, in Arabic-Indic digits on an Arabic request.
    const cairo = (locale: string) =>
      new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
        timeZone: 'Africa/Cairo',
      }).format(new Date(expiresAt));
    expect(refused.json().message).toBe(
      `العميل يختار البدائل حتى ${cairo('ar-EG')}: يخرج الطلب للتوصيل بعد أن يختار أو تنتهي المهلة`,
    );
    expect(refused.json().message).not.toMatch(/[0-9]/);
    expect(refused.json().validation).toEqual([refused.json().message]);
    const english = await pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 });
    expect(english.json().message).toBe(
      `The customer is choosing alternatives until ${cairo('en-EG')}: the order can leave once they answer or the time is up`,
    );
    const row = await orderRow(store, orderId);
    expect(row).toMatchObject({ statusId: 2, dispatchedAt: null });
    expect(await eventTypes(orderId)).not.toContain('order.dispatched');

    const answered = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemId, alternativeId: substitute }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const dispatched = await pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    expect(dispatched.json().data.order.substitutions).toEqual({ pending: 0, answered: 1, until: null });

    // The customer's road keeps the answered request, with its answer.
    const timeline = (await me.get(`/api/orders/${orderId}`)).json().data.order.timeline;
    expect(timeline.map((step: { type: string; state: string }) => `${step.type}:${step.state}`)).toEqual([
      'placed:done',
      'accepted:done',
      'substitution:done',
      'dispatched:current',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
    expect(timeline[2]).toMatchObject({ name: 'Alternatives offered', answer: 'You chose alternatives' });
  });

  it('lets the order go once the deadline has passed, before the timeout job ran', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const { orderId } = await orderAwaitingChoice(me);
    store.clock.advance(10 * 60_000 + 1);
    const dispatched = await pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
  });

  it("refuses the customer's answer once the order is on its way", async () => {
    store.clock.set(start);
    const me = await shopper(store, 'ar');
    const { orderId, itemId, substitute } = await orderAwaitingChoice(me);
    // Dispatched before this rule existed: the order is in the courier's hands with a request open.
    await store.db
      .update(orders)
      .set({ statusId: orderStatusIds.outForDelivery, dispatchedAt: store.clock.now() })
      .where(eq(orders.id, orderId));
    const totalBefore = (await orderRow(store, orderId)).total;
    // The order page no longer asks for a choice beside 'out for delivery'.
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.hasAlternatives).toBe(false);
    const late = await me.post(`/api/orders/${orderId}/alternatives`, {
      items: [{ id: itemId, alternativeId: substitute }],
    });
    expect(late.statusCode, late.body).toBe(422);
    expect(late.json().message).toBe('طلبك في الطريق إليك بالفعل، لذا لا يمكن تغيير منتجاته الآن');
    expect((await orderRow(store, orderId)).total).toBe(totalBefore);
  });
});

describe('scheduled orders seen by staff', () => {
  it('names the day and slot in the staff order API, the list filtered by status and the slot board', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    await fillCart(me, await freshPieces(1));
    const orderId = (await orderTheCart(me, { scheduleType: 'once', startDate: '2026-12-06', slotId: 3 }))
      .item as number;
    const delivery = { date: '2026-12-06', from: '14:00', to: '16:00' };

    const one = (await pharmacist.get(`/api/staff/orders/${orderId}`)).json().data.order;
    expect(one).toMatchObject({ status: { id: 3 }, delivery, nextStatusIds: [] });
    const listed = (await pharmacist.get('/api/staff/orders?status=3')).json().data.orders;
    expect(listed.find((o: { id: number }) => o.id === orderId)).toMatchObject({ delivery });
    const instant = (await pharmacist.get('/api/staff/orders?status=2')).json().data.orders;
    expect(instant.every((o: { delivery: unknown }) => o.delivery === null)).toBe(true);

    const board = await pharmacistAr.get('/api/staff/delivery-slots?from=2026-12-05&days=3');
    expect(board.statusCode, board.body).toBe(200);
    const { capacity, branches } = board.json().data;
    expect(capacity).toBe(20);
    expect(branches.map((b: { id: number }) => b.id)).toEqual([1]);
    expect(branches[0].name).not.toBe('');
    const days = branches[0].days;
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    const slot = days[1].slots.find((s: { id: number }) => s.id === 3);
    expect(slot).toMatchObject({ from: '14:00', to: '16:00', open: true });
    // A holiday closes every slot of its day on the board (the branch's hours, decision 0072).
    await store.db
      .update(branchRows)
      .set({ holidays: ['2026-12-07'] })
      .where(eq(branchRows.id, 1));
    const holiday = (await pharmacist.get('/api/staff/delivery-slots?from=2026-12-07&days=1')).json().data
      .branches[0].days[0].slots;
    await store.db.update(branchRows).set({ holidays: [] }).where(eq(branchRows.id, 1));
    expect(holiday.map((s: { open: boolean }) => s.open)).toEqual([false, false, false, false, false, false]);
    expect(slot.orders).toEqual([
      {
        id: orderId,
        status: expect.objectContaining({ id: 3 }),
        customerName: expect.any(String),
        total: one.total,
      },
    ]);
    // The default view starts today (by the store's clock) and covers a week.
    const week = (await pharmacist.get('/api/staff/delivery-slots')).json().data.branches[0].days;
    expect(week.map((d: { date: string }) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
    // Another branch's slots are not this pharmacist's.
    expect((await pharmacist.get('/api/staff/delivery-slots?branchId=2')).statusCode).toBe(404);
  });

  it('moves a scheduled order into the live pipeline on its day, through the recurring job', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    await fillCart(me, await freshPieces(1));
    const orderId = (await orderTheCart(me, { scheduleType: 'once', startDate: '2026-12-04', slotId: 5 }))
      .item as number;
    // The evening before (Cairo), nothing moves.
    expect(await moveDueScheduledOrders(store.db, new Date('2026-12-03T23:50:00+02:00'))).not.toContain(
      orderId,
    );
    expect((await orderRow(store, orderId)).statusId).toBe(orderStatusIds.subscribed);

    store.clock.set(new Date('2026-12-03T23:50:00+02:00'));
    await store.jobs.scheduleRecurring();
    store.clock.set(new Date('2026-12-04T00:20:00+02:00'));
    await store.jobs.runDue();
    const row = await orderRow(store, orderId);
    expect(row).toMatchObject({ statusId: orderStatusIds.placed, deliveryDate: '2026-12-04', slotId: 5 });
    expect(await eventTypes(orderId)).toContain('order.scheduleDue');
    const staffView = (await pharmacist.get(`/api/staff/orders/${orderId}`)).json().data.order;
    expect(staffView).toMatchObject({ nextStatusIds: [2], delivery: { date: '2026-12-04', from: '18:00' } });
    // Running again changes nothing.
    expect(await moveDueScheduledOrders(store.db, store.clock.now())).not.toContain(orderId);
  });
});

describe("the store's own cancel reasons", () => {
  it('lists them to staff apart from the customers, and never to customers', async () => {
    const staffList = (await pharmacistAr.get('/api/staff/cancellation-reasons')).json().data.reasons;
    const staffReasons = staffList.filter((r: { kind: string }) => r.kind === 'staff');
    expect(staffReasons.map((r: { name: string }) => r.name)).toEqual([
      'تعذّر الوصول إلى العميل',
      'المنتجات غير متوفرة',
      'العنوان غير صحيح',
      'رفض الصيدلي صرف الطلب',
      'طلب مكرر',
    ]);
    // The store's first, then the customers' (asked for by phone); never the subscriptions' own.
    expect(staffList.slice(0, 5)).toEqual(staffReasons);
    expect(staffList.filter((r: { kind: string }) => r.kind === 'customer')).toHaveLength(6);
    const customerList = (await (await shopper(store)).get('/api/list/cancellation/reasons')).json().data
      .reasons;
    expect(customerList.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("after dispatch takes only the store's reasons, and the customer reads the real one", async () => {
    store.clock.set(start);
    const me = await shopper(store, 'ar');
    const [product] = await freshPieces(1);
    await fillCart(me, [product!]);
    const orderId = (await orderTheCart(me)).item as number;
    for (const statusId of [2, 7])
      expect((await pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId })).statusCode).toBe(
        200,
      );
    const stock = await stockAt(store, product!);

    // 'I changed my mind' chosen by the branch for a dispatched order: refused.
    const mind = await pharmacistAr.post(`/api/staff/orders/${orderId}/cancel`, { reasonId: 3 });
    expect(mind.statusCode, mind.body).toBe(422);
    expect(mind.json().message).toBe('خرج الطلب من الفرع: يرجى اختيار أحد أسباب المتجر');
    // A subscription's own reason is no staff reason.
    expect((await pharmacist.post(`/api/staff/orders/${orderId}/cancel`, { reasonId: 111 })).statusCode).toBe(
      422,
    );
    expect((await orderRow(store, orderId)).cancelledAt).toBeNull();

    const unreachable = await pharmacistAr.post(`/api/staff/orders/${orderId}/cancel`, { reasonId: 101 });
    expect(unreachable.statusCode, unreachable.body).toBe(200);
    expect(await stockAt(store, product!)).toBe(stock + 2000);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entityId, orderId), eq(staffAuditLog.action, 'order.cancel')));
    expect(audit).toMatchObject({
      staffId: pharmacistAr.id,
      after: expect.objectContaining({ reasonId: 101 }),
    });
    const seen = (await me.get(`/api/orders/${orderId}`)).json().data.order.timeline.at(-1);
    expect(seen).toMatchObject({ type: 'cancelled', reason: 'تعذّر الوصول إلى العميل' });
  });

  it("takes a customer's reason before dispatch (asked by phone); a customer cannot give the store's", async () => {
    store.clock.set(start);
    const me = await shopper(store);
    await fillCart(me, await freshPieces(1));
    const byPhone = (await orderTheCart(me)).item as number;
    expect((await pharmacist.post(`/api/staff/orders/${byPhone}/cancel`, { reasonId: 3 })).statusCode).toBe(
      200,
    );

    await fillCart(me, await freshPieces(1));
    const own = (await orderTheCart(me)).item as number;
    const refused = await me.post(`/api/orders/cancel/${own}`, { reasonId: 101 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Please choose one of the listed reasons');
    expect((await orderRow(store, own)).cancelledAt).toBeNull();

    // Nor for a prescription.
    const prescription = await insertPrescription(store, me.userId, { branchId: 1 });
    const storeReason = await me.post(`/api/prescriptions/cancel/${prescription}`, { reasonId: 101 });
    expect(storeReason.statusCode, storeReason.body).toBe(422);
    expect((await me.post(`/api/prescriptions/cancel/${prescription}`, { reasonId: 1 })).statusCode).toBe(
      200,
    );
  });
});

describe("a subscription's next delivery", () => {
  const subscriptionOf = async (me: Shopper, id: number) =>
    (await me.get('/api/subscriptions'))
      .json()
      .data.subscriptions.find((entry: { id: number }) => entry.id === id);

  async function subscribeWeekly(me: Shopper, productIds: number[]) {
    await fillCart(me, productIds);
    const orderId = (await orderTheCart(me, { scheduleType: 'weekly', startDate: '2026-12-03', slotId: 2 }))
      .item as number;
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    return { orderId, subscriptionId: row!.subscriptionId! };
  }

  it('pausing cancels the first delivery already placed, stock back, and names the real next one', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [product] = await freshPieces(1);
    const before = await stockAt(store, product!);
    const { orderId, subscriptionId } = await subscribeWeekly(me, [product!]);
    expect(await stockAt(store, product!)).toBe(before - 2000);
    expect(await subscriptionOf(me, subscriptionId)).toMatchObject({
      nextDate: '2026-12-10',
      nextDelivery: { date: '2026-12-03', orderId, canSkip: true },
    });

    const paused = await me.post(`/api/subscriptions/${subscriptionId}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().data.subscription).toMatchObject({ status: 'paused', nextDelivery: null });
    const order = await orderRow(store, orderId);
    expect(order).toMatchObject({ statusId: orderStatusIds.cancelled, cancelledBy: 'customer' });
    expect(await stockAt(store, product!)).toBe(before);
    const [cancelled] = await store.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.cancelled')));
    expect(cancelled!.data).toMatchObject({
      by: 'customer',
      reasonId: 111,
      stockReturned: [{ productId: product, quantityMilli: 2000 }],
    });
    const reason = (await me.get(`/api/orders/${orderId}`)).json().data.order.timeline.at(-1).reason;
    expect(reason).toBe('You paused your subscription');

    const resumed = await me.post(`/api/subscriptions/${subscriptionId}/resume`);
    expect(resumed.json().data.subscription).toMatchObject({
      status: 'active',
      nextDelivery: { date: '2026-12-10', orderId: null, canSkip: true },
    });
  });

  it('skips the next delivery, placed or not, and cancelling stops one placed at its cutoff', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const [product] = await freshPieces(1);
    const { orderId, subscriptionId } = await subscribeWeekly(me, [product!]);

    const skipped = await me.post(`/api/subscriptions/${subscriptionId}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({
      message: 'The next delivery is skipped',
      data: { subscription: { status: 'active', nextDelivery: { date: '2026-12-10', orderId: null } } },
    });
    expect((await orderRow(store, orderId)).statusId).toBe(orderStatusIds.cancelled);

    // Not placed yet: the delivery of 10 December is passed over, and its job places nothing.
    const again = await me.post(`/api/subscriptions/${subscriptionId}/skip`);
    expect(again.json().data.subscription).toMatchObject({
      nextDate: '2026-12-17',
      nextDelivery: { date: '2026-12-17', orderId: null },
    });
    store.clock.set(new Date('2026-12-09T18:00:00+02:00'));
    await store.jobs.runDue();
    const placedDays = async () =>
      (
        await store.db
          .select({ day: orders.deliveryDate, cancelledAt: orders.cancelledAt })
          .from(orders)
          .where(eq(orders.subscriptionId, subscriptionId))
          .orderBy(asc(orders.deliveryDate))
      ).map((row) => `${row.day}${row.cancelledAt ? ' cancelled' : ''}`);
    expect(await placedDays()).toEqual(['2026-12-03 cancelled']);

    // The delivery of 17 December is placed at its cutoff; cancelling the subscription stops it.
    store.clock.set(new Date('2026-12-16T18:00:00+02:00'));
    await store.jobs.runDue();
    expect(await placedDays()).toEqual(['2026-12-03 cancelled', '2026-12-17']);
    const placed = await subscriptionOf(me, subscriptionId);
    expect(placed.nextDelivery).toMatchObject({ date: '2026-12-17', orderId: expect.any(Number) });
    const stock = await stockAt(store, product!);
    const cancelled = await me.post(`/api/subscriptions/${subscriptionId}/cancel`);
    expect(cancelled.json().data.subscription).toMatchObject({ status: 'cancelled', nextDelivery: null });
    expect(await placedDays()).toEqual(['2026-12-03 cancelled', '2026-12-17 cancelled']);
    expect(await stockAt(store, product!)).toBe(stock + 2000);
    const [sub] = await store.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(sub!.status).toBe('cancelled');
  });

  it('leaves a delivery on its way alone, and a paused subscription has nothing to skip', async () => {
    store.clock.set(start);
    const me = await shopper(store);
    const { orderId, subscriptionId } = await subscribeWeekly(me, await freshPieces(1));
    await store.db
      .update(orders)
      .set({ statusId: orderStatusIds.outForDelivery, dispatchedAt: store.clock.now() })
      .where(eq(orders.id, orderId));
    const paused = await me.post(`/api/subscriptions/${subscriptionId}/pause`);
    expect(paused.json().data.subscription.nextDelivery).toEqual({
      date: '2026-12-03',
      orderId,
      canSkip: false,
    });
    expect((await orderRow(store, orderId)).cancelledAt).toBeNull();
    const skip = await me.post(`/api/subscriptions/${subscriptionId}/skip`);
    expect(skip.statusCode).toBe(422);
    expect(skip.json().message).toBe('This subscription is paused: there is no delivery to skip');
  });
});
