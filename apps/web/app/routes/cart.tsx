import { cartPageAction, loadCartPage } from '../features/cart/cart-page.server.ts';
import { CartScreen } from '../features/cart/cart-screen.tsx';
import { privatePage, shopMeta } from '../features/cart/shop-meta.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/cart';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'cartTitle', description: 'cartDescription', path: '/cart' });

export const headers = privatePage;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadCartPage(request, context.get(storeApiContext), langOf(params));
}

/** The cart page's own posts (without scripts): cart changes, choices, and Check out. */
export function action({ request, context, params }: Route.ActionArgs) {
  return cartPageAction(request, context.get(storeApiContext), langOf(params));
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return <CartScreen {...loaderData} />;
}
