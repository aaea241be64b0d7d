import { forgotPasswordAction } from '../features/accounts/password.server.ts';
import { ForgotPasswordScreen } from '../features/accounts/password-screens.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/forget-password';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('forgotTitle'),
    description: t('forgotDescription'),
    path: '/forget-password',
    origin: originOf(matches),
    noindex: true,
  });
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  forgotPasswordAction(request, context.get(storeApiContext), langOf(params));

export default function ForgetPassword() {
  return <ForgotPasswordScreen />;
}
