import type { VerifiedCallback } from '../gateway/payment-gateway.ts';

/** The store charges in Egyptian pounds only. */
export const storeCurrency = 'EGP';

export type CallbackMismatch = 'amount' | 'currency' | 'integration';

/**
 * Why a signed callback cannot settle the payment it names, or null when it can. A gateway signs
 * whatever transaction it ran: only one for exactly this payment's amount, in pounds, through this
 * store's integration, pays it.
 */
export function callbackMismatch(
  payment: { amount: number },
  callback: Pick<VerifiedCallback, 'amount' | 'currency' | 'ownIntegration'>,
): CallbackMismatch | null {
  if (callback.amount !== payment.amount) return 'amount';
  if (callback.currency !== storeCurrency) return 'currency';
  if (!callback.ownIntegration) return 'integration';
  return null;
}

/**
 * Money the gateway took that the store must give back, or null. A signed success through this
 * store's integration, in pounds, takes the customer's money whatever our side thinks of it; it is
 * refunded when it cannot pay the payment it names: the order was cancelled meanwhile (the attempt
 * closed), the attempt had already failed, or the amount differs from the attempt's. A repeat of a
 * transaction already being refunded, or one in another currency or integration (not ours to
 * refund), gives nothing.
 */
export function lateRefund(
  payment: { state: string; amount: number },
  callback: Pick<VerifiedCallback, 'success' | 'amount' | 'currency' | 'ownIntegration'>,
): { amount: number; reason: 'after-cancel' | 'after-failure' | 'wrong-amount' } | null {
  if (!callback.success || !callback.ownIntegration || callback.currency !== storeCurrency) return null;
  if (callback.amount <= 0) return null;
  if (payment.state === 'cancelled') return { amount: callback.amount, reason: 'after-cancel' };
  if (payment.state === 'failed') return { amount: callback.amount, reason: 'after-failure' };
  if (payment.state === 'pending' && callback.amount !== payment.amount)
    return { amount: callback.amount, reason: 'wrong-amount' };
  return null;
}

/**
 * What to do with cash paid at an outlet for a kiosk reference after its order was let go (docs/decisions/0080):
 * Paymob cannot refund it. The order is restored ('restore') when the store released it for want of
 * payment, it never left, the paid amount is the reference's, and the branch has every item again
 * (and still sells it); otherwise support refunds the customer in cash, for the reason given.
 */
export function lateKioskOutcome(input: {
  order: { cancelledAt: Date | null; cancellationComment: string | null; dispatchedAt: Date | null };
  /** The store's comment on an order it released unpaid (`unpaidReleaseComment`). */
  releasedUnpaid: string;
  amount: number;
  paymentAmount: number;
  /** Thousandths of a unit, by product. */
  wanted: ReadonlyMap<number, number>;
  stock: ReadonlyMap<number, { stockMilli: number; notSold: boolean }>;
}): 'restore' | 'wrongAmount' | 'notReleased' | 'outOfStock' {
  const { order } = input;
  if (input.amount !== input.paymentAmount) return 'wrongAmount';
  // Only the store's release for want of payment: not a customer's or staff's cancellation, nor a
  // checkout the customer replaced by changing the cart.
  if (
    order.cancelledAt === null ||
    order.cancellationComment !== input.releasedUnpaid ||
    order.dispatchedAt !== null
  )
    return 'notReleased';
  for (const [productId, quantityMilli] of input.wanted) {
    const row = input.stock.get(productId);
    if (!row || row.notSold || row.stockMilli < quantityMilli) return 'outOfStock';
  }
  return 'restore';
}
