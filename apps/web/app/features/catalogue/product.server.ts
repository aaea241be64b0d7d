import type { Product } from '@store/contract';
import { data } from 'react-router';
import type { StoreApi } from '../../lib/api/store-api.server.ts';

/** A product id of the address bar (a positive 32-bit integer), or the page is not found. */
function productIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/** The product page: the product and its related products. */
export async function loadProduct(api: StoreApi, rawId: string) {
  const { product, relatedProducts } = await api.product(productIdOf(rawId));
  return { product, relatedProducts };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProduct>>;

/** Data for the Show alternatives dialog: `{ alternatives }` of an out-of-stock product. */
export async function loadAlternativeProducts(api: StoreApi, rawId: string) {
  const id = productIdOf(rawId);
  try {
    const alternatives: Product[] = await api.alternatives(id);
    return { alternatives, failed: false };
  } catch (error) {
    // A product that no longer exists has no alternatives; anything else is a failure the dialog reports.
    // (The API client throws `data(…, { status })` for answers other than 200.)
    const status = (error as { init?: { status?: number } | null } | null)?.init?.status;
    if (status === 404) return { alternatives: [], failed: false };
    console.error(error);
    return { alternatives: [], failed: true };
  }
}
