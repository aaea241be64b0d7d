/**
 * Whether a cart may go to checkout: one rule, in one order, for the cart page (web) and placing the
 * order (API). Pure and unit-free: the subtotal and the limits only need the same unit (the API
 * compares piasters, the web the pounds of the cart view, which keep the same order).
 */

export type CheckoutProblem =
  | 'cart.empty'
  | 'cart.minimumOrder'
  | 'cart.maximumCart'
  | 'cart.selectAddress'
  | 'cart.selectPayment';

export interface CartLimits {
  minimumOrder: number;
  /** The cart's value must stay below it ('Total cart value should be less than'). */
  maximumCart: number;
  /** Online card payments are held with this margin, percent (docs/decisions/0039); absent: charged. */
  cardHoldPercent?: number | undefined;
}

/** A cart of this value is at or above the maximum (adding to the cart and checkout refuse it). */
export function overMaximumCart(subtotal: number, limits: Pick<CartLimits, 'maximumCart'>): boolean {
  return subtotal >= limits.maximumCart;
}

/**
 * The first thing that stops checkout, in this order: no items, the value limits (minimum, then
 * maximum), no address, no payment method. The limits come before the choices so a customer is not
 * sent to choose an address or a payment method for a cart that cannot be ordered anyway.
 */
export function checkoutProblem(
  cart: { itemCount: number; subtotal: number; hasAddress: boolean; hasPayment: boolean },
  limits: CartLimits,
): CheckoutProblem | null {
  if (cart.itemCount === 0) return 'cart.empty';
  if (cart.subtotal < limits.minimumOrder) return 'cart.minimumOrder';
  if (overMaximumCart(cart.subtotal, limits)) return 'cart.maximumCart';
  if (!cart.hasAddress) return 'cart.selectAddress';
  if (!cart.hasPayment) return 'cart.selectPayment';
  return null;
}

/** The limit a problem's message names ('The minimum order is {amount} EGP'), if it names one. */
export function checkoutLimit(problem: CheckoutProblem, limits: CartLimits): number | null {
  if (problem === 'cart.minimumOrder') return limits.minimumOrder;
  if (problem === 'cart.maximumCart') return limits.maximumCart;
  return null;
}
