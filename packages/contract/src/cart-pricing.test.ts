import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lineAmount,
  lineMatches,
  type PriceLine,
  type Promo,
  type PromoTerms,
  type PromotionOffer,
  type PromotionRule,
  type PromotionTargets,
  priceCart,
  priceTotals,
  promoProblem,
  shownPromotion,
} from './cart-pricing.ts';

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
    expect(usedUp.promoProblem).toBe('promo.alreadyUsed');
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
    expect(promoProblem(promo, { total: 5, byUser: 1 }, 100, now)).toBe('promo.alreadyUsed');
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

describe('promotions (docs/decisions/0076)', () => {
  const ids = fc.integer({ min: 1, max: 6 });
  const targetedLine: fc.Arbitrary<PriceLine & { id: number }> = fc.record({
    id: fc.nat(),
    unitPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    quantityMilli: fc.integer({ min: 1, max: 20_000 }),
    productId: ids,
    categoryIds: fc.array(ids, { maxLength: 2 }),
    brandId: fc.option(ids, { nil: null }),
  });
  const targets = fc.option(
    fc.record({
      productIds: fc.array(ids, { maxLength: 2 }),
      categoryIds: fc.array(ids, { maxLength: 2 }),
      brandIds: fc.array(ids, { maxLength: 2 }),
    }),
    { nil: null },
  );
  const rule = (id: number): fc.Arbitrary<PromotionRule> =>
    fc.oneof(
      fc.record({
        id: fc.constant(id),
        kind: fc.constant('percent' as const),
        value: fc.integer({ min: 0, max: 100 }),
        targets,
        combinable: fc.boolean(),
      }),
      fc.record({
        id: fc.constant(id),
        kind: fc.constant('fixed' as const),
        value: piasters,
        targets,
        combinable: fc.boolean(),
      }),
      fc.record({
        id: fc.constant(id),
        kind: fc.constant('buyXGetY' as const),
        value: fc.integer({ min: 0, max: 100 }),
        buy: fc.integer({ min: 1, max: 3 }),
        get: fc.integer({ min: 1, max: 2 }),
        targets,
        combinable: fc.boolean(),
      }),
      fc.record({
        id: fc.constant(id),
        kind: fc.constant('freeDelivery' as const),
        value: fc.constant(0),
        targets: fc.constant(null),
        combinable: fc.boolean(),
      }),
    );
  const offers: fc.Arbitrary<PromotionOffer[]> = fc
    .uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 5 })
    .chain((keys) =>
      fc.tuple(
        ...keys.map((id) =>
          fc.record({
            rule: rule(id),
            check: fc.option(
              fc.record({
                terms: fc.record({
                  active: fc.boolean(),
                  startsAt: fc.option(
                    fc.date({
                      min: new Date('2026-01-01'),
                      max: new Date('2027-01-01'),
                      noInvalidDate: true,
                    }),
                    { nil: null },
                  ),
                  expiresAt: fc.option(
                    fc.date({
                      min: new Date('2026-01-01'),
                      max: new Date('2027-01-01'),
                      noInvalidDate: true,
                    }),
                    { nil: null },
                  ),
                  minimumOrder: fc.integer({ min: 0, max: 500_000 }),
                  maxUses: fc.option(fc.nat(5), { nil: null }),
                  maxUsesPerUser: fc.option(fc.nat(2), { nil: null }),
                  branchIds: fc.option(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }), {
                    nil: null,
                  }),
                  firstOrderOnly: fc.boolean(),
                }),
                usage,
                now: fc.constant(now),
                where: fc.record({ branchId: fc.integer({ min: 1, max: 3 }), placedOrders: fc.nat(2) }),
              }),
              { nil: undefined },
            ),
            code: fc.boolean(),
          }),
        ),
      ),
    );

  const cases = fc.tuple(
    fc.array(targetedLine, { maxLength: 12 }),
    fc.integer({ min: 0, max: 10_000 }),
    fc.option(piasters, { nil: null }),
    offers,
  );

  it('never takes off more than a line or the order costs; the total is never negative; all integers', () => {
    fc.assert(
      fc.property(cases, ([lines, delivery, freeFrom, promotions]) => {
        const priced = priceCart({
          lines,
          deliveryCharge: delivery,
          freeDeliveryFrom: freeFrom,
          promo: null,
          promotions,
        });
        const { totals } = priced;
        priced.lines.forEach((line, i) => {
          expect(priced.lineDiscounts[i]).toBeGreaterThanOrEqual(0);
          expect(priced.lineDiscounts[i]).toBeLessThanOrEqual(line.amount);
        });
        expect(totals.discount).toBeGreaterThanOrEqual(0);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        expect(totals.total).toBeGreaterThanOrEqual(0);
        expect(totals.total).toBe(totals.subtotal - totals.discount + totals.deliveryCharge);
        // What each applied promotion took off adds up to the discount; line promotions only off their lines.
        expect(priced.applied.reduce((sum, a) => sum + a.discount, 0)).toBe(totals.discount);
        for (const a of priced.applied) {
          expect(Number.isInteger(a.discount)).toBe(true);
          if (a.rule.targets !== null) {
            const matching = priced.lines
              .filter((line) => lineMatches(a.rule.targets, line))
              .reduce((sum, line) => sum + line.amount, 0);
            expect(a.discount).toBeLessThanOrEqual(matching);
          }
          if (a.rule.kind === 'fixed') expect(a.discount).toBeLessThanOrEqual(a.rule.value);
        }
        expect(priced.lineDiscounts.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(totals.discount);
        // At most one promotion that does not combine.
        expect(priced.applied.filter((a) => !a.rule.combinable).length).toBeLessThanOrEqual(1);
        // Only promotions that pass their checks apply.
        for (const a of priced.applied) {
          const offer = promotions.find((o) => o.rule.id === a.id)!;
          if (offer.check)
            expect(
              promoProblem(offer.check.terms, offer.check.usage, totals.subtotal, now, offer.check.where),
            ).toBeNull();
        }
        if (priced.applied.some((a) => a.rule.kind === 'freeDelivery')) expect(totals.deliveryCharge).toBe(0);
      }),
    );
  });

  it('re-pricing with the applied rules, unchecked, gives the same totals (cart view = placement = re-pricing)', () => {
    fc.assert(
      fc.property(cases, ([lines, delivery, freeFrom, promotions]) => {
        const atCheckout = priceCart({
          lines,
          deliveryCharge: delivery,
          freeDeliveryFrom: freeFrom,
          promo: null,
          promotions,
        });
        // The order keeps the charge it was placed with and the rules that applied (not the terms).
        const placedCharge = atCheckout.totals.deliveryCharge;
        const again = priceCart({
          lines,
          deliveryCharge: placedCharge,
          promo: null,
          promotions: atCheckout.applied.map((a) => ({ rule: a.rule })),
        });
        expect(again.totals).toEqual(atCheckout.totals);
        expect(again.lineDiscounts).toEqual(atCheckout.lineDiscounts);
        // The order the promotions are offered in changes nothing.
        const reversed = priceCart({
          lines,
          deliveryCharge: delivery,
          freeDeliveryFrom: freeFrom,
          promo: null,
          promotions: [...promotions].reverse(),
        });
        expect(reversed.totals).toEqual(atCheckout.totals);
      }),
    );
  });

  it('the best non-combinable one applies, with every combinable one; a code that does not apply says why', () => {
    const lines = [
      { productId: 1, categoryIds: [10], brandId: 5, unitPrice: 10_000, quantityMilli: 1000 },
      { productId: 2, categoryIds: [20], brandId: null, unitPrice: 30_000, quantityMilli: 1000 },
    ];
    const tenOnFruit: PromotionRule = {
      id: 1,
      kind: 'percent',
      value: 10,
      targets: { productIds: [], categoryIds: [10], brandIds: [] },
      combinable: true,
    };
    const fiveOff: PromotionRule = { id: 2, kind: 'fixed', value: 500, targets: null, combinable: false };
    const twentyOff: PromotionRule = { id: 3, kind: 'percent', value: 20, targets: null, combinable: false };
    const freeDelivery: PromotionRule = {
      id: 4,
      kind: 'freeDelivery',
      value: 0,
      targets: null,
      combinable: true,
    };
    const priced = priceCart({
      lines,
      deliveryCharge: 1500,
      promo: null,
      promotions: [tenOnFruit, fiveOff, twentyOff, freeDelivery].map((rule) => ({ rule })),
    });
    // 10% of the fruit line (1,000), then 20% of what is left (39,000): 7,800; delivery free.
    expect(priced.lineDiscounts).toEqual([1000, 0]);
    expect(priced.applied.map((a) => [a.id, a.discount, a.deliverySaved])).toEqual([
      [1, 1000, 0],
      [3, 7800, 0],
      [4, 0, 1500],
    ]);
    expect(priced.totals).toEqual({
      subtotal: 40_000,
      discount: 8800,
      discountPercentage: 22,
      deliveryCharge: 0,
      total: 31_200,
    });
    const terms = { active: true, expiresAt: null, minimumOrder: 0, maxUses: null, maxUsesPerUser: null };
    const where = { branchId: 1, placedOrders: 1 };
    const check = (extra: object) => ({
      terms: { ...terms, ...extra },
      usage: { total: 0, byUser: 0 },
      now,
      where,
    });
    const problem = (extra: object, rule: PromotionRule = fiveOff) =>
      priceCart({
        lines,
        deliveryCharge: 0,
        promo: null,
        promotions: [{ rule, check: check(extra), code: true }],
      }).promoProblem;
    expect(problem({ branchIds: [2] })).toBe('promo.notAtBranch');
    expect(problem({ firstOrderOnly: true })).toBe('promo.firstOrderOnly');
    expect(problem({ startsAt: new Date('2026-06-02T00:00:00Z') })).toBe('promo.notStarted');
    expect(problem({ expiresAt: now })).toBe('promo.expired');
    expect(problem({ minimumOrder: 40_001 })).toBe('promo.minimum');
    expect(problem({}, { ...tenOnFruit, targets: { productIds: [9], categoryIds: [], brandIds: [] } })).toBe(
      'promo.noItems',
    );
    expect(problem({ branchIds: [1], firstOrderOnly: false })).toBeNull();
  });

  it('buy 2 get 1 free: the cheapest piece of every three it targets, whole kilos of weighed goods', () => {
    const rule: PromotionRule = {
      id: 7,
      kind: 'buyXGetY',
      value: 100,
      buy: 2,
      get: 1,
      targets: { productIds: [], categoryIds: [], brandIds: [3] },
      combinable: true,
    };
    const priced = priceCart({
      lines: [
        { brandId: 3, unitPrice: 5000, quantityMilli: 4000 },
        { brandId: 3, unitPrice: 2000, quantityMilli: 1000 },
        { brandId: 3, unitPrice: 9000, quantityMilli: 1500 },
        { brandId: 4, unitPrice: 100, quantityMilli: 3000 },
      ],
      deliveryCharge: 0,
      promo: null,
      promotions: [{ rule }],
    });
    // Pieces of brand 3: 20, 50, 50, 50, 50, 90 EGP (the kilo and a half counts one): two free, the cheapest.
    expect(priced.lineDiscounts).toEqual([5000, 2000, 0, 0]);
    expect(priced.applied).toEqual([{ id: 7, rule, discount: 7000, deliverySaved: 0 }]);
    const half = priceCart({
      lines: [{ brandId: 3, unitPrice: 3333, quantityMilli: 2000 }],
      deliveryCharge: 0,
      promo: null,
      promotions: [{ rule: { ...rule, value: 50, buy: 1 } }],
    });
    expect(half.totals.discount).toBe(1667);
  });

  it('priceTotals is priceCart of the subtotal as one line', () => {
    fc.assert(
      fc.property(piasters, fc.integer({ min: 0, max: 10_000 }), promo, (subtotal, delivery, p) => {
        expect(priceTotals({ subtotal, deliveryCharge: delivery, promo: p })).toEqual(
          priceCart({
            lines: [{ unitPrice: subtotal, quantityMilli: 1000 }],
            deliveryCharge: delivery,
            promo: p,
          }).totals,
        );
      }),
    );
  });
});

describe('the promotion a product shows (docs/decisions/0076)', () => {
  const terms: PromoTerms = {
    active: true,
    expiresAt: null,
    minimumOrder: 50_000,
    maxUses: 1,
    maxUsesPerUser: 1,
  };
  const now = new Date('2026-12-01T10:00:00Z');
  const aisle = {
    terms,
    targets: { productIds: [], categoryIds: [30], brandIds: [] } as PromotionTargets | null,
    name: 'aisle',
  };
  const line = { productId: 7, brandId: 2, categoryIds: [31, 30, 3] };

  it('is the first on now at the branch that targets the product; minimums and uses are the cart’s', () => {
    const brand = { terms, targets: { productIds: [], categoryIds: [], brandIds: [2] }, name: 'brand' };
    expect(shownPromotion([aisle, brand], line, 1, now)?.name).toBe('aisle');
    expect(shownPromotion([aisle, brand], { ...line, categoryIds: [99] }, 1, now)?.name).toBe('brand');
    expect(shownPromotion([aisle], { productId: 8, brandId: 5, categoryIds: [12] }, 1, now)).toBeNull();
  });

  it('leaves out order-wide, first-order, not started, ended, ended by staff and other branches’', () => {
    const shown = (changes: { targets?: null; terms?: Partial<PromoTerms> }) =>
      shownPromotion([{ ...aisle, ...changes, terms: { ...terms, ...changes.terms } }], line, 1, now);
    expect(shown({ targets: null })).toBeNull();
    expect(shown({ terms: { firstOrderOnly: true } })).toBeNull();
    expect(shown({ terms: { startsAt: new Date('2026-12-02T00:00:00Z') } })).toBeNull();
    expect(shown({ terms: { expiresAt: now } })).toBeNull();
    expect(shown({ terms: { active: false } })).toBeNull();
    expect(shown({ terms: { branchIds: [2, 3] } })).toBeNull();
    expect(shown({ terms: { branchIds: [1] } })?.name).toBe('aisle');
  });
});
