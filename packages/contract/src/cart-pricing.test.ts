import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineAmount, type PriceLine, type Promo, priceCart, promoProblem } from './cart-pricing.ts';

const piasters = fc.integer({ min: 0, max: 10_000_000 });
const line: fc.Arbitrary<PriceLine & { id: number }> = fc.record({
  id: fc.nat(),
  // null: the branch does not sell it.
  // Up to 1,000 EGP a piece or kg, up to 20 pieces or kg to the gram: fixed discounts (up to
  // 100,000 EGP) are often above such a subtotal, so the cap is exercised.
  unitPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  quantityMilli: fc.integer({ min: 1, max: 20_000 }),
});
const promo: fc.Arbitrary<Promo | null> = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ kind: fc.constant('fixed' as const), value: piasters }),
  ),
  { nil: null },
);
const terms = fc.record({
  active: fc.boolean(),
  expiresAt: fc.option(
    fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
    {
      nil: null,
    },
  ),
  minimumOrder: piasters,
  maxUses: fc.option(fc.nat(20), { nil: null }),
  maxUsesPerUser: fc.option(fc.nat(5), { nil: null }),
});
const usage = fc.record({ total: fc.nat(30), byUser: fc.nat(6) });
const now = new Date('2026-06-01T00:00:00Z');

describe('priceCart', () => {
  it('prices lines: unit price × quantity to the piaster, 0 for a line the branch does not sell', () => {
    expect(lineAmount(32_000, 250)).toBe(8000);
    expect(lineAmount(999, 1500)).toBe(1499);
    expect(lineAmount(1550, 3000)).toBe(4650);
    const priced = priceCart({
      lines: [
        { id: 'kg', unitPrice: 32_000, quantityMilli: 250 },
        { id: 'gone', unitPrice: null, quantityMilli: 2000 },
      ],
      deliveryCharge: 1500,
      promo: null,
    });
    expect(priced.lines).toEqual([
      { id: 'kg', unitPrice: 32_000, quantityMilli: 250, amount: 8000 },
      { id: 'gone', unitPrice: null, quantityMilli: 2000, amount: 0 },
    ]);
    expect(priced.totals).toEqual({
      subtotal: 8000,
      discount: 0,
      discountPercentage: 0,
      deliveryCharge: 1500,
      total: 9500,
    });
  });

  it('10% off (WELCOME10) rounds to the piaster', () => {
    const priced = priceCart({
      lines: [
        { unitPrice: 12_345, quantityMilli: 1000 },
        { unitPrice: 5000, quantityMilli: 2000 },
      ],
      deliveryCharge: 1500,
      promo: { kind: 'percent', value: 10 },
    });
    expect(priced.totals).toEqual({
      subtotal: 22_345,
      discount: 2235,
      discountPercentage: 10,
      deliveryCharge: 1500,
      total: 21_610,
    });
    expect(priced.promoProblem).toBeNull();
  });

  it('a fixed discount is never more than the subtotal; its percentage is what it took off', () => {
    const priced = priceCart({
      lines: [{ unitPrice: 4000, quantityMilli: 1000 }],
      deliveryCharge: 1500,
      promo: { kind: 'fixed', value: 5000 },
    });
    expect(priced.totals).toEqual({
      subtotal: 4000,
      discount: 4000,
      discountPercentage: 100,
      deliveryCharge: 1500,
      total: 1500,
    });
  });

  it('nothing to pay for an empty cart: no delivery, no discount', () => {
    expect(
      priceCart({ lines: [], deliveryCharge: 1500, promo: { kind: 'fixed', value: 500 } }).totals,
    ).toEqual({
      subtotal: 0,
      discount: 0,
      discountPercentage: 0,
      deliveryCharge: 0,
      total: 0,
    });
  });

  it('checks the promo on the subtotal when asked: a code that does not apply gives no discount', () => {
    const lines = [{ unitPrice: 10_000, quantityMilli: 1000 }];
    const welcome = { kind: 'percent', value: 10 } as const;
    const code = { active: true, expiresAt: null, minimumOrder: 20_000, maxUses: null, maxUsesPerUser: 1 };
    const unused = { total: 0, byUser: 0 };
    const below = priceCart({
      lines,
      deliveryCharge: 0,
      promo: welcome,
      promoCheck: { terms: code, usage: unused, now },
    });
    expect(below.promoProblem).toBe('promo.minimum');
    expect(below.totals).toMatchObject({ discount: 0, discountPercentage: 0, total: 10_000 });
    const reached = priceCart({
      lines: [{ unitPrice: 10_000, quantityMilli: 2000 }],
      deliveryCharge: 0,
      promo: welcome,
      promoCheck: { terms: code, usage: unused, now },
    });
    expect(reached.promoProblem).toBeNull();
    expect(reached.totals).toMatchObject({ discount: 2000, total: 18_000 });
    const usedUp = priceCart({
      lines,
      deliveryCharge: 0,
      promo: welcome,
      promoCheck: { terms: { ...code, minimumOrder: 0 }, usage: { total: 1, byUser: 1 }, now },
    });
    expect(usedUp.promoProblem).toBe('promo.usedUp');
    // Without the check (re-pricing a placed order) the promo applies as placed.
    expect(priceCart({ lines, deliveryCharge: 0, promo: welcome }).totals.discount).toBe(1000);
  });

  it('total = subtotal - discount + delivery; discount within 0 and the subtotal; all integer piasters', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        promo,
        fc.option(fc.record({ terms, usage }), { nil: undefined }),
        (lines, delivery, promo, check) => {
          const priced = priceCart({
            lines,
            deliveryCharge: delivery,
            promo,
            promoCheck: check && { ...check, now },
          });
          const { totals } = priced;
          const amounts = lines.map((l) =>
            l.unitPrice === null ? 0 : lineAmount(l.unitPrice, l.quantityMilli),
          );
          const subtotal = amounts.reduce((a, b) => a + b, 0);
          expect(priced.lines.map((l) => l.amount)).toEqual(amounts);
          expect(priced.lines.map((l) => l.id)).toEqual(lines.map((l) => l.id));
          expect(totals.subtotal).toBe(subtotal);
          expect(totals.discount).toBeGreaterThanOrEqual(0);
          expect(totals.discount).toBeLessThanOrEqual(subtotal);
          expect(totals.deliveryCharge).toBe(subtotal > 0 ? delivery : 0);
          expect(totals.total).toBe(subtotal - totals.discount + totals.deliveryCharge);
          for (const value of [...amounts, totals.subtotal, totals.discount, totals.total])
            expect(Number.isInteger(value)).toBe(true);
          const problem = promo && check ? promoProblem(check.terms, check.usage, subtotal, now) : null;
          expect(priced.promoProblem).toBe(problem);
          if (promo === null || problem !== null) expect(totals.discount).toBe(0);
          if (promo?.kind === 'percent' && problem === null)
            expect(totals.discount).toBe(Math.round((subtotal * promo.value) / 100));
        },
      ),
    );
  });

  it('the subtotal of two carts together is the sum of their subtotals (lines are priced one by one)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), fc.array(line, { maxLength: 10 }), (a, b) => {
        const subtotal = (lines: PriceLine[]) =>
          priceCart({ lines, deliveryCharge: 0, promo: null }).totals.subtotal;
        expect(subtotal([...a, ...b])).toBe(subtotal(a) + subtotal(b));
      }),
    );
  });

  it('does not change the lines it is given', () => {
    const lines = [{ unitPrice: 333, quantityMilli: 1500 }];
    const copy = structuredClone(lines);
    priceCart({ lines, deliveryCharge: 100, promo: { kind: 'percent', value: 50 } });
    expect(lines).toEqual(copy);
  });
});

describe('promoProblem', () => {
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
});

describe('free delivery from a branch amount (docs/decisions/0072)', () => {
  const lines = (piastersEach: number) => [{ unitPrice: piastersEach, quantityMilli: 1000 }];
  it('charges below the amount, nothing from it on, and always without one', () => {
    const price = (subtotal: number, freeDeliveryFrom: number | null | undefined) =>
      priceCart({ lines: lines(subtotal), deliveryCharge: 1500, freeDeliveryFrom, promo: null }).totals;
    expect(price(29_999, 30_000)).toMatchObject({ deliveryCharge: 1500, total: 31_499 });
    expect(price(30_000, 30_000)).toMatchObject({ deliveryCharge: 0, total: 30_000 });
    expect(price(30_000, null)).toMatchObject({ deliveryCharge: 1500 });
    expect(price(30_000, undefined)).toMatchObject({ deliveryCharge: 1500 });
  });

  it('judges the subtotal before the promo, and the total is always subtotal - discount + delivery', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        piasters,
        fc.option(piasters, { nil: null }),
        (ls, charge, from) => {
          const { totals } = priceCart({
            lines: ls,
            deliveryCharge: charge,
            freeDeliveryFrom: from,
            promo: null,
          });
          const free = totals.subtotal === 0 || (from !== null && totals.subtotal >= from);
          expect(totals.deliveryCharge).toBe(free ? 0 : charge);
          expect(totals.total).toBe(totals.subtotal - totals.discount + totals.deliveryCharge);
        },
      ),
    );
  });
});
