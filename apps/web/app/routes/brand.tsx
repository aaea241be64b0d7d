import { storeApiContext } from '../api/request-context.ts';
import { loadBrand } from '../components/listing/listing-loader.server.ts';
import { listingMeta } from '../components/listing/listing-meta.ts';
import { ListingScreen } from '../components/listing/listing-screen.tsx';
import type { Route } from './+types/brand';

/** `/brand/:id/:name?`: one brand's products. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  return loadBrand(context.get(storeApiContext), params, new URL(request.url));
}

export function meta(args: Route.MetaArgs) {
  return listingMeta(args);
}

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  return <ListingScreen data={loaderData} />;
}
