/**
 * The rules of returns (docs/decisions/0085), pure: the caller passes the facts and the time.
 *
 * - A return may be asked for from delivery until `days` days after it (up to and including its last
 *   millisecond), and only of what was delivered and is not already in a return that was not refused.
 * - Each line follows its rule (`returnLineRule` in the contract): opened medicines and items kept
 *   cold go back only for the store's fault (damaged, wrong or expired).
 * - A line gives back its share of what was paid for it: its amount for the quantity returned, less
 *   the order's discount in proportion; the delivery charge is not given back.
 * - Received items go back to stock only when they can be sold again: not a medicine (a pack that
 *   left the pharmacy is quarantined), not damaged or expired.
 */

import {
  faultReasons,
  mayReturnLine,
  type ReturnLineRule,
  type ReturnReason,
  type ReturnStatus,
} from '@store/contract';

const day = 24 * 3600_000;

export function returnDeadline(deliveredAt: Date, days: number): Date {
  return new Date(deliveredAt.getTime() + days * day);
}

export function returnWindow(deliveredAt: Date | null, now: Date, days: number) {
  if (deliveredAt === null) return { open: false, until: null };
  const until = returnDeadline(deliveredAt, days);
  return { open: now.getTime() <= until.getTime(), until };
}

/** A line's share of what was paid, piasters: its amount for `milli`, less the order's discount in proportion. */
export function lineRefund(
  line: { amount: number; quantityMilli: number },
  milli: number,
  order: { subtotal: number; discount: number },
): number {
  if (line.quantityMilli <= 0 || milli <= 0) return 0;
  const share = (line.amount * milli) / line.quantityMilli;
  const paidShare = order.subtotal > 0 ? Math.max(0, order.subtotal - order.discount) / order.subtotal : 1;
  return Math.round(share * paidShare);
}

export interface OrderLineFacts {
  orderItemId: number;
  name: string;
  weighted: boolean;
  quantityMilli: number;
  /** Already in returns that were not refused. */
  inReturnsMilli: number;
  rule: ReturnLineRule;
}

export type LineProblem =
  | { key: 'returns.lineNotFound' }
  | { key: 'returns.quantityInvalid' }
  | { key: 'returns.tooMany'; name: string }
  | { key: 'returns.notReturnable'; name: string };

/** The asked lines in milli-units, or the first problem with them. */
export function checkReturnLines(
  lines: readonly OrderLineFacts[],
  asked: readonly { orderItemId: number; quantity: number; opened?: boolean | undefined }[],
  reason: ReturnReason,
):
  | { ok: true; lines: { line: OrderLineFacts; milli: number; opened: boolean }[] }
  | { ok: false; problem: LineProblem } {
  const chosen: { line: OrderLineFacts; milli: number; opened: boolean }[] = [];
  const seen = new Set<number>();
  for (const item of asked) {
    const line = lines.find((l) => l.orderItemId === item.orderItemId);
    if (!line || seen.has(item.orderItemId)) return { ok: false, problem: { key: 'returns.lineNotFound' } };
    seen.add(item.orderItemId);
    const milli = Math.round(item.quantity * 1000);
    if (milli <= 0 || (!line.weighted && milli % 1000 !== 0))
      return { ok: false, problem: { key: 'returns.quantityInvalid' } };
    if (milli > line.quantityMilli - line.inReturnsMilli)
      return { ok: false, problem: { key: 'returns.tooMany', name: line.name } };
    // Only a medicine's pack has a seal the customer is asked about.
    const opened = line.rule === 'sealed' && item.opened === true;
    if (!mayReturnLine(line.rule, reason, opened))
      return { ok: false, problem: { key: 'returns.notReturnable', name: line.name } };
    chosen.push({ line, milli, opened });
  }
  return { ok: true, lines: chosen };
}

/** Where a received line goes: back on sale, or to quarantine (medicines, damaged or expired goods). */
export function dispositionOf(rule: ReturnLineRule, reason: ReturnReason): 'stock' | 'quarantine' {
  if (rule !== 'any') return 'quarantine';
  return reason === 'damaged' || reason === 'expired' ? 'quarantine' : 'stock';
}

/** The steps staff take, from each status. */
const steps: Record<'decide' | 'pickup' | 'receive' | 'refund', readonly ReturnStatus[]> = {
  decide: ['requested'],
  pickup: ['approved'],
  // Brought to the counter by the customer, or picked up.
  receive: ['approved', 'pickup'],
  refund: ['received'],
};

export function mayTakeStep(step: keyof typeof steps, status: ReturnStatus): boolean {
  return steps[step].includes(status);
}

/**
 * How the money goes back: through the gateway when the order was paid there by card or wallet
 * (and is not a payment the gateway cannot refund); otherwise in cash, at the door or the counter.
 */
export function refundVia(order: { paymentState: string }, paymentMethod: string | null): 'gateway' | 'cash' {
  if (order.paymentState !== 'paid' && order.paymentState !== 'refunded') return 'cash';
  return paymentMethod === 'card' || paymentMethod === 'wallet' ? 'gateway' : 'cash';
}

export const isFault = (reason: ReturnReason) => faultReasons.includes(reason);
