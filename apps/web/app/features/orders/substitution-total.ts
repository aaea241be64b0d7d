import type { SubstitutionItem } from '@store/contract';

/** Piasters, so sums of pounds add up exactly. */
const piasters = (pounds: number) => Math.round(pounds * 100);

/**
 * What the order would cost with these choices: the lines' differences (a dropped item's whole
 * amount), the discount percentage again on the new subtotal, delivery while anything is left. The
 * API works the real total out when the choices are saved.
 */
export function totalWith(
  order: { subtotal: number; discountPercentage: number; deliveryCharge: number },
  items: SubstitutionItem[],
  choices: Record<number, string>,
): number {
  let subtotal = piasters(order.subtotal);
  for (const item of items) {
    const choice = choices[item.id];
    if (choice === undefined) continue;
    if (choice === 'drop') subtotal -= piasters(item.amount);
    else subtotal += piasters(item.alternatives.find((a) => String(a.id) === choice)?.priceDifference ?? 0);
  }
  if (subtotal <= 0) return 0;
  const discount = Math.round((subtotal * order.discountPercentage) / 100);
  return (subtotal - discount + piasters(order.deliveryCharge)) / 100;
}
