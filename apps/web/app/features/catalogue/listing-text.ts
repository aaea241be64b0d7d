import { type Lang, localeOf } from '@store/contract';
import { formatNumber } from '../../i18n/format.ts';
import { translator } from '../../i18n/i18n.ts';
import type { ListingData } from './listing-data.ts';

/** The page heading: category or brand name, 'Search results for "x"', Deals or Offers. */
export function listingTitle(lang: Lang, data: Pick<ListingData, 'kind' | 'name'>): string {
  const t = translator(lang, 'listing');
  const tc = translator(lang, 'common');
  switch (data.kind) {
    case 'search':
      return t('searchResultsFor', { text: data.name });
    case 'deals':
      return tc('deals');
    case 'offers':
      return tc('offers');
    default:
      return data.name;
  }
}

export function listingDescription(lang: Lang, data: Pick<ListingData, 'kind' | 'name'>): string {
  const t = translator(lang, 'listing');
  switch (data.kind) {
    case 'category':
      return t('categoryDescription', { name: data.name });
    case 'brand':
      return t('brandDescription', { name: data.name });
    case 'search':
      return t('searchDescription', { text: data.name });
    case 'deals':
      return t('dealsDescription');
    case 'offers':
      return t('offersDescription');
  }
}

const pluralKeys = {
  zero: 'countZero',
  one: 'countOne',
  two: 'countTwo',
  few: 'countFew',
  many: 'countMany',
  other: 'countOther',
} as const;

/** '42 products' / '٤٢ منتجاً', with the language's plural forms (Arabic has six). */
export function productCount(lang: Lang, count: number): string {
  const form = new Intl.PluralRules(localeOf(lang)).select(count) as keyof typeof pluralKeys;
  return translator(lang, 'listing')(pluralKeys[form], {
    count: formatNumber(count, lang),
  });
}
