import { loadSearch } from '../features/catalogue/listing-loader.server.ts';
import { listingMeta } from '../features/catalogue/listing-meta.ts';
import { ListingScreen } from '../features/catalogue/listing-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/search';

/** `/search/:name`: products matching the text, most relevant first. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadSearch(context.get(storeApiContext), params, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  return <ListingScreen data={loaderData} />;
}
