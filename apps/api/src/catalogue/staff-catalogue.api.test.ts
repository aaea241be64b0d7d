import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branchProducts,
  products,
  productTranslations,
  staffAuditLog,
  stockMovements,
} from '../db/schema.ts';
import { request, sampleAddress, shopper, type TestStore, twoInstances } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { type StaffMember, staffMember } from '../test/staff-test-support.ts';

/**
 * Staff change prices, offers, "not sold here" and stock per branch while the store runs.
 * Customers see each change at once on every instance (the guest pages are kept for minutes here,
 * so only the explicit invalidation can explain a fresh answer), every change is audited, an edit
 * racing another is refused with what changed, and stock never goes below what open orders hold.
 */
let store: TestStore;
let second: TestStore;
let manager: StaffMember;
let otherManager: StaffMember;
let managerAr: StaffMember;
let pharmacist: StaffMember;
const branch = 1;

beforeAll(async () => {
  ({ store, second } = await twoInstances());
  manager = await staffMember(store, 'branch_manager', [branch]);
  otherManager = await staffMember(store, 'branch_manager', [branch]);
  managerAr = await staffMember(store, 'branch_manager', [branch], 'ar');
  pharmacist = await staffMember(store, 'pharmacist', [branch]);
});
afterAll(async () => {
  await second?.close();
  await store?.close();
});

/** Piece goods of the branch in stock, not yet used by another test, with their English name. */
const used = new Set<number>();
async function freshProduct() {
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
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 50000 and ${branchProducts.price} between 12000 and 50000 and not ${branchProducts.notSold}`,
    )
    .orderBy(products.id)
    .limit(40);
  const row = rows.find((candidate) => !used.has(candidate.id))!;
  used.add(row.id);
  return row;
}

const productPage = (on: TestStore, id: number) => request(on).get(`/api/products/${id}`);
const searchIds = async (on: TestStore, keyword: string) =>
  (await request(on).get(`/api/products/filter?keyword=${encodeURIComponent(keyword)}&size=50`))
    .json()
    .data.products.map((product: { id: number; finalPrice: number }) => product);
const suggested = async (on: TestStore, keyword: string) =>
  (await request(on).get(`/api/products/suggest?keyword=${encodeURIComponent(keyword)}`)).json().data
    .products as { id: number; finalPrice: number }[];

async function detail(member: StaffMember, id: number) {
  const answer = await member.get(`/api/staff/catalogue/products/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const row = answer.json().data.product.branches.find((b: { branchId: number }) => b.branchId === branch);
  return row as {
    version: number;
    price: number;
    oldPrice: number | null;
    stock: number;
    held: number;
    onHand: number;
    notSold: boolean;
  };
}

describe('a price edit', () => {
  it('shows at once on every instance: product page, search, type-ahead, cart', async () => {
    const product = await freshProduct();
    // Warm every guest cache on both instances with the old price.
    for (const on of [store, second]) {
      expect((await productPage(on, product.id)).statusCode).toBe(200);
      await searchIds(on, product.name);
      await suggested(on, product.name);
    }
    const customer = await shopper(store);
    expect((await customer.post('/api/cart/add', { productId: product.id, quantity: 1 })).statusCode).toBe(
      200,
    );

    const { version } = await detail(manager, product.id);
    const saved = await manager.post(`/api/staff/catalogue/products/${product.id}/branches/${branch}`, {
      version,
      price: '١٢٣٫٤٥',
      oldPrice: 150,
      offerTypeId: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Saved: customers see the change now');
    const row = saved.json().data.product.branches.find((b: { branchId: number }) => b.branchId === branch);
    expect(row).toMatchObject({ price: 123.45, oldPrice: 150, offerTypeId: 1, version: version + 1 });

    for (const on of [store, second]) {
      await eventually(
        async () => (await productPage(on, product.id)).json().data.product.finalPrice === 123.45,
        'the new price on the product page',
      );
      const page = (await productPage(on, product.id)).json().data.product;
      expect(page).toMatchObject({ oldPrice: '150.00', isSpecialOffer: true });
      const found = (await searchIds(on, product.name)).find((p: { id: number }) => p.id === product.id);
      expect(found?.finalPrice).toBe(123.45);
      const typed = (await suggested(on, product.name)).find((p) => p.id === product.id);
      if (typed) expect(typed.finalPrice).toBe(123.45);
    }
    const cart = await customer.get('/api/cart/view');
    expect(cart.body).toContain('123.45');

    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'branch_product'), eq(staffAuditLog.entityId, product.id)));
    expect(audit).toMatchObject({
      staffId: manager.id,
      action: 'branch_product.edit',
      before: expect.objectContaining({ branchId: branch, version }),
      after: expect.objectContaining({
        branchId: branch,
        version: version + 1,
        price: 12_345,
        oldPrice: 15_000,
      }),
    });
  });

  it('racing another edit is refused with who changed what, never overwriting it', async () => {
    const product = await freshProduct();
    const { version, price, oldPrice } = await detail(manager, product.id);
    const first = await otherManager.post(`/api/staff/catalogue/products/${product.id}/branches/${branch}`, {
      version,
      price: 99.5,
      oldPrice: oldPrice !== null && oldPrice > 99.5 ? oldPrice : null,
    });
    expect(first.statusCode, first.body).toBe(200);
    const late = await manager.post(`/api/staff/catalogue/products/${product.id}/branches/${branch}`, {
      version,
      price: price + 1,
      notSold: true,
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(/^Test branch_manager \d+ changed this product at this branch/);
    expect(late.json().validation).toEqual(['Price is now 99.50']);
    const lateAr = await managerAr.post(`/api/staff/catalogue/products/${product.id}/branches/${branch}`, {
      version,
      price: 10,
    });
    expect(lateAr.statusCode).toBe(409);
    expect(lateAr.json().validation).toEqual(['السعر الآن 99.50']);
    expect(await detail(manager, product.id)).toMatchObject({
      price: 99.5,
      notSold: false,
      version: version + 1,
    });
  });

  it('refuses bad input with localized messages, and readers may not edit', async () => {
    const product = await freshProduct();
    const { version } = await detail(manager, product.id);
    const url = `/api/staff/catalogue/products/${product.id}/branches/${branch}`;
    const bad = await managerAr.post(url, { version, price: 10, oldPrice: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation).toContain('يجب أن يكون السعر القديم أعلى من السعر (أو اتركه فارغًا)');
    expect((await manager.post(url, { version, price: 'abc' })).statusCode).toBe(422);
    expect((await pharmacist.post(url, { version, price: 10 })).statusCode).toBe(403);
    expect((await pharmacist.get(`/api/staff/catalogue/products/${product.id}`)).statusCode).toBe(200);
  });
});

describe('not sold here', () => {
  it('takes the product out of every customer read on every instance, and back', async () => {
    const product = await freshProduct();
    for (const on of [store, second]) {
      expect((await productPage(on, product.id)).statusCode).toBe(200);
      await searchIds(on, product.name);
    }
    const { version, price } = await detail(manager, product.id);
    const url = `/api/staff/catalogue/products/${product.id}/branches/${branch}`;
    expect((await manager.post(url, { version, price, notSold: true })).statusCode).toBe(200);
    for (const on of [store, second]) {
      await eventually(
        async () => (await productPage(on, product.id)).statusCode === 404,
        'the product gone from its page',
      );
      expect((await searchIds(on, product.name)).some((p: { id: number }) => p.id === product.id)).toBe(
        false,
      );
      expect((await suggested(on, product.name)).some((p) => p.id === product.id)).toBe(false);
    }
    const customer = await shopper(store);
    expect(
      (await customer.post('/api/cart/add', { productId: product.id, quantity: 1 })).statusCode,
    ).not.toBe(200);

    expect((await manager.post(url, { version: version + 1, price, notSold: false })).statusCode).toBe(200);
    await eventually(
      async () => (await productPage(second, product.id)).statusCode === 200,
      'the product back',
    );
  });
});

/** An order of one customer for `units` of the product, cash on delivery. */
async function placeOrder(productId: number, units: number) {
  const customer = await shopper(store);
  expect((await customer.post('/api/cart/add', { productId, quantity: units })).statusCode).toBe(200);
  const address = await customer.post('/api/addresses', sampleAddress);
  expect(
    (await customer.post('/api/cart/address/select', { addressId: address.json().item })).statusCode,
  ).toBe(200);
  expect((await customer.post('/api/cart/payment/select', { paymentTypeId: 1 })).statusCode).toBe(200);
  const placed = await customer.post(
    '/api/cart/order',
    {},
    { 'idempotency-key': `stock-${productId}-${units}` },
  );
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().item as number;
}

describe('stock adjustments', () => {
  it('never sell what open orders hold; the ledger explains the level', async () => {
    const product = await freshProduct();
    const orderId = await placeOrder(product.id, 2);
    const before = await detail(manager, product.id);
    expect(before.held).toBe(2);
    expect(before.onHand).toBe(before.stock + 2);
    const url = `/api/staff/catalogue/products/${product.id}/branches/${branch}/stock`;

    const tooLow = await manager.post(url, { counted: 1, reason: 'count_correction' });
    expect(tooLow.statusCode).toBe(422);
    expect(tooLow.json().message).toBe(
      'Open orders hold 2 of this product at this branch: the stock on hand cannot go below that',
    );
    const tooMuch = await manager.post(url, { delta: -(before.stock + 1), reason: 'damaged' });
    expect(tooMuch.statusCode).toBe(422);

    // Warm the product page on the other instance, then count the shelf: 2 there, both held.
    expect((await productPage(second, product.id)).json().data.product.outOfStock).toBe(0);
    const counted = await managerAr.post(url, {
      counted: '٢',
      reason: 'count_correction',
      note: 'shelf count',
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(await detail(manager, product.id)).toMatchObject({ stock: 0, held: 2, onHand: 2 });
    await eventually(
      async () => (await productPage(second, product.id)).json().data.product.outOfStock === 1,
      'out of stock on the other instance',
    );
    expect((await request(second).get(`/api/products/${product.id}/alternatives`)).statusCode).toBe(200);

    const received = await manager.post(url, { delta: 5, reason: 'delivery_received' });
    expect(received.statusCode).toBe(200);

    const ledger = await manager.get(url);
    expect(ledger.statusCode, ledger.body).toBe(200);
    const movements = ledger.json().data.movements as {
      reason: string;
      delta: number;
      level: number;
      staffName: string | null;
      note: string | null;
      orderId: number | null;
    }[];
    expect(movements.slice(0, 3)).toMatchObject([
      {
        reason: 'delivery_received',
        delta: 5,
        level: 5,
        staffName: expect.stringMatching(/^Test branch_manager/),
      },
      { reason: 'count_correction', delta: -before.stock, level: 0, note: 'shelf count' },
      { reason: 'order_placed', delta: -2, level: before.stock, orderId },
    ]);
    const [sum] = await store.db
      .select({ total: sql<number>`sum(${stockMovements.deltaMilli})`.mapWith(Number) })
      .from(stockMovements)
      .where(and(eq(stockMovements.branchId, branch), eq(stockMovements.productId, product.id)));
    expect(sum!.total).toBe(5000);

    const audits = await store.db
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'branch_product'), eq(staffAuditLog.entityId, product.id)))
      .orderBy(staffAuditLog.id);
    expect(audits).toMatchObject([
      {
        action: 'stock.adjust',
        before: { stockMilli: before.stock * 1000, heldMilli: 2000 },
        after: { stockMilli: 0, reason: 'count_correction', countedMilli: 2000 },
      },
      { action: 'stock.adjust', after: { stockMilli: 5000, reason: 'delivery_received' } },
    ]);
  });

  it('asks for a listed reason and one of delta or count', async () => {
    const product = await freshProduct();
    const url = `/api/staff/catalogue/products/${product.id}/branches/${branch}/stock`;
    expect((await manager.post(url, { delta: 1, reason: 'order_placed' })).statusCode).toBe(422);
    expect((await manager.post(url, { delta: 1, counted: 3, reason: 'other' })).statusCode).toBe(422);
    expect((await manager.post(url, { delta: 0, reason: 'other' })).statusCode).toBe(422);
    expect((await manager.post(url, { delta: 1.0005, reason: 'other' })).statusCode).toBe(422);
  });
});

describe('the console list', () => {
  it("finds products by the store's search and by number, and pages by id", async () => {
    const product = await freshProduct();
    const byName = await manager.get(
      `/api/staff/catalogue/products?q=${encodeURIComponent(product.name)}&branchId=${branch}`,
    );
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.products.map((p: { id: number }) => p.id)).toContain(product.id);
    const byNumber = await manager.get(`/api/staff/catalogue/products?q=${product.id}`);
    expect(byNumber.json().data.products).toMatchObject([{ id: product.id, notSold: false }]);
    const first = (await manager.get('/api/staff/catalogue/products')).json().data;
    expect(first.products).toHaveLength(50);
    const next = (await manager.get(`/api/staff/catalogue/products?after=${first.nextAfter}`)).json().data;
    expect(next.products[0].id).toBeGreaterThan(first.nextAfter);
    expect((await manager.get('/api/staff/catalogue/products?branchId=2')).statusCode).toBe(404);
    const out = (await manager.get('/api/staff/catalogue/products?stock=out')).json().data.products;
    expect(out.every((p: { stock: number | null }) => p.stock === null || p.stock <= 0)).toBe(true);
  });

  it('lists chosen products by their numbers (a form naming what it picked), typed in any digits', async () => {
    const [one, two] = [await freshProduct(), await freshProduct()];
    const chosen = await manager.get(
      `/api/staff/catalogue/products?ids=${encodeURIComponent(`${two.id}،${one.id}`.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!))}`,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.products.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual(
      [one, two].sort((a, b) => a.id - b.id).map((p) => [p.id, p.name]),
    );
    const tooMany = await manager.get(
      `/api/staff/catalogue/products?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    );
    expect(tooMany.statusCode).toBe(422);
  });

  it('filters by a category of any level: a top one lists what all its sub-categories hold', async () => {
    const [leaf] = await store.db
      .select({ id: products.categoryId, middle: products.category2Id, top: products.category1Id })
      .from(products)
      .limit(1);
    const listed = async (categoryId: number) => {
      const ids: number[] = [];
      for (let after = 0; ; ) {
        const page = (
          await manager.get(`/api/staff/catalogue/products?categoryId=${categoryId}&after=${after}`)
        ).json().data as { products: { id: number }[]; nextAfter: number | null };
        ids.push(...page.products.map((p) => p.id));
        if (page.nextAfter === null) return ids;
        after = page.nextAfter;
      }
    };
    const inSubtree = async (column: AnyPgColumn, id: number) =>
      (await store.db.select({ id: products.id }).from(products).where(eq(column, id)))
        .map((row) => row.id)
        .sort((a, b) => a - b);
    for (const [column, id] of [
      [products.categoryId, leaf!.id],
      [products.category2Id, leaf!.middle],
      [products.category1Id, leaf!.top],
    ] as const) {
      const expected = await inSubtree(column, id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await listed(id)).toEqual(expected);
    }
  });
});
