import { loadResetPassword, resetPasswordAction } from '../features/accounts/password.server.ts';
import { ResetPasswordScreen } from '../features/accounts/password-screens.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/reset-password';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('resetTitle'),
    description: t('resetDescription'),
    path: '/reset-password',
    origin: originOf(matches),
    noindex: true,
  });
}

export const loader = ({ request }: Route.LoaderArgs) => loadResetPassword(request);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  resetPasswordAction(request, context.get(storeApiContext), langOf(params));

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  return <ResetPasswordScreen resetId={loaderData.resetId} />;
}
