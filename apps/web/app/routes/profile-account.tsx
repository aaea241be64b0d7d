import { changePasswordBody, profileBody } from '@store/contract';
import { Link } from 'react-router';
import { answer, checkForm, fieldsOf, post } from '../features/accounts/account-action.server.ts';
import { linkClass } from '../features/accounts/account-page.tsx';
import { useAccountAction } from '../features/accounts/account-result.ts';
import { ChangePasswordForm, ProfileForm } from '../features/accounts/profile-forms.tsx';
import { useStoreUser } from '../features/accounts/use-store-user.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-account';

/** Two forms on this tab: the details (`intent=profile`) and the password (`intent=password`). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const form = await request.formData();
  if (form.get('intent') === 'password') {
    const input = fieldsOf(form, ['oldPassword', 'newPassword', 'newPassword_confirmation']);
    const checked = checkForm(changePasswordBody, input, lang, 'password');
    if (!checked.ok) return checked.answer;
    const sent = await post(api, 'changePassword', checked.value, 'password');
    if (!sent.ok) return sent.answer;
    return answer({ ok: true, intent: 'password', message: sent.message });
  }
  const checked = checkForm(
    profileBody,
    fieldsOf(form, ['first_name', 'last_name', 'phone', 'email']),
    lang,
    'profile',
  );
  if (!checked.ok) return checked.answer;
  const sent = await post(api, 'updateProfile', checked.value, 'profile');
  if (!sent.ok) return sent.answer;
  return answer({ ok: true, intent: 'profile', message: sent.message });
}

const card = 'rounded-2xl border border-slate-200 bg-white p-5 desk:p-6';

/** Tab 1: the user's details, editable, and the password (not for Google/Facebook accounts). */
export default function ProfileAccount() {
  const t = useT('account');
  const lang = useLang();
  const { user } = useStoreUser();
  const details = useAccountAction();
  const password = useAccountAction();
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
        <ProfileForm user={user} onSend={details.submit} sending={details.sending} result={details.result} />
      </section>
      <section aria-labelledby="profile-password" className={card}>
        <h2 id="profile-password" className="mb-4 text-lg font-bold text-slate-900">
          {t('passwordTitle')}
        </h2>
        {user.isSocial ? (
          <p className="text-slate-700">{t('socialPasswordNote')}</p>
        ) : (
          <ChangePasswordForm onSend={password.submit} sending={password.sending} result={password.result} />
        )}
      </section>
    </div>
  );
}
