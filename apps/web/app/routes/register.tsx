import { registerBody } from '@store/contract';
import { Link, useNavigate } from 'react-router';
import { answer, checkForm, deviceType, fieldsOf, post } from '../features/accounts/account-action.server.ts';
import { AccountPage, linkClass } from '../features/accounts/account-page.tsx';
import { useAccountAction } from '../features/accounts/account-result.ts';
import { RegisterForm } from '../features/accounts/register-form.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
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

const fields = ['first_name', 'last_name', 'phone', 'email', 'password', 'password_confirmation'] as const;

/** Creates the account; the API logs the new user in at once (the session cookie) and texts a code. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const checked = checkForm(registerBody, fieldsOf(await request.formData(), fields), lang);
  if (!checked.ok) return checked.answer;
  const sent = await post(context.get(storeApiContext), 'register', {
    ...checked.value,
    deviceType,
  });
  if (!sent.ok) return sent.answer;
  return answer(
    { ok: true, message: sent.message, next: `/${lang}/phone-verification?user=${sent.data.user.id}` },
    200,
    { request, token: sent.data.token },
  );
}

export default function Register() {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const { submit, sending, result } = useAccountAction();
  return (
    <AccountPage title={t('registerTitle')} intro={t('registerIntro')}>
      <RegisterForm
        onSend={submit}
        sending={sending}
        result={result}
        onResult={(result) => {
          if (result.ok && result.next) void navigate(result.next);
        }}
      />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('haveAccount')}{' '}
        <Link to={`/${lang}/login`} className={linkClass}>
          {t('loginLink')}
        </Link>
      </p>
    </AccountPage>
  );
}
