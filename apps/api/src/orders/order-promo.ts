import { type OrderAlternatives, type Promo, piastersToPounds } from '@store/contract';
import { eq } from 'drizzle-orm';
import { promoOf } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { promoCodes } from '../db/schema.ts';

/**
 * The discount an order was placed with, as the pricing rules take it (null: none), for re-pricing an
 * order whose lines change after checkout (substitutes chosen, goods weighed).
 */
export async function orderPromo(tx: Db, promoCodeId: number | null): Promise<Promo | null> {
  if (promoCodeId === null) return null;
  const [promo] = await tx
    .select({ kind: promoCodes.kind, value: promoCodes.value })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoCodeId));
  return promo ? promoOf(promo) : null;
}

/** A promo as the API answers it: a whole percent, or pounds off (piasters inside the store). */
export function promoAtEdge(promo: Promo | null): OrderAlternatives['promo'] {
  if (!promo) return null;
  return { kind: promo.kind, value: promo.kind === 'fixed' ? piastersToPounds(promo.value) : promo.value };
}
