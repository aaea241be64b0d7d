import { loadDeliverySlots } from '../features/checkout/delivery-slots.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/delivery-slots';

/** `GET /{lang}/delivery-slots?date=YYYY-MM-DD`: the day's delivery slots, for the checkout's slot picker. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadDeliverySlots(request, context.get(storeApiContext));
}
