import type { StockReason } from '@store/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branchProducts } from '../db/schema.ts';

/** A product's price (piasters) and stock (thousandths of a unit) at a branch. */
export interface BranchStock {
  productId: number;
  price: number;
  stockMilli: number;
  /** Set "not sold here" by staff, or the product hidden: no new order takes it (open ones keep what they hold). */
  notSold: boolean;
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
      notSold: sql<boolean>`(${branchProducts.notSold} or ${branchProducts.hidden})`,
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

/** Why stock moves, for its row in the stock ledger (docs/decisions/0046). */
export interface StockWhy {
  reason: StockReason;
  orderId?: number | null;
  staffId?: number | null;
  note?: string | null;
}

/**
 * Adds to the branch's stock of the product (a negative amount takes from it), in the database, not
 * from a value read before: lock the row first (`lockBranchStock`). The table's trigger writes the
 * ledger row: the reason and who are handed to it as transaction-local settings, set by the same
 * statement (the subquery runs before the update, the trigger after it), so no extra round trip.
 */
export async function addStock(tx: Db, branchId: number, productId: number, milli: number, why: StockWhy) {
  await tx.execute(sql`
    update ${branchProducts} set stock_milli = stock_milli + ${milli}
    from (select ${explainStock(why)}) as why
    where branch_id = ${branchId} and product_id = ${productId}`);
}

/** The settings the stock trigger reads (drizzle/0033_stock_ledger.sql), as a select list. */
export function explainStock(why: StockWhy) {
  return sql`set_config('store.stock_reason', ${why.reason}, true),
    set_config('store.stock_order', ${why.orderId == null ? '' : String(why.orderId)}, true),
    set_config('store.stock_staff', ${why.staffId == null ? '' : String(why.staffId)}, true),
    set_config('store.stock_note', ${why.note ?? ''}, true)`;
}
