import { type OrderAlternatives, type Promo, type PromotionOffer, piastersToPounds } from '@store/contract';
import type { Db } from '../db/client.ts';
import { orderPromotionOffers } from '../promotions/index.ts';

/**
 * The promotions an order was placed with, as the pricing rules take them: the rules recorded at
 * placement (docs/decisions/0076), so re-pricing after substitutes or weighing applies what the
 * order was placed with, however the promotions were edited since.
 */
export async function orderPromo(tx: Db, orderId: number): Promise<readonly PromotionOffer[]> {
  return orderPromotionOffers(tx, orderId);
}

/**
 * A promo as the API answers it for the substitution preview: a whole percent, or pounds off
 * (piasters inside the store). The preview prices a subtotal, so only an order-wide percent or fixed
 * amount is answered; an order placed with line or several promotions answers its first such one.
 */
export function promoAtEdge(placed: readonly PromotionOffer[]): OrderAlternatives['promo'] {
  const rule = placed.find(
    (offer) => offer.rule.targets === null && offer.rule.kind !== 'freeDelivery',
  )?.rule;
  if (!rule) return null;
  const promo: Promo = { kind: rule.kind as Promo['kind'], value: rule.value };
  return { kind: promo.kind, value: promo.kind === 'fixed' ? piastersToPounds(promo.value) : promo.value };
}
