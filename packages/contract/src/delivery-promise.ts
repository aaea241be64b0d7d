import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { orderStatusIds } from './order-codes.ts';

/**
 * A branch's delivery time promise for instant orders (docs/decisions/0088): 'Delivered within
 * about 60 minutes'. Set per branch in its delivery settings (null: no promise shown); an order
 * placed instant keeps the minutes in force then, and its expected arrival is its acceptance plus
 * those minutes. A delivery zone may later override the branch's minutes.
 */
export const deliveryPromiseLimits = {
  /** Minutes. */
  min: 10,
  max: 240,
} as const;

/**
 * The console's box: whole minutes in any digits ('٦٠' = 60); empty means no promise. Out of
 * bounds is `branchDelivery.promiseRange`, anything else not a whole number `promiseInvalid`.
 */
export const deliveryPromiseMinutesField = z.preprocess((value) => {
  if (value === undefined || value === null) return null;
  const text = withAsciiDigits(value);
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return null;
  return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : text;
}, z
  .number({ error: 'branchDelivery.promiseInvalid' })
  .int({ error: 'branchDelivery.promiseInvalid' })
  .min(deliveryPromiseLimits.min, { error: 'branchDelivery.promiseRange' })
  .max(deliveryPromiseLimits.max, { error: 'branchDelivery.promiseRange' })
  .nullable());

/** When an accepted order is expected: its acceptance plus the promise it was placed with. */
export function expectedArrival(acceptedAt: Date, promiseMinutes: number): Date {
  return new Date(acceptedAt.getTime() + promiseMinutes * 60_000);
}

/**
 * What the order page shows as 'Expected by': an instant order placed with a promise, once the
 * branch accepted it, until it is delivered (or cancelled). Null otherwise.
 */
export function expectedBy(order: {
  promiseMinutes: number | null;
  acceptedAt: Date | null;
  statusId: number;
  cancelled: boolean;
}): Date | null {
  if (order.promiseMinutes === null || order.acceptedAt === null || order.cancelled) return null;
  const arrived: number[] = [orderStatusIds.delivered, orderStatusIds.completed, orderStatusIds.cancelled];
  if (arrived.includes(order.statusId)) return null;
  return expectedArrival(order.acceptedAt, order.promiseMinutes);
}

/** Whether an order was delivered within its promise: by its expected arrival, to the minute's end. */
export function promiseKept(acceptedAt: Date, deliveredAt: Date, promiseMinutes: number): boolean {
  return deliveredAt.getTime() <= expectedArrival(acceptedAt, promiseMinutes).getTime();
}

/**
 * The message a page shows for a promise ('Delivered within about 60 minutes'): Arabic counts up to
 * ten minutes in the plural ('١٠ دقائق'), more in the singular ('٦٠ دقيقة').
 */
export function deliveryPromiseMessage(minutes: number) {
  return {
    key: minutes <= 10 ? ('deliveryPromise.withinFew' as const) : ('deliveryPromise.within' as const),
    params: { minutes },
  };
}

/** A share kept as a whole percentage (null: nothing delivered to judge). */
export function keptPercent(kept: number, delivered: number): number | null {
  return delivered === 0 ? null : Math.round((kept / delivered) * 100);
}
