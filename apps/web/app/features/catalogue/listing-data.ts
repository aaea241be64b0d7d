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
  /** The price slider's upper end (`priceSliderMax` of the listing's highest price); 1000 when absent. */
  priceMax?: number;
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
  /** A search that matched no product with every word: the words the products shown are for. */
  showingResultsFor?: string;
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
