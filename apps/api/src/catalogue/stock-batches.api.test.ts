import { cairoDay, expiryCutoffSettingKey, orderStatusIds } from '@store/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchProducts,
  dispensedPacks,
  jobs,
  notifications,
  orderItems,
  orders,
  products,
  staffAuditLog,
  stockBatchAllocations,
  stockBatches,
  stockMovements,
  storeSettings,
} from '../db/schema.ts';
import { request, sampleAddress, shopper, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { caller, insertOrder, type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { addDays } from './stock-batch-rules.ts';
import { applyExpiryCutoff, expiryCutoffJobName } from './stock-batches.ts';

/**
 * Batches and expiry (docs/decisions/0075): stock received by batch, orders taking the earliest expiry
 * first (and giving back to the batches they took from), the cut-off job, the near-expiry report, and a
 * recall that takes a batch out of stock on every instance and tells everyone who received it.
 */
let store: TestStore;
let second: TestStore;
let manager: StaffMember;
let managerAr: StaffMember;
let pharmacist: StaffMember;
let otherManager: StaffMember;
const branch = 1;
const today = cairoDay(new Date());
const inDays = (days: number) => addDays(today, days);

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  manager = await staffMember(store, 'branch_manager', [branch]);
  managerAr = await staffMember(store, 'branch_manager', [branch], 'ar');
  pharmacist = await staffMember(second, 'pharmacist', [branch]);
  otherManager = await staffMember(store, 'branch_manager', [2]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

/** A piece good of the branch no other test used, not a medicine, its stock set to `units` (no batches). */
const used = new Set<number>();
async function freshProduct(units = 0, alsoAt?: number) {
  const rows = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branch)),
    )
    .where(
      sql`not ${branchProducts.notSold} and not ${branchProducts.hidden} and ${products.medicineClass} = 'none'
        and ${products.weighted} = false and ${branchProducts.stockMilli} > 0
        and (${alsoAt ?? null}::int is null or exists (select 1 from branch_products o
          where o.product_id = ${products.id} and o.branch_id = ${alsoAt ?? null}::int))`,
    )
    .orderBy(asc(products.id))
    .limit(used.size + 20);
  const id = rows.find((row) => !used.has(row.id))!.id;
  used.add(id);
  await store.db
    .update(branchProducts)
    .set({ stockMilli: units * 1000 })
    .where(and(eq(branchProducts.branchId, branch), eq(branchProducts.productId, id)));
  return id;
}

const batchesUrl = (productId: number, branchId = branch) =>
  `/api/staff/catalogue/products/${productId}/branches/${branchId}/batches`;

async function receive(member: StaffMember, productId: number, body: Record<string, unknown>) {
  const answer = await member.post(batchesUrl(productId), body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function level(productId: number) {
  const [row] = await store.db
    .select({ stockMilli: branchProducts.stockMilli })
    .from(branchProducts)
    .where(and(eq(branchProducts.branchId, branch), eq(branchProducts.productId, productId)));
  return row!.stockMilli / 1000;
}

async function batchRows(productId: number) {
  return store.db
    .select({
      batch: stockBatches.batch,
      quantityMilli: stockBatches.quantityMilli,
      withdrawn: stockBatches.withdrawn,
    })
    .from(stockBatches)
    .where(and(eq(stockBatches.branchId, branch), eq(stockBatches.productId, productId)))
    .orderBy(asc(stockBatches.expiry));
}

async function lastMovement(productId: number) {
  const [row] = await store.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.branchId, branch), eq(stockMovements.productId, productId)))
    .orderBy(desc(stockMovements.id))
    .limit(1);
  return row!;
}

/** The ledger of a product at the branch adds up to its level (docs/decisions/0046). */
async function ledgerAddsUp(productId: number) {
  const [sum] = await store.db
    .select({ total: sql<number>`coalesce(sum(${stockMovements.deltaMilli}), 0)::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.branchId, branch), eq(stockMovements.productId, productId)));
  expect(sum!.total / 1000).toBe(await level(productId));
}

/** An order of a new customer for `units` of the product, cash on delivery, placed through the API. */
async function placeOrder(productId: number, units: number, lang: 'en' | 'ar' = 'en') {
  const customer = await shopper(store, lang);
  expect((await customer.post('/api/cart/add', { productId, quantity: units })).statusCode).toBe(200);
  const address = await customer.post('/api/addresses', sampleAddress);
  await customer.post('/api/cart/address/select', { addressId: address.json().item });
  await customer.post('/api/cart/payment/select', { paymentTypeId: 1 });
  const placed = await customer.post(
    '/api/cart/order',
    {},
    { 'idempotency-key': `batch-${productId}-${units}` },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  return { orderId: placed.json().item as number, customer };
}

describe('receiving stock by batch', () => {
  it('adds a batch to the level with a ledger row saying who and which batch, and audits it', async () => {
    const productId = await freshProduct(2);
    const answer = await receive(manager, productId, {
      batch: 'ab12-x',
      expiry: inDays(400),
      quantity: 5,
      note: 'supplier invoice 77',
    });
    expect(answer.message).toBe('Received: the batch is in stock');
    expect(answer.data).toMatchObject({ sellable: 7, unbatched: 2, cutoffDays: 90 });
    expect(answer.data.batches).toMatchObject([
      { batch: 'AB12-X', expiry: inDays(400), received: 5, quantity: 5, withdrawn: null, daysLeft: 400 },
    ]);
    expect(await level(productId)).toBe(7);
    const movement = await lastMovement(productId);
    expect(movement).toMatchObject({ reason: 'batch_received', deltaMilli: 5000, staffId: manager.id });
    expect(movement.note).toBe(`AB12-X (${inDays(400)}): supplier invoice 77`);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'stock.receiveBatch'), eq(staffAuditLog.entityId, productId)));
    expect(audit).toMatchObject({ staffId: manager.id });

    // The same batch again adds to it; in Arabic digits too.
    const again = await managerAr.post(batchesUrl(productId), {
      batch: 'AB12-X',
      expiry: inDays(400).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!),
      quantity: '٣',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.batches[0]).toMatchObject({ received: 8, quantity: 8 });
    expect(await level(productId)).toBe(10);
    await ledgerAddsUp(productId);
  });

  it('refuses an expired batch, a wrong expiry for a known batch, and nonsense, in the member language', async () => {
    const productId = await freshProduct();
    const expired = await manager.post(batchesUrl(productId), {
      batch: 'OLD1',
      expiry: inDays(-1),
      quantity: 1,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('This batch has expired: it cannot be received for sale');
    await receive(manager, productId, { batch: 'K1', expiry: inDays(300), quantity: 1 });
    const mismatch = await managerAr.post(batchesUrl(productId), {
      batch: 'K1',
      expiry: inDays(301),
      quantity: 1,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().message).toContain('K1');
    expect(mismatch.json().message).toMatch(/^استُلمت التشغيلة/);
    const bad = await manager.post(batchesUrl(productId), { batch: '', expiry: '2027-02-30', quantity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation).toEqual([
      'Please enter the batch number as printed on the pack',
      'Please enter the expiry date as year-month-day',
      'Please enter a quantity more than zero, with at most three decimals',
    ]);
    expect(await level(productId)).toBe(1);
  });

  it('records a batch within the cut-off but does not sell it; the cut-off is a store setting', async () => {
    const productId = await freshProduct();
    const answer = await receive(manager, productId, { batch: 'SHORT', expiry: inDays(60), quantity: 4 });
    expect(answer.message).toBe('Received, but the batch expires within 90 days: it is not sold online');
    expect(answer.data.batches[0]).toMatchObject({ withdrawn: 'expiring', quantity: 4 });
    expect(await level(productId)).toBe(0);

    await store.db.insert(storeSettings).values({ key: expiryCutoffSettingKey, value: '30' });
    try {
      const later = await receive(manager, productId, { batch: 'SHORT2', expiry: inDays(60), quantity: 2 });
      expect(later.data).toMatchObject({ cutoffDays: 30, sellable: 2 });
    } finally {
      await store.db.delete(storeSettings).where(eq(storeSettings.key, expiryCutoffSettingKey));
    }
  });

  it("is another branch's business: 404", async () => {
    const productId = await freshProduct();
    const answer = await otherManager.post(batchesUrl(productId), {
      batch: 'Z1',
      expiry: inDays(400),
      quantity: 1,
    });
    expect(answer.statusCode).toBe(404);
    expect((await otherManager.get(batchesUrl(productId))).statusCode).toBe(404);
  });
});

describe('first expiry first out', () => {
  it('takes an order from the earliest batches, shows them on the staff order, and gives them back on cancel', async () => {
    const productId = await freshProduct(1);
    await receive(manager, productId, { batch: 'LATE', expiry: inDays(500), quantity: 3 });
    await receive(manager, productId, { batch: 'EARLY', expiry: inDays(200), quantity: 2 });
    expect(await level(productId)).toBe(6);

    const { orderId, customer } = await placeOrder(productId, 3);
    expect(await level(productId)).toBe(3);
    expect(await batchRows(productId)).toMatchObject([
      { batch: 'EARLY', quantityMilli: 0 },
      { batch: 'LATE', quantityMilli: 2000 },
    ]);
    const staffOrder = await manager.get(`/api/staff/orders/${orderId}`);
    expect(staffOrder.statusCode, staffOrder.body).toBe(200);
    const line = staffOrder
      .json()
      .data.order.items.find((i: { productId: number }) => i.productId === productId);
    expect(line.batches).toEqual([
      { batch: 'EARLY', expiry: inDays(200), quantity: 2, source: 'allocated' },
      { batch: 'LATE', expiry: inDays(500), quantity: 1, source: 'allocated' },
    ]);

    const cancelled = await customer.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await level(productId)).toBe(6);
    expect(await batchRows(productId)).toMatchObject([
      { batch: 'EARLY', quantityMilli: 2000 },
      { batch: 'LATE', quantityMilli: 3000 },
    ]);
    const left = await store.db
      .select()
      .from(stockBatchAllocations)
      .where(eq(stockBatchAllocations.orderId, orderId));
    expect(left).toEqual([]);
    await ledgerAddsUp(productId);
  });

  it('suggests batches for an order placed before the product had any', async () => {
    const productId = await freshProduct(5);
    const { orderId } = await placeOrder(productId, 2);
    await receive(manager, productId, { batch: 'NEWER', expiry: inDays(700), quantity: 4 });
    await receive(manager, productId, { batch: 'OLDER', expiry: inDays(300), quantity: 1 });
    const line = (await manager.get(`/api/staff/orders/${orderId}`)).json().data.order.items[0];
    expect(line.batches).toEqual([
      { batch: 'OLDER', expiry: inDays(300), quantity: 1, source: 'suggested' },
      { batch: 'NEWER', expiry: inDays(700), quantity: 1, source: 'suggested' },
    ]);
  });
});

describe('the expiry cut-off job', () => {
  it('takes batches out of sale as days pass, once, with a ledger row', async () => {
    const productId = await freshProduct(1);
    await receive(manager, productId, { batch: 'SOON', expiry: inDays(100), quantity: 4 });
    await receive(manager, productId, { batch: 'FAR', expiry: inDays(400), quantity: 2 });
    expect(await level(productId)).toBe(7);
    const dayMs = 24 * 3600_000;
    await applyExpiryCutoff(store.db, new Date(Date.now() + 5 * dayMs));
    expect(await level(productId)).toBe(7);
    // Eleven days on, SOON has 89 days left: out of sale. Run twice (two instances): it moves once.
    const later = new Date(Date.now() + 11 * dayMs);
    await Promise.all([applyExpiryCutoff(store.db, later), applyExpiryCutoff(second.db, later)]);
    expect(await level(productId)).toBe(3);
    expect(await batchRows(productId)).toMatchObject([
      { batch: 'SOON', quantityMilli: 4000, withdrawn: 'expiring' },
      { batch: 'FAR', quantityMilli: 2000, withdrawn: null },
    ]);
    const movement = await lastMovement(productId);
    expect(movement).toMatchObject({ reason: 'batch_expiring', deltaMilli: -4000, staffId: null });
    await ledgerAddsUp(productId);
  });
});

describe('the expiry cut-off on the job runner', () => {
  it('runs every hour, once across two instances', async () => {
    const productId = await freshProduct();
    await receive(manager, productId, { batch: 'HOURLY', expiry: inDays(91), quantity: 2 });
    expect(await level(productId)).toBe(2);
    // Both instances schedule the next run (as started runners do): one job for that hour.
    await Promise.all([
      store.jobs.scheduleRecurring(expiryCutoffJobName),
      second.jobs.scheduleRecurring(expiryCutoffJobName),
    ]);
    const scheduled = await store.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.name, expiryCutoffJobName), eq(jobs.state, 'pending')));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt.getUTCMinutes()).toBe(5);
    // Two days on, the batch has 89 days left.
    const later = new Date(scheduled[0]!.runAt.getTime() + 2 * 24 * 3600_000);
    store.clock.set(later);
    second.clock.set(later);
    try {
      await Promise.all([store.jobs.runDue(), second.jobs.runDue()]);
    } finally {
      // The other tests read days left from today.
      store.clock.set(new Date());
      second.clock.set(new Date());
    }
    expect(await level(productId)).toBe(0);
    const rows = await store.db
      .select({ reason: stockMovements.reason })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, productId), eq(stockMovements.reason, 'batch_expiring')));
    expect(rows).toHaveLength(1);
  });
});

describe('the near-expiry report', () => {
  it('lists what expires within 30, 60 or 90 days with quantities, earliest first', async () => {
    const productId = await freshProduct();
    await receive(manager, productId, { batch: 'D25', expiry: inDays(25), quantity: 1 });
    await receive(manager, productId, { batch: 'D55', expiry: inDays(55), quantity: 2 });
    await receive(manager, productId, { batch: 'D85', expiry: inDays(85), quantity: 3 });
    const mine = async (days: number) => {
      const answer = await manager.get(`/api/staff/branches/${branch}/near-expiry?days=${days}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.batches.filter((b: { productId: number }) => b.productId === productId);
    };
    expect((await mine(30)).map((b: { batch: string }) => b.batch)).toEqual(['D25']);
    expect((await mine(60)).map((b: { batch: string }) => b.batch)).toEqual(['D25', 'D55']);
    expect(await mine(90)).toMatchObject([
      { batch: 'D25', quantity: 1, daysLeft: 25, withdrawn: 'expiring' },
      { batch: 'D55', quantity: 2, daysLeft: 55 },
      { batch: 'D85', quantity: 3, daysLeft: 85 },
    ]);
    expect((await otherManager.get(`/api/staff/branches/${branch}/near-expiry`)).statusCode).toBe(404);
    expect((await manager.get(`/api/staff/branches/${branch}/near-expiry?days=abc`)).statusCode).toBe(422);
  });
});

describe('a recall', () => {
  it('takes the batch out of stock on every instance and tells each customer who got it, in their language', async () => {
    const productId = await freshProduct();
    await receive(manager, productId, { batch: 'RC-9', expiry: inDays(300), quantity: 3 });
    await receive(manager, productId, { batch: 'OK-1', expiry: inDays(400), quantity: 1 });
    // An Arabic customer's order took 2 units of the batch by FEFO and was delivered.
    const { orderId: deliveredOrder, customer: arabic } = await placeOrder(productId, 2, 'ar');
    await store.db
      .update(orders)
      .set({ statusId: orderStatusIds.delivered })
      .where(eq(orders.id, deliveredOrder));
    // Another order, still at the branch, took the last unit of the batch.
    const { orderId: openOrder } = await placeOrder(productId, 1);
    // A third customer had a pack of the batch scanned at dispensing.
    const english = await shopper(store);
    const dispensedOrder = await insertOrder(store, english.userId, { branchId: branch, statusId: 4 });
    const [item] = await store.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, dispensedOrder));
    await store.db.insert(dispensedPacks).values({
      orderId: dispensedOrder,
      orderItemId: item!.id,
      productId,
      branchId: branch,
      gtin: '06224007890123',
      serial: `RECALL${productId}`,
      batch: 'rc-9',
      expiry: inDays(300),
      staffId: manager.id,
    });
    expect(await level(productId)).toBe(1);
    // Both instances have read the product page (kept 600 s): only the recall's invalidation can refresh it.
    for (const on of [store, second])
      expect((await request(on).get(`/api/products/${productId}`)).json().data.product.outOfStock).toBe(0);

    // Branch managers may not recall; pharmacists and admins may.
    const url = `${batchesUrl(productId)}/recall`;
    expect((await manager.post(url, { batch: 'RC-9', note: 'maker notice' })).statusCode).toBe(403);
    const recalled = await pharmacist.post(url, { batch: 'rc-9', note: 'Maker recall notice 2026/11' });
    expect(recalled.statusCode, recalled.body).toBe(200);
    const data = recalled.json().data;
    expect(data).toMatchObject({ batch: 'RC-9', withdrawn: 0, notified: 2 });
    expect(data.recipients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: deliveredOrder,
          customerId: arabic.userId,
          quantity: 2,
          received: true,
        }),
        expect.objectContaining({ orderId: openOrder, quantity: 1, source: 'allocated', received: false }),
        expect.objectContaining({
          orderId: dispensedOrder,
          quantity: 1,
          source: 'dispensed',
          received: true,
        }),
      ]),
    );
    // The open order is picked again from the other batch: the level gives up that unit.
    expect(await level(productId)).toBe(0);
    expect(await lastMovement(productId)).toMatchObject({
      reason: 'batch_recalled',
      deltaMilli: -1000,
      staffId: pharmacist.id,
    });
    expect(await batchRows(productId)).toMatchObject([
      { batch: 'RC-9', quantityMilli: 1000, withdrawn: 'recalled' },
      { batch: 'OK-1', quantityMilli: 0, withdrawn: null },
    ]);
    const line = (await manager.get(`/api/staff/orders/${openOrder}`)).json().data.order.items[0];
    expect(line.batches).toEqual([{ batch: 'OK-1', expiry: inDays(400), quantity: 1, source: 'allocated' }]);
    for (const on of [store, second])
      await eventually(
        async () =>
          (await request(on).get(`/api/products/${productId}`)).json().data.product.outOfStock === 1,
        'the product out of stock',
      );

    // Told once each, through the outbox; read in their own language. The open order is not told.
    const told = await store.db
      .select({ userId: notifications.userId, orderId: notifications.orderId })
      .from(notifications)
      .where(eq(notifications.type, 'order.batchRecalled'));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: arabic.userId, orderId: deliveredOrder },
        { userId: english.userId, orderId: dispensedOrder },
      ]),
    );
    expect(told.some((row) => row.orderId === openOrder)).toBe(false);
    const inboxAr = (await arabic.get('/api/notifications')).json().data.notifications;
    expect(inboxAr[0].title).toMatch(/^سحب دواء من طلبك رقم/);
    expect(inboxAr[0].body).toContain('RC-9');
    const inboxEn = (await english.get('/api/notifications')).json().data.notifications;
    expect(inboxEn[0].title).toBe(`A medicine in order #${dispensedOrder} is recalled`);

    // Again: refused. The open order cancelled gives its unit back to the batch it now holds.
    expect((await pharmacist.post(url, { batch: 'RC-9', note: 'again' })).statusCode).toBe(422);
    const cancelled = await manager.post(`/api/staff/orders/${openOrder}/cancel`, { reasonId: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await level(productId)).toBe(1);
    expect((await batchRows(productId))[1]).toMatchObject({ batch: 'OK-1', quantityMilli: 1000 });
    await ledgerAddsUp(productId);
  });

  it('leaves on the recalled batch what no other stock covers: a cancel returns it out of sale', async () => {
    const productId = await freshProduct();
    await receive(manager, productId, { batch: 'SOLO', expiry: inDays(300), quantity: 2 });
    const { orderId, customer } = await placeOrder(productId, 2);
    const recalled = await pharmacist.post(`${batchesUrl(productId)}/recall`, {
      batch: 'SOLO',
      note: 'notice',
    });
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json().data).toMatchObject({ notified: 0, recipients: [{ orderId, received: false }] });
    const line = (await manager.get(`/api/staff/orders/${orderId}`)).json().data.order.items[0];
    expect(line.batches).toEqual([
      { batch: 'SOLO', expiry: inDays(300), quantity: 2, source: 'allocated', recalled: true },
    ]);
    expect((await customer.post(`/api/orders/cancel/${orderId}`, { reasonId: 1 })).statusCode).toBe(200);
    expect(await level(productId)).toBe(0);
    expect(await batchRows(productId)).toMatchObject([
      { batch: 'SOLO', quantityMilli: 2000, withdrawn: 'recalled' },
    ]);
    expect(await lastMovement(productId)).toMatchObject({ reason: 'batch_recalled', deltaMilli: -2000 });
    await ledgerAddsUp(productId);
  });

  it('finds a batch only dispensed (never received by batch), and 404s an unknown one', async () => {
    const productId = await freshProduct(4);
    const url = `${batchesUrl(productId)}/recall`;
    expect((await pharmacist.post(url, { batch: 'NOPE', note: 'x' })).statusCode).toBe(404);
    const customer = await shopper(store);
    const orderId = await insertOrder(store, customer.userId, { branchId: branch, statusId: 4 });
    const [item] = await store.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    await store.db.insert(dispensedPacks).values({
      orderId,
      orderItemId: item!.id,
      productId,
      branchId: branch,
      gtin: '06224007890123',
      serial: `ONLY${productId}`,
      batch: 'PK1',
      expiry: inDays(200),
      staffId: manager.id,
    });
    const recalled = await pharmacist.post(url, { batch: 'PK1', note: 'maker notice' });
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json().data).toMatchObject({ withdrawn: 0, notified: 1 });
    expect(await level(productId)).toBe(4);
  });
});

describe('a recall at every branch (docs/decisions/0079)', () => {
  it('recalls the batch at each branch that has it in one request, on every instance, and tells who got it', async () => {
    const productId = await freshProduct(0, 2);
    const admin = await staffMember(second, 'admin', []);
    await store.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.branchId, 2), eq(branchProducts.productId, productId)));
    await receive(manager, productId, { batch: 'CH-1', expiry: inDays(300), quantity: 3 });
    const atOther = await otherManager.post(batchesUrl(productId, 2), {
      batch: 'CH-1',
      expiry: inDays(300),
      quantity: 2,
    });
    expect(atOther.statusCode, atOther.body).toBe(200);
    // Branch 1: an Arabic customer's delivered order took 2 units. Branch 2: a pack dispensed.
    const { orderId: delivered, customer: arabic } = await placeOrder(productId, 2, 'ar');
    await store.db.update(orders).set({ statusId: orderStatusIds.delivered }).where(eq(orders.id, delivered));
    const english = await shopper(store);
    const dispensed = await insertOrder(store, english.userId, { branchId: 2, statusId: 4 });
    const [item] = await store.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, dispensed));
    await store.db.insert(dispensedPacks).values({
      orderId: dispensed,
      orderItemId: item!.id,
      productId,
      branchId: 2,
      gtin: '06224007890123',
      serial: `CHAIN${productId}`,
      batch: 'ch-1',
      expiry: inDays(300),
      staffId: otherManager.id,
    });
    for (const on of [store, second])
      expect((await request(on).get(`/api/products/${productId}`)).json().data.product.outOfStock).toBe(0);

    const url = `/api/staff/catalogue/products/${productId}/batches/recall`;
    // A pharmacist recalls at a branch, not across the chain (the role table's `medicines.recallChain`);
    // a manager not at all.
    const refused = await pharmacist.post(url, { batch: 'CH-1', note: 'maker notice' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role does not allow this');
    expect((await manager.post(url, { batch: 'CH-1', note: 'maker notice' })).statusCode).toBe(403);
    const recalled = await admin.post(url, { batch: 'ch-1', note: 'Maker recall notice, all lots' });
    expect(recalled.statusCode, recalled.body).toBe(200);
    const data = recalled.json().data;
    expect(data).toMatchObject({ batch: 'CH-1', notified: 2 });
    expect(data.branches).toMatchObject([
      { branchId: 1, status: 'recalled', withdrawn: 1, notified: 1 },
      { branchId: 2, status: 'recalled', withdrawn: 2, notified: 1 },
    ]);
    expect(recalled.json().message).toBe('Batch recalled at 2 branches: 2 orders told');
    // Out of sale at both branches at once, on both instances; the ledger says who and why.
    expect(await level(productId)).toBe(0);
    const [atTwo] = await store.db
      .select({ stockMilli: branchProducts.stockMilli })
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, 2), eq(branchProducts.productId, productId)));
    expect(atTwo!.stockMilli).toBe(0);
    expect(await lastMovement(productId)).toMatchObject({ reason: 'batch_recalled', staffId: admin.id });
    for (const on of [store, second])
      await eventually(
        async () =>
          (await request(on).get(`/api/products/${productId}`)).json().data.product.outOfStock === 1,
        'the product out of stock',
      );
    const told = await store.db
      .select({ userId: notifications.userId, orderId: notifications.orderId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'order.batchRecalled'),
          inArray(notifications.orderId, [delivered, dispensed]),
        ),
      );
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: arabic.userId, orderId: delivered },
        { userId: english.userId, orderId: dispensed },
      ]),
    );
    const inboxAr = (await arabic.get('/api/notifications')).json().data.notifications;
    expect(inboxAr[0].body).toContain('CH-1');
    // Again: nothing left to recall.
    expect((await admin.post(url, { batch: 'CH-1', note: 'again' })).statusCode).toBe(422);
    await ledgerAddsUp(productId);
  });

  it('leaves a branch that recalled it already, and 404s a batch no branch has', async () => {
    const productId = await freshProduct(0, 2);
    const admin = await staffMember(store, 'admin', [], 'ar');
    await receive(manager, productId, { batch: 'CH-2', expiry: inDays(300), quantity: 1 });
    await otherManager.post(batchesUrl(productId, 2), { batch: 'CH-2', expiry: inDays(300), quantity: 1 });
    expect(
      (await pharmacist.post(`${batchesUrl(productId)}/recall`, { batch: 'CH-2', note: 'notice' }))
        .statusCode,
    ).toBe(200);
    const url = `/api/staff/catalogue/products/${productId}/batches/recall`;
    const recalled = await admin.post(url, { batch: 'CH-2', note: 'notice' });
    expect(recalled.statusCode, recalled.body).toBe(200);
    expect(recalled.json().data.branches).toMatchObject([
      { branchId: 1, status: 'already' },
      { branchId: 2, status: 'recalled', withdrawn: 1 },
    ]);
    expect(recalled.json().message).toBe('تم سحب التشغيلة من الفروع: ١، وإبلاغ أصحاب الطلبات: ٠');
    expect((await admin.post(url, { batch: 'NOPE', note: 'notice' })).statusCode).toBe(404);
  });
});

describe('writing off a withdrawn batch (docs/decisions/0079)', () => {
  it('zeroes what is left with a ledger row and no change to the level; shown written off, off the report', async () => {
    const productId = await freshProduct(2);
    await receive(manager, productId, { batch: 'WO-1', expiry: inDays(20), quantity: 4 });
    await receive(manager, productId, { batch: 'WO-OK', expiry: inDays(400), quantity: 1 });
    expect(await level(productId)).toBe(3);
    const url = `${batchesUrl(productId)}/write-off`;
    const body = { batch: 'wo-1', disposal: 'destroyed', note: 'Expires in three weeks, incinerated' };
    // Pharmacists do not edit stock; another branch's manager gets nothing of it.
    expect((await pharmacist.post(url, body)).statusCode).toBe(403);
    expect((await otherManager.post(url, body)).statusCode).toBe(404);
    // A batch still for sale is not written off, in the member's language.
    const forSale = await managerAr.post(url, { ...body, batch: 'WO-OK' });
    expect(forSale.statusCode).toBe(422);
    expect(forSale.json().message).toBe(
      'هذه التشغيلة ما زالت معروضة للبيع: لا تُشطب إلا تشغيلة منتهية أو قاربت على الانتهاء أو مسحوبة',
    );
    expect((await manager.post(url, { ...body, disposal: 'sold' })).statusCode).toBe(422);
    expect((await manager.post(url, { ...body, note: ' ' })).statusCode).toBe(422);

    const done = await manager.post(url, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Written off: 4 units of batch WO-1');
    const written = done.json().data.batches.find((b: { batch: string }) => b.batch === 'WO-1');
    expect(written).toMatchObject({
      quantity: 0,
      withdrawn: 'expiring',
      writtenOff: { quantity: 4, disposal: 'destroyed', note: 'Expires in three weeks, incinerated' },
    });
    expect(await level(productId)).toBe(3);
    expect(await lastMovement(productId)).toMatchObject({
      reason: 'batch_written_off',
      deltaMilli: 0,
      levelMilli: 3000,
      staffId: manager.id,
    });
    await ledgerAddsUp(productId);
    // The product page's ledger reads the row (its reason is one the contract knows).
    const ledger = await manager.get(`/api/staff/catalogue/products/${productId}/branches/${branch}/stock`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().data.movements[0]).toMatchObject({ reason: 'batch_written_off', delta: 0 });
    const [audit] = await store.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'stock.writeOffBatch'), eq(staffAuditLog.entityId, productId)));
    expect(audit!.after).toMatchObject({ writtenOffMilli: 4000, disposal: 'destroyed' });
    const report = (await manager.get(`/api/staff/branches/${branch}/near-expiry?days=30`)).json().data
      .batches;
    expect(report.some((b: { productId: number }) => b.productId === productId)).toBe(false);
    // Nothing left: refused.
    expect((await manager.post(url, body)).statusCode).toBe(422);
  });

  it('writes off a recalled batch, returned to the supplier', async () => {
    const productId = await freshProduct();
    await receive(manager, productId, { batch: 'WO-R', expiry: inDays(300), quantity: 5 });
    await pharmacist.post(`${batchesUrl(productId)}/recall`, { batch: 'WO-R', note: 'maker notice' });
    expect(await level(productId)).toBe(0);
    const admin = await staffMember(store, 'admin', []);
    const done = await admin.post(`${batchesUrl(productId)}/write-off`, {
      batch: 'WO-R',
      disposal: 'returned',
      note: 'Back to the maker, credit note 77',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await batchRows(productId)).toMatchObject([
      { batch: 'WO-R', quantityMilli: 0, withdrawn: 'recalled' },
    ]);
    expect(await level(productId)).toBe(0);
    await ledgerAddsUp(productId);
  });
});

describe('the expiry cut-off setting', () => {
  it('is set by admins and applied at once, both ways, with ledger rows', async () => {
    const admin = await staffMember(store, 'admin', []);
    const productId = await freshProduct();
    await receive(manager, productId, { batch: 'MID', expiry: inDays(150), quantity: 3 });
    expect(await level(productId)).toBe(3);
    const url = '/api/staff/stock/expiry-cutoff';
    expect((await manager.post(url, { days: 200 })).statusCode).toBe(403);
    const bad = await caller(store, admin.token, 'ar').post(url, { days: '٨٠٠' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation).toEqual(['من فضلك أدخل عددًا صحيحًا من الأيام من صفر إلى سبعمائة وثلاثين']);
    try {
      const raised = await admin.post(url, { days: '٢٠٠' });
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json().message).toBe('Saved: batches expiring within 200 days are not sold online');
      expect(raised.json().data).toMatchObject({ cutoffDays: 200 });
      expect(raised.json().data.withdrawn).toBeGreaterThanOrEqual(1);
      expect(await level(productId)).toBe(0);
      expect(await lastMovement(productId)).toMatchObject({ reason: 'batch_expiring', deltaMilli: -3000 });
      const lowered = await admin.post(url, { days: 90 });
      expect(lowered.json().data.readmitted).toBeGreaterThanOrEqual(1);
      expect(await level(productId)).toBe(3);
      expect(await lastMovement(productId)).toMatchObject({ reason: 'batch_readmitted', deltaMilli: 3000 });
      await ledgerAddsUp(productId);
      const [audit] = await store.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'stock.expiryCutoff'))
        .orderBy(desc(staffAuditLog.id))
        .limit(1);
      expect(audit).toMatchObject({ staffId: admin.id, after: { days: 90 } });
    } finally {
      await store.db.delete(storeSettings).where(eq(storeSettings.key, expiryCutoffSettingKey));
    }
  });
});
