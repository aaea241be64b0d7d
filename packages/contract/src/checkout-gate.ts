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
  | 'cart.selectPayment'
  | 'cart.prescriptionRequired';

export interface CartLimits {
  minimumOrder: number;
  /** The cart's value must stay below it ('Total cart value should be less than'). */
  maximumCart: number;
  /** Online card payments are held with this margin, percent (docs/decisions/0039); absent: charged. */
  cardHoldPercent?: number | undefined;
  /** How long a prescription a pharmacist checked stays good for an order, days (default 30). */
  prescriptionValidityDays?: number | undefined;
}

/** A prescription is good for an order this many days after it was checked, unless configured. */
export const defaultPrescriptionValidityDays = 30;

/** A cart of this value is at or above the maximum (adding to the cart and checkout refuse it). */
export function overMaximumCart(subtotal: number, limits: Pick<CartLimits, 'maximumCart'>): boolean {
  return subtotal >= limits.maximumCart;
}

/**
 * The first thing that stops checkout, in this order: no items, the value limits (minimum, then
 * maximum), no address, no payment method, and last a prescription-only medicine without a usable
 * prescription (docs/decisions/0061). The limits come before the choices so a customer is not
 * sent to choose an address or a payment method for a cart that cannot be ordered anyway.
 */
export function checkoutProblem(
  cart: {
    itemCount: number;
    subtotal: number;
    hasAddress: boolean;
    hasPayment: boolean;
    /** The cart holds a prescription-only medicine (`needsPrescription` of its class). */
    needsPrescription?: boolean | undefined;
    /** A prescription goes with the order and `prescriptionProblem` finds nothing wrong with it. */
    hasPrescription?: boolean | undefined;
  },
  limits: CartLimits,
): CheckoutProblem | null {
  if (cart.itemCount === 0) return 'cart.empty';
  if (cart.subtotal < limits.minimumOrder) return 'cart.minimumOrder';
  if (overMaximumCart(cart.subtotal, limits)) return 'cart.maximumCart';
  if (!cart.hasAddress) return 'cart.selectAddress';
  if (!cart.hasPayment) return 'cart.selectPayment';
  if (cart.needsPrescription && !cart.hasPrescription) return 'cart.prescriptionRequired';
  return null;
}

/** Why a customer's prescription cannot go with an order. */
export type PrescriptionProblem = 'prescription.notUsable' | 'prescription.expired';

/**
 * Whether one of the customer's prescriptions may go with an order of prescription-only medicines
 * (docs/decisions/0061). Usable: one a pharmacist checked and answered with a quote (quoted, or
 * its quote confirmed or declined since), good for `prescriptionValidityDays` after that check; or
 * one just sent with its photos and not yet answered (new), good as long after it was sent: the
 * pharmacist checks it with the order. A rejected or withdrawn one never is.
 */
export function prescriptionProblem(
  prescription: { status: string; createdAt: Date; checkedAt: Date | null },
  now: Date,
  limits: Pick<CartLimits, 'prescriptionValidityDays'>,
): PrescriptionProblem | null {
  const from =
    prescription.status === 'new'
      ? prescription.createdAt
      : ['quoted', 'confirmed', 'declined'].includes(prescription.status)
        ? prescription.checkedAt
        : null;
  if (from === null) return 'prescription.notUsable';
  const days = limits.prescriptionValidityDays ?? defaultPrescriptionValidityDays;
  return now.getTime() - from.getTime() > days * 86_400_000 ? 'prescription.expired' : null;
}

/** The limit a problem's message names ('The minimum order is {amount} EGP'), if it names one. */
export function checkoutLimit(problem: CheckoutProblem, limits: CartLimits): number | null {
  if (problem === 'cart.minimumOrder') return limits.minimumOrder;
  if (problem === 'cart.maximumCart') return limits.maximumCart;
  return null;
}
