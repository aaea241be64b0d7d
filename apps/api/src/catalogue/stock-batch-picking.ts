import type { BatchWithdrawal, PickBatch } from '@store/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stockBatchAllocations, stockBatches } from '../db/schema.ts';
import { fefoTake } from './stock-batch-rules.ts';

const units = (milli: number) => milli / 1000;

/**
 * The batches each line of an order is picked from: what the order took at placement (its FEFO
 * allocation), or, for what that does not cover (an order placed before the product had batches),
 * the batches for sale now, earliest expiry first. By product (two lines of a product share them).
 */
export async function pickingBatches(
  db: Db,
  order: { id: number; branchId: number },
  lines: readonly { productId: number; quantityMilli: number }[],
): Promise<Map<number, PickBatch[]>> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const result = new Map<number, PickBatch[]>();
  if (productIds.length === 0) return result;
  const [allocated, forSale] = await Promise.all([
    db
      .select({
        productId: stockBatches.productId,
        batch: stockBatches.batch,
        expiry: stockBatches.expiry,
        quantityMilli: stockBatchAllocations.quantityMilli,
        withdrawn: stockBatches.withdrawn,
      })
      .from(stockBatchAllocations)
      .innerJoin(stockBatches, eq(stockBatches.id, stockBatchAllocations.batchId))
      .where(eq(stockBatchAllocations.orderId, order.id))
      .orderBy(asc(stockBatches.expiry), asc(stockBatches.id)),
    db
      .select()
      .from(stockBatches)
      .where(
        and(
          eq(stockBatches.branchId, order.branchId),
          inArray(stockBatches.productId, productIds),
          isNull(stockBatches.withdrawn),
        ),
      ),
  ]);
  for (const productId of productIds) {
    const needMilli = lines.filter((l) => l.productId === productId).reduce((s, l) => s + l.quantityMilli, 0);
    const picks: PickBatch[] = allocated
      .filter((a) => a.productId === productId)
      .map((a) => ({
        batch: a.batch,
        expiry: a.expiry,
        quantity: units(a.quantityMilli),
        source: 'allocated',
        ...(a.withdrawn === 'recalled' && { recalled: true }),
      }));
    // Units allocated from a recalled batch are not to be picked: other batches are suggested for them.
    const covered = allocated
      .filter((a) => a.productId === productId && a.withdrawn !== 'recalled')
      .reduce((s, a) => s + a.quantityMilli, 0);
    if (covered < needMilli) {
      const candidates = forSale
        .filter((b) => b.productId === productId)
        .map((b) => ({ ...b, withdrawn: null as BatchWithdrawal | null }));
      for (const take of fefoTake(candidates, needMilli - covered).takes)
        picks.push({
          batch: take.batch.batch,
          expiry: take.batch.expiry,
          quantity: units(take.quantityMilli),
          source: 'suggested',
        });
    }
    if (picks.length > 0) result.set(productId, picks);
  }
  return result;
}
