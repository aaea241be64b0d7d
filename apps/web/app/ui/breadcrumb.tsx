import { Link } from 'react-router';
import { useLang, useT } from '../i18n/i18n.ts';

export interface Crumb {
  label: string;
  /** Path after the language prefix; the last crumb (the current page) has none. */
  to?: string;
}

/** Home › … › current page. The separator mirrors in Arabic. */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT();
  const lang = useLang();
  const all: Crumb[] = [{ label: t('home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumb')} className="container-page pt-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && (
              <span aria-hidden="true" className="flip-rtl text-slate-400">
                ›
              </span>
            )}
            {crumb.to !== undefined && index < all.length - 1 ? (
              <Link to={`/${lang}${crumb.to}`} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current={index === all.length - 1 ? 'page' : undefined}
                className="font-semibold text-slate-800"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
