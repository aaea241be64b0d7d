import { orderStatusIds } from '@store/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { data } from 'react-router';
import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadOrder, orderAction, orderIdOf } from '../features/orders/order.server.ts';
import { OrderScreen } from '../features/orders/order-screen.tsx';
import { PrescriptionScreen } from '../features/prescriptions/index.ts';
import { loadPrescription, prescriptionAction } from '../features/prescriptions/prescriptions.server.ts';
import { OrderReturns } from '../features/returns/index.ts';
import { loadOrderReturns } from '../features/returns/returns.server.ts';
import { formatId } from '../i18n/format.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { FormResult } from '../lib/forms/form-result.ts';
import { langOf, ownPageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/order-info';

/** `?type=prescription`: the page of a prescription (docs/product.md#web-storefront), else an order's. */
const isPrescription = (url: string | { search: string }) =>
  new URLSearchParams(typeof url === 'string' ? new URL(url).search : url.search).get('type') ===
  'prescription';

export const meta = (args: Route.MetaArgs) => {
  const values = { id: formatId(args.params.id ?? '', langOf(args.params)) };
  if (isPrescription(args.location))
    return ownPageMeta(args, 'care', {
      title: 'prescriptionTitle',
      description: 'ordersDescription',
      path: `/order-info/${args.params.id}?type=prescription`,
      values,
    });
  return shopMeta(args, {
    title: 'orderTitle',
    description: 'ordersTitle',
    path: `/order-info/${args.params.id}`,
    values,
  });
};

export const headers = privatePage;

/** Read again when a notification comes (notification-bell.tsx): staff answers show without a reload. */
export const handle = { followsNotifications: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  if (isPrescription(request.url))
    return loadPrescription(request, api, langOf(params), orderIdOf(params.id));
  const lang = langOf(params);
  const found = await loadOrder(request, api, lang, params.id);
  // A delivered order's returns (docs/decisions/0090): the window, the requests, the photo form.
  const { returns, headers } = await loadOrderReturns(request, api, lang, found.order);
  return data({ kind: 'order' as const, ...found, returns }, { headers });
}

/** Cancel (in the dialog, or the page's own form without scripts) and order again; a prescription's confirm, decline, cancel. */
export function action({ request, context, params }: Route.ActionArgs) {
  const api = context.get(storeApiContext);
  if (isPrescription(request.url))
    return prescriptionAction(request, api, langOf(params), orderIdOf(params.id));
  return orderAction(request, api, langOf(params), params.id);
}

export default function OrderInfo({ loaderData, actionData }: Route.ComponentProps) {
  const pageResult = actionData as FormResult | undefined;
  if (loaderData.kind === 'prescription')
    return <PrescriptionScreen {...loaderData} pageResult={pageResult} />;
  return (
    <OrderScreen
      {...loaderData}
      pageResult={pageResult}
      live={<LiveOrder order={loaderData.order} />}
      returns={
        loaderData.returns && <OrderReturns orderId={loaderData.order.id} returns={loaderData.returns} />
      }
    />
  );
}

/** Live status and substitution requests: the module comes after the page has hydrated. */
const LiveOrderUpdates = lazy(() => import('../features/notifications/live-order.tsx'));

function LiveOrder({ order }: { order: { id: number; cancelled: boolean; status: { id: number } } }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || order.cancelled || order.status.id === orderStatusIds.completed) return null;
  return (
    <Suspense fallback={null}>
      <LiveOrderUpdates orderId={order.id} statusId={order.status.id} />
    </Suspense>
  );
}
