/**
 * Weighing weight-priced lines before delivery (docs/product.md#weighed-goods: the customer pays
 * for the delivered weight; docs/decisions/0022). Pure: money in integer piasters, weights in
 * milli-kg. The pricing is checkout's own (`priceCart`), so a weighed order costs what the same
 * weights would have cost in the cart.
 */
import {
  type AppliedPromotion,
  type LineTarget,
  type PlacedPromotions,
  placedPromotionInput,
  priceCart,
  type Totals,
} from '@store/contract';

/**
 * How far the delivered weight may be from the ordered one: up to 1.5 times it. A butcher's or
 * grocer's cut is never exact, but half as much again is a typo (1.5 for 0.15), not a cut; the
 * customer ordered about this much, so more needs a new order, not a weighing.
 */
export const maxWeightFactor = 1.5;

/** The heaviest delivery allowed for an ordered weight (milli-kg, rounded down to a gram). */
export function maxDeliveredMilli(orderedMilli: number): number {
  return Math.floor(orderedMilli * maxWeightFactor);
}

/** A delivered weight is above 0 and at most `maxWeightFactor` times the ordered one. */
export function weightInBounds(orderedMilli: number, deliveredMilli: number): boolean {
  return (
    Number.isInteger(deliveredMilli) &&
    deliveredMilli > 0 &&
    deliveredMilli <= maxDeliveredMilli(orderedMilli)
  );
}

export interface WeighedLine extends LineTarget {
  orderItemId: number;
  quantityMilli: number;
  unitPrice: number;
}

/**
 * The order's lines with the delivered weights (others unchanged) and its totals: the promo is
 * worked out again on the new subtotal and delivery stays charged, as substitutions do.
 * `stockDelta` per line: what goes back to the branch's stock (negative: more was taken).
 */
export function reweigh(
  lines: readonly WeighedLine[],
  delivered: ReadonlyMap<number, number>,
  deliveryCharge: number,
  promo: PlacedPromotions,
): {
  lines: (WeighedLine & { amount: number; stockDelta: number })[];
  totals: Totals;
  applied: AppliedPromotion[];
} {
  const after = lines.map((line) => {
    const quantityMilli = delivered.get(line.orderItemId) ?? line.quantityMilli;
    return { ...line, quantityMilli, stockDelta: line.quantityMilli - quantityMilli };
  });
  const {
    lines: priced,
    totals,
    applied,
  } = priceCart({
    lines: after,
    deliveryCharge,
    ...placedPromotionInput(promo),
  });
  return { lines: priced, totals, applied };
}

/** What an `order.weighed` event records per line (staff-order-lines.ts). */
interface WeighedEventItem {
  orderItemId: number;
  orderedMilli: number;
  amountBefore: number;
}

/**
 * Per weighed line, the weight first ordered and what the line cost then (piasters), from the
 * order's `order.weighed` events, oldest first: the first weighing of a line holds what the
 * customer ordered, so weighing twice still compares with the order, not with the first weighing.
 */
export function firstWeighings(
  events: readonly { data: unknown }[],
): Map<number, { orderedMilli: number; orderedAmount: number }> {
  const first = new Map<number, { orderedMilli: number; orderedAmount: number }>();
  for (const event of events) {
    const items = (event.data as { items?: WeighedEventItem[] } | null)?.items ?? [];
    for (const item of items)
      if (!first.has(item.orderItemId))
        first.set(item.orderItemId, { orderedMilli: item.orderedMilli, orderedAmount: item.amountBefore });
  }
  return first;
}
