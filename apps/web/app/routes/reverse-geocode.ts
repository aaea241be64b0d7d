import { loadReverseGeocode } from '../features/addresses/reverse-geocode.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/reverse-geocode';

/** `GET /{lang}/reverse-geocode?lat=&lng=`: the names of a pinned point, for the address form. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadReverseGeocode(request, context.get(storeApiContext));
}
