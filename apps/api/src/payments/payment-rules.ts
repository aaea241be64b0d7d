import type { VerifiedCallback } from './payment-gateway.ts';

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
