import { weekdays } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, staffAuditLog } from '../db/schema.ts';
import { build, piecesPricer, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { chooseAddressAndPayment } from '../test/shop-test-support.ts';
import { staffMember } from '../test/staff-test-support.ts';

/**
 * A branch's delivery settings (docs/decisions/0072): what its managers set is what the cart,
 * checkout and branch answers use at once, and an order already placed keeps its charge.
 */

let store: TestStore;
let price: ReturnType<typeof piecesPricer>;
let branchId: number;
beforeAll(async () => {
  store = await build();
  price = piecesPricer(store);
  branchId = (await (await shopper(store)).get('/api/branches/current')).json().data.branch.id;
});
afterAll(() => store?.close());

// Round the clock: the orders below are placed whatever the time (hours are tested in branch-hours).
const openAllWeek = Object.fromEntries(weekdays.map((day) => [day, { opens: '00:00', closes: '24:00' }]));
/** The form's fields as typed: pounds, payment ids as strings. */
const settings = (overrides: Record<string, unknown> = {}) => ({
  deliveryCharge: '15',
  freeDeliveryFrom: '',
  minimumOrder: '100',
  paymentTypeIds: ['1', '2', '3'],
  openingHours: openAllWeek,
  ...overrides,
});

async function manager(lang: 'en' | 'ar' = 'en') {
  return staffMember(store, 'branch_manager', [branchId], lang);
}

const cartOf = async (me: Shopper) => (await me.get('/api/cart/view')).json().data.cart;

describe("a branch's delivery settings", () => {
  it('are read by its staff, set by its manager in Arabic digits, audited before and after', async () => {
    const boss = await manager('ar');
    const read = await boss.get(`/api/staff/branches/${branchId}/delivery`);
    expect(read.statusCode, read.body).toBe(200);
    const before = read.json().data.delivery;
    // Changed by design (docs/decisions/0080): a branch takes the wallet (4) and kiosk (5) by default too.
    expect(before).toMatchObject({
      minimumOrder: 100,
      freeDeliveryFrom: null,
      paymentTypeIds: [1, 2, 3, 4, 5],
    });

    const set = await boss.post(
      `/api/staff/branches/${branchId}/delivery`,
      settings({
        deliveryCharge: '٢٠',
        freeDeliveryFrom: '٣٠٠٫٥٠',
        minimumOrder: '١٥٠',
        paymentTypeIds: ['1', '3'],
      }),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('تم حفظ إعدادات التوصيل');
    expect(set.json().data.delivery).toMatchObject({
      deliveryCharge: 20,
      freeDeliveryFrom: 300.5,
      minimumOrder: 150,
      paymentTypeIds: [1, 3],
    });
    const support = await staffMember(store, 'support', [branchId]);
    expect(
      (await support.get(`/api/staff/branches/${branchId}/delivery`)).json().data.delivery,
    ).toMatchObject({
      deliveryCharge: 20,
      minimumOrder: 150,
    });

    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'branch.delivery'), eq(staffAuditLog.staffId, boss.id)));
    expect(audit).toMatchObject({
      entity: 'branch',
      entityId: branchId,
      before: { deliveryCharge: before.deliveryCharge * 100, minimumOrder: 10_000, freeDeliveryFrom: null },
      after: { deliveryCharge: 2000, freeDeliveryFrom: 30_050, minimumOrder: 15_000, paymentTypeIds: [1, 3] },
    });
    // The storefront's branch answers carry them.
    const current = (await (await shopper(store, 'en')).get('/api/branches/current')).json().data.branch;
    expect(current.delivery).toMatchObject({
      deliveryCharge: 20,
      freeDeliveryFrom: 300.5,
      minimumOrder: 150,
    });
  });

  it('refuse a bad amount, no way of paying and closing before opening, in the member’s language', async () => {
    const boss = await manager('ar');
    const answer = await boss.post(
      `/api/staff/branches/${branchId}/delivery`,
      settings({
        deliveryCharge: '12.345',
        paymentTypeIds: [],
        openingHours: { ...openAllWeek, fri: { opens: '22:00', closes: '22:00' } },
      }),
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().validation).toEqual(
      expect.arrayContaining([
        'من فضلك أدخل مبلغًا بالجنيه، بحد أقصى رقمين عشريين',
        'من فضلك اختر طريقة دفع واحدة على الأقل',
        'يجب أن يختلف وقت الإغلاق عن وقت الفتح (الإغلاق قبل الفتح يعني بعد منتصف الليل)',
      ]),
    );
    const other = await staffMember(store, 'branch_manager', [branchId + 1]);
    expect((await other.post(`/api/staff/branches/${branchId}/delivery`, settings())).statusCode).toBe(404);
    const pharmacist = await staffMember(store, 'pharmacist', [branchId]);
    expect((await pharmacist.post(`/api/staff/branches/${branchId}/delivery`, settings())).statusCode).toBe(
      403,
    );
  });
});

describe('checkout follows the branch', () => {
  it('charges, delivers free from the amount, refuses below the minimum', async () => {
    const boss = await manager();
    await boss.post(
      `/api/staff/branches/${branchId}/delivery`,
      settings({ deliveryCharge: '25', freeDeliveryFrom: '300', minimumOrder: '150' }),
    );
    const [productId] = await price(6_000);
    const me = await shopper(store);
    await me.post('/api/cart/add', { productId, quantity: 2 });
    await chooseAddressAndPayment(me, 1);
    // 120 EGP: under the branch's 150.
    const small = await cartOf(me);
    expect(small.limits).toMatchObject({ minimumOrder: 150, deliveryCharge: 25, freeDeliveryFrom: 300 });
    expect(small.totals).toMatchObject({ subtotal: 120, deliveryCharge: 25, total: 145 });
    const refused = await me.post('/api/cart/order', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The minimum order is 150 EGP');
    const arabic = await me.post('/api/cart/order', {}, { 'content-language': 'ar' });
    expect(arabic.json().message).toBe('الحد الأدنى للطلب ١٥٠ ج.م');

    // 180 EGP: charged. 300 EGP: free.
    const itemId = small.items[0].itemId;
    await me.post('/api/cart/update', { itemId, quantity: 3 });
    expect((await cartOf(me)).totals).toMatchObject({ subtotal: 180, deliveryCharge: 25, total: 205 });
    await me.post('/api/cart/update', { itemId, quantity: 5 });
    expect((await cartOf(me)).totals).toMatchObject({ subtotal: 300, deliveryCharge: 0, total: 300 });
    const placed = await me.post('/api/cart/order', {});
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.order).toMatchObject({ subtotal: 300, deliveryCharge: 0, total: 300 });
  });

  it('offers only the ways of paying the branch takes and refuses another with a 422', async () => {
    const boss = await manager();
    const [productId] = await price(20_000);
    const me = await shopper(store);
    await me.post('/api/cart/add', { productId, quantity: 1 });
    // Chosen while the branch took the card reader; then the branch stops taking it.
    await boss.post(`/api/staff/branches/${branchId}/delivery`, settings());
    await chooseAddressAndPayment(me, 2);
    expect((await cartOf(me)).paymentType).toMatchObject({ id: 2 });
    await boss.post(`/api/staff/branches/${branchId}/delivery`, settings({ paymentTypeIds: ['1', '3'] }));

    const types = (await me.get('/api/cart/payment/types')).json().data.paymentTypes;
    expect(types.map((type: { id: number }) => type.id)).toEqual([1, 3]);
    expect((await cartOf(me)).paymentType).toBeNull();
    const atCheckout = await me.post('/api/cart/order', {});
    expect(atCheckout.statusCode).toBe(422);
    expect(atCheckout.json().message).toBe(
      'Your branch does not take this payment method: please choose another',
    );
    const chosen = await me.post(
      '/api/cart/payment/select',
      { paymentTypeId: 2 },
      { 'content-language': 'ar' },
    );
    expect(chosen.statusCode).toBe(422);
    expect(chosen.json().validation).toEqual(['فرعك لا يقبل طريقة الدفع هذه: من فضلك اختر طريقة أخرى']);
    expect((await me.post('/api/cart/payment/select', { paymentTypeId: 1 })).statusCode).toBe(200);
    expect((await me.post('/api/cart/order', {})).statusCode).toBe(200);
  });

  it('never changes an order already placed', async () => {
    const boss = await manager();
    await boss.post(`/api/staff/branches/${branchId}/delivery`, settings({ deliveryCharge: '18' }));
    const [productId] = await price(20_000);
    const me = await shopper(store);
    await me.post('/api/cart/add', { productId, quantity: 1 });
    await chooseAddressAndPayment(me, 1);
    const placed = await me.post('/api/cart/order', {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().item;
    expect(placed.json().data.order).toMatchObject({ deliveryCharge: 18, total: 218 });

    await boss.post(
      `/api/staff/branches/${branchId}/delivery`,
      settings({ deliveryCharge: '40', freeDeliveryFrom: '100', minimumOrder: '500', paymentTypeIds: ['3'] }),
    );
    const order = (await me.get(`/api/orders/${orderId}`)).json().data.order;
    expect(order).toMatchObject({ deliveryCharge: 18, total: 218, paymentType: { id: 1 } });
    const [row] = await store.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ deliveryCharge: 1800, total: 21_800 });
    // Back to the store's usual for the tests after.
    await boss.post(`/api/staff/branches/${branchId}/delivery`, settings());
  });
});
