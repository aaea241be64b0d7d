import { lazy, Suspense, useEffect, useState } from 'react';
import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadOrderPlaced } from '../features/checkout/order-placed.server.ts';
import { OrderPlacedScreen } from '../features/checkout/order-placed-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/order-placed';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'orderPlacedTitle', description: 'orderPlacedNoId', path: '/order-placed' });

export const headers = privatePage;

/** The order named in the address must be the customer's own (else the page not found). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOrderPlaced(request, context.get(storeApiContext), langOf(params));
}

/** The offer to turn on notifications: its module comes after the page has hydrated. */
const PushPrompt = lazy(() => import('../features/notifications/push-prompt.tsx'));

export default function OrderPlaced({ loaderData }: Route.ComponentProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <OrderPlacedScreen delivery={loaderData?.delivery ?? null} />
      {hydrated && (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      )}
    </>
  );
}
