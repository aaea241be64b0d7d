import type { MetaDescriptor } from 'react-router';
import { translator } from '../../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../../lib/seo/page-meta.ts';
import type { ListingData } from './listing-data.ts';
import { hasFilters } from './listing-query.ts';
import { listingDescription, listingTitle } from './listing-text.ts';

interface ListingMetaArgs {
  params: { lang?: string };
  location: { search: string };
  loaderData: ListingData | undefined;
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/**
 * Title, description, canonical path (never the query) and alternates of a listing page. Filtered,
 * reordered or empty lists are not indexed: the canonical page already stands for them.
 */
export function listingMeta({ params, location, loaderData, matches }: ListingMetaArgs): MetaDescriptor[] {
  const lang = langOf(params);
  if (!loaderData) {
    const t = translator(lang, 'common');
    return [{ title: `${t('notFoundTitle')} | ${t('storeName')}` }, { name: 'robots', content: 'noindex' }];
  }
  return pageMeta({
    lang,
    title: listingTitle(lang, loaderData),
    description: listingDescription(lang, loaderData),
    path: loaderData.path,
    origin: originOf(matches),
    noindex: hasFilters(new URLSearchParams(location.search)) || loaderData.pagination.total === 0,
  });
}
