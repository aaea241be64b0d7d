import { loadLogin, loginAction } from '../features/accounts/login.server.ts';
import { LoginScreen } from '../features/accounts/login-screen.tsx';
import { signInShouldRevalidate } from '../features/accounts/sign-in-revalidate.ts';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/login';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('loginTitle'),
    description: t('loginDescription'),
    path: '/login',
    origin: originOf(matches),
    noindex: true,
  });
}

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadLogin(request, context.get(storeApiContext), langOf(params));

export const action = ({ request, context, params }: Route.ActionArgs) =>
  loginAction(request, context.get(storeApiContext), langOf(params));

export const shouldRevalidate = signInShouldRevalidate;

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginScreen {...loaderData} />;
}
