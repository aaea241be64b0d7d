import type { IdName, Pagination, Product } from '@store/contract';

/** The five screens that share the listing layout. */
export type ListingKind = 'category' | 'brand' | 'search' | 'deals' | 'offers';

export interface FilterOption {
  id: number;
  name: string;
  /** Matching products, when the API gives it. */
  count?: number;
}

/** What the filter panel offers on a page; a missing list is not shown. */
export interface ListingFilters {
  /** Level-3 categories: only on level-1 category pages. */
  categories?: FilterOption[];
  brands?: FilterOption[];
}

export interface ListingCrumb {
  label: string;
  to?: string;
}

/** Everything a listing route's loader hands to the shared screen. */
export interface ListingData {
  kind: ListingKind;
  /** Category or brand name, or the searched text. */
  name: string;
  /** Parent crumbs (the page's own crumb is added by the screen). */
  parents: ListingCrumb[];
  /** The page's canonical path without the language prefix (no query). */
  path: string;
  products: Product[];
  pagination: Pagination;
  /** Null: no filter panel (offers). */
  filters: ListingFilters | null;
  /** The sort used when the URL has none. */
  defaultSort: number;
  /** Offers only. */
  offerTypes?: IdName[];
  offerType?: number;
}
