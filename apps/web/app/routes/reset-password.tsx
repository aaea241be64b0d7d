import { pathId, resetPasswordForm } from '@store/contract';
import { Link, redirect } from 'react-router';
import { checkForm, deviceType, fieldsOf, post } from '../features/accounts/account-action.server.ts';
import { AccountPage, linkClass } from '../features/accounts/account-page.tsx';
import { useAccountAction } from '../features/accounts/account-result.ts';
import { ResetPasswordForm } from '../features/accounts/reset-password-form.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { sessionCookie } from '../lib/api/store-middleware.server.ts';
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

/** The reset request's id from the previous step (`?id=`). */
export function loader({ request }: Route.LoaderArgs) {
  const id = pathId().safeParse(new URL(request.url).searchParams.get('id'));
  return { resetId: id.success ? id.data : null };
}

/**
 * Sets the new password. The API logs the user in (the token in `data.token`): it becomes the session
 * cookie on the way to the confirmation page.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const form = await request.formData();
  const checked = checkForm(
    resetPasswordForm,
    fieldsOf(form, ['code', 'password', 'password_confirmation']),
    lang,
  );
  if (!checked.ok) return checked.answer;
  const sent = await post(context.get(storeApiContext), 'resetPassword', {
    ...checked.value,
    user_id: Number(form.get('user_id')),
    deviceType,
  });
  if (!sent.ok) return sent.answer;
  throw redirect(`/${lang}/password-changed`, {
    headers: { 'Set-Cookie': sessionCookie(request, sent.data.token) },
  });
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const t = useT('account');
  const lang = useLang();
  const { submit, sending, result } = useAccountAction();
  if (loaderData.resetId === null) {
    return (
      <AccountPage title={t('resetTitle')}>
        <p className="text-slate-700">{t('resetNoRequest')}</p>
        <Link to={`/${lang}/forget-password`} className={`mt-4 inline-block ${linkClass}`}>
          {t('askForCode')}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('resetTitle')} intro={t('resetIntro')}>
      <ResetPasswordForm resetId={loaderData.resetId} onSend={submit} sending={sending} result={result} />
      <p className="mt-6 text-center text-sm">
        <Link to={`/${lang}/forget-password`} className={linkClass}>
          {t('askForCode')}
        </Link>
      </p>
    </AccountPage>
  );
}
