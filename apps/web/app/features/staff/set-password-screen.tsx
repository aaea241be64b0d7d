import { staffPasswordMin } from '@store/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { switchLangPath } from '../../i18n/i18n.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { SetPasswordResult } from './people.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * Where the one-time link of a new account or a password reset lands: the member chooses
 * a password, then logs in. A plain post: it works without scripts. The token stays in the page
 * (a hidden field), never in a cookie.
 */
export function SetPasswordScreen({ token }: { token: string }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const result = useActionData() as SetPasswordResult | undefined;
  const sending = useNavigation().state === 'submitting';
  const done = result?.ok ?? false;
  const search = token ? `?token=${token}` : '';
  return (
    <main
      id="staff-main"
      className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow">
        <div className="flex items-center justify-between gap-2">
          <p className="font-bold text-brand-800">{t('storeName')}</p>
          <a
            href={switchLangPath(`/${lang}/staff/set-password`, search, lang === 'ar' ? 'en' : 'ar')}
            lang={lang === 'ar' ? 'en' : 'ar'}
            className="inline-flex min-h-11 items-center underline"
          >
            {t('switchLanguage')}
          </a>
        </div>
        <h1 className="mt-2 text-2xl font-bold">{t('setPasswordTitle')}</h1>
        {done ? (
          <div className="mt-4 grid gap-4">
            <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900">
              {t('setPasswordDone')}
            </p>
            <a
              href={`/${lang}/staff/login`}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
            >
              {t('setPasswordLogin')}
            </a>
          </div>
        ) : !token ? (
          <p className="mt-4" role="alert">
            {t('setPasswordMissing')}
          </p>
        ) : (
          <>
            <p className="mt-1 text-slate-700">
              {t('setPasswordIntro', { min: formatNumber(staffPasswordMin, lang) })}
            </p>
            <ResultNotice result={result && !result.ok ? result : undefined} className="mt-3" />
            <Form method="post" className="mt-4 grid gap-4">
              <input type="hidden" name="token" value={token} />
              <FormField
                label={t('setPasswordNew')}
                name="password"
                type="password"
                autoComplete="new-password"
                maxLength={200}
              />
              <button
                type="submit"
                disabled={sending}
                className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60"
              >
                {sending ? t('sending') : t('setPasswordButton')}
              </button>
            </Form>
          </>
        )}
      </div>
    </main>
  );
}
