import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  checkoutProblem,
  isAllowedQuantity,
  lineAmount,
  needsConfirmationCall,
  promoProblem,
  toMilli,
} from './cart-rules.ts';

const piasters = fc.integer({ min: 0, max: 10_000_000 });

describe('cart rules', () => {
  it('accepts only allowed quantities, exactly (0.25 kg is 250 milli)', () => {
    expect(isAllowedQuantity([0.25, 0.5, 1, 1.5, 2], toMilli(0.25))).toBe(true);
    expect(isAllowedQuantity([0.25, 0.5, 1, 1.5, 2], toMilli(0.3))).toBe(false);
    expect(isAllowedQuantity([1, 2, 3], toMilli(4))).toBe(false);
    expect(toMilli(0.1 + 0.2)).toBe(300);
  });

  it('prices weighed goods per kg', () => {
    expect(lineAmount(32_000, 250)).toBe(8000);
    expect(lineAmount(999, 1500)).toBe(1499);
    expect(lineAmount(1550, 3000)).toBe(4650);
  });

  it('totals: subtotal - discount + delivery, discount never above the subtotal nor below 0', () => {
    fc.assert(
      fc.property(
        fc.array(piasters, { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(
          fc.oneof(
            fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
            fc.record({ kind: fc.constant('fixed' as const), value: piasters }),
          ),
          { nil: null },
        ),
        (lines, delivery, promo) => {
          const totals = cartTotals(lines, delivery, promo);
          const subtotal = lines.reduce((a, b) => a + b, 0);
          expect(totals.subtotal).toBe(subtotal);
          expect(totals.discount).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeLessThanOrEqual(subtotal);
          expect(totals.total).toBe(subtotal - totals.discount + totals.deliveryCharge);
          expect(Number.isInteger(totals.total)).toBe(true);
          expect(totals.deliveryCharge).toBe(subtotal > 0 ? delivery : 0);
          if (promo === null) expect(totals.discount).toBe(0);
        },
      ),
    );
  });

  it('10% off (WELCOME10) rounds to the piaster', () => {
    expect(cartTotals([12_345, 10_000], 1500, { kind: 'percent', value: 10 })).toEqual({
      subtotal: 22_345,
      discount: 2235,
      discountPercentage: 10,
      deliveryCharge: 1500,
      total: 21_610,
    });
  });

  it('flags orders over 100 items or with 15 of one', () => {
    expect(needsConfirmationCall([{ quantityMilli: 14_000, weighted: false }])).toBe(false);
    expect(needsConfirmationCall([{ quantityMilli: 15_000, weighted: false }])).toBe(true);
    expect(needsConfirmationCall([{ quantityMilli: 20_000, weighted: true }])).toBe(false);
    const many = Array.from({ length: 11 }, () => ({ quantityMilli: 10_000, weighted: false }));
    expect(needsConfirmationCall(many)).toBe(true);
    expect(needsConfirmationCall(many.slice(1))).toBe(false);
  });

  it('checks promo codes: active, expiry, use limits, minimum order', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    const promo = { active: true, expiresAt: null, minimumOrder: 0, maxUses: null, maxUsesPerUser: 1 };
    expect(promoProblem(promo, { total: 5, byUser: 0 }, 100, now)).toBeNull();
    expect(promoProblem(promo, { total: 5, byUser: 1 }, 100, now)).toBe('promo.usedUp');
    expect(promoProblem({ ...promo, expiresAt: now }, { total: 0, byUser: 0 }, 100, now)).toBe(
      'promo.expired',
    );
    expect(promoProblem({ ...promo, minimumOrder: 200 }, { total: 0, byUser: 0 }, 100, now)).toBe(
      'promo.minimum',
    );
    expect(promoProblem({ ...promo, maxUses: 5 }, { total: 5, byUser: 0 }, 100, now)).toBe('promo.usedUp');
    expect(promoProblem({ ...promo, active: false }, { total: 0, byUser: 0 }, 100, now)).toBe(
      'promo.invalid',
    );
  });

  it("gates checkout in the spec's order", () => {
    const limits = { minimumOrder: 10_000, maximumCart: 2_000_000 };
    const ready = { itemCount: 2, subtotal: 10_000, hasAddress: true, hasPayment: true };
    expect(checkoutProblem(ready, limits)).toBeNull();
    expect(checkoutProblem({ ...ready, itemCount: 0 }, limits)).toBe('cart.empty');
    expect(checkoutProblem({ ...ready, subtotal: 9999 }, limits)).toBe('cart.minimumOrder');
    expect(checkoutProblem({ ...ready, subtotal: 2_000_000 }, limits)).toBe('cart.maximumCart');
    expect(checkoutProblem({ ...ready, hasAddress: false, hasPayment: false }, limits)).toBe(
      'cart.selectAddress',
    );
    expect(checkoutProblem({ ...ready, hasPayment: false }, limits)).toBe('cart.selectPayment');
  });
});
