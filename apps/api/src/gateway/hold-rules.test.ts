import { describe, expect, it } from 'vitest';
import {
  captureAtDispatch,
  holdAmount,
  holdCheckAt,
  holdExpiry,
  holdNeedsRenewal,
  lastCaptureFailure,
} from './hold-rules.ts';

describe('card holds', () => {
  it('holds the total and the margin, rounded up to the piaster', () => {
    expect(holdAmount(20_000, 10)).toBe(22_000);
    expect(holdAmount(12_345, 10)).toBe(13_580);
    expect(holdAmount(12_345, 0)).toBe(12_345);
  });

  it('takes what is delivered, up to the hold; beyond it, the door collects the difference', () => {
    expect(captureAtDispatch(22_000, 18_000)).toEqual({ capture: 18_000, collectAtDoor: 0 });
    expect(captureAtDispatch(22_000, 21_500)).toEqual({ capture: 21_500, collectAtDoor: 0 });
    expect(captureAtDispatch(22_000, 22_000)).toEqual({ capture: 22_000, collectAtDoor: 0 });
    expect(captureAtDispatch(22_000, 25_000)).toEqual({ capture: 22_000, collectAtDoor: 3_000 });
  });

  it('looks again at a hold a notice period before it lapses', () => {
    const made = new Date('2026-12-01T10:00:00Z');
    const expires = holdExpiry(made, 7);
    expect(expires.toISOString()).toBe('2026-12-08T10:00:00.000Z');
    expect(holdCheckAt(made, expires, 24).toISOString()).toBe('2026-12-07T10:00:00.000Z');
    // A hold shorter than the notice is looked at straight away.
    expect(holdCheckAt(made, holdExpiry(made, 1), 48)).toEqual(made);
  });

  it('asks to pay again when the hold lapses before the delivery, within the notice', () => {
    const hold = { expiresAt: new Date('2026-12-08T10:00:00Z') };
    const dayAfter = new Date('2026-12-09T08:00:00Z');
    const dayBefore = new Date('2026-12-05T08:00:00Z');
    expect(holdNeedsRenewal(hold, dayAfter, new Date('2026-12-06T10:00:00Z'), 24)).toBe(false);
    expect(holdNeedsRenewal(hold, dayAfter, new Date('2026-12-07T10:00:00Z'), 24)).toBe(true);
    // Delivered before the hold lapses: nothing to do.
    expect(holdNeedsRenewal(hold, dayBefore, new Date('2026-12-07T10:00:00Z'), 24)).toBe(false);
    // An instant order still at the branch when its hold lapses.
    expect(holdNeedsRenewal(hold, null, new Date('2026-12-07T11:00:00Z'), 24)).toBe(true);
  });

  it('tells staff the last failed capture while the order waits for its money, and none after', () => {
    const first = new Date('2026-12-01T10:00:00Z');
    const second = new Date('2026-12-01T10:05:00Z');
    const events = [
      { type: 'order.accepted', at: first, data: {} },
      { type: 'payment.captureFailed', at: second, data: { amount: 9_000, reason: 'noHold' } },
      { type: 'payment.captureFailed', at: first, data: { amount: 8_000 } },
    ];
    expect(lastCaptureFailure('capture_failed', events)).toEqual({
      at: second,
      reason: 'noHold',
      amount: 9_000,
    });
    // Recorded before reasons were kept: the gateway's refusal.
    expect(lastCaptureFailure('capture_failed', events.slice(2))).toEqual({
      at: first,
      reason: 'declined',
      amount: 8_000,
    });
    expect(lastCaptureFailure('paid', events)).toBeNull();
    expect(lastCaptureFailure('capture_failed', [])).toBeNull();
  });
});
