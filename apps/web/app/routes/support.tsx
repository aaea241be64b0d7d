import { privatePage } from '../features/cart/index.ts';
// From its own module, not the prescriptions feature's index: the index brings the prescription
// screens' module-level code into this page's first load (468 B gzip) for one meta function.
import { SupportScreen } from '../features/support/index.ts';
import { loadSupport, supportAction } from '../features/support/support.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, ownPageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/support';

export const meta = (args: Route.MetaArgs) =>
  ownPageMeta(args, 'care', { title: 'supportTitle', description: 'supportDescription', path: '/support' });

export const headers = privatePage;

/** Read again when a notification comes (notification-bell.tsx): staff answers show without a reload. */
export const handle = { followsNotifications: true };

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSupport(request, context.get(storeApiContext), langOf(params));
}

/** A customer's reply to one of their issues (a new issue goes to the web's upload route). */
export function action({ request, context, params }: Route.ActionArgs) {
  return supportAction(request, context.get(storeApiContext), langOf(params));
}

export default function Support({ loaderData }: Route.ComponentProps) {
  return <SupportScreen {...loaderData} />;
}
