import { orderStatusIds as orderStatus } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { type CancellableOrder, cancelDecision } from './cancellation-rules.ts';

const policy = { windowMinutes: 5, substitutionMinutes: 3 };
const placedAt = new Date('2026-11-23T10:00:00Z');
const after = (from: Date, minutes: number, seconds = 0) =>
  new Date(from.getTime() + minutes * 60_000 + seconds * 1000);

const order = (facts: Partial<CancellableOrder> = {}): CancellableOrder => ({
  statusId: orderStatus.placed,
  createdAt: placedAt,
  dispatchedAt: null,
  cancelledAt: null,
  substitutionRequestedAt: null,
  ...facts,
});

describe('may this order be cancelled now?', () => {
  it('lets the customer cancel at 4:59 after placing, not at 5:01', () => {
    expect(cancelDecision(order(), after(placedAt, 4, 59), policy)).toEqual({
      allowed: true,
      until: after(placedAt, 5),
    });
    expect(cancelDecision(order(), after(placedAt, 5, 1), policy)).toEqual({
      allowed: false,
      reason: 'windowClosed',
    });
  });

  it('opens a 3-minute window after a substitution request: 2:59 yes, 3:01 no', () => {
    const askedAt = after(placedAt, 40);
    const asked = order({ statusId: orderStatus.inProcess, substitutionRequestedAt: askedAt });
    expect(cancelDecision(asked, after(askedAt, 2, 59), policy)).toEqual({
      allowed: true,
      until: after(askedAt, 3),
    });
    expect(cancelDecision(asked, after(askedAt, 3, 1), policy)).toMatchObject({ allowed: false });
    // Without the request the first window had long closed.
    const notAsked = order({ statusId: orderStatus.inProcess });
    expect(cancelDecision(notAsked, after(askedAt, 1), policy)).toMatchObject({ allowed: false });
  });

  it('keeps the later of the two windows when a substitution is asked right after placing', () => {
    const early = order({ substitutionRequestedAt: after(placedAt, 1) });
    expect(cancelDecision(early, after(placedAt, 4, 59), policy)).toMatchObject({ allowed: true });
  });

  it('follows the configured windows', () => {
    const longer = { windowMinutes: 10, substitutionMinutes: 1 };
    expect(cancelDecision(order(), after(placedAt, 9, 59), longer)).toMatchObject({ allowed: true });
    expect(cancelDecision(order(), after(placedAt, 10, 1), longer)).toMatchObject({ allowed: false });
  });

  it('refuses a scheduled (subscribed) order to its customer as scheduled, not as on its way', () => {
    const now = after(placedAt, 1);
    expect(cancelDecision(order({ statusId: orderStatus.subscribed }), now, policy)).toEqual({
      allowed: false,
      reason: 'scheduled',
    });
  });

  it('refuses dispatched, delivered, completed and subscribed orders, even inside the window', () => {
    const now = after(placedAt, 1);
    for (const facts of [
      { dispatchedAt: after(placedAt, 0, 30) },
      { statusId: orderStatus.delivered },
      { statusId: orderStatus.completed },
      { statusId: orderStatus.subscribed, dispatchedAt: after(placedAt, 0, 30) },
    ]) {
      expect(cancelDecision(order(facts), now, policy)).toEqual({ allowed: false, reason: 'notCancellable' });
    }
  });

  it('says an already cancelled order is cancelled', () => {
    expect(cancelDecision(order({ statusId: orderStatus.cancelled }), placedAt, policy)).toEqual({
      allowed: false,
      reason: 'alreadyCancelled',
    });
    expect(cancelDecision(order({ cancelledAt: placedAt }), placedAt, policy)).toMatchObject({
      reason: 'alreadyCancelled',
    });
  });

  it("lets a subscription's pause, skip or cancel cancel its delivery's order, in any state before dispatch", () => {
    const late = after(placedAt, 60 * 24 * 3);
    const bySubscription = { kind: 'customer', subscription: true } as const;
    for (const statusId of [orderStatus.subscribed, orderStatus.placed, orderStatus.inProcess]) {
      expect(cancelDecision(order({ statusId }), late, policy, bySubscription)).toEqual({
        allowed: true,
        until: null,
      });
    }
    const dispatched = order({ statusId: orderStatus.outForDelivery, dispatchedAt: after(placedAt, 60) });
    expect(cancelDecision(dispatched, late, policy, bySubscription)).toEqual({
      allowed: false,
      reason: 'notCancellable',
    });
    expect(cancelDecision(order({ statusId: orderStatus.delivered }), late, policy, bySubscription)).toEqual({
      allowed: false,
      reason: 'notCancellable',
    });
  });

  it('lets staff cancel after the window, before dispatch; after dispatch only until delivered when asked', () => {
    const late = after(placedAt, 90);
    const staff = { kind: 'staff' } as const;
    expect(cancelDecision(order({ statusId: orderStatus.inProcess }), late, policy, staff)).toEqual({
      allowed: true,
      until: null,
    });
    const dispatched = order({ statusId: orderStatus.inProcess, dispatchedAt: after(placedAt, 60) });
    expect(cancelDecision(dispatched, late, policy, staff)).toMatchObject({ allowed: false });
    expect(cancelDecision(dispatched, late, policy, { kind: 'staff', untilDelivered: true })).toMatchObject({
      allowed: true,
    });
    for (const statusId of [orderStatus.delivered, orderStatus.completed]) {
      expect(
        cancelDecision(order({ statusId }), late, policy, { kind: 'staff', untilDelivered: true }),
      ).toEqual({ allowed: false, reason: 'notCancellable' });
    }
  });
});
