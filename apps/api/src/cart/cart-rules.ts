/**
 * The cart's arithmetic and rules, without I/O. Money is integer piasters; quantities are integer
 * milli-units (1 piece = 1000, 0.25 kg = 250), so nothing here rounds except a line's amount.
 */

export const toMilli = (quantity: number) => Math.round(quantity * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** A quantity must be one of the product's allowed quantities (spec: steps along the list). */
export function isAllowedQuantity(allowed: readonly number[], quantityMilli: number): boolean {
  return allowed.some((quantity) => toMilli(quantity) === quantityMilli);
}

/** Unit price (per piece or per kg) times quantity, to the nearest piaster. */
export function lineAmount(unitPrice: number, quantityMilli: number): number {
  return Math.round((unitPrice * quantityMilli) / 1000);
}

export interface Promo {
  kind: 'percent' | 'fixed';
  /** Whole percent, or piasters off. */
  value: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  discountPercentage: number;
  deliveryCharge: number;
  total: number;
}

/** Subtotal of the lines, the promo's discount (never more than the subtotal), delivery, total. */
export function cartTotals(
  lineAmounts: readonly number[],
  deliveryCharge: number,
  promo: Promo | null,
): Totals {
  const subtotal = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  let discount = 0;
  if (promo && subtotal > 0) {
    discount =
      promo.kind === 'percent'
        ? Math.round((subtotal * Math.min(100, Math.max(0, promo.value))) / 100)
        : Math.min(subtotal, Math.max(0, promo.value));
  }
  const discountPercentage =
    promo?.kind === 'percent' ? promo.value : subtotal > 0 ? Math.round((discount * 100) / subtotal) : 0;
  const charge = subtotal > 0 ? deliveryCharge : 0;
  return {
    subtotal,
    discount,
    discountPercentage,
    deliveryCharge: charge,
    total: subtotal - discount + charge,
  };
}

/** Spec section 1 (Arabic terms): over 100 items, or 15 or more of one item, gets a confirmation call. */
export function needsConfirmationCall(
  lines: readonly { quantityMilli: number; weighted: boolean }[],
): boolean {
  // A weighed line is one item whatever it weighs.
  const pieces = lines.map((line) => (line.weighted ? 1 : line.quantityMilli / 1000));
  return pieces.reduce((sum, count) => sum + count, 0) > 100 || pieces.some((count) => count >= 15);
}

export type PromoProblem = 'promo.expired' | 'promo.usedUp' | 'promo.minimum' | 'promo.invalid';

/** Whether a promo code applies to a cart now. */
export function promoProblem(
  promo: {
    active: boolean;
    expiresAt: Date | null;
    minimumOrder: number;
    maxUses: number | null;
    maxUsesPerUser: number | null;
  },
  usage: { total: number; byUser: number },
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

export type CheckoutProblem =
  | 'cart.empty'
  | 'cart.minimumOrder'
  | 'cart.maximumCart'
  | 'cart.selectAddress'
  | 'cart.selectPayment';

/** The spec's checkout gating, in its order: items, value limits, address, payment. */
export function checkoutProblem(
  cart: { itemCount: number; subtotal: number; hasAddress: boolean; hasPayment: boolean },
  limits: { minimumOrder: number; maximumCart: number },
): CheckoutProblem | null {
  if (cart.itemCount === 0) return 'cart.empty';
  if (cart.subtotal < limits.minimumOrder) return 'cart.minimumOrder';
  if (cart.subtotal >= limits.maximumCart) return 'cart.maximumCart';
  if (!cart.hasAddress) return 'cart.selectAddress';
  if (!cart.hasPayment) return 'cart.selectPayment';
  return null;
}
