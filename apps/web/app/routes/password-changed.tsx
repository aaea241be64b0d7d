import { Link } from 'react-router';
import { AccountPage } from '../features/accounts/account-page.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { CheckIcon } from '../ui/icons.tsx';
import type { Route } from './+types/password-changed';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  return pageMeta({
    lang,
    title: t('changedTitle'),
    description: t('changedDescription'),
    path: '/password-changed',
    origin: originOf(matches),
    noindex: true,
  });
}

/** The end of a password reset: the user is logged in with the new password. */
export default function PasswordChanged() {
  const t = useT('account');
  const lang = useLang();
  return (
    <AccountPage title={t('changedTitle')}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <CheckIcon className="size-9" />
        </span>
        <p className="mt-4 text-slate-700">{t('changedText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to={`/${lang}/`}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {t('continueShopping')}
          </Link>
          <Link
            to={`/${lang}/profile`}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('goToProfile')}
          </Link>
        </div>
      </div>
    </AccountPage>
  );
}
