import type { SubstitutionItem } from '@store/contract';
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
const order = { subtotal: 180, discountPercentage: 0, deliveryCharge: 15 };

describe('the new total the page shows before saving', () => {
  it('adds a dearer substitute, takes off a cheaper one and a dropped item', () => {
    expect(totalWith(order, items, { 1: '100', 2: 'drop' })).toBe(180 + 30 - 80 + 15);
    expect(totalWith(order, items, { 1: '101', 2: '200' })).toBe(180 - 25.5 + 15);
  });

  it('applies the order discount percentage again, and charges nothing when every item is dropped', () => {
    expect(totalWith({ ...order, discountPercentage: 10 }, items, { 1: 'drop', 2: '200' })).toBe(80 - 8 + 15);
    expect(totalWith(order, items, { 1: 'drop', 2: 'drop' })).toBe(0);
  });
});
