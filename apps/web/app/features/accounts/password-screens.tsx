import { Link, useNavigate } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { AccountPage, linkClass } from './account-page.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { scripted } from './use-account-form.ts';

/** Step 1 of a forgotten password: the e-mail the code goes to. */
export function ForgotPasswordScreen() {
  const t = useT('account');
  const lang = useLang();
  const navigate = useNavigate();
  const { submit, sending, result, posted } = useFormAction();
  return (
    <AccountPage title={t('forgotTitle')} intro={t('forgotIntro')} posted={posted}>
      <ForgotPasswordForm
        onSend={(form) => submit(scripted(form))}
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

/** Step 2: the e-mailed code and the new password (the action goes on to the confirmation). */
export function ResetPasswordScreen({ resetId }: { resetId: number | null }) {
  const t = useT('account');
  const lang = useLang();
  const { submit, sending, result, posted } = useFormAction();
  const again = (
    <Link to={`/${lang}/forget-password`} className={linkClass}>
      {t('askForCode')}
    </Link>
  );
  if (resetId === null) {
    return (
      <AccountPage title={t('resetTitle')}>
        <p className="mb-4 text-slate-700">{t('resetNoRequest')}</p>
        {again}
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('resetTitle')} intro={t('resetIntro')} posted={posted}>
      <ResetPasswordForm
        resetId={resetId}
        onSend={(form) => submit(scripted(form))}
        sending={sending}
        result={result}
      />
      <p className="mt-6 text-center text-sm">{again}</p>
    </AccountPage>
  );
}
