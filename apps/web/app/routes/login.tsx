import { loginForm, type Provider, providers, translate } from '@store/contract';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  answer,
  checkForm,
  deviceType,
  fieldsOf,
  localPath,
  post,
} from '../features/accounts/account-action.server.ts';
import { AccountPage, linkClass } from '../features/accounts/account-page.tsx';
import type { AccountResult } from '../features/accounts/account-result.ts';
import { useAccountAction, useResultFeedback } from '../features/accounts/account-result.ts';
import { LoginForm } from '../features/accounts/login-form.tsx';
import { ProviderButtons } from '../features/accounts/provider-buttons.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
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

/**
 * Two ways in: e-mail and password (`login`), or a Google/Facebook token (`login/provider`, whose
 * code 105 means the account still needs a verified phone). Either way the token becomes the session
 * cookie here, on the server; the page only learns where to go next.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const form = await request.formData();

  if (form.get('intent') === 'provider') {
    const from = String(form.get('from') ?? '');
    const token = String(form.get('token') ?? '').trim();
    if (!(providers as readonly string[]).includes(from)) {
      return answer({ ok: false, intent: 'provider', message: translate(lang, 'validation.provider') }, 422);
    }
    // Only the provider's own script (Google Identity Services, the Facebook SDK) can hand over a
    // token, and this store loads none: without one, say plainly that this sign-in is not offered.
    if (!token) {
      return answer(
        {
          ok: false,
          intent: 'provider',
          message: translate(lang, 'account.providerUnavailable', { provider: from as Provider }),
        },
        422,
      );
    }
    const sent = await post(api, 'loginProvider', { from: from as Provider, token, deviceType }, 'provider');
    if (!sent.ok) return sent.answer;
    const needsPhone = sent.code === 105;
    return answer(
      {
        ok: true,
        intent: 'provider',
        message: sent.message,
        next: needsPhone ? `/${lang}/phone-verification?user=${sent.data.user.id}` : `/${lang}/`,
      },
      200,
      { request, token: sent.data.token },
    );
  }

  const input = fieldsOf(form, ['email', 'password']);
  const checked = checkForm(loginForm, input, lang, 'login');
  if (!checked.ok) return checked.answer;
  const sent = await post(
    api,
    'login',
    { username: checked.value.email, password: checked.value.password, deviceType },
    'login',
  );
  if (!sent.ok) return sent.answer;
  const back = localPath(form.get('from'), lang);
  return answer({ ok: true, intent: 'login', message: sent.message, next: back ?? `/${lang}/` }, 200, {
    request,
    token: sent.data.token,
  });
}

/** After a login the page waits half a second (the toast is read; docs/product.md#screen-details) before leaving. */
const leaveDelayMs = 500;

export default function Login() {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useAccountAction();
  const provider = useAccountAction();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Where a guest was sent from ('Please Login First' on a product), to go back there after.
  const from = (location.state as { from?: string } | null)?.from;

  const leave = (result: AccountResult) => {
    if (!result.ok || !result.next) return;
    const next = result.next;
    timer.current = setTimeout(() => navigate(next), leaveDelayMs);
  };
  useResultFeedback(
    provider.result?.intent === 'provider' ? provider.result : undefined,
    undefined,
    t('sendError'),
    leave,
  );
  const sendingProvider = provider.sending ? (provider.formData?.get('from') as Provider | null) : null;

  return (
    <AccountPage title={t('loginTitle')} intro={t('loginIntro')}>
      <LoginForm
        onSend={(form) => {
          const body = new FormData(form);
          if (from) body.set('from', from);
          login.submit(body);
        }}
        sending={login.sending}
        result={login.result}
        onResult={leave}
      />
      <p className="mt-4 text-end text-sm">
        <Link to={`/${lang}/forget-password`} className={linkClass}>
          {t('forgotLink')}
        </Link>
      </p>
      <ProviderButtons onSend={provider.submit} sending={sendingProvider} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('noAccount')}{' '}
        <Link to={`/${lang}/register`} className={linkClass}>
          {t('registerLink')}
        </Link>
      </p>
    </AccountPage>
  );
}
