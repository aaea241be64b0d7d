import { favoriteToggle } from '../features/catalogue/favourites.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/favorite-toggle';

/** `POST /{lang}/favorite-toggle` with `productId`: adds the product to the favourites or removes it. */
export function action({ request, context, params }: Route.ActionArgs) {
  return favoriteToggle(request, context.get(storeApiContext), langOf(params));
}
