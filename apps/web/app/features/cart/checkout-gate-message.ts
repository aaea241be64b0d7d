import { type Lang, translate } from '@store/contract';
import type { checkoutGate } from './checkout-gate.ts';

/**
 * Why Check out was refused, worded as the API words it. The cart screen downloads this when Check out
 * is first refused: the contract's message tables (7 KB gzip) are not in the cart page's first load.
 */
export function checkoutGateMessage(lang: Lang, gate: NonNullable<ReturnType<typeof checkoutGate>>): string {
  return translate(lang, gate.problem, { amount: gate.amount ?? '' });
}
