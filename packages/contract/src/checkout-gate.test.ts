import { describe, expect, it } from 'vitest';
import {
  type CheckoutProblem,
  checkoutLimit,
  checkoutProblem,
  overMaximumCart,
  prescriptionProblem,
} from './checkout-gate.ts';

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

describe('prescription-only medicines', () => {
  it('a cart with one needs a usable prescription, checked after everything else', () => {
    expect(checkoutProblem({ ...ready, needsPrescription: true }, limits)).toBe('cart.prescriptionRequired');
    expect(checkoutProblem({ ...ready, needsPrescription: true, hasPrescription: true }, limits)).toBeNull();
    expect(checkoutProblem({ ...ready, needsPrescription: false }, limits)).toBeNull();
    expect(checkoutProblem({ ...ready, hasPayment: false, needsPrescription: true }, limits)).toBe(
      'cart.selectPayment',
    );
  });

  const now = new Date('2026-11-28T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it('a checked prescription is good for the configured days after the check (30 by default)', () => {
    for (const status of ['quoted', 'confirmed', 'declined']) {
      const checked = { status, createdAt: daysAgo(40), checkedAt: daysAgo(30) };
      expect(prescriptionProblem(checked, now, {}), status).toBeNull();
      expect(prescriptionProblem({ ...checked, checkedAt: daysAgo(30.01) }, now, {})).toBe(
        'prescription.expired',
      );
      expect(prescriptionProblem(checked, now, { prescriptionValidityDays: 7 })).toBe('prescription.expired');
    }
  });

  it('photos just sent count from the day they were sent; rejected or withdrawn never count', () => {
    expect(
      prescriptionProblem({ status: 'new', createdAt: daysAgo(0), checkedAt: null }, now, {}),
    ).toBeNull();
    expect(prescriptionProblem({ status: 'new', createdAt: daysAgo(31), checkedAt: null }, now, {})).toBe(
      'prescription.expired',
    );
    for (const status of ['rejected', 'cancelled', 'unknown'])
      expect(prescriptionProblem({ status, createdAt: now, checkedAt: now }, now, {}), status).toBe(
        'prescription.notUsable',
      );
  });
});
