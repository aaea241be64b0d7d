import { priceCart } from '@store/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkChoices,
  linesAfter,
  type OrderLine,
  priceDifference,
  settlement,
  substitutionDeadline,
} from './substitution-rules.ts';

const pending = [
  { orderItemId: 1, alternativeIds: [10, 11] },
  { orderItemId: 2, alternativeIds: [20] },
];

describe('the choice set', () => {
  it('accepts a substitute or a drop for every waiting item', () => {
    const result = checkChoices(pending, [
      { id: 1, alternativeId: 11 },
      { id: 2, alternativeId: null },
    ]);
    expect(result).toEqual({
      ok: true,
      chosen: new Map([
        [1, 11],
        [2, null],
      ]),
    });
  });

  it('refuses a missing answer, a substitute not offered, and an item not asked about', () => {
    expect(checkChoices(pending, [{ id: 1, alternativeId: 10 }])).toEqual({
      ok: false,
      problems: [{ orderItemId: 2, problem: 'missing' }],
    });
    expect(
      checkChoices(pending, [
        { id: 1, alternativeId: 20 },
        { id: 2, alternativeId: 20 },
      ]),
    ).toEqual({ ok: false, problems: [{ orderItemId: 1, problem: 'notOffered' }] });
    expect(
      checkChoices(pending, [
        { id: 1, alternativeId: 10 },
        { id: 2, alternativeId: 20 },
        { id: 3, alternativeId: null },
      ]),
    ).toEqual({ ok: false, problems: [{ orderItemId: 3, problem: 'notAsked' }] });
  });

  it('refuses two answers for one item', () => {
    const result = checkChoices(pending, [
      { id: 1, alternativeId: 10 },
      { id: 1, alternativeId: 11 },
      { id: 2, alternativeId: null },
    ]);
    expect(result).toEqual({ ok: false, problems: [{ orderItemId: 1, problem: 'notAsked' }] });
  });
});

describe('prices and totals', () => {
  it('prices the difference for the same quantity, by weight too', () => {
    expect(priceDifference(2_500, 3_000, 2_000)).toBe(1_000);
    expect(priceDifference(2_500, 2_000, 1_000)).toBe(-500);
    // 0.25 kg at 99.99 EGP/kg instead of 89.99.
    expect(priceDifference(8_999, 9_999, 250)).toBe(2_500 - 2_250);
  });

  const lines: OrderLine[] = [
    { orderItemId: 1, productId: 100, quantityMilli: 2_000, unitPrice: 5_000 },
    { orderItemId: 2, productId: 200, quantityMilli: 1_000, unitPrice: 3_000 },
  ];

  it('raises the total for a dearer substitute, lowers it for a cheaper one, credits a dropped item', () => {
    const before = linesAfter(lines, [], 1_500, null).totals;
    expect(before.total).toBe(10_000 + 3_000 + 1_500);
    const dearer = linesAfter(
      lines,
      [{ orderItemId: 1, kind: 'substitute', productId: 101, unitPrice: 6_000 }],
      1_500,
      null,
    );
    expect(dearer.totals.total).toBe(before.total + 2_000);
    expect(dearer.lines[0]).toMatchObject({ productId: 101, unitPrice: 6_000, amount: 12_000 });
    const cheaper = linesAfter(
      lines,
      [{ orderItemId: 2, kind: 'substitute', productId: 201, unitPrice: 2_000 }],
      1_500,
      null,
    );
    expect(cheaper.totals.total).toBe(before.total - 1_000);
    const dropped = linesAfter(lines, [{ orderItemId: 2, kind: 'drop' }], 1_500, null);
    expect(dropped.totals.total).toBe(before.total - 3_000);
    expect(dropped.lines.map((line) => line.orderItemId)).toEqual([1]);
  });

  it('works the promo out again on the new subtotal, and charges no delivery when nothing is left', () => {
    const promo = { kind: 'percent' as const, value: 10 };
    const after = linesAfter(lines, [{ orderItemId: 2, kind: 'drop' }], 1_500, promo);
    expect(after.totals).toMatchObject({ subtotal: 10_000, discount: 1_000, total: 10_500 });
    const none = linesAfter(
      lines,
      [
        { orderItemId: 1, kind: 'drop' },
        { orderItemId: 2, kind: 'drop' },
      ],
      1_500,
      promo,
    );
    expect(none.totals.total).toBe(0);
  });

  it('costs what the lines left would cost at checkout (one pricing rule)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ unitPrice: fc.nat(100_000), quantityMilli: fc.integer({ min: 1, max: 20_000 }) }),
          {
            maxLength: 8,
          },
        ),
        fc.array(fc.option(fc.nat(100_000), { nil: null }), { maxLength: 8 }),
        fc.nat(3_000),
        fc.option(fc.record({ kind: fc.constant('fixed' as const), value: fc.nat(50_000) }), { nil: null }),
        (raw, answers, delivery, promo) => {
          const order = raw.map((line, index) => ({ ...line, orderItemId: index + 1, productId: index + 1 }));
          // An answer per line: a substitute at that price, or null to drop the line.
          const changes = answers.slice(0, order.length).map((price, index) =>
            price === null
              ? { orderItemId: index + 1, kind: 'drop' as const }
              : {
                  orderItemId: index + 1,
                  kind: 'substitute' as const,
                  productId: 1000 + index,
                  unitPrice: price,
                },
          );
          const after = linesAfter(order, changes, delivery, promo);
          const atCheckout = priceCart({ lines: after.lines, deliveryCharge: delivery, promo });
          expect(after.totals).toEqual(atCheckout.totals);
          expect(after.lines.map((line) => line.amount)).toEqual(atCheckout.lines.map((line) => line.amount));
        },
      ),
    );
  });

  it('does not change the lines it is given', () => {
    const copy = structuredClone(lines);
    linesAfter(lines, [{ orderItemId: 1, kind: 'substitute', productId: 9, unitPrice: 1 }], 0, null);
    expect(lines).toEqual(copy);
  });
});

describe('money of an online-paid order', () => {
  it('refunds what was paid beyond a lower total', () => {
    expect(settlement({ paid: 14_500, refunded: 0, toCollect: 0 }, 11_500)).toEqual({
      refund: 3_000,
      collectChange: 0,
    });
  });

  it('collects a higher total on delivery', () => {
    expect(settlement({ paid: 14_500, refunded: 0, toCollect: 0 }, 16_500)).toEqual({
      refund: 0,
      collectChange: 2_000,
    });
  });

  it('lowers what is collected before refunding anything', () => {
    expect(settlement({ paid: 14_500, refunded: 0, toCollect: 2_000 }, 15_000)).toEqual({
      refund: 0,
      collectChange: -1_500,
    });
    expect(settlement({ paid: 14_500, refunded: 0, toCollect: 2_000 }, 14_000)).toEqual({
      refund: 500,
      collectChange: -2_000,
    });
  });

  it('counts earlier refunds', () => {
    expect(settlement({ paid: 14_500, refunded: 3_000, toCollect: 0 }, 11_500)).toEqual({
      refund: 0,
      collectChange: 0,
    });
  });

  it('gives the deadline SUBSTITUTION_MINUTES after the request', () => {
    expect(substitutionDeadline(new Date('2026-11-23T10:00:00Z'), 10)).toEqual(
      new Date('2026-11-23T10:10:00Z'),
    );
  });
});
