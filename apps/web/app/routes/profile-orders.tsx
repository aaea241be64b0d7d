import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { OrderList } from '../features/orders/order-list.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper } from '../lib/forms/shop.server.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-orders';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('ordersTitle'),
    description: t('ordersTitle'),
    path: '/profile/3',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  return forShopper(langOf(params), api, () => api.orders());
}

/** Profile tab 3: orders in process and previous orders, each linking to its detail. */
export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <ProfileTab title={t('ordersTitle')}>
      <OrderList title={t('pendingOrders')} orders={loaderData.pendingOrders} />
      <OrderList title={t('oldOrders')} orders={loaderData.oldOrders} old />
    </ProfileTab>
  );
}
