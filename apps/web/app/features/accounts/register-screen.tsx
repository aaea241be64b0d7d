import { Link, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import type { NoticeLine } from '../privacy/index.ts';
import { AccountPage, linkClass } from './account-page.tsx';
import { RegisterForm } from './register-form.tsx';
import { scripted } from './use-account-form.ts';

/** The registration page: the form (with the privacy notice's line), then the phone verification. */
export function RegisterScreen({ privacyLine }: { privacyLine?: NoticeLine }) {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const { submit, sending, result, posted } = useFormAction();
  return (
    <AccountPage title={t('registerTitle')} intro={t('registerIntro')} posted={posted}>
      <RegisterForm
        privacyLine={privacyLine}
        onSend={(form) => submit(scripted(form))}
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
