import { Link } from 'react-router';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/coming-soon';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('comingSoonTitle'),
    description: t('comingSoonDescription'),
    path: '/coming-soon',
    origin: originOf(matches),
    noindex: true,
  });
}

export default function ComingSoon() {
  const t = useT('pages');
  const common = useT();
  const lang = useLang();
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 120 120"
        className="size-28 text-brand-600"
        fill="none"
        stroke="currentColor"
        strokeWidth={4}
        strokeLinecap="round"
      >
        <circle cx="60" cy="60" r="44" className="text-brand-100" stroke="currentColor" />
        <path d="M60 34v28l18 10" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t('comingSoonTitle')}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-600">{t('comingSoonText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
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
  );
}
