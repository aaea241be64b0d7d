import { type PacksWaiver, packsMissing, packsNeeded } from '@store/contract';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dispensedPacks, orderEvents, orderItems, products, staff } from '../db/schema.ts';

/** The order event a pharmacist's waiver is (docs/decisions/0066): `{ staffId, reason, missing }`. */
export const packsWaivedEvent = 'dispensing.waived';

/**
 * An order's medicine lines (every class but 'none') with the packs each needs and has scanned, and
 * the pharmacist's waiver if one was recorded: what the dispensing page shows and what holds the
 * order at the branch until every pack is scanned (`packsMissing`).
 */
export async function orderPackCounts(tx: Db, orderId: number) {
  const lines = await tx
    .select({
      itemId: orderItems.id,
      productId: orderItems.productId,
      quantityMilli: orderItems.quantityMilli,
      weighted: orderItems.weighted,
      medicineClass: products.medicineClass,
      scanned: count(dispensedPacks.id),
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(dispensedPacks, eq(dispensedPacks.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, orderId), ne(products.medicineClass, 'none')))
    .groupBy(orderItems.id, products.medicineClass)
    .orderBy(asc(orderItems.id));
  const waiver = lines.length === 0 ? null : await packsWaiverOf(tx, orderId);
  const counted = lines.map((line) => ({ ...line, needed: packsNeeded(line) }));
  return { lines: counted, waiver, missing: packsMissing(counted, waiver !== null) };
}

/** The latest waiver of the order's packs: who, why, when; null: none. */
async function packsWaiverOf(tx: Db, orderId: number): Promise<PacksWaiver | null> {
  const [row] = await tx
    .select({ data: orderEvents.data, at: orderEvents.at, staffName: staff.name })
    .from(orderEvents)
    .innerJoin(staff, eq(staff.id, sql`(${orderEvents.data} ->> 'staffId')::int`))
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, packsWaivedEvent)))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  if (!row) return null;
  return {
    staffName: row.staffName,
    reason: (row.data as { reason: string }).reason,
    at: row.at.toISOString(),
  };
}
