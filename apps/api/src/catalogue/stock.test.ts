import { describe, expect, it } from 'vitest';
import { isOutOfStock, toMilli } from './stock.ts';

describe('stock rules', () => {
  it('keeps quarter kilos exact', () => {
    expect(toMilli(0.25)).toBe(250);
    expect(toMilli(1.1)).toBe(1100);
    expect(toMilli(0.1 + 0.2)).toBe(300);
  });

  it('is out of stock below the smallest allowed quantity', () => {
    expect(isOutOfStock(0, [1, 2, 3])).toBe(true);
    expect(isOutOfStock(999, [1, 2, 3])).toBe(true);
    expect(isOutOfStock(1000, [1, 2, 3])).toBe(false);
    expect(isOutOfStock(249, [0.25, 0.5, 1])).toBe(true);
    expect(isOutOfStock(250, [0.25, 0.5, 1])).toBe(false);
  });
});
