import { describe, expect, it } from 'vitest';
import { checkoutGate } from './checkout-gate.ts';

const ready = {
  items: [{}] as never[],
  address: { id: 1 } as never,
  paymentType: { id: 1, type: 'Cash on delivery' },
  limits: { minimumOrder: 100, maximumCart: 50_000 },
  totals: { subtotal: 900 },
};

describe('checkoutGate', () => {
  it('lets a complete cart through', () => {
    expect(checkoutGate(ready)).toBeNull();
  });

  it('stops an empty cart, then a missing address, then a missing payment (opening its chooser)', () => {
    expect(checkoutGate({ ...ready, items: [], address: null })).toEqual({ problem: 'cart.empty' });
    expect(checkoutGate({ ...ready, address: null, paymentType: null })).toEqual({
      problem: 'cart.selectAddress',
      open: 'address',
    });
    expect(checkoutGate({ ...ready, paymentType: null })).toEqual({
      problem: 'cart.selectPayment',
      open: 'payment',
    });
  });

  it('stops a cart under the minimum order', () => {
    expect(checkoutGate({ ...ready, totals: { subtotal: 99.5 } })).toEqual({
      problem: 'cart.minimumOrder',
      amount: 100,
    });
  });
});
