import { orderStatusIds, paymentTypeIds, type StaffReport } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderEvents,
  orderItems,
  orderSubstitutions,
  orders,
  prescriptions,
  searchMisses,
  staffAuditLog,
} from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { insertPrescription } from '../test/prescription-test-support.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';

/**
 * Reports against hand-computed figures (docs/decisions/0055). The fixture is written straight into
 * the database at chosen instants (Cairo in June 2025 is UTC+3, summer time): orders at the edges of
 * Cairo days, cancelled ones, one still waiting for its online payment, another branch's, couriers'
 * takings with money missing. Every figure below is worked out by hand in the comments.
 */

let store: TestStore;
let admin: Awaited<ReturnType<typeof staffMember>>;
let manager: Awaited<ReturnType<typeof staffMember>>;
let managerAr: Awaited<ReturnType<typeof staffMember>>;
let courierId: number;
let customerReason: number;
let staffReason: number;
/** A product of another top-level category than product 1 (every fixture order's one line). */
let otherProduct: { id: number; category1Id: number };
let productOneCategory: number;

const own = 1;
const other = 2;

async function order(
  userId: number,
  values: {
    at: string;
    total: number;
    branchId?: number;
    statusId?: number;
    paymentTypeId?: number;
    awaitingPayment?: boolean;
    cancelled?: { reasonId: number; by: string };
    delivered?: { at: string; collected: number };
  },
) {
  const id = await insertOrder(store, userId, {
    branchId: values.branchId ?? own,
    statusId: values.statusId ?? orderStatusIds.placed,
    paymentTypeId: values.paymentTypeId ?? paymentTypeIds.cash,
    awaitingPayment: values.awaitingPayment ?? false,
    productId: 1,
  });
  await store.db
    .update(orders)
    .set({
      createdAt: new Date(values.at),
      total: values.total,
      ...(values.cancelled && {
        cancellationReasonId: values.cancelled.reasonId,
        cancelledBy: values.cancelled.by,
        cancelledAt: new Date(values.at),
      }),
      ...(values.delivered && { courierId, amountCollected: values.delivered.collected }),
    })
    .where(eq(orders.id, id));
  if (values.delivered) {
    await store.db
      .insert(orderEvents)
      .values({ orderId: id, type: 'order.delivered', at: new Date(values.delivered.at) });
  }
  return id;
}

async function substitution(orderId: number, state: string) {
  await store.db.insert(orderSubstitutions).values({
    orderId,
    productId: 1,
    quantityMilli: 1000,
    unitPrice: 10_000,
    alternativeIds: [2],
    state,
    requestedAt: new Date('2025-06-02T08:00:00Z'),
    expiresAt: new Date('2025-06-02T08:10:00Z'),
  });
}

beforeAll(async () => {
  store = await build();
  admin = await staffMember(store, 'admin', [own]);
  manager = await staffMember(store, 'branch_manager', [own]);
  managerAr = await staffMember(store, 'branch_manager', [own], 'ar');
  courierId = (await staffMember(store, 'courier', [own])).id;
  const reasons = await store.db.execute(sql`select id, kind from cancellation_reasons order by id`);
  const reasonRows = (reasons as unknown as { rows: { id: number; kind: string }[] }).rows;
  customerReason = reasonRows.find((r) => r.kind === 'customer')!.id;
  staffReason = reasonRows.find((r) => r.kind === 'staff')!.id;

  const a = (await shopper(store)).userId; // new: first order in the period
  const b = (await shopper(store)).userId; // returning: ordered in the period before
  const c = (await shopper(store)).userId; // only a cancelled order: no customer of the period

  // The period: Cairo 2025-06-01 .. 2025-06-03 (UTC+3). The one before: 2025-05-29 .. 2025-05-31.
  // 1. 00:30 Cairo on 06-01 (21:30 UTC the day before): day 06-01, hour 0, cash, delivered, all taken.
  const o1 = await order(a, {
    at: '2025-05-31T21:30:00Z',
    total: 11_500,
    statusId: orderStatusIds.delivered,
    delivered: { at: '2025-06-01T10:00:00Z', collected: 11_500 },
  });
  // 2. 23:59 Cairo on 06-01: day 06-01, hour 23, card reader, delivered on 06-02, 10 EGP short.
  await order(a, {
    at: '2025-06-01T20:59:00Z',
    total: 20_000,
    paymentTypeId: paymentTypeIds.cardReader,
    statusId: orderStatusIds.delivered,
    delivered: { at: '2025-06-02T08:00:00Z', collected: 19_000 },
  });
  // 3. 12:15 Cairo on 06-03: online, placed.
  const o3 = await order(b, {
    at: '2025-06-03T09:15:00Z',
    total: 5_001,
    paymentTypeId: paymentTypeIds.online,
  });
  // 4, 5. Cancelled: by the customer, by the store.
  await order(c, {
    at: '2025-06-02T07:00:00Z',
    total: 9_999,
    statusId: orderStatusIds.cancelled,
    cancelled: { reasonId: customerReason, by: 'customer' },
  });
  await order(b, {
    at: '2025-06-02T07:30:00Z',
    total: 4_000,
    statusId: orderStatusIds.cancelled,
    cancelled: { reasonId: staffReason, by: 'staff' },
  });
  // 6. Still on the gateway's page: no order yet.
  await order(a, {
    at: '2025-06-02T09:00:00Z',
    total: 99_900,
    paymentTypeId: paymentTypeIds.online,
    awaitingPayment: true,
  });
  // 7, 8. The period before: 15:00 Cairo on 05-30, and 23:59 Cairo on 05-31 (the last minute before).
  await order(b, { at: '2025-05-30T12:00:00Z', total: 7_000, statusId: orderStatusIds.completed });
  await order(b, { at: '2025-05-31T20:59:00Z', total: 1_000 });
  // 9. 00:00 Cairo on 06-04: after the period.
  await order(b, { at: '2025-06-03T21:00:00Z', total: 50_000 });
  // 10. Another branch, in the period: only in the chain's report.
  const o10 = await order(a, { at: '2025-06-02T10:00:00Z', total: 3_000, branchId: other });

  // Order 3 also has two pieces of a product of another top-level category, 50 EGP in all; order 10
  // (the other branch) one, 30 EGP.
  const categoriesOf = await store.db.execute(sql`
    select p.id, p.category1_id from products p
    where p.category1_id <> (select category1_id from products where id = 1) order by p.id limit 1`);
  const otherRow = (categoriesOf as unknown as { rows: { id: number; category1_id: number }[] }).rows[0]!;
  otherProduct = { id: otherRow.id, category1Id: otherRow.category1_id };
  const one = await store.db.execute(sql`select category1_id from products where id = 1`);
  productOneCategory = (one as unknown as { rows: { category1_id: number }[] }).rows[0]!.category1_id;
  await store.db.insert(orderItems).values([
    {
      orderId: o3,
      productId: otherProduct.id,
      quantityMilli: 2000,
      weighted: false,
      unitPrice: 2_500,
      amount: 5_000,
    },
    {
      orderId: o10,
      productId: otherProduct.id,
      quantityMilli: 1000,
      weighted: false,
      unitPrice: 3_000,
      amount: 3_000,
    },
  ]);

  await substitution(o1, 'substituted');
  await substitution(o1, 'dropped');
  await substitution(o3, 'expired');
  await substitution(o10, 'dropped');

  // Prescriptions: sent at `at`, first answered `minutes` later (a quote, or a rejection in the audit log).
  async function prescription(at: string, status: string, minutes: number | null, branchId = own) {
    const id = await insertPrescription(store, a, { branchId, status });
    const answered = minutes === null ? null : new Date(new Date(at).getTime() + minutes * 60_000);
    await store.db
      .update(prescriptions)
      .set({ createdAt: new Date(at), ...(status !== 'rejected' && answered && { quotedAt: answered }) })
      .where(eq(prescriptions.id, id));
    if (status === 'rejected' && answered) {
      await store.db.insert(staffAuditLog).values({
        staffId: admin.id,
        action: 'prescription.rejected',
        entity: 'prescription',
        entityId: id,
        at: answered,
      });
    }
  }
  await prescription('2025-06-01T08:00:00Z', 'quoted', 10);
  await prescription('2025-06-02T09:00:00Z', 'confirmed', 30);
  await prescription('2025-06-02T10:00:00Z', 'rejected', 20);
  await prescription('2025-06-03T11:00:00Z', 'new', null);
  await prescription('2025-06-03T21:00:00Z', 'quoted', 1); // 00:00 Cairo on 06-04: after the period
  await prescription('2025-06-02T12:00:00Z', 'quoted', 5, other);

  await store.db.insert(searchMisses).values([
    { day: '2025-06-02', branchId: own, lang: 'ar', words: 'بندول اطفال', count: 3 },
    { day: '2025-06-03', branchId: own, lang: 'ar', words: 'بندول اطفال', count: 2 },
    { day: '2025-06-03', branchId: own, lang: 'en', words: 'zinc drops', count: 4 },
    { day: '2025-06-04', branchId: own, lang: 'en', words: 'after the period', count: 9 },
    { day: '2025-06-02', branchId: other, lang: 'en', words: 'other branch', count: 7 },
  ]);
});
afterAll(() => store.close());

async function report(who: Awaited<ReturnType<typeof staffMember>>, query: string) {
  const answer = await who.get(`/api/staff/reports/dashboard?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { data: { report: StaffReport } }).data.report;
}

describe('GET /api/staff/reports/dashboard', () => {
  it("gives a branch's figures for the period and the one before, computed by hand", async () => {
    const r = await report(manager, `from=2025-06-01&to=2025-06-03&branchId=${own}`);
    expect(r.branchId).toBe(own);
    // Orders 1, 2, 3 (not the cancelled 4 and 5, not 6 waiting for its payment, not 9 after the period).
    expect(r.current).toEqual({
      from: '2025-06-01',
      to: '2025-06-03',
      orders: 3,
      revenuePiasters: 36_501, // 11 500 + 20 000 + 5 001
      averageBasketPiasters: 12_167, // 36 501 / 3 = 12 167
      cancelled: 2,
      newCustomers: 1, // a
      returningCustomers: 1, // b (ordered on 05-30); c only cancelled
    });
    expect(r.previous).toEqual({
      from: '2025-05-29',
      to: '2025-05-31',
      orders: 2, // 7 and 8 (the last minute of 05-31 in Cairo)
      revenuePiasters: 8_000,
      averageBasketPiasters: 4_000,
      cancelled: 0,
      newCustomers: 1, // b had not ordered before 05-29
      returningCustomers: 0,
    });
    expect(r.days).toEqual([
      { date: '2025-06-01', orders: 2, revenuePiasters: 31_500 },
      { date: '2025-06-02', orders: 0, revenuePiasters: 0 },
      { date: '2025-06-03', orders: 1, revenuePiasters: 5_001 },
    ]);
    expect(r.hours).toHaveLength(24);
    expect(r.hours.filter((h) => h.orders > 0)).toEqual([
      { hour: 0, orders: 1, revenuePiasters: 11_500 },
      { hour: 12, orders: 1, revenuePiasters: 5_001 },
      { hour: 23, orders: 1, revenuePiasters: 20_000 },
    ]);
    expect(
      r.paymentTypes.map(({ id, orders, revenuePiasters }) => ({ id, orders, revenuePiasters })),
    ).toEqual([
      { id: paymentTypeIds.cash, orders: 1, revenuePiasters: 11_500 },
      { id: paymentTypeIds.cardReader, orders: 1, revenuePiasters: 20_000 },
      { id: paymentTypeIds.online, orders: 1, revenuePiasters: 5_001 },
    ]);
    expect(r.paymentTypes[0]!.name).toBeTruthy();
    expect(
      r.cancellations.map(({ reasonId, cancelledBy, orders }) => ({ reasonId, cancelledBy, orders })),
    ).toEqual([
      {
        reasonId: Math.min(customerReason, staffReason),
        cancelledBy: customerReason < staffReason ? 'customer' : 'staff',
        orders: 1,
      },
      {
        reasonId: Math.max(customerReason, staffReason),
        cancelledBy: customerReason < staffReason ? 'staff' : 'customer',
        orders: 1,
      },
    ]);
    expect(r.cancellations.every((c) => c.reason.length > 0)).toBe(true);
    // Order 10's refused item is the other branch's.
    expect(r.substitutions).toEqual({ offered: 3, accepted: 1, refused: 1, expired: 1, pending: 0 });
    // Answered after 10 (quoted), 30 (quoted, then ordered) and 20 minutes (rejected): the median is 20.
    expect(r.prescriptions).toEqual({
      received: 4,
      quoted: 2,
      rejected: 1,
      waiting: 1,
      medianMinutesToAnswer: 20,
    });
    expect(r.searchesWithoutResults).toEqual([
      { words: 'بندول اطفال', lang: 'ar', searches: 5 },
      { words: 'zinc drops', lang: 'en', searches: 4 },
    ]);
    // Every fixture order has one piece of product 1 (100 EGP): orders 1, 2 and 3 here.
    expect(r.topProducts.map(({ name: _, ...rest }) => rest)).toEqual([
      { id: 1, quantity: 3, orders: 3, revenuePiasters: 30_000 },
      { id: otherProduct.id, quantity: 2, orders: 1, revenuePiasters: 5_000 },
    ]);
    expect(r.topProducts.every((p) => p.name.length > 0)).toBe(true);
    expect(r.topCategories.map(({ name: _, ...rest }) => rest)).toEqual([
      { id: productOneCategory, orders: 3, revenuePiasters: 30_000 },
      { id: otherProduct.category1Id, orders: 1, revenuePiasters: 5_000 },
    ]);
    expect(r.couriers).toEqual([
      {
        id: courierId,
        name: expect.any(String),
        delivered: 2,
        duePiasters: 31_500,
        cashPiasters: 11_500,
        cardReaderPiasters: 19_000,
        differencePiasters: -1_000,
      },
    ]);
  });

  it("gives an admin the chain's figures, and a manager only their branches", async () => {
    const chain = await report(admin, 'from=2025-06-01&to=2025-06-03');
    expect(chain.branchId).toBeNull();
    expect(chain.current.orders).toBe(4); // order 10 too
    expect(chain.current.revenuePiasters).toBe(39_501);
    expect(chain.current.averageBasketPiasters).toBe(9_875); // 39 501 / 4 = 9 875.25
    expect(chain.current.newCustomers).toBe(1);
    expect(chain.substitutions.refused).toBe(2);
    // The other branch's quote after 5 minutes too: 5, 10, 20, 30, whose median is 15.
    expect(chain.prescriptions).toMatchObject({ received: 5, quoted: 3, medianMinutesToAnswer: 15 });
    // Order 10 adds product 1 (100 EGP) and one piece of the other product (30 EGP).
    expect(chain.topProducts.map((p) => [p.id, p.quantity, p.orders, p.revenuePiasters])).toEqual([
      [1, 4, 4, 40_000],
      [otherProduct.id, 3, 2, 8_000],
    ]);
    expect(chain.topCategories.map((c) => [c.id, c.orders, c.revenuePiasters])).toEqual([
      [productOneCategory, 4, 40_000],
      [otherProduct.category1Id, 2, 8_000],
    ]);
    expect(chain.searchesWithoutResults.map((s) => s.words)).toContain('other branch');

    const theirs = await report(manager, 'from=2025-06-01&to=2025-06-03');
    expect(theirs.current.orders).toBe(3);
    expect(theirs.searchesWithoutResults.map((s) => s.words)).not.toContain('other branch');

    const otherBranch = await manager.get(
      `/api/staff/reports/dashboard?from=2025-06-01&to=2025-06-03&branchId=${other}`,
    );
    expect(otherBranch.statusCode).toBe(404);
    const ofOther = await report(admin, `from=2025-06-01&to=2025-06-03&branchId=${other}`);
    // a's first order in the store (order 1, at the other branch) is in the period: new here too.
    expect(ofOther.current).toMatchObject({
      orders: 1,
      revenuePiasters: 3_000,
      newCustomers: 1,
      returningCustomers: 0,
    });
  });

  it('holds a courier to what was due at the door, though a return later lowered the order', async () => {
    const customer = (await shopper(store)).userId;
    const id = await order(customer, {
      at: '2025-08-10T09:00:00Z',
      total: 11_500,
      statusId: orderStatusIds.delivered,
      delivered: { at: '2025-08-10T11:00:00Z', collected: 11_500 },
    });
    // Two days on, 100 EGP of it came back and was refunded: the order's total is what it kept.
    await store.db.update(orders).set({ total: 1_500, returnedAmount: 10_000 }).where(eq(orders.id, id));
    const r = await report(manager, 'from=2025-08-10&to=2025-08-10');
    expect(r.current.revenuePiasters).toBe(1_500);
    expect(r.couriers).toEqual([
      expect.objectContaining({
        id: courierId,
        delivered: 1,
        duePiasters: 11_500,
        cashPiasters: 11_500,
        differencePiasters: 0,
      }),
    ]);
  });

  it('names payment types and reasons in the asker’s language', async () => {
    const r = await report(managerAr, `from=2025-06-01&to=2025-06-03&branchId=${own}`);
    expect(r.paymentTypes[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect(r.cancellations[0]!.reason).toMatch(/[\u0600-\u06FF]/);
    expect(r.topCategories[0]!.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a period that ends before it starts, or longer than a year, in the asker’s language', async () => {
    const reversed = await manager.get('/api/staff/reports/dashboard?from=2025-06-03&to=2025-06-01');
    expect(reversed.statusCode).toBe(422);
    expect(JSON.stringify(reversed.json())).toContain('The period must end on or after the day it starts');
    const long = await managerAr.get('/api/staff/reports/dashboard?from=2024-01-01&to=2025-01-01');
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json())).toContain('يغطي التقرير');
    const leapYear = await manager.get('/api/staff/reports/dashboard?from=2024-01-01&to=2024-12-31');
    expect(leapYear.statusCode).toBe(200);
    const missing = await manager.get('/api/staff/reports/dashboard?from=2025-06-03');
    expect(missing.statusCode).toBe(422);
  });

  it('counts the searches that find nothing, per day, branch, language and words', async () => {
    const words = `qqzzxv${process.pid}`;
    for (let i = 0; i < 2; i += 1) {
      const answer = await store.app.inject({
        method: 'GET',
        url: `/api/products/filter?keyword=${encodeURIComponent(words.toUpperCase())}`,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data.pagination.total).toBe(0);
    }
    // A second page, or a search narrowed by a filter, is no new search.
    await store.app.inject({ method: 'GET', url: `/api/products/filter?keyword=${words}&page=2` });
    await store.app.inject({ method: 'GET', url: `/api/products/filter?keyword=${words}&brandIds=1` });
    // A search that finds something is not counted.
    await store.app.inject({ method: 'GET', url: '/api/products/filter?keyword=panadol' });
    const rows = await store.db.select().from(searchMisses).where(eq(searchMisses.words, words));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang: 'en', count: 2 });
    const today = rows[0]!.day;
    const r = await report(admin, `from=${today}&to=${today}`);
    expect(r.searchesWithoutResults).toContainEqual({ words, lang: 'en', searches: 2 });
    const found = await store.db.select().from(searchMisses).where(eq(searchMisses.words, 'panadol'));
    expect(found).toHaveLength(0);
  });
});
