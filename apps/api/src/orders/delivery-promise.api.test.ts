import { orderStatusIds, weekdays } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { fillCart, orderRow, orderTheCart, piecesHandout } from '../test/shop-test-support.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';

/**
 * The delivery time promise (docs/decisions/0088) through the API on a real database: set per
 * branch in its delivery settings (any digits, bounds, localized refusals), said on the product and
 * the cart while the branch is open, kept on the order at placement, the expected arrival after
 * acceptance, and how often it was kept in the reports.
 */
let store: TestStore;
let pieces: ReturnType<typeof piecesHandout>;
let manager: Awaited<ReturnType<typeof staffMember>>;
let managerAr: Awaited<ReturnType<typeof staffMember>>;
const branchId = 1;
// Tuesday 1 December 2026, 12:00 in Cairo (UTC+2 in winter).
const start = new Date('2026-12-01T10:00:00Z');

beforeAll(async () => {
  store = await build({ jobsClockStart: start, productCacheSeconds: 0 });
  pieces = piecesHandout(store);
  manager = await staffMember(store, 'branch_manager', [branchId]);
  managerAr = await staffMember(store, 'branch_manager', [branchId], 'ar');
});
afterAll(() => store?.close());

const openAllWeek = Object.fromEntries(weekdays.map((day) => [day, { opens: '00:00', closes: '24:00' }]));
const closedAllWeek = Object.fromEntries(
  weekdays.map((day) => [day, { closed: 'on', opens: '', closes: '' }]),
);
const settings = (overrides: Record<string, unknown> = {}) => ({
  deliveryCharge: '15',
  freeDeliveryFrom: '',
  minimumOrder: '100',
  paymentTypeIds: ['1', '2', '3'],
  openingHours: openAllWeek,
  ...overrides,
});
const save = (who: typeof manager, overrides: Record<string, unknown>) =>
  who.post(`/api/staff/branches/${branchId}/delivery`, settings(overrides));
const promiseOf = async () =>
  (await manager.get(`/api/staff/branches/${branchId}/delivery`)).json().data.delivery.deliveryPromiseMinutes;

describe('the delivery time promise', () => {
  it('is set by the manager in any digits, left as it is when not sent, cleared when empty, within bounds', async () => {
    expect(await promiseOf()).toBe(60);
    const set = await save(managerAr, { deliveryPromiseMinutes: '٤٥' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.delivery.deliveryPromiseMinutes).toBe(45);
    expect((await save(manager, {})).statusCode).toBe(200);
    expect(await promiseOf()).toBe(45);

    const tooShort = await save(managerAr, { deliveryPromiseMinutes: '٥' });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().message).toBe('من فضلك أدخل مدة توصيل من ١٠ إلى ٢٤٠ دقيقة');
    const words = await save(manager, { deliveryPromiseMinutes: 'an hour' });
    expect(words.statusCode).toBe(422);
    expect(words.json().message).toBe('Please enter the delivery time as whole minutes, or leave it empty');
    expect((await save(manager, { deliveryPromiseMinutes: '241' })).statusCode).toBe(422);
    expect(await promiseOf()).toBe(45);

    expect((await save(manager, { deliveryPromiseMinutes: '' })).statusCode).toBe(200);
    expect(await promiseOf()).toBeNull();
    expect((await save(manager, { deliveryPromiseMinutes: '60' })).statusCode).toBe(200);
  });

  it('is said on the product page and in the cart while the branch is open, in the language', async () => {
    const [productId] = (await pieces(1)).map((row) => row.id);
    const me = await shopper(store);
    await fillCart(me, [productId!]);
    const product = (await me.get(`/api/products/${productId}`)).json().data;
    expect(product.deliveryPromise).toBe('Delivered within about 60 minutes');
    const cart = (await me.get('/api/cart/view')).json().data.cart;
    expect(cart.limits.deliveryPromise).toBe('Delivered within about 60 minutes');
    const arabic = await me.get('/api/cart/view', { 'content-language': 'ar' });
    expect(arabic.json().data.cart.limits.deliveryPromise).toBe('يوصلك خلال ٦٠ دقيقة تقريبًا');

    // Closed: an instant order waits for the opening, which the closed notice says instead.
    expect((await save(manager, { openingHours: closedAllWeek })).statusCode).toBe(200);
    const closed = (await me.get('/api/cart/view')).json().data.cart.limits;
    expect(closed.deliveryPromise).toBeNull();
    expect(closed.closedNotice).toBeTruthy();
    await eventually(
      async () => (await me.get(`/api/products/${productId}`)).json().data.deliveryPromise === null,
      'the product page forgets the promise while closed',
    );
    expect((await save(manager, {})).statusCode).toBe(200);
  });

  it('is kept on the order at placement, and the order page expects it at acceptance plus the promise', async () => {
    const [productId] = (await pieces(1)).map((row) => row.id);
    const me = await shopper(store);
    await fillCart(me, [productId!]);
    const orderId = (await orderTheCart(me)).item as number;
    expect((await orderRow(store, orderId)).promiseMinutes).toBe(60);
    // A later change does not rewrite the promise made.
    expect((await save(manager, { deliveryPromiseMinutes: '90' })).statusCode).toBe(200);
    expect((await me.get(`/api/orders/${orderId}`)).json().data.order.expectedBy).toBeNull();

    const accepted = await manager.post(`/api/staff/orders/${orderId}/status`, {
      statusId: orderStatusIds.inProcess,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [event] = await store.db
      .select({ at: orderEvents.at })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.accepted')));
    const details = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(details.expectedBy).toBe(new Date(event!.at.getTime() + 60 * 60_000).toISOString());
    expect((await save(manager, { deliveryPromiseMinutes: '60' })).statusCode).toBe(200);
  });

  it('is reported kept or not per branch and Cairo day of delivery', async () => {
    const { userId } = await shopper(store);
    // Accepted at 10:00 UTC (12:00 Cairo); delivered 50, 60 and 61 minutes later, on 2 December.
    const deliveredAfter = async (minutes: number, promise: number | null, schedule = false) => {
      const id = await insertOrder(store, userId, { branchId, statusId: orderStatusIds.delivered });
      await store.db
        .update(orders)
        .set({ promiseMinutes: promise, deliveryDate: schedule ? '2026-12-02' : null })
        .where(eq(orders.id, id));
      const accepted = new Date('2026-12-02T10:00:00Z');
      await store.db.insert(orderEvents).values([
        { orderId: id, type: 'order.accepted', data: {}, at: accepted },
        {
          orderId: id,
          type: 'order.delivered',
          data: {},
          at: new Date(accepted.getTime() + minutes * 60_000),
        },
      ]);
    };
    await deliveredAfter(50, 60);
    await deliveredAfter(60, 60);
    await deliveredAfter(61, 60);
    await deliveredAfter(10, null); // no promise: not counted
    await deliveredAfter(200, 60, true); // scheduled: not counted
    const admin = await staffMember(store, 'admin', []);
    const answer = await admin.get(
      `/api/staff/reports/dashboard?from=2026-12-02&to=2026-12-02&branchId=${branchId}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.report.promiseKept).toEqual([
      expect.objectContaining({ date: '2026-12-02', branchId, delivered: 3, kept: 2, keptPercent: 67 }),
    ]);
  });
});
