/**
 * The store's one pricing rule, without I/O: what a set of lines costs with a promo and delivery.
 * The API prices the cart view, checkout, subscriptions and an order re-priced after substitutions
 * or weighing with it; it lives in the contract so the web's previews price exactly as the API does.
 * Money is integer piasters; quantities are integer milli-units (1 piece = 1000, 0.25 kg = 250), so
 * nothing rounds except a line's amount and a percentage discount.
 */

/** Unit price (per piece or per kg) times quantity, to the nearest piaster. */
export function lineAmount(unitPrice: number, quantityMilli: number): number {
  return Math.round((unitPrice * quantityMilli) / 1000);
}

export interface Promo {
  kind: 'percent' | 'fixed';
  /** Whole percent, or piasters off. */
  value: number;
}

/** When a promo code may be used: the columns of its row that say so. */
export interface PromoTerms {
  active: boolean;
  expiresAt: Date | null;
  minimumOrder: number;
  maxUses: number | null;
  maxUsesPerUser: number | null;
}

/** How often a code was used: by everyone, and by this customer. */
export interface PromoUsage {
  total: number;
  byUser: number;
}

export type PromoProblem = 'promo.expired' | 'promo.usedUp' | 'promo.minimum' | 'promo.invalid';

/** Whether a promo code applies to a cart of this subtotal now. */
export function promoProblem(
  promo: PromoTerms,
  usage: PromoUsage,
  subtotal: number,
  now: Date,
): PromoProblem | null {
  if (!promo.active) return 'promo.invalid';
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return 'promo.expired';
  if (promo.maxUses !== null && usage.total >= promo.maxUses) return 'promo.usedUp';
  if (promo.maxUsesPerUser !== null && usage.byUser >= promo.maxUsesPerUser) return 'promo.usedUp';
  if (subtotal < promo.minimumOrder) return 'promo.minimum';
  return null;
}

export interface Totals {
  subtotal: number;
  discount: number;
  discountPercentage: number;
  deliveryCharge: number;
  total: number;
}

export interface PriceLine {
  /** Piasters per piece or per kg; null: the branch does not sell it (priced 0, checkout stops it). */
  unitPrice: number | null;
  quantityMilli: number;
}

export interface PriceCartInput<L extends PriceLine> {
  lines: readonly L[];
  /** The branch's delivery charge, piasters: charged while the lines cost anything. */
  deliveryCharge: number;
  /**
   * The branch's free-delivery amount, piasters (docs/decisions/0072): a subtotal that reaches it is
   * delivered free. Null or left out: delivery is always charged. An order already placed is re-priced
   * with the charge it was placed with and none of this (orders keep their charge).
   */
  freeDeliveryFrom?: number | null | undefined;
  promo: Promo | null;
  /**
   * Check the promo first (the cart and checkout): a code that does not apply to this subtotal now
   * gives no discount and says why. Left out when an order already placed is re-priced (substitutes,
   * weights): the promo it was placed with stays.
   */
  promoCheck?: { terms: PromoTerms; usage: PromoUsage; now: Date } | undefined;
}

export interface PricedCart<L extends PriceLine> {
  /** The lines as given, each with its amount. */
  lines: (L & { amount: number })[];
  totals: Totals;
  /** Why the promo gave no discount (only with `promoCheck`); null when it applied or there is none. */
  promoProblem: PromoProblem | null;
}

/**
 * The lines' amounts, their subtotal, the promo's discount (a percentage rounded to the piaster, a
 * fixed amount never more than the subtotal), delivery (free from the branch's amount, if it has one),
 * and the total: subtotal - discount + delivery.
 */
export function priceCart<L extends PriceLine>(input: PriceCartInput<L>): PricedCart<L> {
  const lines = input.lines.map((line) => ({
    ...line,
    amount: line.unitPrice === null ? 0 : lineAmount(line.unitPrice, line.quantityMilli),
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const problem =
    input.promo && input.promoCheck
      ? promoProblem(input.promoCheck.terms, input.promoCheck.usage, subtotal, input.promoCheck.now)
      : null;
  const promo = problem ? null : input.promo;
  return {
    lines,
    totals: priceTotals({
      subtotal,
      deliveryCharge: input.deliveryCharge,
      freeDeliveryFrom: input.freeDeliveryFrom,
      promo,
    }),
    promoProblem: problem,
  };
}

/**
 * The totals of a subtotal (piasters): the promo's discount (a percentage rounded to the piaster, a
 * fixed amount never more than the subtotal), delivery while anything is left, and the total. The part
 * of `priceCart` after the lines, for a page that knows only the subtotal (a substitution's preview).
 */
export function priceTotals(input: {
  subtotal: number;
  deliveryCharge: number;
  /** Free delivery from this subtotal (piasters, before the promo's discount); null: always charged. */
  freeDeliveryFrom?: number | null | undefined;
  promo: Promo | null;
}): Totals {
  const { subtotal, promo } = input;
  let discount = 0;
  if (promo && subtotal > 0) {
    discount =
      promo.kind === 'percent'
        ? Math.round((subtotal * Math.min(100, Math.max(0, promo.value))) / 100)
        : Math.min(subtotal, Math.max(0, promo.value));
  }
  const discountPercentage =
    promo?.kind === 'percent' ? promo.value : subtotal > 0 ? Math.round((discount * 100) / subtotal) : 0;
  const freeFrom = input.freeDeliveryFrom ?? null;
  const deliveryCharge =
    subtotal > 0 && (freeFrom === null || subtotal < freeFrom) ? input.deliveryCharge : 0;
  return {
    subtotal,
    discount,
    discountPercentage,
    deliveryCharge,
    total: subtotal - discount + deliveryCharge,
  };
}
