import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branchProducts } from '../db/schema.ts';

/** A product's price (piasters) and stock (thousandths of a unit) at a branch. */
export interface BranchStock {
  productId: number;
  price: number;
  stockMilli: number;
}

/**
 * The branch's price and stock of the products, by product, their rows locked for the rest of the
 * transaction. Every writer of stock locks through here, in product order, so two transactions
 * never wait on each other's rows crosswise (no deadlocks); a product the branch does not sell is
 * missing from the map.
 */
export async function lockBranchStock(
  tx: Db,
  branchId: number,
  productIds: readonly number[],
): Promise<Map<number, BranchStock>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      productId: branchProducts.productId,
      price: branchProducts.price,
      stockMilli: branchProducts.stockMilli,
    })
    .from(branchProducts)
    .where(and(eq(branchProducts.branchId, branchId), inArray(branchProducts.productId, [...productIds])))
    .orderBy(asc(branchProducts.productId))
    .for('update');
  return new Map(rows.map((row) => [row.productId, row]));
}

/** How much of each product the lines take together: two lines of one product (cut two ways) draw on the same stock. */
export function quantityByProduct(lines: readonly { productId: number; quantityMilli: number }[]) {
  const total = new Map<number, number>();
  for (const line of lines) total.set(line.productId, (total.get(line.productId) ?? 0) + line.quantityMilli);
  return total;
}

/**
 * Adds to the branch's stock of the product (a negative amount takes from it), in the database, not
 * from a value read before: lock the row first (`lockBranchStock`).
 */
export async function addStock(tx: Db, branchId: number, productId: number, milli: number) {
  await tx
    .update(branchProducts)
    .set({ stockMilli: sql`${branchProducts.stockMilli} + ${milli}` })
    .where(and(eq(branchProducts.branchId, branchId), eq(branchProducts.productId, productId)));
}
