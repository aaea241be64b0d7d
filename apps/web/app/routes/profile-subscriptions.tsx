import { profileTabPath } from '@store/contract';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadSubscriptions, subscriptionAction } from '../features/orders/subscriptions.server.ts';
import { SubscriptionsScreen } from '../features/orders/subscriptions-screen.tsx';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-subscriptions';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'subscriptionsTitle', description: 'subscriptionsTitle', path: profileTabPath(9) });

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadSubscriptions(context.get(storeApiContext), langOf(params));
}

/** Pause, resume, cancel, or new item quantities: plain form posts. */
export function action({ request, context, params }: Route.ActionArgs) {
  return subscriptionAction(request, context.get(storeApiContext), langOf(params));
}

export default function ProfileSubscriptions({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <ProfileTab title={t('subscriptionsTitle')}>
      <SubscriptionsScreen subscriptions={loaderData.subscriptions} />
    </ProfileTab>
  );
}
