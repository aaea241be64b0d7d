import {
  loadPhoneVerification,
  phoneVerificationAction,
} from '../features/accounts/phone-verification.server.ts';
import { PhoneVerificationScreen } from '../features/accounts/phone-verification-screen.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/phone-verification';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('verifyTitle'),
    description: t('verifyDescription'),
    path: '/phone-verification',
    origin: originOf(matches),
    noindex: true,
  });
}

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadPhoneVerification(request, context.get(storeApiContext));

export const action = ({ request, context, params }: Route.ActionArgs) =>
  phoneVerificationAction(request, context.get(storeApiContext), langOf(params));

export default function PhoneVerification({ loaderData }: Route.ComponentProps) {
  return <PhoneVerificationScreen {...loaderData} />;
}
