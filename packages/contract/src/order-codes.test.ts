import { describe, expect, it } from 'vitest';
import { onlinePaymentTypeIds, paymentDeadline, paymentMethodOf, paymentTypeIds } from './order-codes.ts';

describe('ways of paying online (docs/decisions/0080)', () => {
  const timeouts = { card: 30, wallet: 15, kiosk: 2880 };
  const from = new Date('2026-11-29T10:00:00Z');

  it('names the method of each online type and none for the door', () => {
    expect(onlinePaymentTypeIds.map(paymentMethodOf)).toEqual(['card', 'wallet', 'kiosk']);
    expect(paymentMethodOf(paymentTypeIds.cash)).toBeNull();
    expect(paymentMethodOf(paymentTypeIds.cardReader)).toBeNull();
  });

  it('gives each its own deadline, and none to a payment at the door', () => {
    expect(paymentDeadline(paymentTypeIds.online, timeouts, from)?.toISOString()).toBe(
      '2026-11-29T10:30:00.000Z',
    );
    expect(paymentDeadline(paymentTypeIds.wallet, timeouts, from)?.toISOString()).toBe(
      '2026-11-29T10:15:00.000Z',
    );
    expect(paymentDeadline(paymentTypeIds.kiosk, timeouts, from)?.toISOString()).toBe(
      '2026-12-01T10:00:00.000Z',
    );
    expect(paymentDeadline(paymentTypeIds.cash, timeouts, from)).toBeNull();
  });
});
