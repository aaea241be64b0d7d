import { and, desc, eq, sql } from 'drizzle-orm';
import { branchProducts, prescriptions, products, supportIssues } from '../db/schema.ts';
import type { TestStore } from '../test/build.ts';

/** Test support for the authorization matrices (not a test file itself): records written straight in. */

export async function insertPrescription(
  store: Pick<TestStore, 'db'>,
  userId: number,
  values: { branchId: number; status?: string; description?: string },
) {
  const [row] = await store.db
    .insert(prescriptions)
    .values({
      userId,
      branchId: values.branchId,
      addressText: '12 Abbas El Akkad, Nasr City',
      description: values.description ?? '',
      status: values.status ?? 'new',
    })
    .returning({ id: prescriptions.id });
  return row!.id;
}

/** A quote of one piece of a product the branch sells for at least 100 EGP and has in stock. */
export async function quoteItemAt(store: Pick<TestStore, 'db'>, branchId: number) {
  const [row] = await store.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branchId)),
    )
    .where(
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 50000 and ${branchProducts.price} between 10000 and 50000 and ${products.quantities} @> '[1]'::jsonb`,
    )
    .orderBy(desc(products.id))
    .limit(1);
  return { productId: row!.id, quantity: 1 };
}

/** Makes the prescription wait for the customer's answer to a quote of `item`. */
export async function markQuoted(
  store: Pick<TestStore, 'db'>,
  id: number,
  item: { productId: number; quantity: number },
) {
  await store.db
    .update(prescriptions)
    .set({
      status: 'quoted',
      quoteItems: [{ productId: item.productId, quantityMilli: item.quantity * 1000 }],
      quotedAt: new Date(),
    })
    .where(eq(prescriptions.id, id));
}

export async function insertSupportIssue(
  store: Pick<TestStore, 'db'>,
  userId: number,
  values: { branchId: number; comment?: string },
) {
  const [row] = await store.db
    .insert(supportIssues)
    .values({ userId, branchId: values.branchId, typeId: 6, comment: values.comment ?? 'A problem' })
    .returning({ id: supportIssues.id });
  return row!.id;
}
