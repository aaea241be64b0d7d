import { type IdName, type Product, sortOptions } from '@store/contract';
import { data, isRouteErrorResponse } from 'react-router';
import type { ProductFilter, StoreApi } from '../../lib/api/store-api.server.ts';
import { categoryPath, slug } from '../../lib/product-links.ts';
import type { ListingData } from './listing-data.ts';
import {
  hasFilters,
  type ListingQuery,
  parseListingQuery,
  priceSliderMax,
  strictInt,
} from './listing-query.ts';

const notFound = () => data(null, { status: 404 });

/** The status of an API failure the client threw (`data(..., { status })`) or of a route error. */
function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'init' in error) {
    const init = (error as { init?: ResponseInit | null }).init;
    return init?.status;
  }
  return undefined;
}

/** The price and sort part of `products/filter` that every filtered listing shares. */
function common(query: ListingQuery, defaultSort: number): ProductFilter {
  return {
    priceFrom: query.priceFrom,
    priceTo: query.priceTo,
    sort: query.sort ?? defaultSort,
    page: query.page,
  };
}

const brandOptions = (brands: { id: number; name: string; count: number }[]) =>
  brands.map(({ id, name, count }) => ({ id, name, count }));

/** `/category/:level/:id/:name?`: the category's own products, or the ticked level-3 ones. */
export async function loadCategory(
  api: StoreApi,
  params: { level?: string; id?: string },
  url: URL,
): Promise<ListingData> {
  const level = strictInt(params.level, 1, 3);
  const id = strictInt(params.id);
  if (level === undefined || id === undefined) throw notFound();
  const query = parseListingQuery(url.searchParams);
  const filters = await api.category(id, level);
  const { category } = filters;
  // Only this category's own level-3 children can be ticked (level-1 pages only).
  const ticked =
    level === 1 ? query.categories.filter((c) => filters.level3Categories.some((l3) => l3.id === c)) : [];
  const page = await api.products({
    ...common(query, sortOptions.mostPopular),
    categoryIds: ticked.length > 0 ? ticked : [id],
    level: ticked.length > 0 ? 3 : level,
    brandIds: query.brands,
  });
  const parents = [filters.level1Category, filters.level2Category]
    .filter((parent) => parent !== null && parent.id !== category.id && parent.level < category.level)
    .map((parent) => ({ label: parent!.name, to: categoryPath(parent!) }));
  return {
    kind: 'category',
    name: category.name,
    parents,
    path: categoryPath(category),
    ...page,
    filters: {
      categories:
        level === 1
          ? filters.level3Categories.map(({ id, name, count }) => ({ id, name, count }))
          : undefined,
      brands: brandOptions(filters.brands),
      priceMax: priceSliderMax(filters.priceRange.max),
    },
    defaultSort: sortOptions.mostPopular,
  };
}

/** `/brand/:id/:name?`: one brand's products (the brand list of the panel is not offered). */
export async function loadBrand(
  api: StoreApi,
  params: { id?: string; name?: string },
  url: URL,
): Promise<ListingData> {
  const id = strictInt(params.id);
  if (id === undefined) throw notFound();
  const query = parseListingQuery(url.searchParams);
  const [filters, page] = await Promise.all([
    api.searchFilters({ brandId: id }),
    api.products({ ...common(query, sortOptions.mostPopular), brandIds: [id] }),
  ]);
  const brandOf = (products: Product[]) => products.find((product) => product.brand.id === id)?.brand.name;
  let name = brandOf(page.products);
  if (name === undefined && (hasFilters(url.searchParams) || query.page > 1)) {
    // This filtered page is empty: the name comes from the brand's first product.
    name = brandOf((await api.products({ brandIds: [id], page: 1 })).products);
  }
  name ??= params.name?.trim() || undefined;
  if (name === undefined) throw notFound();
  return {
    kind: 'brand',
    name,
    parents: [],
    path: `/brand/${id}/${encodeURIComponent(slug(name))}`,
    ...page,
    filters: { priceMax: priceSliderMax(filters.priceRange.max) },
    defaultSort: sortOptions.mostPopular,
  };
}

/** `/search/:name`: the text as typed (React Router has decoded it), most relevant first. */
export async function loadSearch(api: StoreApi, params: { name?: string }, url: URL): Promise<ListingData> {
  const keyword = (params.name ?? '').trim().slice(0, 100);
  const query = parseListingQuery(url.searchParams);
  const path = `/search/${encodeURIComponent(params.name ?? '')}`;
  if (keyword === '') {
    return {
      kind: 'search',
      name: '',
      parents: [],
      path,
      products: [],
      pagination: { current: 1, size: 18, total: 0, totalPages: 0 },
      filters: null,
      defaultSort: sortOptions.mostRelevant,
    };
  }
  const [filters, page] = await Promise.all([
    api.searchFilters({ keyword }),
    api.products({ ...common(query, sortOptions.mostRelevant), keyword, brandIds: query.brands }),
  ]);
  return {
    kind: 'search',
    name: keyword,
    parents: [],
    path,
    ...page,
    filters: { brands: brandOptions(filters.brands), priceMax: priceSliderMax(filters.priceRange.max) },
    defaultSort: sortOptions.mostRelevant,
  };
}

/** `/deals`: products with a deal, filterable like a category. */
export async function loadDeals(api: StoreApi, url: URL): Promise<ListingData> {
  const query = parseListingQuery(url.searchParams);
  const [filters, page] = await Promise.all([
    api.searchFilters({ deal: true }),
    api.products({ ...common(query, sortOptions.mostPopular), deal: true, brandIds: query.brands }),
  ]);
  return {
    kind: 'deals',
    name: '',
    parents: [],
    path: '/deals',
    ...page,
    filters: { brands: brandOptions(filters.brands), priceMax: priceSliderMax(filters.priceRange.max) },
    defaultSort: sortOptions.mostPopular,
  };
}

/** `/offers`: special offers, optionally of one type (`?type=N`); an unknown type shows them all. */
export async function loadOffers(api: StoreApi, url: URL): Promise<ListingData> {
  const query = parseListingQuery(url.searchParams);
  let offerType = query.type;
  let result: Awaited<ReturnType<StoreApi['offers']>>;
  try {
    result = await api.offers({ offerTypeId: offerType, page: query.page });
  } catch (error) {
    if (offerType === undefined || statusOf(error) !== 404) throw error;
    offerType = undefined;
    result = await api.offers({ page: query.page });
  }
  const offerTypes: IdName[] = result.offerTypes;
  return {
    kind: 'offers',
    name: '',
    parents: [],
    path: '/offers',
    products: result.products,
    pagination: result.pagination,
    filters: null,
    defaultSort: sortOptions.mostPopular,
    offerTypes,
    offerType,
  };
}
