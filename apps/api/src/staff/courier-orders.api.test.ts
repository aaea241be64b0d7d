import { orderStatusIds } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, staffAuditLog } from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { fillCart, orderTheCart, piecesHandout, stockAt } from '../test/shop-test-support.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * Couriers (docs/decisions/0043), through real HTTP on a real database: the branch hands orders to
 * its couriers, a courier sees and reports on only their own, and an order the customer could not
 * take comes back to the branch for a staff decision. Money and changes leave events and audit rows.
 */

let store: TestStore;
let customer: Shopper;
let pieces: ReturnType<typeof piecesHandout>;
let manager: StaffMember;
let otherManager: StaffMember;
let support: StaffMember;
let courierA: StaffMember;
let courierB: StaffMember;
let otherBranchCourier: StaffMember;

beforeAll(async () => {
  store = await build();
  customer = await shopper(store);
  pieces = piecesHandout(store);
  manager = await staffMember(store, 'branch_manager', [1]);
  otherManager = await staffMember(store, 'branch_manager', [2]);
  support = await staffMember(store, 'support', [1]);
  courierA = await staffMember(store, 'courier', [1]);
  courierB = await staffMember(store, 'courier', [1], 'ar');
  otherBranchCourier = await staffMember(store, 'courier', [2]);
});
afterAll(() => store.close());

/** A real cash order of 2 pieces at branch 1, placed through the API, accepted by the branch. */
async function acceptedOrder() {
  const [product] = await pieces(1);
  await fillCart(customer, [product!.id]);
  const orderId = (await orderTheCart(customer)).item as number;
  expect((await manager.post(`/api/staff/orders/${orderId}/status`, { statusId: 2 })).statusCode).toBe(200);
  return { orderId, productId: product!.id };
}

const assign = (by: StaffMember, orderId: number, courierId: number) =>
  by.post(`/api/staff/orders/${orderId}/courier`, { courierId });
const dispatch = async (orderId: number) =>
  expect((await manager.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 })).statusCode).toBe(200);
const listOf = async (courier: StaffMember) => {
  const answer = await courier.get('/api/staff/courier/orders');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as {
    orders: { id: number; [field: string]: unknown }[];
    today: { delivered: number; cash: number; cardReader: number };
  };
};
const orderRow = async (orderId: number) =>
  (await store.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const eventsOf = async (orderId: number) =>
  store.db
    .select({ type: orderEvents.type, data: orderEvents.data })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
const auditOf = (orderId: number) =>
  store.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, orderId)))
    .orderBy(asc(staffAuditLog.id));

describe('handing orders to couriers', () => {
  it("lists the branch's couriers and hands an order to one, with an event and an audit row", async () => {
    const couriers = await manager.get('/api/staff/couriers?branchId=1');
    expect(couriers.statusCode, couriers.body).toBe(200);
    const ids = couriers.json().data.couriers.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([courierA.id, courierB.id]));
    expect(ids).not.toContain(otherBranchCourier.id);

    const { orderId } = await acceptedOrder();
    const answer = await assign(manager, orderId, courierA.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.order.courier).toEqual({ id: courierA.id, name: expect.any(String) });
    expect(answer.json().message).toContain(answer.json().data.order.courier.name);
    const board = await manager.get('/api/staff/orders?branchId=1&status=2');
    expect(board.json().data.orders.find((o: { id: number }) => o.id === orderId).courier.id).toBe(
      courierA.id,
    );

    expect((await eventsOf(orderId)).at(-1)).toEqual({
      type: 'order.courierAssigned',
      data: { by: 'staff', staffId: manager.id, courierId: courierA.id, from: null, retry: false },
    });
    const audit = (await auditOf(orderId)).at(-1)!;
    expect(audit).toMatchObject({ staffId: manager.id, action: 'order.courier' });
    expect(audit.before).toMatchObject({ courierId: null });
    expect(audit.after).toMatchObject({ courierId: courierA.id });
  });

  it("refuses a courier of another branch (localized 422), support's hand (403), another branch's manager (404)", async () => {
    const { orderId } = await acceptedOrder();
    const arabicManager = await staffMember(store, 'branch_manager', [1], 'ar');
    const wrong = await assign(arabicManager, orderId, otherBranchCourier.id);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().validation).toEqual(['من فضلك اختر مندوب توصيل من فرع هذا الطلب']);
    const notACourier = await assign(manager, orderId, support.id);
    expect(notACourier.statusCode).toBe(422);
    expect((await assign(support, orderId, courierA.id)).statusCode).toBe(403);
    expect((await assign(courierA, orderId, courierA.id)).statusCode).toBe(403);
    expect((await assign(otherManager, orderId, otherBranchCourier.id)).statusCode).toBe(404);
    expect((await orderRow(orderId)).courierId).toBeNull();
  });

  it('keeps a courier to their own: no board, no order page, no manager actions', async () => {
    const { orderId } = await acceptedOrder();
    await assign(manager, orderId, courierA.id);
    expect((await courierA.get('/api/staff/orders')).statusCode).toBe(403);
    expect((await courierA.get(`/api/staff/orders/${orderId}`)).statusCode).toBe(403);
    expect((await courierA.post(`/api/staff/orders/${orderId}/status`, { statusId: 7 })).statusCode).toBe(
      403,
    );
    expect((await courierA.post(`/api/staff/orders/${orderId}/cancel`, { reasonId: 6 })).statusCode).toBe(
      403,
    );
    expect((await courierA.get('/api/staff/couriers/cash')).statusCode).toBe(403);
    expect((await courierA.get('/api/staff/prescriptions')).statusCode).toBe(403);
  });
});

describe("the courier's list and 'delivered'", () => {
  it('shows only their orders, with what the door needs and nothing more', async () => {
    const { orderId } = await acceptedOrder();
    await assign(manager, orderId, courierA.id);
    const row = await orderRow(orderId);
    const mine = (await listOf(courierA)).orders.find((o) => o.id === orderId)!;
    expect(Object.keys(mine).sort()).toEqual(
      [
        'address',
        'assignedAt',
        'changeFor',
        'comment',
        'customerName',
        'dispatchedAt',
        'id',
        'itemCount',
        'mapUrl',
        'paymentType',
        'phone',
        'status',
        'toCollect',
      ].sort(),
    );
    expect(mine).toMatchObject({
      address: row.addressText,
      mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(row.addressText)}`,
      phone: expect.stringMatching(/^\d{8,11}$/),
      toCollect: row.total / 100,
      itemCount: 1,
    });
    const changes = mine.changeFor as { paidWith: number; change: number }[];
    expect(changes.length).toBeGreaterThan(0);
    for (const { paidWith, change } of changes) expect(paidWith - change).toBeCloseTo(row.total / 100, 2);
    expect((await listOf(courierB)).orders.map((o) => o.id)).not.toContain(orderId);
  });

  it('records delivered with the amount typed in Arabic-Indic digits; cash per courier and day follows', async () => {
    const { orderId } = await acceptedOrder();
    await assign(manager, orderId, courierA.id);
    // Not out yet: nothing to report; another courier: not found.
    expect(
      (await courierA.post(`/api/staff/courier/orders/${orderId}/delivered`, { amountCollected: 1 }))
        .statusCode,
    ).toBe(422);
    await dispatch(orderId);
    expect(
      (await courierB.post(`/api/staff/courier/orders/${orderId}/delivered`, { amountCollected: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await otherBranchCourier.post(`/api/staff/courier/orders/${orderId}/delivered`, {})).statusCode,
    ).toBe(404);
    const missing = await courierA.post(`/api/staff/courier/orders/${orderId}/delivered`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().validation).toEqual(['Please input the amount collected at delivery']);

    const before = await listOf(courierA);
    const total = (await orderRow(orderId)).total;
    const typed = `${(total / 100).toFixed(2)}`
      .replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
      .replace('.', '٫');
    const answer = await courierA.post(`/api/staff/courier/orders/${orderId}/delivered`, {
      amountCollected: typed,
    });
    expect(answer.statusCode, answer.body).toBe(200);

    const row = await orderRow(orderId);
    expect(row.statusId).toBe(4);
    expect(row.amountCollected).toBe(total);
    expect((await eventsOf(orderId)).at(-1)).toMatchObject({
      type: 'order.delivered',
      data: { by: 'staff', staffId: courierA.id, amountCollected: total },
    });
    expect((await auditOf(orderId)).at(-1)).toMatchObject({
      staffId: courierA.id,
      action: 'order.status',
      after: { statusId: 4, amountCollected: total },
    });
    const after = await listOf(courierA);
    expect(after.orders.map((o) => o.id)).not.toContain(orderId);
    expect(after.today.delivered).toBe(before.today.delivered + 1);
    expect(after.today.cash).toBeCloseTo(before.today.cash + total / 100, 2);

    const cash = await manager.get('/api/staff/couriers/cash?branchId=1');
    expect(cash.statusCode, cash.body).toBe(200);
    const report = cash.json().data;
    expect(report.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const a = report.couriers.find((c: { id: number }) => c.id === courierA.id);
    expect(a).toMatchObject({ delivered: after.today.delivered, cash: after.today.cash, cardReader: 0 });
    expect(a.orders.map((o: { id: number }) => o.id)).toContain(orderId);
    // Another branch's report does not hold branch 1's couriers; another day holds nothing of today.
    const elsewhere = (await otherManager.get('/api/staff/couriers/cash')).json().data.couriers;
    expect(elsewhere.map((c: { id: number }) => c.id)).not.toContain(courierA.id);
    const lastYear = (await manager.get('/api/staff/couriers/cash?date=2025-01-01')).json().data;
    expect(lastYear).toEqual({ date: '2025-01-01', couriers: [] });
    expect((await otherManager.get('/api/staff/couriers/cash?branchId=1')).statusCode).toBe(404);
  });
});

describe("'customer unreachable' and the staff decision", () => {
  it('brings the order back with tries and a note; staff send it out again with another courier', async () => {
    const { orderId } = await acceptedOrder();
    await assign(manager, orderId, courierA.id);
    await dispatch(orderId);
    const firstDispatch = (await orderRow(orderId)).dispatchedAt!;

    // Bad input is named field by field in the courier's language (courier B's phone is in Arabic).
    const noTries = await courierB.post(`/api/staff/courier/orders/${orderId}/unreachable`, { tries: '٠' });
    expect(noTries.statusCode).toBe(422);
    expect(noTries.json().validation.join(' ')).toContain('محاولات الاتصال');
    expect(noTries.json().validation.join(' ')).toContain('ملاحظة');
    const notHers = await courierB.post(`/api/staff/courier/orders/${orderId}/unreachable`, {
      tries: 1,
      note: 'x',
    });
    expect(notHers.statusCode).toBe(404);

    const back = await courierA.post(`/api/staff/courier/orders/${orderId}/unreachable`, {
      tries: '٣',
      note: 'No answer on the phone; the doorman says they travelled',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await listOf(courierA)).orders.map((o) => o.id)).not.toContain(orderId);
    // Back at the branch: the courier cannot report on it again.
    expect(
      (await courierA.post(`/api/staff/courier/orders/${orderId}/delivered`, { amountCollected: 1 }))
        .statusCode,
    ).toBe(422);
    const staffView = (await manager.get(`/api/staff/orders/${orderId}`)).json().data.order;
    expect(staffView.returnedAt).not.toBeNull();
    expect(staffView.status.id).toBe(7);
    expect(staffView.courierReturn).toEqual({
      tries: 3,
      note: 'No answer on the phone; the doorman says they travelled',
      at: staffView.returnedAt,
    });
    expect((await auditOf(orderId)).at(-1)).toMatchObject({
      staffId: courierA.id,
      action: 'order.courierReturned',
      after: { tries: 3 },
    });

    // Try again, with courier B: out again from now, on B's list.
    const retry = await assign(manager, orderId, courierB.id);
    expect(retry.statusCode, retry.body).toBe(200);
    const row = await orderRow(orderId);
    expect(row.returnedAt).toBeNull();
    expect(row.courierId).toBe(courierB.id);
    expect(row.dispatchedAt!.getTime()).toBeGreaterThan(firstDispatch.getTime());
    expect((await listOf(courierB)).orders.map((o) => o.id)).toContain(orderId);
    expect((await auditOf(orderId)).at(-1)).toMatchObject({
      staffId: manager.id,
      action: 'order.courierRetry',
    });
    expect((await manager.get(`/api/staff/orders/${orderId}`)).json().data.order.courierReturn).toBeNull();
  });

  it('or staff cancel it: the stock goes back to the branch', async () => {
    const { orderId, productId } = await acceptedOrder();
    await assign(manager, orderId, courierA.id);
    await dispatch(orderId);
    await courierA.post(`/api/staff/courier/orders/${orderId}/unreachable`, { tries: 2, note: 'Phone off' });
    const stock = await stockAt(store, productId);
    const cancelled = await manager.post(`/api/staff/orders/${orderId}/cancel`, {
      // The store's own reason (customer unreachable), as after dispatch only the store's are taken.
      reasonId: 101,
      comment: 'Customer unreachable after 2 calls',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await orderRow(orderId)).statusId).toBe(orderStatusIds.cancelled);
    expect(await stockAt(store, productId)).toBe(stock + 2000);
    expect((await listOf(courierA)).orders.map((o) => o.id)).not.toContain(orderId);
    // A cancelled order is handed to no one.
    expect((await assign(manager, orderId, courierA.id)).statusCode).toBe(422);
  });
});
