import { describe, expect, it } from 'vitest';
import { addLine, linePiasters, quoteTotalPiasters } from './quote-rules.ts';

const product = { productId: 7, name: 'Panadol', price: 45.5, weighted: false, quantities: [1, 2, 3] };

describe('the quote builder', () => {
  it('totals in whole piasters, as the cart prices (kg lines rounded to the piaster)', () => {
    expect(linePiasters({ price: 45.5, quantity: 2 })).toBe(9100);
    // 0.25 kg at 33.33 EGP/kg = 833.25 piasters -> 833.
    expect(linePiasters({ price: 33.33, quantity: 0.25 })).toBe(833);
    // 0.1 + 0.2 style float noise never leaks into the sum.
    expect(
      quoteTotalPiasters([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(30);
    expect(quoteTotalPiasters([])).toBe(0);
  });

  it('adds a product once, at its smallest quantity', () => {
    const once = addLine([], product);
    expect(once).toEqual([{ ...product, quantity: 1 }]);
    expect(addLine(once, product)).toHaveLength(1);
  });
});
