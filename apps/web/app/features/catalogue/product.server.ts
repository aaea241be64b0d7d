import type { Product } from '@store/contract';
import { data, redirect } from 'react-router';
import { statusOf } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';

/** A product id of the address bar (a positive 32-bit integer), or the page is not found. */
function productIdOf(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
}

/** The product page: the product and its related products. */
export async function loadProduct(api: StoreApi, rawId: string) {
  const { product, relatedProducts, pharmacy, pictures, deliveryPromise } = await api.product(
    productIdOf(rawId),
  );
  return { product, relatedProducts, pharmacy, pictures, deliveryPromise: deliveryPromise ?? null };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProduct>>;

/**
 * The product route: the product at the customer's branch, or, when that branch does not sell it (a
 * link shared from another branch, a branch changed since), the product with the branches that do
 * (docs/decisions/0031). A product no branch sells is not found.
 */
export async function loadProductPage(api: StoreApi, rawId: string) {
  const id = productIdOf(rawId);
  try {
    return { kind: 'product' as const, ...(await loadProduct(api, rawId)) };
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    const { status, envelope } = await api.op('productBranches', { params: { id } });
    if (status !== 200 || envelope.data.branches.length === 0) throw error;
    return { kind: 'elsewhere' as const, ...envelope.data };
  }
}

export type ProductElsewhereData = Extract<
  Awaited<ReturnType<typeof loadProductPage>>,
  { kind: 'elsewhere' }
>;

/**
 * 'Shop at this branch' on a product the customer's branch does not sell: the device's branch
 * becomes that one, and the product page opens again (there it is sold). Works without scripts.
 */
export async function switchBranchForProduct(form: FormData, api: StoreApi, lang: string, rawId: string) {
  const id = productIdOf(rawId);
  const raw = String(form.get('branchId') ?? '');
  if (/^\d{1,10}$/.test(raw)) await api.selectBranch(Number(raw));
  return redirect(`/${lang}/product/${id}`, 303);
}

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
