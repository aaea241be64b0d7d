import { registerAction } from '../features/accounts/register.server.ts';
import { RegisterScreen } from '../features/accounts/register-screen.tsx';
import { noticeLine } from '../features/privacy/privacy-notice.server.ts';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/register';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('registerTitle'),
    description: t('registerDescription'),
    path: '/register',
    origin: originOf(matches),
    noindex: true,
  });
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  registerAction(request, context.get(storeApiContext), langOf(params));

/** The privacy notice's line under the form: its text from the server (docs/decisions/0074). */
export function loader({ params }: Route.LoaderArgs) {
  return { privacyLine: noticeLine(langOf(params), 'register') };
}

export default function Register({ loaderData }: Route.ComponentProps) {
  return <RegisterScreen privacyLine={loaderData.privacyLine} />;
}
