import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { branchProducts, orders, paymentLedger, products } from '../db/schema.ts';
import { testCards } from '../payments/test-gateway.ts';
import { type Shopper, sampleAddress, type TestStore } from './build.ts';

/* What several API tests of the shop do as a customer, and read back from the database. */

/**
 * Gives the shopper a new address and chooses it and the payment type (1 cash, 3 online) for their
 * cart: with something in it, the cart is ready to order.
 */
export async function chooseAddressAndPayment(me: Shopper, paymentTypeId: number) {
  const addressId = (await me.post('/api/addresses', sampleAddress)).json().item;
  await me.post('/api/cart/address/select', { addressId });
  await me.post('/api/cart/payment/select', { paymentTypeId });
}

/** Puts 2 of each product in the shopper's cart and chooses a new address and the payment type. */
export async function fillCart(me: Shopper, productIds: number[], paymentTypeId = 1) {
  for (const productId of productIds)
    expect((await me.post('/api/cart/add', { productId, quantity: 2 })).statusCode).toBe(200);
  await chooseAddressAndPayment(me, paymentTypeId);
}

/** Orders the ready cart (`body`: a schedule, a comment...); the answer's envelope (`item` = the order's id). */
export async function orderTheCart(me: Shopper, body: Record<string, unknown> = {}) {
  const placed = await me.post('/api/cart/order', { orderFrom: 'Web', ...body });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json();
}

/**
 * Checks the ready cart out online (`payment/pay` makes the order, unpaid) and, unless `pay` is
 * false, pays on the test gateway's page with the card it approves and follows it back to the
 * store. Returns the order's id.
 */
export async function checkOutOnline(store: TestStore, me: Shopper, { pay = true } = {}) {
  const started = await me.get('/api/payment/pay');
  expect(started.statusCode, started.body).toBe(200);
  const { data: url, item: orderId } = started.json() as { data: string; item: number };
  if (pay) {
    const submitted = await store.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: testCards.approve, decision: 'pay' }).toString(),
    });
    await store.app.inject({ method: 'GET', url: submitted.headers.location as string });
  }
  return orderId;
}

/** The order's row, as the database holds it now. */
export async function orderRow(store: TestStore, id: number) {
  const [row] = await store.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/**
 * Hands out in-stock piece goods of branch 1 priced 60 to 200 EGP and sold by ones and twos, each
 * at most once per hand-out: with one hand-out per test file, no two tests take the same stock.
 */
export function piecesHandout(store: TestStore) {
  let taken = 0;
  return async (count: number) => {
    const rows = await store.db
      .select({ id: products.id, price: branchProducts.price })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)),
      )
      .where(
        // Not medicines: a prescription-only one needs a prescription (docs/decisions/0061), and any
        // medicine's packs are scanned before it goes out (0066); tests of those pick their own.
        sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000 and ${branchProducts.price} between 6000 and 20000 and ${products.quantities} @> '[1]'::jsonb and ${products.quantities} @> '[2]'::jsonb and ${products.medicineClass} = 'none'`,
      )
      .orderBy(products.id)
      .offset(taken)
      .limit(count);
    taken += count;
    return rows;
  };
}

/** A product's stock at a branch (thousandths of a unit), as the database holds it now. */
export async function stockAt(store: TestStore, productId: number, branchId = 1) {
  const [row] = await store.db
    .select({ stock: branchProducts.stockMilli })
    .from(branchProducts)
    .where(and(eq(branchProducts.productId, productId), eq(branchProducts.branchId, branchId)));
  return row!.stock;
}

/** An order's payment ledger, oldest entry first. */
export function ledgerOf(store: TestStore, orderId: number) {
  return store.db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId))
    .orderBy(asc(paymentLedger.id));
}
