import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, products, productTranslations, staffAuditLog } from '../db/schema.ts';
import { request, shopper, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * Every product has a medicine class, the product answers say it, pharmacists and admins
 * set it (audited, seen at once by every instance), and a controlled medicine never enters a cart.
 */
let store: TestStore;
let second: TestStore;
let pharmacist: StaffMember;
let pharmacistAr: StaffMember;
let manager: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  pharmacist = await staffMember(store, 'pharmacist', [branch]);
  pharmacistAr = await staffMember(store, 'pharmacist', [branch], 'ar');
  manager = await staffMember(store, 'branch_manager', [branch]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

/** A product of the branch in stock whose English name starts so. */
async function productNamed(start: string) {
  const [row] = await store.db
    .select({ id: products.id, medicineClass: products.medicineClass })
    .from(products)
    .innerJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branch)),
    )
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.ownerId, products.id), eq(productTranslations.lang, 'en')),
    )
    .where(
      sql`${productTranslations.name} like ${`${start}%`} and ${branchProducts.stockMilli} >= 10000 and not ${branchProducts.notSold} and not ${products.weighted}`,
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`no product ${start} at branch ${branch}`);
  return row;
}

const pageClass = async (on: TestStore, id: number) =>
  (await request(on).get(`/api/products/${id}`)).json().data.product.medicineClass as string;

describe('the demo catalogue', () => {
  it('is classified as a pharmacist would and the product answers say it', async () => {
    const augmentin = await productNamed('Augmentin');
    const panadol = await productNamed('Panadol');
    expect(augmentin.medicineClass).toBe('prescription');
    expect(panadol.medicineClass).toBe('otc');
    expect(await pageClass(store, augmentin.id)).toBe('prescription');
    expect(await pageClass(store, panadol.id)).toBe('otc');
    const listing = (await request(store).get('/api/products/filter?keyword=rice&size=5')).json().data
      .products as { medicineClass: string }[];
    expect(listing.length).toBeGreaterThan(0);
    expect(listing.every((product) => product.medicineClass === 'none')).toBe(true);
  });
});

describe('classifying a product', () => {
  it('is audited and seen at once on every instance; a controlled medicine leaves no way into a cart', async () => {
    const product = await productNamed('Panadol Extra');
    for (const on of [store, second]) expect(await pageClass(on, product.id)).toBe('otc');
    const customer = await shopper(store);
    const customerAr = await shopper(store, 'ar');

    const saved = await pharmacist.post(`/api/staff/medicines/products/${product.id}/class`, {
      medicineClass: 'controlled',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Medicine class saved',
      data: { product: { id: product.id, medicineClass: 'controlled' } },
    });
    const audit = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'product'), eq(staffAuditLog.entityId, product.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: pharmacist.id,
      action: 'medicine.classify',
      before: { medicineClass: 'otc' },
      after: { medicineClass: 'controlled' },
    });
    for (const on of [store, second]) {
      await eventually(async () => (await pageClass(on, product.id)) === 'controlled', 'the new class shown');
    }

    const added = await customer.post('/api/cart/add', { productId: product.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(422);
    const [name] = await store.db
      .select({ text: productTranslations.name })
      .from(productTranslations)
      .where(and(eq(productTranslations.ownerId, product.id), eq(productTranslations.lang, 'ar')));
    expect(added.json().validation).toEqual([
      expect.stringMatching(
        / is a controlled medicine: it is dispensed only at the branch, against a stamped paper prescription$/,
      ),
    ]);
    const addedAr = await customerAr.post('/api/cart/add', { productId: product.id, quantity: 1 });
    expect(addedAr.statusCode).toBe(422);
    expect(addedAr.json().message).toBe(
      `${name!.text} من أدوية الجداول: يُصرف في الفرع فقط بروشتة ورقية مختومة`,
    );

    // Back to over the counter: sold again.
    const back = await pharmacistAr.post(`/api/staff/medicines/products/${product.id}/class`, {
      medicineClass: 'otc',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('تم حفظ تصنيف الدواء');
    const again = await customer.post('/api/cart/add', { productId: product.id, quantity: 1 });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses an unknown class (422), an unknown product (404) and a branch manager (403)', async () => {
    const product = await productNamed('Brufen');
    const wrong = await pharmacist.post(`/api/staff/medicines/products/${product.id}/class`, {
      medicineClass: 'rx',
    });
    expect(wrong.statusCode).toBe(422);
    const missing = await pharmacist.post('/api/staff/medicines/products/99999999/class', {
      medicineClass: 'otc',
    });
    expect(missing.statusCode).toBe(404);
    const forbidden = await manager.post(`/api/staff/medicines/products/${product.id}/class`, {
      medicineClass: 'none',
    });
    expect(forbidden.statusCode).toBe(403);
    const [row] = await store.db
      .select({ medicineClass: products.medicineClass })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row?.medicineClass).toBe('otc');
  });
});
