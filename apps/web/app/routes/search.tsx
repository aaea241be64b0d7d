import { storeApiContext } from '../api/request-context.ts';
import { loadSearch } from '../components/listing/listing-loader.server.ts';
import { listingMeta } from '../components/listing/listing-meta.ts';
import { ListingScreen } from '../components/listing/listing-screen.tsx';
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
