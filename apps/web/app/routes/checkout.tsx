import { privatePage, shopMeta } from '../features/cart/index.ts';
import { checkoutAction, loadCheckout } from '../features/checkout/checkout.server.ts';
import { keepAfterSuccess } from '../features/checkout/checkout-data.ts';
import { CheckoutScreen } from '../features/checkout/checkout-screen.tsx';
import { noticeLine } from '../features/privacy/privacy-notice.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/checkout';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'checkoutTitle', description: 'checkoutDescription', path: '/checkout' });

export const headers = privatePage;

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = langOf(params);
  return loadCheckout(request, context.get(storeApiContext), lang, noticeLine(lang, 'checkout'));
}

/** Places the order (or starts the online payment); without scripts it redirects straight on. */
export function action({ request, context, params }: Route.ActionArgs) {
  return checkoutAction(request, context.get(storeApiContext), langOf(params));
}

export const shouldRevalidate = keepAfterSuccess;

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return <CheckoutScreen data={loaderData} />;
}
