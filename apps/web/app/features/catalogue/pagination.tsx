import { Link, useLocation, useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { queryString, withPage } from './listing-query.ts';

export type PageItem = number | 'gap';

/**
 * First, last, and the pages around the current one; a lone hidden page is shown instead of an
 * ellipsis. `pageItems(6, 12)` -> [1, 'gap', 5, 6, 7, 'gap', 12].
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const pages = [1, totalPages, current - 1, current, current + 1]
    .filter((page) => page >= 1 && page <= totalPages)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of new Set(pages)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

const linkClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold outline-hidden focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** `nav` labelled Pagination, when there is more than one page; links keep the other filters. */
export function Pagination({ current, totalPages }: { current: number; totalPages: number }) {
  const t = useT('listing');
  const lang = useLang();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const number = { format: (n: number) => formatNumber(n, lang) };
  const to = (page: number) => ({ pathname, search: queryString(withPage(params, page)) });
  const previous = Math.min(current - 1, totalPages);
  const next = current + 1;

  return (
    <nav aria-label={t('pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {previous >= 1 ? (
            <Link
              to={to(previous)}
              rel="prev"
              aria-label={t('previousPage')}
              className={`${linkClass} text-slate-700 hover:bg-slate-100`}
            >
              <Arrow />
              <span className="hidden sm:inline">{t('previous')}</span>
            </Link>
          ) : (
            // No link on the first or last page: hidden from assistive technology, still readable.
            <span aria-hidden="true" className={`${linkClass} cursor-not-allowed text-slate-500`}>
              <Arrow />
              <span className="hidden sm:inline">{t('previous')}</span>
            </span>
          )}
        </li>
        {pageItems(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-label={t('pageNumber', { page: number.format(item) })}
                aria-current={item === current ? 'page' : undefined}
                className={`${linkClass} ${
                  item === current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {number.format(item)}
              </Link>
            </li>
          ),
        )}
        <li>
          {next <= totalPages ? (
            <Link
              to={to(next)}
              rel="next"
              aria-label={t('nextPage')}
              className={`${linkClass} text-slate-700 hover:bg-slate-100`}
            >
              <span className="hidden sm:inline">{t('next')}</span>
              <Arrow next />
            </Link>
          ) : (
            // No link on the first or last page: hidden from assistive technology, still readable.
            <span aria-hidden="true" className={`${linkClass} cursor-not-allowed text-slate-500`}>
              <span className="hidden sm:inline">{t('next')}</span>
              <Arrow next />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** A chevron pointing back (or forward); mirrored on Arabic pages. */
function Arrow({ next = false }: { next?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="flip-rtl size-4 fill-none stroke-current stroke-2">
      <path d={next ? 'm8 4 6 6-6 6' : 'm12 4-6 6 6 6'} />
    </svg>
  );
}
