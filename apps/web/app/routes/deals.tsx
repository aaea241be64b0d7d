import { loadDeals } from '../features/catalogue/listing-loader.server.ts';
import { listingMeta } from '../features/catalogue/listing-meta.ts';
import { ListingScreen } from '../features/catalogue/listing-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/deals';

/** `/deals`: products on a deal, filterable like a category. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadDeals(context.get(storeApiContext), new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args);
}

export default function DealsPage({ loaderData }: Route.ComponentProps) {
  return <ListingScreen data={loaderData} />;
}
