import { loadOffers } from '../features/catalogue/listing-loader.server.ts';
import { listingMeta } from '../features/catalogue/listing-meta.ts';
import { ListingScreen } from '../features/catalogue/listing-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/offers';

/** `/offers`: special offers, by offer type (`?type=N`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadOffers(context.get(storeApiContext), new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args);
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  return <ListingScreen data={loaderData} />;
}
