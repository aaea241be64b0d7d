import { cartAction } from '../features/cart/cart-actions.server.ts';
import { loadProduct } from '../features/catalogue/product.server.ts';
import { ProductScreen, productMeta } from '../features/catalogue/product-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/product';

export function loader({ params, context }: Route.LoaderArgs) {
  return loadProduct(context.get(storeApiContext), params.id);
}

export const meta = (args: Route.MetaArgs) => productMeta(args);

/** Add to cart without scripts: the product's own form posts here, and the page shows the answer. */
export function action({ request, context, params }: Route.ActionArgs) {
  return cartAction(request, context.get(storeApiContext), langOf(params));
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductScreen {...loaderData} />;
}
