import type { Lang } from '@store/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { type Translate, useLang, useT } from '../../i18n/i18n.ts';
import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';
import { desktopOnlyBoundaryKey, desktopWidth } from '../../ui/desktop-width.ts';
import { lazyDialog, preloadOn, useLazyDialog } from '../../ui/lazy-dialog.ts';
import type { ListingData, ListingFilters } from './listing-data.ts';
import { hasFilters, parseListingQuery, queryString, withFilters } from './listing-query.ts';
import { listingTitle, productCount } from './listing-text.ts';
import { Pagination } from './pagination.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** Paths of the pages that share this screen, e.g. `/ar/category/1/6/...`, `/en/deals`. */
export function isListingPath(pathname: string): boolean {
  return /^\/(en|ar)\/(category|brand|search|deals|offers)(\/|$)/.test(pathname);
}

function crumbsOf(data: ListingData, t: Translate<'listing'>, title: string, lang: Lang): Crumb[] {
  switch (data.kind) {
    case 'category':
      return [...data.parents, { label: data.name }];
    case 'brand':
      return [{ label: t('brands') }, { label: data.name }];
    case 'search':
      return [{ label: t('searchCrumb') }, { label: lang === 'ar' ? `«${data.name}»` : `“${data.name}”` }];
    default:
      return [{ label: title }];
  }
}

/**
 * The one listing layout of category, brand, search, deals and offers pages: breadcrumb, heading with
 * the count, filters (a sidebar at the inline start on desktop, a drawer on phones), the product
 * grid (nine skeleton cards while the next list loads), the empty state and pagination.
 */
export function ListingScreen({ data }: { data: ListingData }) {
  const t = useT('listing');
  const lang = useLang();
  const navigation = useNavigation();
  const loading =
    navigation.state === 'loading' && !!navigation.location && isListingPath(navigation.location.pathname);
  const title = listingTitle(lang, data);
  const [params] = useSearchParams();
  // A panel is only useful with something to narrow (or a filter to undo).
  const filters = data.filters && (data.products.length > 0 || hasFilters(params)) ? data.filters : null;

  return (
    <>
      <Breadcrumb items={crumbsOf(data, t, title, lang)} />
      <div className="container-page py-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-extrabold text-slate-900 break-words desk:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-slate-600">{productCount(lang, data.pagination.total)}</p>
            {data.showingResultsFor && (
              <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {t('showingResultsFor', { text: data.showingResultsFor })}
              </p>
            )}
          </div>
          {filters && <FilterDrawer data={data} filters={filters} />}
        </div>

        {data.offerTypes && data.offerTypes.length > 0 && (
          <OfferTypeChips types={data.offerTypes} current={data.offerType} />
        )}

        <div
          className={
            data.filters
              ? 'mt-6 desk:grid desk:grid-cols-[15rem_minmax(0,1fr)] desk:items-start desk:gap-8'
              : 'mt-6'
          }
        >
          {filters && (
            <aside aria-labelledby="listing-filters-heading" className="hidden desk:block">
              <h2 id="listing-filters-heading" className="sr-only">
                {t('filterProducts')}
              </h2>
              <div className="rounded-2xl border border-slate-200 bg-white p-4">
                {/* A boundary of its own per listing, and per render on a phone (desktopOnlyBoundaryKey):
                    nothing ever waits for the panel's code, which on a phone never comes. */}
                <Suspense key={desktopOnlyBoundaryKey(data.path)} fallback={<div className="h-96" />}>
                  <FilterPanel filters={filters} defaultSort={data.defaultSort} />
                </Suspense>
              </div>
            </aside>
          )}
          <section aria-labelledby="listing-results-heading" aria-busy={loading || undefined}>
            <h2 id="listing-results-heading" className="sr-only">
              {t('results')}
            </h2>
            {/* Two cards fill the first row on a phone: their pictures are the page's largest paint. */}
            {loading ? (
              <ProductGridSkeleton />
            ) : data.products.length > 0 ? (
              <ProductGrid products={data.products} priorityImages={2} />
            ) : (
              <EmptyState />
            )}
            {!loading && (
              <Pagination current={data.pagination.current} totalPages={data.pagination.totalPages} />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

/**
 * The desktop sidebar's filter panel (React Aria's slider, checkboxes and radios: about 25 kB of gzip
 * script) is not part of a listing page's first download: the server renders it, the browser keeps
 * that markup and brings it to life once its code has arrived. Its code comes only at desktop width,
 * where the sidebar shows: a phone (the sidebar hidden; its filters are the sheet's) never spends the
 * download and the hydration on it, which on a phone's slower processor blocked the page for a few
 * hundred milliseconds just after it appeared. A window widened past the breakpoint loads it then.
 */
const FilterPanel = lazy(async () => {
  await desktopWidth();
  const module = await import('./filter-panel.tsx');
  return { default: module.FilterPanel };
});

function EmptyState() {
  const t = useT('listing');
  const tc = useT();
  const lang = useLang();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-14 fill-none stroke-slate-400 stroke-2">
        <circle cx="21" cy="21" r="13" />
        <path d="m31 31 10 10M16 21h10" />
      </svg>
      <p className="mt-4 text-lg font-bold text-slate-800 first-letter:uppercase">{t('noProducts')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('noProductsHint')}</p>
      <Link
        to={`/${lang}/`}
        className="mt-6 inline-block rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {tc('backHome')}
      </Link>
    </div>
  );
}

const filterSheet = lazyDialog(() => import('./filter-sheet.tsx').then((module) => module.FilterSheet));

/**
 * Phones: the Filters button, which opens the filter panel in a drawer from the inline start
 * (`FilterSheet`, downloaded on first use).
 */
function FilterDrawer({ data, filters }: { data: ListingData; filters: ListingFilters }) {
  const t = useT('listing');
  const lang = useLang();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const Sheet = useLazyDialog(filterSheet, open, () => setOpen(false));
  const query = parseListingQuery(params);
  const active =
    query.brands.length +
    query.categories.length +
    (query.priceFrom !== undefined || query.priceTo !== undefined ? 1 : 0);
  return (
    <>
      {/* What React Aria's DialogTrigger gave its button: aria-expanded, and aria-controls while open. */}
      <button
        type="button"
        aria-label={active > 0 ? t('activeFilters', { count: active }) : undefined}
        aria-expanded={open}
        aria-controls={open && Sheet ? sheetId : undefined}
        onClick={() => setOpen(true)}
        {...preloadOn(filterSheet)}
        className="flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 outline-hidden hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-brand-600 desk:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-none stroke-current stroke-2">
          <path d="M3 5h14M6 10h8M9 15h2" />
        </svg>
        {t('showFilters')}
        {active > 0 && (
          <span
            aria-hidden="true"
            className="grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-xs text-white"
          >
            {formatNumber(active, lang)}
          </span>
        )}
      </button>
      {Sheet && <Sheet id={sheetId} isOpen={open} onOpenChange={setOpen} data={data} filters={filters} />}
    </>
  );
}

/** Offers: 'All offers' and one chip per offer type (`?type=N`). */
function OfferTypeChips({ types, current }: { types: { id: number; name: string }[]; current?: number }) {
  const t = useT('listing');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const chip = (selected: boolean) =>
    `inline-block rounded-full border px-4 py-1.5 text-sm font-semibold whitespace-nowrap ${
      selected
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
    }`;
  return (
    <nav aria-label={t('offerTypes')} className="mt-4">
      <ul className="flex gap-2 overflow-x-auto pb-2">
        <li>
          <Link
            to={{ pathname, search: queryString(withFilters(params, { type: null })) }}
            aria-current={current === undefined ? 'true' : undefined}
            className={chip(current === undefined)}
          >
            {t('allOffers')}
          </Link>
        </li>
        {types.map((type) => (
          <li key={type.id}>
            <Link
              to={{ pathname, search: queryString(withFilters(params, { type: type.id })) }}
              aria-current={current === type.id ? 'true' : undefined}
              className={chip(current === type.id)}
            >
              {type.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
