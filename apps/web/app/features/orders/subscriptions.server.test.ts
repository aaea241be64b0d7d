import { describe, expect, it } from 'vitest';
import { itemsOf } from './subscriptions.server.ts';

describe("a subscription's quantities as typed", () => {
  it('reads Arabic-Indic digits and the Arabic decimal separator, and leaves out zero', () => {
    const form = new FormData();
    for (const [productId, quantity] of [
      ['4', '٣'],
      ['9', '١٫٥'],
      ['12', '٠'],
      ['15', ' 2 '],
    ]) {
      form.append('productId', productId!);
      form.append('quantity', quantity!);
    }
    expect(itemsOf(form)).toEqual([
      { productId: 4, quantity: 3 },
      { productId: 9, quantity: 1.5 },
      { productId: 15, quantity: 2 },
    ]);
  });
});
