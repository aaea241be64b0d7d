import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  branchProducts,
  notifications,
  orderItems,
  prescriptions,
  products,
  staff,
  staffAuditLog,
} from '../db/schema.ts';
import { testCards } from '../payments/test-gateway.ts';
import { build, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { fillCart, ledgerOf, orderRow } from '../test/shop-test-support.ts';
import { staffMember } from '../test/staff-test-support.ts';
import { photo, postForm } from '../test/test-files.ts';

let store: TestStore;
let augmentin: number;
let pharmacist: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  store = await build();
  const [row] = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(eq(products.medicineClass, 'prescription'))
    .orderBy(products.id)
    .limit(1);
  augmentin = row!.id;
  await store.db
    .update(branchProducts)
    .set({ price: 12_000, oldPrice: null, stockMilli: 50_000, notSold: false, hidden: false })
    .where(and(eq(branchProducts.productId, augmentin), eq(branchProducts.branchId, 1)));
  store.clearSharedCaches();
  pharmacist = await staffMember(store, 'pharmacist', [1]);
});
afterAll(() => store?.close());

/** A prescription the customer sends (new: not checked yet). */
async function sendPrescription(me: Shopper) {
  const addressId = (await me.post('/api/addresses', sampleAddress)).json().item;
  const sent = await postForm(
    store,
    me.token,
    '/api/prescriptions/send',
    { address_id: addressId, health_consent: 'true' },
    [{ filename: 'rx.jpg', data: await photo('jpeg') }],
  );
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().item as number;
}

/** A prescription a pharmacist checked and quoted `daysAgo` days ago. */
async function checkedPrescription(me: Shopper, daysAgo = 1) {
  const id = await sendPrescription(me);
  const quote = await pharmacist.post(`/api/staff/prescriptions/${id}/quote`, {
    items: [{ productId: augmentin, quantity: 1 }],
  });
  expect(quote.statusCode, quote.body).toBe(200);
  await store.db
    .update(prescriptions)
    .set({ quotedAt: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(prescriptions.id, id));
  return id;
}

const place = (me: Shopper, body: Record<string, unknown> = {}) =>
  me.post('/api/cart/order', { orderFrom: 'Web', ...body });

describe('placing an order with a prescription-only medicine', () => {
  it('is refused without a prescription, in the customer’s language', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const me = await shopper(store, lang);
      await fillCart(me, [augmentin]);
      const refused = await place(me);
      expect(refused.statusCode, refused.body).toBe(422);
      const message =
        lang === 'en'
          ? 'Your cart has a prescription-only medicine: choose one of your checked prescriptions or upload a photo of it'
          : 'في سلتك دواء لا يُصرف إلا بروشتة: اختر روشتة من روشتاتك التي راجعها الصيدلي أو ارفع صورتها';
      expect(refused.json()).toMatchObject({ message, validation: [message] });
    }
  });

  it('is refused with a prescription checked too long ago, someone else’s, or rejected', async () => {
    const me = await shopper(store);
    await fillCart(me, [augmentin]);
    const old = await checkedPrescription(me, 31);
    const expired = await place(me, { prescriptionId: old });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(
      'This prescription was checked more than 30 days ago. Upload a recent photo of it',
    );
    const other = await shopper(store);
    const theirs = await checkedPrescription(other);
    expect((await place(me, { prescriptionId: theirs })).statusCode).toBe(404);
    const rejected = await sendPrescription(me);
    await pharmacist.post(`/api/staff/prescriptions/${rejected}/reject`, { reason: 'Unreadable' });
    expect((await place(me, { prescriptionId: rejected })).json().message).toMatch(/rejected or withdrawn/);
  });

  it('is placed with a valid checked prescription, or photos just sent, and waits for a pharmacist', async () => {
    for (const kind of ['checked', 'sent'] as const) {
      const me = await shopper(store);
      await fillCart(me, [augmentin]);
      const prescriptionId =
        kind === 'checked' ? await checkedPrescription(me, 29) : await sendPrescription(me);
      const placed = await place(me, { prescriptionId });
      expect(placed.statusCode, placed.body).toBe(200);
      const row = await orderRow(store, placed.json().item);
      expect(row).toMatchObject({ prescriptionId, pharmacistCheck: 'pending', pharmacistId: null });
    }
  });

  it('needs nothing for a cart without one, and records no check', async () => {
    const me = await shopper(store);
    const [other] = await store.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)),
      )
      .where(and(eq(products.medicineClass, 'none'), eq(products.weighted, false)))
      .limit(1);
    await store.db
      .update(branchProducts)
      .set({ price: 12_000, stockMilli: 50_000 })
      .where(and(eq(branchProducts.productId, other!.id), eq(branchProducts.branchId, 1)));
    store.clearSharedCaches();
    await fillCart(me, [other!.id]);
    const placed = await place(me);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await orderRow(store, placed.json().item)).pharmacistCheck).toBeNull();
  });
});

describe('the pharmacist’s check', () => {
  /** A cash order of the medicine (and, if given, another product) with a checked prescription. */
  async function waitingOrder(me: Shopper, also: number[] = []) {
    await fillCart(me, [augmentin, ...also]);
    const prescriptionId = await checkedPrescription(me);
    const placed = await place(me, { prescriptionId });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json().item as number;
  }

  it('keeps the order from moving on until a pharmacist approves it, then records them', async () => {
    const me = await shopper(store);
    const orderId = await waitingOrder(me);
    const manager = await staffMember(store, 'branch_manager', [1], 'ar');
    const refused = await manager.post(`/api/staff/orders/${orderId}/status`, { statusId: 2 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('يجب أن يراجع الصيدلي أدوية الروشتة في هذا الطلب أولًا');
    // Only a pharmacist checks (a manager may not).
    expect((await manager.post(`/api/staff/medicines/orders/${orderId}/approve`)).statusCode).toBe(403);

    await store.db.update(staff).set({ licenceNumber: 'PS-12345' }).where(eq(staff.id, pharmacist.id));
    const approved = await pharmacist.post(`/api/staff/medicines/orders/${orderId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.order).toMatchObject({
      pharmacistCheck: 'approved',
      pharmacist: { name: expect.stringContaining('pharmacist'), licenceNumber: 'PS-12345' },
    });
    expect(await orderRow(store, orderId)).toMatchObject({
      pharmacistId: pharmacist.id,
      pharmacistLicence: 'PS-12345',
    });
    // The customer and the staff see the pharmacist of record.
    const seen = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(seen).toMatchObject({ pharmacistCheck: 'approved', pharmacist: { licenceNumber: 'PS-12345' } });
    const staffSeen = (await manager.get(`/api/staff/orders/${orderId}`)).json().data.order;
    expect(staffSeen.pharmacist.name).toBe(seen.pharmacist.name);
    // Checked once: approving again is refused; the order moves on.
    expect((await pharmacist.post(`/api/staff/medicines/orders/${orderId}/approve`)).statusCode).toBe(422);
    expect((await manager.post(`/api/staff/orders/${orderId}/status`, { statusId: 2 })).statusCode).toBe(200);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entityId, orderId), eq(staffAuditLog.action, 'order.pharmacistApprove')));
    expect(audit).toMatchObject({ staffId: pharmacist.id });
  });

  it('a refused line leaves the order, repriced, and the customer is told why in their language', async () => {
    const me = await shopper(store, 'ar');
    const [other] = await otherProducts(1);
    const orderId = await waitingOrder(me, [other!]);
    const before = await orderRow(store, orderId);
    const item = (await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).find(
      (row) => row.productId === augmentin,
    )!;
    // Not a prescription-only line: refused.
    const otherItem = (await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).find(
      (row) => row.productId === other,
    )!;
    expect(
      (
        await pharmacist.post(`/api/staff/medicines/orders/${orderId}/refuse`, {
          orderItemId: otherItem.id,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(422);
    const refused = await pharmacist.post(`/api/staff/medicines/orders/${orderId}/refuse`, {
      orderItemId: item.id,
      reason: 'The prescription names a different strength',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const after = await orderRow(store, orderId);
    // 2 × 120 EGP left the order; delivery stays charged.
    expect(after.subtotal).toBe(before.subtotal - 24_000);
    expect(after.total).toBe(before.total - 24_000);
    expect(after.pharmacistCheck).toBe('pending');
    const [notice] = await store.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.type, 'order.medicineRefused')));
    expect(notice).toBeDefined();
    const inbox = (await me.get('/api/notifications')).json().data;
    expect(JSON.stringify(inbox)).toContain('The prescription names a different strength');
  });
});

describe('a refused line of a paid online order', () => {
  let online: TestStore;
  beforeAll(async () => {
    online = await build({ shop: { cardHold: { ...loadConfig({}).shop.cardHold, enabled: false } } });
  });
  afterAll(() => online?.close());

  it('is refunded through the gateway', async () => {
    const previous = store;
    store = online;
    try {
      const [row] = await store.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.medicineClass, 'prescription'))
        .orderBy(products.id)
        .limit(1);
      await store.db
        .update(branchProducts)
        .set({ price: 12_000, oldPrice: null, stockMilli: 50_000, notSold: false, hidden: false })
        .where(and(eq(branchProducts.productId, row!.id), eq(branchProducts.branchId, 1)));
      store.clearSharedCaches();
      const savedAugmentin = augmentin;
      const savedPharmacist = pharmacist;
      augmentin = row!.id;
      pharmacist = await staffMember(store, 'pharmacist', [1]);
      try {
        const me = await shopper(store);
        const [other] = await otherProducts(1);
        await fillCart(me, [augmentin, other!], 3);
        const prescriptionId = await checkedPrescription(me);
        const started = await me.get(`/api/payment/pay?prescriptionId=${prescriptionId}`);
        expect(started.statusCode, started.body).toBe(200);
        const { data: url, item: orderId } = started.json() as { data: string; item: number };
        const submitted = await store.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ cardNumber: testCards.approve, decision: 'pay' }).toString(),
        });
        await store.app.inject({ method: 'GET', url: submitted.headers.location as string });
        expect(await orderRow(store, orderId)).toMatchObject({
          paymentState: 'paid',
          pharmacistCheck: 'pending',
        });
        const item = (await store.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).find(
          (line) => line.productId === augmentin,
        )!;
        const refused = await pharmacist.post(`/api/staff/medicines/orders/${orderId}/refuse`, {
          orderItemId: item.id,
          reason: 'Not on the prescription',
        });
        expect(refused.statusCode, refused.body).toBe(200);
        expect(await ledgerOf(store, orderId)).toEqual([
          expect.objectContaining({ kind: 'refund', amount: 24_000, reason: 'items-changed' }),
        ]);
      } finally {
        augmentin = savedAugmentin;
        pharmacist = savedPharmacist;
      }
    } finally {
      store = previous;
    }
  });
});

/** In-stock products of branch 1 sold without a prescription, priced 80 EGP. */
async function otherProducts(count: number) {
  const rows = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .where(
      sql`${products.medicineClass} = 'none' and not ${products.weighted} and ${products.quantities} @> '[2]'::jsonb`,
    )
    .orderBy(products.id)
    .limit(count);
  for (const row of rows)
    await store.db
      .update(branchProducts)
      .set({ price: 8_000, oldPrice: null, stockMilli: 50_000, notSold: false, hidden: false })
      .where(and(eq(branchProducts.productId, row.id), eq(branchProducts.branchId, 1)));
  store.clearSharedCaches();
  return rows.map((row) => row.id);
}
