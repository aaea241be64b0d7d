import { Link } from 'react-router';
import { useLang, useT } from '../i18n/i18n.ts';

export function NotFoundPage() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-600">
        404
      </p>
      <h1 className="mt-6 text-xl font-bold text-slate-800">{t('notFound')}</h1>
      <Link
        to={`/${lang}/`}
        className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t('backHome')}
      </Link>
    </div>
  );
}
