import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchProducts,
  categories,
  orderItems,
  orderPromotions,
  productCuttingTypes,
  products,
  promoCodes,
  staffAuditLog,
} from '../db/schema.ts';
import { build, piecesPricer, request, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { chooseAddressAndPayment, orderRow } from '../test/shop-test-support.ts';
import { caller, staffMember } from '../test/staff-test-support.ts';

/**
 * Promotions (docs/decisions/0076) through the API: made in the console, applied by the cart and
 * checkout, refused with a reason in the customer's language, limited in uses, and kept by a placed
 * order however they are edited later.
 */

let store: TestStore;
let admin: ReturnType<typeof caller>;
let adminId: number;
let piecesPriced: ReturnType<typeof piecesPricer>;
beforeAll(async () => {
  store = await build();
  piecesPriced = piecesPricer(store);
  const member = await staffMember(store, 'admin', [1]);
  adminId = member.id;
  admin = caller(store, member.token);
});
afterAll(() => store.close());

const categoryOf = async (productId: number) => {
  const [row] = await store.db
    .select({ categoryId: products.categoryId, parentId: categories.parentId })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  return row!;
};

async function createPromotion(body: Record<string, unknown>) {
  const created = await admin.post('/api/staff/promotions', { nameEn: 'Offer', nameAr: 'عرض', ...body });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.promotion as { id: number; version: number; kind: string };
}

async function endPromotion(id: number) {
  const { version } = (await admin.get(`/api/staff/promotions/${id}`)).json().data.promotion;
  expect((await admin.post(`/api/staff/promotions/${id}/end`, { version })).statusCode).toBe(200);
}

async function fill(me: Shopper, lines: { productId: number; quantity: number }[]) {
  for (const line of lines) {
    const added = await me.post('/api/cart/add', line);
    expect(added.statusCode, added.body).toBe(200);
  }
  await chooseAddressAndPayment(me, 1);
}

async function placeOrder(me: Shopper) {
  const placed = await me.post('/api/cart/order', { orderFrom: 'Web' });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().item as number;
}

/** A weight-priced product of branch 1 sold by the kilo, without a cutting choice, at this price. */
async function weighedPriced(price: number) {
  const [row] = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .leftJoin(productCuttingTypes, eq(productCuttingTypes.productId, products.id))
    .where(
      and(
        sql`${products.weighted} and ${branchProducts.stockMilli} >= 10000 and ${products.quantities} @> '[1]'::jsonb`,
        isNull(productCuttingTypes.productId),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  await store.db
    .update(branchProducts)
    .set({ price, oldPrice: null })
    .where(and(eq(branchProducts.productId, row!.id), eq(branchProducts.branchId, 1)));
  store.clearSharedCaches();
  return row!.id;
}

describe('an automatic promotion on a category', () => {
  it('shows in the cart on its lines, is placed at the same price, and a later edit never alters the order', async () => {
    const meat = await weighedPriced(30_000);
    const [other] = await piecesPriced(12_345);
    const { parentId } = await categoryOf(meat);
    // On the category above the product's own: the products of every category under it match.
    const promotion = await createPromotion({
      nameEn: '10% off this aisle',
      nameAr: 'خصم ١٠٪ على هذا القسم',
      kind: 'percent',
      value: '10',
      categoryIds: [parentId],
      combinable: 'on',
    });
    const me = await shopper(store);
    await fill(me, [
      { productId: meat, quantity: 1 },
      { productId: other!, quantity: 2 },
    ]);
    const cart = (await me.get('/api/cart/view')).json().data.cart;
    const meatLine = cart.items.find((item: { productId: number }) => item.productId === meat);
    const otherLine = cart.items.find((item: { productId: number }) => item.productId === other);
    expect(meatLine.promotionDiscount).toBe(30);
    expect(otherLine.promotionDiscount).toBeUndefined();
    expect(cart.totals).toMatchObject({
      subtotal: 546.9,
      discount: 30,
      promoCode: null,
      promotions: [{ id: promotion.id, name: '10% off this aisle', discount: 30, freeDelivery: false }],
    });
    // The customer's language: the Arabic name.
    const arabic = await store.app.inject({
      method: 'GET',
      url: '/api/cart/view',
      headers: { 'content-language': 'ar', authorization: `Bearer ${me.token}` },
    });
    expect(arabic.json().data.cart.totals.promotions[0].name).toBe('خصم ١٠٪ على هذا القسم');

    const orderId = await placeOrder(me);
    const placed = await orderRow(store, orderId);
    expect(placed).toMatchObject({ subtotal: 54_690, discount: 3000, total: cart.totals.total * 100 });
    const [recorded] = await store.db
      .select()
      .from(orderPromotions)
      .where(eq(orderPromotions.orderId, orderId));
    expect(recorded).toMatchObject({
      promotionId: promotion.id,
      discount: 3000,
      rule: { kind: 'percent', value: 10, targets: { categoryIds: [parentId] } },
      names: { en: '10% off this aisle', ar: 'خصم ١٠٪ على هذا القسم' },
    });

    // The promotion becomes 50% off: a new cart gets it, the placed order keeps its 10%.
    const edited = await admin.post(`/api/staff/promotions/${promotion.id}`, {
      nameEn: 'Half off this aisle',
      nameAr: 'نصف السعر',
      kind: 'percent',
      value: '50',
      categoryIds: [parentId],
      combinable: 'on',
      version: promotion.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const stale = await admin.post(`/api/staff/promotions/${promotion.id}`, {
      nameEn: 'x',
      nameAr: 'س',
      kind: 'percent',
      value: '5',
      version: promotion.version,
    });
    expect(stale.statusCode).toBe(409);
    const someoneElse = await shopper(store);
    await someoneElse.post('/api/cart/add', { productId: meat, quantity: 1 });
    expect((await someoneElse.get('/api/cart/view')).json().data.cart.totals.discount).toBe(150);
    expect(await orderRow(store, orderId)).toMatchObject({ discount: 3000, total: placed.total });

    // Weighed after the edit: re-priced with the 10% it was placed with (360 EGP of meat: 36 off).
    const pharmacist = caller(store, (await staffMember(store, 'pharmacist', [1])).token);
    const [meatItem] = await store.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, meat)));
    const weighed = await pharmacist.post(`/api/staff/orders/${orderId}/weights`, {
      items: [{ orderItemId: meatItem!.id, deliveredQuantity: 1.2 }],
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const after = await orderRow(store, orderId);
    expect(after).toMatchObject({
      subtotal: 36_000 + 24_690,
      discount: 3600,
      total: 36_000 + 24_690 - 3600 + placed.deliveryCharge,
    });
    // Its usage counts what the order really got off.
    const [reweighed] = await store.db
      .select({ discount: orderPromotions.discount })
      .from(orderPromotions)
      .where(eq(orderPromotions.orderId, orderId));
    expect(reweighed!.discount).toBe(3600);

    // Audited: created, edited (before and after).
    const audit = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'promotion'), eq(staffAuditLog.entityId, promotion.id)));
    expect(audit.map((row) => row.action)).toEqual(['promotion.created', 'promotion.edited']);
    expect(audit[1]).toMatchObject({
      staffId: adminId,
      before: { value: 10, nameEn: '10% off this aisle' },
      after: { value: 50, nameEn: 'Half off this aisle' },
    });
    await endPromotion(promotion.id);
    expect((await someoneElse.get('/api/cart/view')).json().data.cart.totals.discount).toBe(0);
  });
});

describe('a code that does not apply says why, in the customer’s language', () => {
  it('not started, expired, not at this branch, first order only, minimum, nothing it applies to', async () => {
    const [product, unrelated] = await piecesPriced(15_000, 15_000);
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const lastWeek = new Date(Date.now() - 86_400_000 * 7).toISOString().slice(0, 10);
    await createPromotion({ code: 'LATER1', kind: 'percent', value: '5', startsOn: tomorrow });
    await createPromotion({ code: 'GONE1', kind: 'percent', value: '5', endsOn: lastWeek });
    await createPromotion({ code: 'BRANCH2', kind: 'percent', value: '5', branchIds: [2] });
    await createPromotion({ code: 'FIRST1', kind: 'fixed', value: '20', firstOrderOnly: 'on' });
    await createPromotion({ code: 'BIG1', kind: 'fixed', value: '20', minimumOrder: '500' });
    await createPromotion({ code: 'ONLYTHAT', kind: 'percent', value: '5', productIds: [unrelated!] });
    const reasons = {
      LATER1: ['This promo code has not started yet', 'كود الخصم لم يبدأ بعد'],
      GONE1: ['This promo code has expired', 'انتهت صلاحية كود الخصم'],
      BRANCH2: ['This promo code is not valid at this branch', 'كود الخصم غير صالح في هذا الفرع'],
      BIG1: ['This promo code needs an order of at least 500 EGP', 'كود الخصم يتطلب طلباً لا يقل عن ٥٠٠ ج.م'],
      ONLYTHAT: [
        'This promo code does not apply to any item in your cart',
        'كود الخصم لا ينطبق على أي منتج في سلتك',
      ],
    };
    const me = await shopper(store);
    await fill(me, [{ productId: product!, quantity: 2 }]);
    for (const [code, [en, ar]] of Object.entries(reasons)) {
      const answer = await me.post('/api/cart/promoCode/add', { promocode: code });
      expect(answer.statusCode, code).toBe(422);
      expect(answer.json().message).toBe(en);
      const inArabic = await store.app.inject({
        method: 'POST',
        url: '/api/cart/promoCode/add',
        headers: { 'content-language': 'ar', authorization: `Bearer ${me.token}` },
        payload: { promocode: code },
      });
      expect(inArabic.json().message).toBe(ar);
    }
    // A first order gets FIRST1; the second does not.
    expect((await me.post('/api/cart/promoCode/add', { promocode: 'first1' })).statusCode).toBe(200);
    expect((await me.get('/api/cart/view')).json().data.cart.totals).toMatchObject({
      discount: 20,
      promoCode: 'FIRST1',
    });
    await placeOrder(me);
    await me.post('/api/cart/add', { productId: product!, quantity: 2 });
    const again = await me.post('/api/cart/promoCode/add', { promocode: 'FIRST1' });
    expect(again.json().message).toBe('This promo code is for a first order only');
    // A code taken by another promotion is refused in the console.
    const taken = await admin.post('/api/staff/promotions', {
      nameEn: 'x',
      nameAr: 'س',
      code: 'first1',
      kind: 'percent',
      value: '5',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('Another promotion has this code');
  });
});

describe('use limits of an automatic promotion', () => {
  it('once per customer and twice in all; the usage per branch counts what it gave', async () => {
    const [product] = await piecesPriced(20_000);
    const promotion = await createPromotion({
      kind: 'fixed',
      value: '25',
      productIds: [product],
      maxUses: '2',
      maxUsesPerUser: '1',
    });
    const discountFor = async (me: Shopper) =>
      (await me.get('/api/cart/view')).json().data.cart.totals.discount;
    const first = await shopper(store);
    await fill(first, [{ productId: product!, quantity: 1 }]);
    expect(await discountFor(first)).toBe(25);
    await placeOrder(first);
    await first.post('/api/cart/add', { productId: product!, quantity: 1 });
    expect(await discountFor(first)).toBe(0);
    const second = await shopper(store);
    await fill(second, [{ productId: product!, quantity: 1 }]);
    expect(await discountFor(second)).toBe(25);
    const secondOrder = await placeOrder(second);
    const third = await shopper(store);
    await fill(third, [{ productId: product!, quantity: 1 }]);
    expect(await discountFor(third)).toBe(0);

    const usage = (await admin.get(`/api/staff/promotions/${promotion.id}/usage`)).json().data.usage;
    const total = (await orderRow(store, secondOrder)).total / 100;
    expect(usage).toMatchObject({ orders: 2, discount: 50, revenue: total * 2 });
    expect(usage.byBranch).toEqual([
      expect.objectContaining({ branchId: 1, orders: 2, discount: 50, revenue: total * 2 }),
    ]);
    const listed = (await admin.get('/api/staff/promotions')).json().data.promotions;
    expect(listed.find((p: { id: number }) => p.id === promotion.id)).toMatchObject({ uses: 2, value: 25 });
    await endPromotion(promotion.id);
  });
});

describe('buy X get Y', () => {
  it('buy 2 get 1 free on a product: the third piece costs nothing, in the cart and the order', async () => {
    const [product] = await piecesPriced(4000);
    const promotion = await createPromotion({
      nameEn: 'Buy 2 get 1 free',
      nameAr: 'اشترِ ٢ واحصل على ١ مجانًا',
      kind: 'buyXGetY',
      buyQuantity: '2',
      getQuantity: '1',
      productIds: [product],
    });
    expect(promotion).toMatchObject({ kind: 'buyXGetY', value: 100, buyQuantity: 2, getQuantity: 1 });
    const me = await shopper(store);
    await fill(me, [{ productId: product!, quantity: 4 }]);
    const cart = (await me.get('/api/cart/view')).json().data.cart;
    expect(cart.items[0].promotionDiscount).toBe(40);
    expect(cart.totals).toMatchObject({ subtotal: 160, discount: 40 });
    const orderId = await placeOrder(me);
    expect(await orderRow(store, orderId)).toMatchObject({ subtotal: 16_000, discount: 4000 });
    await endPromotion(promotion.id);
  });
});

describe('branch managers', () => {
  it('manage promotions at their own branches only (someone else’s: 404; chain-wide: refused)', async () => {
    const manager = caller(store, (await staffMember(store, 'branch_manager', [2])).token);
    const atOne = await createPromotion({ kind: 'percent', value: '5', branchIds: [1] });
    expect((await manager.get(`/api/staff/promotions/${atOne.id}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/staff/promotions/${atOne.id}/usage`)).statusCode).toBe(404);
    const chainWide = await manager.post('/api/staff/promotions', {
      nameEn: 'x',
      nameAr: 'س',
      kind: 'percent',
      value: '5',
    });
    expect(chainWide.statusCode).toBe(422);
    const own = await manager.post('/api/staff/promotions', {
      nameEn: 'Branch two offer',
      nameAr: 'عرض الفرع',
      kind: 'freeDelivery',
      branchIds: [2],
    });
    expect(own.statusCode, own.body).toBe(200);
    const listed = (await manager.get('/api/staff/promotions')).json().data.promotions;
    const ids = listed.map((p: { id: number }) => p.id);
    expect(ids).toContain(own.json().data.promotion.id);
    expect(ids).not.toContain(atOne.id);
    for (const p of listed) expect(p.branchIds).toEqual([2]);
    const percent = await manager.post('/api/staff/promotions', {
      nameEn: 'x',
      nameAr: 'س',
      kind: 'percent',
      value: '120',
      branchIds: [2],
    });
    expect(percent.statusCode).toBe(422);
    expect(percent.json().validation).toContain('Please type a whole percent from 1 to 100');
    await store.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, atOne.id));
  });
});

describe('product cards', () => {
  it('show an automatic promotion on what it targets, on every instance, in the reader’s language, until it ends', async () => {
    // Guest pages kept for ten minutes on both instances: only the promotion's notice explains a change.
    const first = await build({ shareDatabaseOf: store, productCacheSeconds: 600 });
    const second = await build({ shareDatabaseOf: store, productCacheSeconds: 600 });
    let promotion: { id: number } | undefined;
    try {
      const [product, other] = await piecesPriced(23_456, 23_457);
      const { categoryId } = await categoryOf(product!);
      const shown = async (on: TestStore, id: number, lang: 'en' | 'ar' = 'en') => {
        const page = (await request(on, lang).get(`/api/products/${id}`)).json().data.product;
        return { isSpecialOffer: page.isSpecialOffer, specialOfferDesc: page.specialOfferDesc };
      };
      const before = await shown(second, product!);
      await shown(first, product!, 'ar');
      // The deals of its category: listed once a promotion is on it (its price has no old price).
      const deals = async (on: TestStore) =>
        (
          (
            await request(on).get(`/api/products/filter?deal=1&categoryIds=${categoryId}&level=3&size=50`)
          ).json().data.products as { id: number }[]
        ).map((p) => p.id);
      expect(await deals(second)).toEqual(
        before.isSpecialOffer ? expect.arrayContaining([product]) : expect.not.arrayContaining([product]),
      );
      promotion = await createPromotion({
        nameEn: 'Winter aisle 15% off',
        nameAr: 'خصم الشتاء ١٥٪',
        kind: 'percent',
        value: '15',
        productIds: [product],
        categoryIds: [categoryId],
      });
      const expected = before.specialOfferDesc
        ? `${before.specialOfferDesc} – Winter aisle 15% off`
        : 'Winter aisle 15% off';
      await eventually(
        async () => (await shown(second, product!)).specialOfferDesc === expected,
        'the promotion on the second instance’s product page',
      );
      expect((await shown(second, product!)).isSpecialOffer).toBe(true);
      expect(await deals(second)).toContain(product);
      expect((await shown(first, product!, 'ar')).specialOfferDesc).toContain('خصم الشتاء ١٥٪');
      // In a listing of the category as well; not on a product it does not target.
      const listed = (
        await request(first).get(`/api/products/filter?categoryIds=${categoryId}&level=3&size=50`)
      ).json().data.products as { id: number; specialOfferDesc: string | null }[];
      expect(listed.find((p) => p.id === product)?.specialOfferDesc).toContain('Winter aisle 15% off');
      const { categoryId: otherCategory } = await categoryOf(other!);
      if (otherCategory !== categoryId)
        expect((await shown(first, other!)).specialOfferDesc ?? '').not.toContain('Winter aisle');

      await endPromotion(promotion.id);
      promotion = undefined;
      await eventually(
        async () => (await shown(second, product!)).specialOfferDesc === before.specialOfferDesc,
        'the ended promotion gone from the second instance',
      );
      expect(await shown(first, product!)).toEqual(before);
      if (!before.isSpecialOffer) expect(await deals(first)).not.toContain(product);
    } finally {
      // The others in this file price carts without it.
      if (promotion) await endPromotion(promotion.id);
      await second.close();
      await first.close();
    }
  });

  it('leave out order-wide and first-order promotions, and one that has not started', async () => {
    const [product] = await piecesPriced(34_567);
    const before = (await request(store).get(`/api/products/${product}`)).json().data.product
      .specialOfferDesc;
    const made = [
      await createPromotion({ nameEn: 'Whole order', kind: 'percent', value: '5' }),
      await createPromotion({
        nameEn: 'First order',
        kind: 'percent',
        value: '5',
        productIds: [product],
        firstOrderOnly: 'on',
      }),
      await createPromotion({
        nameEn: 'Next year',
        kind: 'percent',
        value: '5',
        productIds: [product],
        startsOn: '2099-01-01',
      }),
    ];
    try {
      const page = (await request(store).get(`/api/products/${product}`)).json().data.product;
      expect(page.specialOfferDesc).toBe(before);
    } finally {
      for (const promotion of made) await endPromotion(promotion.id);
    }
  });
});
