import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, prescriptions, products } from '../db/schema.ts';
import { build, type Shopper, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { fillCart, orderRow } from '../test/shop-test-support.ts';
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
  const sent = await postForm(store, me.token, '/api/prescriptions/send', { address_id: addressId }, [
    { filename: 'rx.jpg', data: await photo('jpeg') },
  ]);
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
