import { priceSlider } from '@store/contract';

/**
 * The filters of a listing page, as they live in the URL query:
 * `?sort=2&brands=3,7&categories=40,41&priceFrom=10&priceTo=200&page=2` (offers also `type=N`).
 * Anything that is not a valid number is ignored, so a hand-edited URL never breaks the page.
 */
export interface ListingQuery {
  sort?: number;
  brands: number[];
  categories: number[];
  priceFrom?: number;
  priceTo?: number;
  /** Offers only: the offer type chip. */
  type?: number;
  page: number;
}

/** The query keys a filter change touches; `page` goes back to 1 whenever one of them changes. */
export const filterKeys = ['sort', 'brands', 'categories', 'priceFrom', 'priceTo', 'type'] as const;
export type FilterKey = (typeof filterKeys)[number];

const maxId = 2_147_483_647;
const maxPage = 100_000;
const maxIdsPerList = 50;

/** A whole number in [min, max], or undefined for anything else ('abc', '1.5', '-3', ''). */
export function strictInt(value: string | null | undefined, min = 1, max = maxId): number | undefined {
  if (value == null || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= min && number <= max ? number : undefined;
}

function price(value: string | null): number | undefined {
  if (value == null || !/^\d{1,7}(\.\d{1,2})?$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** `brands=3,7` (also `brands=3&brands=7`, as a plain GET form sends it), deduplicated. */
function idList(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => strictInt(value))
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)].slice(0, maxIdsPerList);
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  let priceFrom = price(params.get('priceFrom'));
  let priceTo = price(params.get('priceTo'));
  if (priceFrom !== undefined && priceTo !== undefined && priceFrom > priceTo)
    [priceFrom, priceTo] = [priceTo, priceFrom];
  return {
    sort: strictInt(params.get('sort'), 1, 6),
    brands: idList(params, 'brands'),
    categories: idList(params, 'categories'),
    priceFrom,
    priceTo,
    type: strictInt(params.get('type')),
    page: strictInt(params.get('page'), 1, maxPage) ?? 1,
  };
}

/** Whether the query narrows or reorders the list (such pages are not indexed). */
export function hasFilters(params: URLSearchParams): boolean {
  return filterKeys.some((key) => params.has(key));
}

/**
 * The query after a filter change: the given keys set (or removed when null or empty), the
 * others kept, and the page back to the first one.
 */
export function withFilters(
  params: URLSearchParams,
  changes: Partial<Record<FilterKey, string | number | readonly (string | number)[] | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
    if (text === '') next.delete(key);
    else next.set(key, text);
  }
  next.delete('page');
  return next;
}

/** The query for another page of the same list (page 1 has no `page` parameter). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/**
 * `?…` in URLSearchParams' own form (`brands=3%2C7`): React Router re-serialises the query the same
 * way on the server, so links rendered there and in the browser stay identical.
 */
export function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const priceBounds = { min: priceSlider.min, max: priceSlider.max } as const;

/**
 * The price slider's upper end for a listing whose dearest product costs `highest` pounds: the
 * spec's 1000 while every price fits under it, else the highest price rounded up to a hundred, so
 * that every product of the list can be reached.
 */
export function priceSliderMax(highest: number | undefined): number {
  if (highest === undefined || !Number.isFinite(highest) || highest <= priceBounds.max)
    return priceBounds.max;
  return Math.ceil(highest / 100) * 100;
}
