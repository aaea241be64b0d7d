import { describe, expect, it } from 'vitest';
import { callbackMismatch } from './payment-rules.ts';

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
