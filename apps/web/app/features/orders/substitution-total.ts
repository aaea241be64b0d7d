import {
  type OrderAlternatives,
  poundsToPiasters,
  priceTotals,
  type SubstitutionItem,
} from '@store/contract';

/**
 * What the order would cost with these choices: the lines' differences (a dropped item's whole
 * amount) on the subtotal, then the order's promo and delivery by the one price rule (`priceTotals`).
 * The API works the real total out, by the same rule, when the choices are saved.
 */
export function totalWith(
  order: Pick<OrderAlternatives, 'subtotal' | 'deliveryCharge' | 'promo'>,
  items: SubstitutionItem[],
  choices: Record<number, string>,
): number {
  let subtotal = poundsToPiasters(order.subtotal);
  for (const item of items) {
    const choice = choices[item.id];
    if (choice === undefined) continue;
    if (choice === 'drop') subtotal -= poundsToPiasters(item.amount);
    else
      subtotal += poundsToPiasters(
        item.alternatives.find((a) => String(a.id) === choice)?.priceDifference ?? 0,
      );
  }
  const promo =
    order.promo && order.promo.kind === 'fixed'
      ? { kind: 'fixed' as const, value: poundsToPiasters(order.promo.value) }
      : order.promo;
  const { total } = priceTotals({
    subtotal: Math.max(0, subtotal),
    deliveryCharge: poundsToPiasters(order.deliveryCharge),
    promo,
  });
  return total / 100;
}
