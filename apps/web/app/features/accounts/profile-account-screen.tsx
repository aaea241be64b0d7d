import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { linkClass } from './account-page.tsx';
import { ChangePasswordForm, ProfileForm } from './profile-forms.tsx';
import { scripted } from './use-account-form.ts';
import { useStoreUser } from './use-store-user.ts';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 desk:p-6';

/** Profile tab 1: the user's details, editable, and the password (not for Google/Facebook accounts). */
export function ProfileAccountScreen() {
  const t = useT('account');
  const lang = useLang();
  const { user } = useStoreUser();
  const details = useFormAction({ intent: 'profile' });
  const password = useFormAction({ intent: 'password' });
  if (!user) return null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="profile-details" className={card}>
        <h2 id="profile-details" className="text-lg font-bold text-slate-900">
          {t('detailsTitle')}
        </h2>
        <p className="mt-1 mb-4 text-sm">
          {user.phoneVerified ? (
            <span className="font-semibold text-brand-700">{t('phoneVerified')}</span>
          ) : (
            <>
              <span className="font-semibold text-amber-800">{t('phoneNotVerified')}</span>{' '}
              <Link to={`/${lang}/phone-verification?user=${user.id}`} className={linkClass}>
                {t('verifyNow')}
              </Link>
            </>
          )}
        </p>
        <ResultNotice result={details.posted} className="mb-4" />
        <ProfileForm
          user={user}
          onSend={(form) => details.submit(scripted(form))}
          sending={details.sending}
          result={details.result}
        />
      </section>
      <section aria-labelledby="profile-password" className={card}>
        <h2 id="profile-password" className="mb-4 text-lg font-bold text-slate-900">
          {t('passwordTitle')}
        </h2>
        {user.isSocial ? (
          <p className="text-slate-700">{t('socialPasswordNote')}</p>
        ) : (
          <>
            <ResultNotice result={password.posted} className="mb-4" />
            <ChangePasswordForm
              onSend={(form) => password.submit(scripted(form))}
              sending={password.sending}
              result={password.result}
            />
          </>
        )}
      </section>
    </div>
  );
}
