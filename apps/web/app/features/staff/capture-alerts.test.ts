import { describe, expect, it } from 'vitest';
import { captureFailuresAfter } from './capture-alerts.ts';

const event = (type: string, orderId: number) => ({ type, orderId, branchId: 1 });

describe('the live alert of card payments not taken at dispatch', () => {
  it('adds an order once per failure, oldest first, and ignores other events', () => {
    let ids = captureFailuresAfter([], event('payment.captureFailed', 12));
    ids = captureFailuresAfter(ids, event('payment.captureFailed', 7));
    expect(ids).toEqual([12, 7]);
    // Tried again and refused again: still one task.
    expect(captureFailuresAfter(ids, event('payment.captureFailed', 12))).toBe(ids);
    expect(captureFailuresAfter(ids, event('order.placed', 13))).toBe(ids);
    expect(captureFailuresAfter(ids, event('order.accepted', 12))).toBe(ids);
  });

  it('takes an order off once it goes out after all, or is cancelled', () => {
    const ids = [12, 7, 9];
    expect(captureFailuresAfter(ids, event('order.dispatched', 7))).toEqual([12, 9]);
    expect(captureFailuresAfter(ids, event('order.cancelled', 12))).toEqual([7, 9]);
    expect(captureFailuresAfter(ids, event('order.dispatched', 40))).toBe(ids);
  });
});
