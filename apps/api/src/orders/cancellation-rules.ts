/**
 * May this order be cancelled now, and by whom (docs/product.md#cancelling)? Pure: the caller passes the
 * order's facts, the policy and the time.
 *
 * - A customer may cancel an order that has not been dispatched (placed or in process), within the
 *   cancel window after placing it, or within the shorter window after the last substitution request.
 * - Staff skip the time windows. They may not cancel a dispatched order unless `untilDelivered` is
 *   set (the pharmacy cancelling a delivery it cannot make: wrong address, customer unreachable).
 * - Delivered, completed and cancelled orders are never cancelled.
 */

import { orderStatusIds } from '@store/contract';

export interface CancelPolicy {
  windowMinutes: number;
  substitutionMinutes: number;
}

export interface CancellableOrder {
  statusId: number;
  createdAt: Date;
  dispatchedAt: Date | null;
  cancelledAt: Date | null;
  substitutionRequestedAt: Date | null;
}

/**
 * `subscription`: the customer pausing, skipping or cancelling a subscription cancels its delivery's
 * order whatever its status, up to dispatch: no time window, scheduled orders too.
 */
export type Canceller =
  | { kind: 'customer'; subscription?: boolean }
  | { kind: 'staff'; untilDelivered?: boolean };

export type CancelDecision =
  | { allowed: true; until: Date | null }
  | { allowed: false; reason: 'alreadyCancelled' | 'notCancellable' | 'windowClosed' | 'scheduled' };

const minutes = (n: number) => n * 60_000;

/** Statuses a customer may still cancel from (before dispatch; subscribed orders have their own flow). */
const customerStatuses: readonly number[] = [orderStatusIds.placed, orderStatusIds.inProcess];
const finalStatuses: readonly number[] = [
  orderStatusIds.delivered,
  orderStatusIds.completed,
  orderStatusIds.cancelled,
];

/** The last moment a customer may cancel: the later end of the two windows. */
export function customerCancelDeadline(order: CancellableOrder, policy: CancelPolicy): Date {
  const afterPlacing = order.createdAt.getTime() + minutes(policy.windowMinutes);
  const afterSubstitution =
    order.substitutionRequestedAt === null
      ? Number.NEGATIVE_INFINITY
      : order.substitutionRequestedAt.getTime() + minutes(policy.substitutionMinutes);
  return new Date(Math.max(afterPlacing, afterSubstitution));
}

export function cancelDecision(
  order: CancellableOrder,
  now: Date,
  policy: CancelPolicy,
  by: Canceller = { kind: 'customer' },
): CancelDecision {
  if (order.cancelledAt !== null || order.statusId === orderStatusIds.cancelled)
    return { allowed: false, reason: 'alreadyCancelled' };
  if (finalStatuses.includes(order.statusId)) return { allowed: false, reason: 'notCancellable' };
  if (by.kind === 'staff') {
    if (order.dispatchedAt !== null && !by.untilDelivered)
      return { allowed: false, reason: 'notCancellable' };
    return { allowed: true, until: null };
  }
  if (by.subscription)
    return order.dispatchedAt === null
      ? { allowed: true, until: null }
      : { allowed: false, reason: 'notCancellable' };
  // A scheduled delivery (status 3) is changed or cancelled through its subscription, not as 'on its way'.
  if (order.dispatchedAt === null && order.statusId === orderStatusIds.subscribed)
    return { allowed: false, reason: 'scheduled' };
  if (order.dispatchedAt !== null || !customerStatuses.includes(order.statusId))
    return { allowed: false, reason: 'notCancellable' };
  const until = customerCancelDeadline(order, policy);
  // The window is open up to and including its last millisecond.
  if (now.getTime() > until.getTime()) return { allowed: false, reason: 'windowClosed' };
  return { allowed: true, until };
}
