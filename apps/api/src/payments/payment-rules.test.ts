import { describe, expect, it } from 'vitest';
import { callbackMismatch, lateKioskOutcome, lateRefund } from './payment-rules.ts';

describe('callbackMismatch', () => {
  const payment = { amount: 24_550 };
  const signed = { amount: 24_550, currency: 'EGP', ownIntegration: true };

  it('accepts a transaction for exactly the payment', () => {
    expect(callbackMismatch(payment, signed)).toBeNull();
  });

  it('names what differs', () => {
    expect(callbackMismatch(payment, { ...signed, amount: 24_549 })).toBe('amount');
    expect(callbackMismatch(payment, { ...signed, currency: 'USD' })).toBe('currency');
    expect(callbackMismatch(payment, { ...signed, ownIntegration: false })).toBe('integration');
  });
});

describe('lateRefund', () => {
  const taken = { success: true, amount: 11_500, currency: 'EGP', ownIntegration: true };
  it('gives back money taken for a cancelled or failed attempt, or for another amount', () => {
    expect(lateRefund({ state: 'cancelled', amount: 11_500 }, taken)).toEqual({
      amount: 11_500,
      reason: 'after-cancel',
    });
    expect(lateRefund({ state: 'failed', amount: 11_500 }, taken)).toEqual({
      amount: 11_500,
      reason: 'after-failure',
    });
    expect(lateRefund({ state: 'pending', amount: 12_000 }, taken)).toEqual({
      amount: 11_500,
      reason: 'wrong-amount',
    });
  });
  it('gives nothing back for a payment that goes through, a repeat, a decline or money not ours', () => {
    expect(lateRefund({ state: 'pending', amount: 11_500 }, taken)).toBeNull();
    expect(lateRefund({ state: 'paid', amount: 11_500 }, taken)).toBeNull();
    expect(lateRefund({ state: 'refunding', amount: 11_500 }, taken)).toBeNull();
    expect(lateRefund({ state: 'refunded', amount: 11_500 }, taken)).toBeNull();
    expect(lateRefund({ state: 'cancelled', amount: 11_500 }, { ...taken, success: false })).toBeNull();
    expect(
      lateRefund({ state: 'cancelled', amount: 11_500 }, { ...taken, ownIntegration: false }),
    ).toBeNull();
    expect(lateRefund({ state: 'cancelled', amount: 11_500 }, { ...taken, currency: 'USD' })).toBeNull();
  });
});

describe('a kiosk payment after its order was let go (docs/decisions/0080)', () => {
  const released = 'payment not received in time';
  const order = { cancelledAt: new Date(), cancellationComment: released, dispatchedAt: null };
  const wanted = new Map([
    [1, 2_000],
    [2, 500],
  ]);
  const stock = new Map([
    [1, { stockMilli: 2_000, notSold: false }],
    [2, { stockMilli: 9_000, notSold: false }],
  ]);
  const input = { order, releasedUnpaid: released, amount: 31_000, paymentAmount: 31_000, wanted, stock };

  it('restores an order released unpaid when every item is there', () => {
    expect(lateKioskOutcome(input)).toBe('restore');
  });

  it('asks for a cash refund otherwise, saying why', () => {
    expect(lateKioskOutcome({ ...input, amount: 30_000 })).toBe('wrongAmount');
    expect(lateKioskOutcome({ ...input, order: { ...order, cancellationComment: null } })).toBe(
      'notReleased',
    );
    expect(lateKioskOutcome({ ...input, order: { ...order, cancelledAt: null } })).toBe('notReleased');
    expect(lateKioskOutcome({ ...input, order: { ...order, dispatchedAt: new Date() } })).toBe('notReleased');
    expect(
      lateKioskOutcome({ ...input, stock: new Map([...stock, [1, { stockMilli: 1_999, notSold: false }]]) }),
    ).toBe('outOfStock');
    expect(
      lateKioskOutcome({ ...input, stock: new Map([...stock, [2, { stockMilli: 9_000, notSold: true }]]) }),
    ).toBe('outOfStock');
    expect(lateKioskOutcome({ ...input, stock: new Map([[1, stock.get(1)!]]) })).toBe('outOfStock');
  });
});
