import type { Lang } from '@store/contract';
import { data, redirect } from 'react-router';
import { forShopper } from '../../lib/api/for-shopper.server.ts';
import type { StoreApi } from '../../lib/api/store-api.server.ts';

/**
 * `/order-placed?orderId=N` names one of the customer's own orders, placed: someone else's (or none)
 * is the API's 404, shown as the page not found; an online checkout not yet paid goes to its payment
 * (docs/decisions/0031). Without `orderId` (the page reached after placing, id in the state) nothing
 * is read.
 */
export function loadOrderPlaced(request: Request, api: StoreApi, lang: Lang) {
  const raw = new URL(request.url).searchParams.get('orderId');
  if (raw === null) return { orderId: null, delivery: null };
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return forShopper(
    lang,
    api,
    async () => {
      // Someone else's order is the API's 404, which is the page's.
      const order = await api.order(id);
      if (order.awaitingPayment) throw redirect(`/${lang}/checkout?pay=${order.id}`);
      // A scheduled order's day and slot: the page says them instead of '60 to 90 minutes'.
      return { orderId: order.id, delivery: order.delivery ?? null };
    },
    request,
  );
}
