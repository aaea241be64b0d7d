import { lineAmount, type Promo, piastersToPounds, priceCart, type SubstitutionItem } from '@store/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalWith } from './substitution-total.ts';

const item = (id: number, amount: number, differences: number[]): SubstitutionItem => ({
  id,
  productId: id * 10,
  name: `Item ${id}`,
  price: amount,
  image: '',
  quantity: 1,
  amount,
  alternatives: differences.map((priceDifference, index) => ({
    id: id * 100 + index,
    name: `Alternative ${index}`,
    finalPrice: amount + priceDifference,
    image: '',
    priceDifference,
  })),
});

const items = [item(1, 100, [30, -25.5]), item(2, 80, [0])];
const order = { subtotal: 180, deliveryCharge: 15, promo: null };

describe('the new total the page shows before saving', () => {
  it('adds a dearer substitute, takes off a cheaper one and a dropped item', () => {
    expect(totalWith(order, items, { 1: '100', 2: 'drop' })).toBe(180 + 30 - 80 + 15);
    expect(totalWith(order, items, { 1: '101', 2: '200' })).toBe(180 - 25.5 + 15);
  });

  it('applies the order promo again, a fixed amount as pounds off, and charges nothing when every item is dropped', () => {
    const tenPercent = { ...order, promo: { kind: 'percent' as const, value: 10 } };
    expect(totalWith(tenPercent, items, { 1: 'drop', 2: '200' })).toBe(80 - 8 + 15);
    // 25 pounds off stays 25 pounds off on the new subtotal (not a percentage of the old one).
    const twentyFiveOff = { ...order, promo: { kind: 'fixed' as const, value: 25 } };
    expect(totalWith(twentyFiveOff, items, { 1: 'drop', 2: '200' })).toBe(80 - 25 + 15);
    expect(totalWith(twentyFiveOff, items, { 1: '101', 2: 'drop' })).toBe(74.5 - 25 + 15);
    expect(totalWith(order, items, { 1: 'drop', 2: 'drop' })).toBe(0);
  });
});

// An order as the API holds it (piasters), and what it answers (pounds).
const lineArb = fc.record({
  unitPrice: fc.integer({ min: 1, max: 200_000 }),
  quantityMilli: fc.integer({ min: 1, max: 10_000 }),
  substitutePrice: fc.integer({ min: 1, max: 200_000 }),
  choice: fc.constantFrom('keep', 'substitute', 'drop'),
});
const promoArb: fc.Arbitrary<Promo | null> = fc.oneof(
  fc.constant(null),
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 5_000_000 }) }),
);

describe('the page and the API agree', () => {
  it('on the total of any choices, for any promo (the API re-prices the new lines with priceCart)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 8 }),
        promoArb,
        fc.integer({ min: 0, max: 10_000 }),
        (lines, promo, deliveryCharge) => {
          const placed = priceCart({ lines, deliveryCharge, promo });
          const chosen = lines.flatMap((line) =>
            line.choice === 'drop'
              ? []
              : [
                  {
                    ...line,
                    unitPrice: line.choice === 'substitute' ? line.substitutePrice : line.unitPrice,
                  },
                ],
          );
          const api = priceCart({ lines: chosen, deliveryCharge, promo }).totals.total;
          const answered = lines.map((line, index) => ({
            ...item(index + 1, piastersToPounds(lineAmount(line.unitPrice, line.quantityMilli)), []),
            alternatives: [
              {
                id: 1000 + index,
                name: 'substitute',
                finalPrice: piastersToPounds(line.substitutePrice),
                image: '',
                priceDifference: piastersToPounds(
                  lineAmount(line.substitutePrice, line.quantityMilli) -
                    lineAmount(line.unitPrice, line.quantityMilli),
                ),
              },
            ],
          }));
          const choices = Object.fromEntries(
            lines.flatMap((line, index) =>
              line.choice === 'keep'
                ? []
                : [[index + 1, line.choice === 'drop' ? 'drop' : String(1000 + index)]],
            ),
          );
          const page = totalWith(
            {
              subtotal: piastersToPounds(placed.totals.subtotal),
              deliveryCharge: piastersToPounds(deliveryCharge),
              promo: promo && {
                kind: promo.kind,
                value: promo.kind === 'fixed' ? promo.value / 100 : promo.value,
              },
            },
            answered,
            choices,
          );
          expect(page).toBe(api / 100);
        },
      ),
    );
  });
});
