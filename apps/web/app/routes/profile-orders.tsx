import { profileTabPath } from '@store/contract';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadOrderList } from '../features/orders/order.server.ts';
import { OrderLists } from '../features/orders/order-list.tsx';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-orders';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'ordersTitle', description: 'ordersTitle', path: profileTabPath(3) });

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadOrderList(context.get(storeApiContext), langOf(params));
}

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <ProfileTab title={t('ordersTitle')}>
      <OrderLists {...loaderData} />
    </ProfileTab>
  );
}
