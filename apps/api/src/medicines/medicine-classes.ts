import type { MedicineClass, StaffMember } from '@store/contract';
import { eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { notFound } from '../http/envelope.ts';

/**
 * Sets a product's medicine class (docs/decisions/0054): one transaction with its audit row
 * (before and after) and the notification that makes every instance read the product again: its text
 * cache, then the pages guests share (`catalogue_changes` naming it in `texts`).
 */
export async function setMedicineClass(
  db: Db,
  member: Pick<StaffMember, 'id'>,
  productId: number,
  medicineClass: MedicineClass,
  now: Date = new Date(),
): Promise<{ id: number; medicineClass: MedicineClass }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ medicineClass: products.medicineClass })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!before) throw notFound('error.productNotFound');
    if (before.medicineClass === medicineClass) return { id: productId, medicineClass };
    await tx.update(products).set({ medicineClass }).where(eq(products.id, productId));
    await writeAudit(tx, {
      staffId: member.id,
      action: 'medicine.classify',
      entity: 'product',
      entityId: productId,
      before: { medicineClass: before.medicineClass },
      after: { medicineClass },
      at: now,
    });
    await notifyCatalogueChange(tx, { branchId: 0, productId, texts: [productId] });
    return { id: productId, medicineClass };
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
