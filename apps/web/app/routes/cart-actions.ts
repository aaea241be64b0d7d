import { cartAction } from '../features/cart/cart-actions.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/cart-actions';

/** `POST /{lang}/cart-actions`: every change to the cart (cards, product page, cart page, profile). */
export function action({ request, context, params }: Route.ActionArgs) {
  return cartAction(request, context.get(storeApiContext), langOf(params));
}
