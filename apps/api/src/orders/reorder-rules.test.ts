import { describe, expect, it } from 'vitest';
import { reorderLine, reorderQuantity } from './reorder-rules.ts';

describe('ordering an item again', () => {
  it('keeps the ordered quantity when it is still allowed and in stock', () => {
    expect(reorderQuantity([1, 2, 3], 2000, 50_000)).toBe(2000);
    expect(reorderQuantity([0.25, 0.5, 1], 500, 10_000)).toBe(500);
  });

  it('takes the nearest allowed quantity (the smaller on a tie)', () => {
    expect(reorderQuantity([1, 5, 10], 4000, 50_000)).toBe(5000);
    expect(reorderQuantity([1, 3], 2000, 50_000)).toBe(1000);
    expect(reorderQuantity([0.5, 1], 750, 50_000)).toBe(500);
  });

  it('stays within the stock, and gives up when not even the smallest is there', () => {
    expect(reorderQuantity([1, 2, 3], 3000, 2500)).toBe(2000);
    expect(reorderQuantity([1, 2], 1000, 500)).toBeNull();
    expect(reorderQuantity([], 1000, 5000)).toBeNull();
  });

  it('names why an item cannot be added', () => {
    const sold = { price: 1000, stockMilli: 5000, quantities: [1, 2], soldAnywhere: true };
    expect(reorderLine(sold, 2000)).toEqual({ quantityMilli: 2000 });
    expect(reorderLine(null, 1000)).toEqual({ skip: 'notSold' });
    expect(reorderLine({ ...sold, price: null, stockMilli: null, soldAnywhere: false }, 1000)).toEqual({
      skip: 'notSold',
    });
    expect(reorderLine({ ...sold, price: null, stockMilli: null }, 1000)).toEqual({ skip: 'notInBranch' });
    expect(reorderLine({ ...sold, stockMilli: 0 }, 1000)).toEqual({ skip: 'outOfStock' });
  });
});
