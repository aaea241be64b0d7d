import { describe, expect, it } from 'vitest';
import { type CheckoutProblem, checkoutLimit, checkoutProblem, overMaximumCart } from './checkout-gate.ts';

const limits = { minimumOrder: 10_000, maximumCart: 2_000_000 };
const ready = { itemCount: 2, subtotal: 10_000, hasAddress: true, hasPayment: true };

describe('checkoutProblem', () => {
  it('lets a complete cart within the limits through', () => {
    expect(checkoutProblem(ready, limits)).toBeNull();
    expect(checkoutProblem({ ...ready, subtotal: 1_999_999 }, limits)).toBeNull();
  });

  it('names each problem alone', () => {
    expect(checkoutProblem({ ...ready, itemCount: 0 }, limits)).toBe('cart.empty');
    expect(checkoutProblem({ ...ready, subtotal: 9999 }, limits)).toBe('cart.minimumOrder');
    expect(checkoutProblem({ ...ready, subtotal: 2_000_000 }, limits)).toBe('cart.maximumCart');
    expect(checkoutProblem({ ...ready, hasAddress: false }, limits)).toBe('cart.selectAddress');
    expect(checkoutProblem({ ...ready, hasPayment: false }, limits)).toBe('cart.selectPayment');
  });

  it('pins one order for every mix of problems: items, minimum, maximum, address, payment', () => {
    const order: CheckoutProblem[] = [
      'cart.empty',
      'cart.minimumOrder',
      'cart.maximumCart',
      'cart.selectAddress',
      'cart.selectPayment',
    ];
    for (const itemCount of [0, 3])
      for (const subtotal of [0, 9999, 10_000, 2_000_000])
        for (const hasAddress of [true, false])
          for (const hasPayment of [true, false]) {
            const failing = new Set<CheckoutProblem>();
            if (itemCount === 0) failing.add('cart.empty');
            if (subtotal < limits.minimumOrder) failing.add('cart.minimumOrder');
            if (subtotal >= limits.maximumCart) failing.add('cart.maximumCart');
            if (!hasAddress) failing.add('cart.selectAddress');
            if (!hasPayment) failing.add('cart.selectPayment');
            const cart = { itemCount, subtotal, hasAddress, hasPayment };
            expect(checkoutProblem(cart, limits), JSON.stringify(cart)).toBe(
              order.find((problem) => failing.has(problem)) ?? null,
            );
          }
  });

  it('works in pounds as in piasters (the web compares the cart view pounds)', () => {
    const pounds = { minimumOrder: 100, maximumCart: 20_000 };
    expect(checkoutProblem({ ...ready, subtotal: 99.99 }, pounds)).toBe('cart.minimumOrder');
    expect(checkoutProblem({ ...ready, subtotal: 100 }, pounds)).toBeNull();
  });

  it('the maximum is exclusive, and messages name the limit they break', () => {
    expect(overMaximumCart(1_999_999, limits)).toBe(false);
    expect(overMaximumCart(2_000_000, limits)).toBe(true);
    expect(checkoutLimit('cart.minimumOrder', limits)).toBe(10_000);
    expect(checkoutLimit('cart.maximumCart', limits)).toBe(2_000_000);
    expect(checkoutLimit('cart.selectAddress', limits)).toBeNull();
  });
});
