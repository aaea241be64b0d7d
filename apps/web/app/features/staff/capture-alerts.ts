import type { StaffLiveEvent } from '@store/contract';

/**
 * The orders whose card payment could not be taken at dispatch, as the console's live
 * alert lists them: a `payment.captureFailed` event adds its order; the order going out after all
 * (the capture taken on a later try) or being cancelled takes it off, since nothing is left to do.
 * Other events change nothing. Order of arrival is kept: the oldest task first.
 */
export function captureFailuresAfter(ids: readonly number[], event: StaffLiveEvent): readonly number[] {
  if (event.type === 'payment.captureFailed')
    return ids.includes(event.orderId) ? ids : [...ids, event.orderId];
  if ((event.type === 'order.dispatched' || event.type === 'order.cancelled') && ids.includes(event.orderId))
    return ids.filter((id) => id !== event.orderId);
  return ids;
}

/** Payment states staff must act on: shown in red on the board and the order page. */
export const paymentStatesToActOn: readonly string[] = ['capture_failed', 'failed'];
