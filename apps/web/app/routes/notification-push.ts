import { loadPushKey, pushSubscriptionAction } from '../features/notifications/notifications.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/notification-push';

/** Data for the push prompt's script (no page): the VAPID key, and the subscription sent or taken back. */
export function loader({ context }: Route.LoaderArgs) {
  return loadPushKey(context.get(storeApiContext));
}

export function action({ request, context, params }: Route.ActionArgs) {
  return pushSubscriptionAction(request, context.get(storeApiContext), langOf(params));
}
