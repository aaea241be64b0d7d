import { cartAction } from '../features/cart/cart-actions.server.ts';
import { loadProductPage, switchBranchForProduct } from '../features/catalogue/product.server.ts';
// Static, not lazy: a lazy module's first server render streams behind a boundary, which a browser
// without scripts never shows (its 'shop at this branch' buttons are plain posts).
import ProductElsewhere from '../features/catalogue/product-elsewhere.tsx';
import { productElsewhereMeta } from '../features/catalogue/product-elsewhere-meta.ts';
import { ProductScreen, productMeta } from '../features/catalogue/product-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/product';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProductPage(context.get(storeApiContext), params.id);
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData?.kind === 'elsewhere'
    ? productElsewhereMeta({ ...args, loaderData: args.loaderData })
    : productMeta({ ...args, loaderData: args.loaderData });

/**
 * Add to cart without scripts: the product's own form posts here, and the page shows the answer.
 * 'Shop at this branch' (a product the branch does not sell) posts here too.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (form.get('intent') === 'switch-branch')
    return switchBranchForProduct(form, context.get(storeApiContext), langOf(params), params.id);
  return cartAction(request, context.get(storeApiContext), langOf(params));
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'elsewhere' ? (
    <ProductElsewhere {...loaderData} />
  ) : (
    <ProductScreen {...loaderData} />
  );
}
