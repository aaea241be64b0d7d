import { forgotPasswordBody } from '@store/contract';
import { Link, useNavigate } from 'react-router';
import { answer, checkForm, fieldsOf, post } from '../features/accounts/account-action.server.ts';
import { AccountPage, linkClass } from '../features/accounts/account-page.tsx';
import { useAccountAction } from '../features/accounts/account-result.ts';
import { ForgotPasswordForm } from '../features/accounts/forgot-password-form.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
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

/** Asks for a reset code by e-mail; the API's `item` (the reset's id) goes on to the next step. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const checked = checkForm(forgotPasswordBody, fieldsOf(await request.formData(), ['email']), lang);
  if (!checked.ok) return checked.answer;
  const sent = await post(context.get(storeApiContext), 'forgotPassword', { email: checked.value.email });
  if (!sent.ok) return sent.answer;
  return answer({ ok: true, message: sent.message, next: `/${lang}/reset-password?id=${sent.item}` });
}

export default function ForgetPassword() {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const { submit, sending, result } = useAccountAction();
  return (
    <AccountPage title={t('forgotTitle')} intro={t('forgotIntro')}>
      <ForgotPasswordForm
        onSend={submit}
        sending={sending}
        result={result}
        onResult={(result) => {
          if (result.ok && result.next) void navigate(result.next);
        }}
      />
      <p className="mt-6 text-center text-sm">
        <Link to={`/${lang}/login`} className={linkClass}>
          {t('backToLogin')}
        </Link>
      </p>
    </AccountPage>
  );
}
