/**
 * Card holds (docs/decisions/0039), as pure functions: how much to hold, how much to take at
 * dispatch and what is left for the door, and when a hold no longer lasts until its order goes out.
 * Money in integer piasters.
 */

/** The hold for an order of `total` (the contract's rule: the checkout shows the same amount). */
export { holdAmount } from '@store/contract';

/**
 * At dispatch: what is taken from the hold for what leaves the branch (`delivered`, priced by
 * `priceCart` after substitutions and weighing), and what goes beyond the hold, to be collected at
 * the door (cash or card reader). The rest of the hold is let go by the gateway.
 */
export function captureAtDispatch(
  hold: number,
  delivered: number,
): { capture: number; collectAtDoor: number } {
  const capture = Math.max(0, Math.min(hold, delivered));
  return { capture, collectAtDoor: Math.max(0, delivered - hold) };
}

/** When the gateway lets a hold made at `authorizedAt` go. */
export function holdExpiry(authorizedAt: Date, holdDays: number): Date {
  return new Date(authorizedAt.getTime() + holdDays * 86_400_000);
}

/** When to look at a hold again: `noticeHours` before it lapses (never before it was made). */
export function holdCheckAt(authorizedAt: Date, expiresAt: Date, noticeHours: number): Date {
  return new Date(Math.max(authorizedAt.getTime(), expiresAt.getTime() - noticeHours * 3_600_000));
}

/**
 * Whether the customer must be asked to pay again, now: the hold lapses within `noticeHours` and
 * before the order is due to go out (`deliveryStartsAt`: a scheduled order's slot; null: an instant
 * order, due now, which a lapsing hold can no longer pay for).
 */
export function holdNeedsRenewal(
  hold: { expiresAt: Date },
  deliveryStartsAt: Date | null,
  now: Date,
  noticeHours: number,
): boolean {
  if (now.getTime() < hold.expiresAt.getTime() - noticeHours * 3_600_000) return false;
  return deliveryStartsAt === null || hold.expiresAt.getTime() <= deliveryStartsAt.getTime();
}

/**
 * Why a capture at dispatch failed, as staff read it on the order: the gateway refused or
 * could not be reached (`declined`: try again, or call the customer), or the order has no open hold to
 * take from (`noHold`: the customer must pay again).
 */
export type CaptureFailureReason = 'declined' | 'noHold';

/** The latest capture failure of an order whose payment state says it failed, from its order events. */
export function lastCaptureFailure(
  paymentState: string,
  events: { type: string; at: Date; data: unknown }[],
): { at: Date; reason: CaptureFailureReason; amount: number } | null {
  if (paymentState !== 'capture_failed') return null;
  const failures = events.filter((event) => event.type === 'payment.captureFailed');
  const last = failures.reduce<(typeof failures)[number] | null>(
    (latest, event) => (latest === null || event.at.getTime() >= latest.at.getTime() ? event : latest),
    null,
  );
  if (!last) return null;
  const data = (last.data ?? {}) as { reason?: unknown; amount?: unknown };
  return {
    at: last.at,
    // Failures recorded before the reason was kept were the gateway's refusals.
    reason: data.reason === 'noHold' ? 'noHold' : 'declined',
    amount: typeof data.amount === 'number' ? data.amount : 0,
  };
}

/** CARD_HOLD and its settings (config.ts). */
export interface CardHoldSettings {
  enabled: boolean;
  marginPercent: number;
  holdDays: number;
  noticeHours: number;
}
