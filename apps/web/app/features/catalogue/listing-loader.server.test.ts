import type { FilterData, Product } from '@store/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ProductFilter, StoreApi } from '../../lib/api/store-api.server.ts';
import { loadBrand, loadCategory, loadDeals, loadOffers, loadSearch } from './listing-loader.server.ts';
import { parseListingQuery, withFilters, withPage } from './listing-query.ts';

const ref = (id: number, name: string, level: number) => ({ id, name, level, image: '' });
const filterData: FilterData = {
  level1Category: ref(6, 'Groceries', 1),
  level2Category: null,
  level3Categories: [
    { ...ref(97, 'Milk', 3), count: 8 },
    { ...ref(98, 'Cheese', 3), count: 10 },
  ],
  brands: [{ id: 85, name: 'Juhayna', image: '', count: 8 }],
  priceRange: { min: 4, max: 900 },
};
const product = (id: number, brand: { id: number; name: string }) =>
  ({ id, name: `P${id}`, brand: { ...brand, image: '' } }) as Product;
const emptyPage = {
  products: [] as Product[],
  pagination: { current: 1, size: 18, total: 0, totalPages: 0 },
};

function fakeApi(overrides: Partial<StoreApi> = {}) {
  const products = vi.fn(async (_filter: ProductFilter) => emptyPage);
  const api = {
    category: vi.fn(async (id: number, level: number) => ({
      ...filterData,
      level2Category: level === 3 ? ref(29, 'Dairy', 2) : null,
      category: { ...ref(id, level === 1 ? 'Groceries' : 'Milk', level), parentId: null, children: [] },
    })),
    products,
    searchFilters: vi.fn(async () => filterData),
    offers: vi.fn(async () => ({ ...emptyPage, offerTypes: [{ id: 1, name: 'Buy 1 get 1' }] })),
    ...overrides,
  } as unknown as StoreApi;
  return { api, products: (api.products as typeof products).mock };
}

const url = (query = '') => new URL(`http://store.test/en/x${query}`);

async function status(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('listing loaders', () => {
  it('sends a category page its own id and level, with sort 1 and the URL filters', async () => {
    const { api, products } = fakeApi();
    const data = await loadCategory(
      api,
      { level: '1', id: '6' },
      url('?brands=85&priceFrom=10&priceTo=200&page=2'),
    );
    expect(products.calls[0]![0]).toEqual({
      categoryIds: [6],
      level: 1,
      brandIds: [85],
      priceFrom: 10,
      priceTo: 200,
      sort: 1,
      page: 2,
    });
    expect(data.filters?.categories?.map((c) => c.id)).toEqual([97, 98]);
    expect(data.path).toBe('/category/1/6/Groceries');
  });

  it('sends the ticked level-3 categories of a level-1 page with level 3, ignoring foreign ids', async () => {
    const { api, products } = fakeApi();
    await loadCategory(api, { level: '1', id: '6' }, url('?categories=97,98,500&sort=4'));
    expect(products.calls[0]![0]).toMatchObject({ categoryIds: [97, 98], level: 3, sort: 4 });
  });

  it('offers the category list on level-1 pages only, and a breadcrumb path on deeper ones', async () => {
    const { api, products } = fakeApi();
    const data = await loadCategory(api, { level: '3', id: '97' }, url('?categories=98'));
    expect(data.filters?.categories).toBeUndefined();
    expect(products.calls[0]![0]).toMatchObject({ categoryIds: [97], level: 3 });
    expect(data.parents).toEqual([
      { label: 'Groceries', to: '/category/1/6/Groceries' },
      { label: 'Dairy', to: '/category/2/29/Dairy' },
    ]);
  });

  it('answers 404 for impossible route ids instead of calling the API', async () => {
    const { api } = fakeApi();
    expect(await status(loadCategory(api, { level: '4', id: '6' }, url()))).toBe(404);
    expect(await status(loadCategory(api, { level: '1', id: 'abc' }, url()))).toBe(404);
    expect(await status(loadBrand(api, { id: '-3' }, url()))).toBe(404);
    expect(api.category).not.toHaveBeenCalled();
  });

  it('sends a brand page its brand only, and names it from its products', async () => {
    const { api, products } = fakeApi({
      products: vi.fn(async () => ({ ...emptyPage, products: [product(1, { id: 4, name: 'Panadol' })] })),
    });
    const data = await loadBrand(api, { id: '4', name: 'whatever' }, url('?brands=9&sort=2'));
    expect(products.calls[0]![0]).toMatchObject({ brandIds: [4], sort: 2 });
    expect(data.name).toBe('Panadol');
    expect(data.filters?.brands).toBeUndefined();
  });

  it('searches the decoded text, most relevant first, with the brands of the search', async () => {
    const { api, products } = fakeApi();
    const data = await loadSearch(api, { name: 'حليب' }, url());
    expect(products.calls[0]![0]).toMatchObject({ keyword: 'حليب', sort: 6 });
    expect(api.searchFilters).toHaveBeenCalledWith({ keyword: 'حليب' });
    expect(data.filters?.brands?.[0]?.name).toBe('Juhayna');
    expect(data.path).toBe('/search/%D8%AD%D9%84%D9%8A%D8%A8');
  });

  it('lists deals with deal=1 and the deal filter data', async () => {
    const { api, products } = fakeApi();
    await loadDeals(api, url('?sort=3'));
    expect(products.calls[0]![0]).toMatchObject({ deal: true, sort: 3 });
    expect(api.searchFilters).toHaveBeenCalledWith({ deal: true });
  });

  it('shows all offers when the offer type in the URL does not exist', async () => {
    const offers = vi.fn(async (options: { offerTypeId?: number }) => {
      if (options.offerTypeId === 99) throw { init: { status: 404 } };
      return { ...emptyPage, offerTypes: [] };
    });
    const { api } = fakeApi({ offers } as Partial<StoreApi>);
    const data = await loadOffers(api, url('?type=99&page=2'));
    expect(offers).toHaveBeenLastCalledWith({ page: 2 });
    expect(data.offerType).toBeUndefined();
  });
});

describe('listing query', () => {
  it('ignores what is not a valid number', () => {
    expect(
      parseListingQuery(
        new URLSearchParams('sort=9&brands=x,3,3,-1&categories=&priceFrom=abc&priceTo=50&page=0'),
      ),
    ).toEqual({
      sort: undefined,
      brands: [3],
      categories: [],
      priceFrom: undefined,
      priceTo: 50,
      type: undefined,
      page: 1,
    });
  });

  it('swaps a reversed price range', () => {
    const query = parseListingQuery(new URLSearchParams('priceFrom=300&priceTo=20'));
    expect([query.priceFrom, query.priceTo]).toEqual([20, 300]);
  });

  it('drops the page when a filter changes and keeps the rest', () => {
    const next = withFilters(new URLSearchParams('sort=2&page=3&brands=1'), { brands: [1, 7], sort: null });
    expect(next.toString()).toBe('brands=1%2C7');
    expect(withPage(new URLSearchParams('sort=2'), 3).toString()).toBe('sort=2&page=3');
    expect(withPage(new URLSearchParams('sort=2&page=3'), 1).toString()).toBe('sort=2');
  });
});
