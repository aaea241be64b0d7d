import { shopMeta } from '../features/cart/index.ts';
import { CheckoutRedirectScreen } from '../features/checkout/checkout-redirect-screen.tsx';
import type { Route } from './+types/checkout-redirect';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'redirectTitle', description: 'redirecting', path: '/checkout-redirect' });

export default function CheckoutRedirect() {
  return <CheckoutRedirectScreen />;
}
