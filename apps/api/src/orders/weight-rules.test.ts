import { priceCart } from '@store/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstWeighings, maxDeliveredMilli, reweigh, weightInBounds } from './weight-rules.ts';

describe('weight bounds', () => {
  it('allows above 0 up to 1.5 times the ordered weight, to the gram', () => {
    expect(maxDeliveredMilli(1000)).toBe(1500);
    expect(maxDeliveredMilli(333)).toBe(499);
    expect(weightInBounds(1000, 1)).toBe(true);
    expect(weightInBounds(1000, 1500)).toBe(true);
    expect(weightInBounds(1000, 1501)).toBe(false);
    expect(weightInBounds(1000, 0)).toBe(false);
    expect(weightInBounds(1000, -5)).toBe(false);
    expect(weightInBounds(1000, 999.5)).toBe(false);
  });
});

describe('reweigh', () => {
  const lines = [
    { orderItemId: 1, quantityMilli: 1000, unitPrice: 24_000 },
    { orderItemId: 2, quantityMilli: 2000, unitPrice: 5_000 },
  ];

  it('charges the delivered weight at the unit price, rounded to the piaster, and keeps other lines', () => {
    const heavier = reweigh(lines, new Map([[1, 1234]]), 1_500, null);
    expect(heavier.lines[0]).toMatchObject({ quantityMilli: 1234, amount: 29_616, stockDelta: -234 });
    expect(heavier.lines[1]).toMatchObject({ quantityMilli: 2000, amount: 10_000, stockDelta: 0 });
    expect(heavier.totals).toEqual({
      subtotal: 39_616,
      discount: 0,
      discountPercentage: 0,
      deliveryCharge: 1_500,
      total: 41_116,
    });
    const lighter = reweigh(lines, new Map([[1, 857]]), 1_500, null);
    // 240 EGP/kg x 0.857 kg = 205.68 EGP
    expect(lighter.lines[0]).toMatchObject({ amount: 20_568, stockDelta: 143 });
    expect(lighter.totals.total).toBe(20_568 + 10_000 + 1_500);
    expect(reweigh(lines, new Map([[1, 1001]]), 0, null).lines[0]!.amount).toBe(24_024);
    expect(
      reweigh([{ orderItemId: 1, quantityMilli: 1000, unitPrice: 333 }], new Map([[1, 1501]]), 0, null)
        .lines[0]!.amount,
    ).toBe(500);
  });

  it('works the promo out again on the new subtotal', () => {
    const percent = reweigh(lines, new Map([[1, 1500]]), 1_500, { kind: 'percent', value: 10 });
    expect(percent.totals).toMatchObject({ subtotal: 46_000, discount: 4_600, total: 42_900 });
    const fixed = reweigh(lines, new Map([[2, 100]]), 1_500, { kind: 'fixed', value: 50_000 });
    // A fixed discount never exceeds the subtotal.
    expect(fixed.totals).toMatchObject({ subtotal: 24_500, discount: 24_500, total: 1_500 });
  });

  it('costs what the delivered weights would cost at checkout (one pricing rule)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(1_500), { minLength: 2, maxLength: 2 }),
        fc.nat(3_000),
        fc.option(fc.record({ kind: fc.constant('percent' as const), value: fc.nat(100) }), { nil: null }),
        ([first, second], delivery, promo) => {
          const delivered = new Map([
            [1, first! + 1],
            [2, second! + 1],
          ]);
          const after = reweigh(lines, delivered, delivery, promo);
          const atCheckout = priceCart({
            lines: lines.map((line) => ({ ...line, quantityMilli: delivered.get(line.orderItemId)! })),
            deliveryCharge: delivery,
            promo,
          });
          expect(after.totals).toEqual(atCheckout.totals);
          expect(after.lines.map((line) => line.amount)).toEqual(atCheckout.lines.map((line) => line.amount));
        },
      ),
    );
  });

  it('does not change the lines it is given', () => {
    const copy = structuredClone(lines);
    reweigh(lines, new Map([[1, 700]]), 0, null);
    expect(lines).toEqual(copy);
  });
});

describe('firstWeighings', () => {
  it('keeps what each line was ordered at, across weighings', () => {
    const weighed = firstWeighings([
      { data: { items: [{ orderItemId: 1, orderedMilli: 1500, beforeMilli: 1500, amountBefore: 2250 }] } },
      {
        data: {
          items: [
            { orderItemId: 1, orderedMilli: 1500, beforeMilli: 1600, amountBefore: 2400 },
            { orderItemId: 2, orderedMilli: 500, beforeMilli: 500, amountBefore: 1000 },
          ],
        },
      },
      { data: null },
    ]);
    expect(weighed).toEqual(
      new Map([
        [1, { orderedMilli: 1500, orderedAmount: 2250 }],
        [2, { orderedMilli: 500, orderedAmount: 1000 }],
      ]),
    );
  });
});
