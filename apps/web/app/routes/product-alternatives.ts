import { loadAlternativeProducts } from '../features/catalogue/product.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/product-alternatives';

/** `GET /{lang}/product/{id}/alternatives`: data for the Show alternatives dialog. */
export function loader({ params, context }: Route.LoaderArgs) {
  return loadAlternativeProducts(context.get(storeApiContext), params.id);
}
