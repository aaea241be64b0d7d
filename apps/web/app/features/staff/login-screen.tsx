import { Form, useActionData, useNavigation } from 'react-router';
import { switchLangPath } from '../../i18n/i18n.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { LoginResult } from './login.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * The console's login: e-mail and password, and the authenticator code once the API asks for it.
 * A plain post (it works without scripts); the action sets the staff cookie and goes to the board.
 */
export function LoginScreen({ next }: { next: string }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const result = useActionData() as LoginResult | undefined;
  const sending = useNavigation().state === 'submitting';
  const needsCode = result?.data?.needsCode ?? false;
  const errors = result?.fieldErrors ?? {};
  return (
    <main
      id="staff-main"
      className="flex min-h-screen items-start justify-center bg-slate-100 px-4 py-10 sm:items-center"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow">
        <div className="flex items-center justify-between gap-2">
          <p className="font-bold text-brand-800">{t('storeName')}</p>
          <a
            href={switchLangPath(`/${lang}/staff/login`, '', lang === 'ar' ? 'en' : 'ar')}
            lang={lang === 'ar' ? 'en' : 'ar'}
            className="inline-flex min-h-11 items-center underline"
          >
            {t('switchLanguage')}
          </a>
        </div>
        <h1 className="mt-2 text-2xl font-bold">{t('loginTitle')}</h1>
        <p className="mt-1 text-slate-700">{t('loginIntro')}</p>
        <ResultNotice result={result && !result.ok ? result : undefined} className="mt-3" />
        <Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="next" value={next} />
          <FormField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="username"
            defaultValue={result?.values?.email ?? ''}
            error={errors.email}
          />
          <FormField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="current-password"
            error={errors.password}
          />
          {needsCode && (
            <FormField
              label={t('totp')}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              hint={t('totpHint')}
              maxLength={10}
              autoFocus
              error={errors.totp}
            />
          )}
          <button
            type="submit"
            disabled={sending}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60"
          >
            {sending ? t('loggingIn') : t('loginButton')}
          </button>
        </Form>
      </div>
    </main>
  );
}
