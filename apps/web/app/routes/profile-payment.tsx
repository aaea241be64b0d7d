import { profileTabPath } from '@store/contract';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadPaymentTab, paymentTabAction } from '../features/cart/payment-tab.server.ts';
import { PaymentTab } from '../features/cart/payment-tab.tsx';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-payment';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'paymentTitle', description: 'paymentIntro', path: profileTabPath(4) });

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadPaymentTab(context.get(storeApiContext), langOf(params));
}

export function action({ request, context, params }: Route.ActionArgs) {
  return paymentTabAction(request, context.get(storeApiContext), langOf(params));
}

export default function ProfilePayment({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <ProfileTab title={t('paymentTitle')}>
      <PaymentTab {...loaderData} />
    </ProfileTab>
  );
}
