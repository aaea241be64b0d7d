import { storeApiContext } from '../api/request-context.ts';
import { loadCategory } from '../components/listing/listing-loader.server.ts';
import { listingMeta } from '../components/listing/listing-meta.ts';
import { ListingScreen } from '../components/listing/listing-screen.tsx';
import type { Route } from './+types/category';

/** `/category/:level/:id/:name?`: a category's products with the filter panel. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadCategory(context.get(storeApiContext), params, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args);
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return <ListingScreen data={loaderData} />;
}
