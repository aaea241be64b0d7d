import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadOrder, orderAction } from '../features/orders/order.server.ts';
import { OrderScreen } from '../features/orders/order-screen.tsx';
import { formatId } from '../i18n/format.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/order-info';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, {
    title: 'orderTitle',
    description: 'ordersTitle',
    path: `/order-info/${args.params.id}`,
    values: { id: formatId(args.params.id ?? '', langOf(args.params)) },
  });

export const headers = privatePage;

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrder(request, context.get(storeApiContext), langOf(params), params.id);
}

/** Cancel (in the dialog, or the page's own form without scripts) and order again. */
export function action({ request, context, params }: Route.ActionArgs) {
  return orderAction(request, context.get(storeApiContext), langOf(params), params.id);
}

export default function OrderInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderScreen {...loaderData} pageResult={actionData} />;
}
