import type { MedicineClass, StaffMember } from '@store/contract';
import { eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { notFound } from '../http/envelope.ts';

/**
 * Sets a product's medicine class and its largest quantity per order (left out: kept; docs/decisions/0054):
 * one transaction with its audit row (before and after) and the notification that makes every
 * instance read the product again: its text cache, then the pages guests share (`catalogue_changes`
 * naming it in `texts`).
 */
export async function setMedicineClass(
  db: Db,
  member: Pick<StaffMember, 'id'>,
  productId: number,
  input: { medicineClass: MedicineClass; maxPerOrder?: number | null | undefined },
  now: Date = new Date(),
): Promise<{ id: number; medicineClass: MedicineClass; maxPerOrder: number | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ medicineClass: products.medicineClass, maxPerOrder: products.maxPerOrder })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) throw notFound('error.productNotFound');
    const after = {
      medicineClass: input.medicineClass,
      maxPerOrder: input.maxPerOrder === undefined ? before.maxPerOrder : input.maxPerOrder,
    };
    if (before.medicineClass === after.medicineClass && before.maxPerOrder === after.maxPerOrder)
      return { id: productId, ...after };
    await tx.update(products).set(after).where(eq(products.id, productId));
    await writeAudit(tx, {
      staffId: member.id,
      action: 'medicine.classify',
      entity: 'product',
      entityId: productId,
      before,
      after,
      at: now,
    });
    await notifyCatalogueChange(tx, { branchId: 0, productId, texts: [productId] });
    return { id: productId, ...after };
  });
}

/** The classes of these products (absent ids are left out). */
export async function medicineClassesOf(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, MedicineClass>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, medicineClass: products.medicineClass })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((row) => [row.id, row.medicineClass]));
}
