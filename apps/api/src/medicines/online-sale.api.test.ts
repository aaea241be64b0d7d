import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, orders, products, productTranslations, staffAuditLog } from '../db/schema.ts';
import { request, shopper, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { insertPrescription } from '../test/prescription-test-support.ts';
import { chooseAddressAndPayment, orderTheCart, stockAt } from '../test/shop-test-support.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * What a pharmacist allows online (docs/decisions/0054), the one rule `saleProblem` everywhere a
 * product can enter an order: a controlled medicine never (cart, checkout, a prescription's quote,
 * reorder; subscriptions in subscriptions.api.test.ts), and no more of a medicine than its largest
 * quantity per order, which the storefront's quantity choices follow on every instance.
 */
let store: TestStore;
let second: TestStore;
let pharmacist: StaffMember;
let pharmacistAr: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  pharmacist = await staffMember(store, 'pharmacist', [branch]);
  pharmacistAr = await staffMember(store, 'pharmacist', [branch], 'ar');
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

let taken = 0;
/**
 * Over-the-counter medicines of the branch in stock, sold by ones, twos and threes, each handed out
 * once in this file, with their English names.
 */
async function medicines(count: number) {
  const rows = await store.db
    .select({ id: products.id, name: productTranslations.name })
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
      sql`${products.medicineClass} = 'otc' and not ${products.weighted} and ${branchProducts.stockMilli} >= 20000
        and not ${branchProducts.notSold} and ${products.quantities} @> '[1, 2, 3]'::jsonb`,
    )
    .orderBy(products.id)
    .offset(taken)
    .limit(count);
  taken += count;
  if (rows.length < count) throw new Error('not enough over-the-counter medicines in stock');
  return rows;
}

const classify = (id: number, body: Record<string, unknown>, member: StaffMember = pharmacist) =>
  member.post(`/api/staff/medicines/products/${id}/class`, body);

const quantitiesOn = async (on: TestStore, id: number) =>
  (await request(on).get(`/api/products/${id}`)).json().data.product.quantities as number[];

describe('the largest quantity per order', () => {
  it('is set in any digits, audited, followed by the storefront on every instance, and enforced in the cart', async () => {
    const [medicine] = await medicines(1);
    for (const on of [store, second]) expect(await quantitiesOn(on, medicine!.id)).toContain(3);

    const saved = await classify(medicine!.id, { medicineClass: 'otc', maxPerOrder: '٢' }, pharmacistAr);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.product).toEqual({ id: medicine!.id, medicineClass: 'otc', maxPerOrder: 2 });
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'product'), eq(staffAuditLog.entityId, medicine!.id)));
    expect(audit).toMatchObject({
      staffId: pharmacistAr.id,
      action: 'medicine.classify',
      before: { medicineClass: 'otc', maxPerOrder: null },
      after: { medicineClass: 'otc', maxPerOrder: 2 },
    });
    for (const on of [store, second]) {
      await eventually(
        async () => Math.max(...(await quantitiesOn(on, medicine!.id))) === 2,
        'quantities up to the limit offered',
      );
    }

    const customer = await shopper(store);
    const tooMany = await customer.post('/api/cart/add', { productId: medicine!.id, quantity: 3 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().validation).toEqual([`One order can take at most 2 of ${medicine!.name}`]);
    const customerAr = await shopper(store, 'ar');
    const tooManyAr = await customerAr.post('/api/cart/add', { productId: medicine!.id, quantity: 3 });
    expect(tooManyAr.json().message).toMatch(/في الطلب الواحد ٢$/);
    expect((await customer.post('/api/cart/add', { productId: medicine!.id, quantity: 2 })).statusCode).toBe(
      200,
    );
    const cart = (await customer.get('/api/cart/view')).json().data.cart;
    expect(Math.max(...cart.items[0].quantities)).toBe(2);

    // A blank box lifts the limit; a class alone leaves it as it is.
    expect((await classify(medicine!.id, { medicineClass: 'otc' })).json().data.product.maxPerOrder).toBe(2);
    expect((await classify(medicine!.id, { medicineClass: 'otc', maxPerOrder: '' })).statusCode).toBe(200);
    expect((await customer.post('/api/cart/add', { productId: medicine!.id, quantity: 3 })).statusCode).toBe(
      200,
    );
  });

  it('refuses a limit that is not a whole number of packs from 1 to 99, in the language', async () => {
    const [medicine] = await medicines(1);
    for (const maxPerOrder of ['0', 'two', '1.5', '100', -1]) {
      const refused = await classify(medicine!.id, { medicineClass: 'otc', maxPerOrder });
      expect(refused.statusCode, String(maxPerOrder)).toBe(422);
      expect(refused.json().validation).toEqual([
        'Type a whole number of packs from 1 to 99, or leave it empty for no limit',
      ]);
    }
    const arabic = await classify(medicine!.id, { medicineClass: 'otc', maxPerOrder: '٠' }, pharmacistAr);
    expect(arabic.json().validation).toEqual([
      'اكتب عدداً صحيحاً من العبوات من ١ إلى ٩٩، أو اتركه فارغاً بلا حد',
    ]);
    const [row] = await store.db
      .select({ maxPerOrder: products.maxPerOrder })
      .from(products)
      .where(eq(products.id, medicine!.id));
    expect(row!.maxPerOrder).toBeNull();
  });
});

describe('checkout', () => {
  it('refuses a cart whose medicine was limited or classified controlled after it went in, taking nothing', async () => {
    const [limited, controlled] = await medicines(2);
    const customer = await shopper(store);
    for (const id of [limited!.id, controlled!.id])
      expect((await customer.post('/api/cart/add', { productId: id, quantity: 3 })).statusCode).toBe(200);
    await chooseAddressAndPayment(customer, 1);
    const stockBefore = await stockAt(store, limited!.id);

    expect((await classify(limited!.id, { medicineClass: 'otc', maxPerOrder: 2 })).statusCode).toBe(200);
    const overLimit = await customer.post('/api/cart/order', { orderFrom: 'Web' });
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json().message).toBe(`One order can take at most 2 of ${limited!.name}`);

    const cart = (await customer.get('/api/cart/view')).json().data.cart;
    const line = cart.items.find((item: { productId: number }) => item.productId === limited!.id);
    expect((await customer.post('/api/cart/update', { itemId: line.id, quantity: 2 })).statusCode).toBe(200);
    expect((await classify(controlled!.id, { medicineClass: 'controlled' })).statusCode).toBe(200);
    const counterOnly = await customer.post('/api/cart/order', { orderFrom: 'Web' });
    expect(counterOnly.statusCode).toBe(422);
    expect(counterOnly.json().message).toBe(
      `${controlled!.name} is a controlled medicine: it is dispensed only at the branch, against a stamped paper prescription`,
    );
    expect(await stockAt(store, limited!.id)).toBe(stockBefore);

    // Without it, the order goes.
    const other = cart.items.find((item: { productId: number }) => item.productId === controlled!.id);
    expect((await customer.post('/api/cart/delete', { itemId: other.id })).statusCode).toBe(200);
    await orderTheCart(customer);
    expect(await stockAt(store, limited!.id)).toBe(stockBefore - 2000);
  });
});

describe('a prescription quote', () => {
  it('cannot offer a controlled medicine or more than an order may take', async () => {
    const [limited, controlled] = await medicines(2);
    await classify(limited!.id, { medicineClass: 'otc', maxPerOrder: 1 });
    await classify(controlled!.id, { medicineClass: 'controlled' });
    const customer = await shopper(store);
    const id = await insertPrescription(store, customer.userId, { branchId: branch });
    const quote = (items: { productId: number; quantity: number }[]) =>
      pharmacist.post(`/api/staff/prescriptions/${id}/quote`, { items, note: '' });

    const counterOnly = await quote([{ productId: controlled!.id, quantity: 1 }]);
    expect(counterOnly.statusCode).toBe(422);
    expect(counterOnly.json().message).toMatch(/is a controlled medicine/);
    const tooMany = await quote([{ productId: limited!.id, quantity: 2 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(`One order can take at most 1 of ${limited!.name}`);
  });
});

describe('ordering again', () => {
  it('leaves out a medicine now dispensed at the branch only and brings no more than the limit', async () => {
    const [limited, controlled] = await medicines(2);
    const customer = await shopper(store);
    for (const id of [limited!.id, controlled!.id])
      expect((await customer.post('/api/cart/add', { productId: id, quantity: 3 })).statusCode).toBe(200);
    await chooseAddressAndPayment(customer, 1);
    const orderId = (await orderTheCart(customer)).item as number;
    await store.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
    await classify(limited!.id, { medicineClass: 'otc', maxPerOrder: 2 });
    await classify(controlled!.id, { medicineClass: 'controlled' });

    const again = await customer.post(`/api/orders/reorder/${orderId}`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.skipped).toEqual([
      { productId: controlled!.id, name: controlled!.name, reason: 'counterOnly' },
    ]);
    const items = again.json().data.cart.items as { productId: number; quantity: number }[];
    expect(items.map((item) => [item.productId, item.quantity])).toEqual([[limited!.id, 2]]);
  });
});
