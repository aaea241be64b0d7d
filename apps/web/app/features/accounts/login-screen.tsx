import type { Provider } from '@store/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { redirectToParam } from '../../lib/forms/redirect-to.ts';
import { AccountPage, linkClass } from './account-page.tsx';
import { LoginForm } from './login-form.tsx';
import { ProviderButtons } from './provider-buttons.tsx';
import { scripted } from './use-account-form.ts';

/** After a login the page waits half a second (the toast is read; docs/product.md#screen-details) before leaving. */
const leaveDelayMs = 500;

/**
 * The login page: the e-mail form, and the Google/Facebook buttons whose client is configured. Where
 * the guest came from (`redirectTo`) rides along in each form, so a post without scripts goes back
 * there too.
 */
export function LoginScreen({
  redirectTo,
  providers,
}: {
  redirectTo: string | null;
  providers: readonly Provider[];
}) {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const login = useFormAction({ intent: 'login' });
  const provider = useFormAction({ intent: 'provider' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const leave = (result: FormResult) => {
    if (!result.ok || !result.next) return;
    const next = result.next;
    timer.current = setTimeout(() => navigate(next), leaveDelayMs);
  };
  useFormResult(provider.result, { onResult: leave });
  const asked = provider.fetcher.formData?.get('from');
  const back = redirectTo ? <input type="hidden" name={redirectToParam} value={redirectTo} /> : null;

  return (
    <AccountPage title={t('loginTitle')} intro={t('loginIntro')} posted={login.posted ?? provider.posted}>
      <LoginForm
        onSend={(form) => login.submit(scripted(form))}
        sending={login.sending}
        result={login.result}
        onResult={leave}
      >
        {back}
      </LoginForm>
      <p className="mt-4 text-end text-sm">
        <Link to={`/${lang}/forget-password`} className={linkClass}>
          {t('forgotLink')}
        </Link>
      </p>
      <p className="mt-4 text-center">
        <Link
          to={`/${lang}/login/phone${redirectTo ? `?${redirectToParam}=${encodeURIComponent(redirectTo)}` : ''}`}
          className={`font-semibold ${linkClass}`}
        >
          {t('phoneLoginLink')}
        </Link>
      </p>
      {providers.length > 0 && (
        <ProviderButtons
          providers={providers}
          onSend={(form) => provider.submit(scripted(form))}
          sending={provider.sending ? (asked as Provider | null) : null}
        >
          {back}
        </ProviderButtons>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        {t('noAccount')}{' '}
        <Link to={`/${lang}/register`} className={linkClass}>
          {t('registerLink')}
        </Link>
      </p>
    </AccountPage>
  );
}
