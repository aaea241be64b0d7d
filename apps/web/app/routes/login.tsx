import { Link } from 'react-router';
import { ContentPage } from '../components/content/content-page.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/login';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('loginTitle'),
    description: t('loginDescription'),
    path: '/login',
    origin: originOf(matches),
    noindex: true,
  });
}

/** Placeholder until accounts arrive: says so honestly and offers a way on. */
export default function Login() {
  const t = useT('pages');
  const common = useT();
  const lang = useLang();
  return (
    <ContentPage title={t('loginTitle')}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <p className="text-lg leading-relaxed text-slate-700">{t('loginText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={`/${lang}/`}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            {common('backHome')}
          </Link>
          <Link
            to={`/${lang}/deals`}
            className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('browseDeals')}
          </Link>
        </div>
      </div>
    </ContentPage>
  );
}
