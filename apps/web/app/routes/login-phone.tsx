import { loadPhoneLogin, phoneLoginAction } from '../features/accounts/phone-login.server.ts';
import { PhoneLoginScreen } from '../features/accounts/phone-login-screen.tsx';
import { signInShouldRevalidate } from '../features/accounts/sign-in-revalidate.ts';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/login-phone';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('phoneLoginTitle'),
    description: t('phoneLoginIntro'),
    path: '/login/phone',
    origin: originOf(matches),
    noindex: true,
  });
}

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadPhoneLogin(request, context.get(storeApiContext), langOf(params));

export const action = ({ request, context, params }: Route.ActionArgs) =>
  phoneLoginAction(request, context.get(storeApiContext), langOf(params));

// A sign-in's answer leaves the page itself: its loader (which sends the signed-in on) is not run again.
export const shouldRevalidate = signInShouldRevalidate;

export default function PhoneLogin({ loaderData }: Route.ComponentProps) {
  return <PhoneLoginScreen {...loaderData} />;
}
