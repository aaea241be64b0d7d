import { storeApiContext } from '../api/request-context.ts';
import { loadOffers } from '../components/listing/listing-loader.server.ts';
import { listingMeta } from '../components/listing/listing-meta.ts';
import { ListingScreen } from '../components/listing/listing-screen.tsx';
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
