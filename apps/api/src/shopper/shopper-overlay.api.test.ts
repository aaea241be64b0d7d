import type { Product } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, request, shopper, type TestStore } from '../test/build.ts';

let store: TestStore;
beforeAll(async () => {
  // The production cache setting (PRODUCT_CACHE_SECONDS' default): shared pages are reused.
  store = await build();
});
afterAll(() => store?.close());

type Reader = {
  get: (url: string) => Promise<{ statusCode: number; body: string; json(): { data: unknown } }>;
};

/** Every product of an answer, with the flags only its reader may see. */
function flagsIn(value: unknown, found = new Map<number, Pick<Product, 'isFavorite' | 'inCart'>>()) {
  if (Array.isArray(value)) for (const entry of value) flagsIn(entry, found);
  else if (typeof value === 'object' && value !== null) {
    if ('isFavorite' in value && 'inCart' in value) {
      const product = value as Product;
      found.set(product.id, { isFavorite: product.isFavorite, inCart: product.inCart });
    } else for (const entry of Object.values(value)) flagsIn(entry, found);
  }
  return found;
}

describe("a customer's own flags on shared catalogue pages", () => {
  it('never show on the same cached page read by a guest or another customer', async () => {
    const guest = request(store, 'en', 'guest-device-overlay-01');
    const home = (await guest.get('/api/home')).json().data;
    const product: Product = home.products[0];
    expect(product).toBeDefined();
    const pages = [
      '/api/home',
      `/api/products/${product.id}`,
      `/api/products/filter?keyword=${encodeURIComponent(product.name)}&size=50`,
    ];
    // Empty the caches the guest just filled: customer A must be the first reader of every page.
    store.clearSharedCaches();

    const a = await shopper(store);
    const b = await shopper(store);
    expect((await a.post('/api/favorite/toggle/product', { productId: product.id })).json().item).toBe(true);
    const added = await a.post('/api/cart/add', { productId: product.id, quantity: product.quantities[0] });
    expect(added.statusCode, added.body).toBe(200);
    const itemId: number = added.json().data.item.itemId;

    const read = async (reader: Reader, page: string) => {
      const response = await reader.get(page);
      expect(response.statusCode, `${page}: ${response.body}`).toBe(200);
      const flags = flagsIn(response.json().data).get(product.id);
      expect(flags, `${page} lists the product`).toBeDefined();
      return flags!;
    };
    for (const page of pages) {
      expect(await read(a, page), `customer A on ${page}`).toEqual({
        isFavorite: true,
        inCart: { itemId, quantity: product.quantities[0] },
      });
      expect(await read(guest, page), `guest on ${page}`).toEqual({ isFavorite: false, inCart: null });
      expect(await read(b, page), `customer B on ${page}`).toEqual({ isFavorite: false, inCart: null });
      // And A still sees their own after the others.
      expect((await read(a, page)).isFavorite, `customer A again on ${page}`).toBe(true);
    }
  });
});
