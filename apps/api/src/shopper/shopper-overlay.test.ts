import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../catalogue/ttl-cache.ts';
import { type ShopperState, withShopperFlags } from './shopper-overlay.ts';

const product = (id: number) => ({
  id,
  name: `Product ${id}`,
  finalPrice: 12.35,
  isFavorite: false,
  inCart: null as { itemId: number; quantity: number } | null,
  selectedCuttingType: null as { id: number; name: string } | null,
});

const state: ShopperState = {
  favorites: new Set([2]),
  cart: new Map([
    [3, { itemId: 30, quantity: 1.5, quantityMilli: 1500, cuttingType: { id: 1, name: 'Cubes' } }],
  ]),
};

describe('laying a shopper’s flags over a shared answer', () => {
  it('copies only what changes and never writes into the (frozen) shared answer', () => {
    const shared = deepFreeze({
      products: [product(1), product(2)],
      detail: { product: product(3), relatedProducts: [product(1)] },
      branch: { id: 1, name: 'Branch' },
    });
    const personal = withShopperFlags(shared, state);
    expect(personal.products[1]).toMatchObject({ id: 2, isFavorite: true, inCart: null });
    expect(personal.detail.product).toMatchObject({
      isFavorite: false,
      inCart: { itemId: 30, quantity: 1.5 },
      selectedCuttingType: { id: 1, name: 'Cubes' },
      // The cart line's quantity and amount (spec section 3): 1.5 × 12.35 = 18.525, to the piaster.
      quantity: 1.5,
      amount: 18.53,
    });
    // Untouched parts are the same values; the shared answer still reads as a guest's.
    expect(personal.products[0]).toBe(shared.products[0]);
    expect(personal.detail.relatedProducts).toBe(shared.detail.relatedProducts);
    expect(personal.branch).toBe(shared.branch);
    expect(shared.products[1]!.isFavorite).toBe(false);
    expect(shared.detail.product.inCart).toBeNull();
  });

  it('gives the answer itself back when the user has nothing on its products', () => {
    const shared = deepFreeze({ products: [product(7), product(8)] });
    expect(withShopperFlags(shared, { favorites: new Set(), cart: new Map() })).toBe(shared);
  });
});
