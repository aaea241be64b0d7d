// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterPanel } from './filter-panel.tsx';
import type { ListingFilters } from './listing-data.ts';
import { priceSliderMax } from './listing-query.ts';

afterEach(cleanup);

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

const brands = [
  { id: 2, name: 'Fresh market', count: 70 },
  { id: 85, name: 'Juhayna', count: 8 },
  { id: 86, name: 'Almarai', count: 4 },
  { id: 87, name: 'Domty', count: 4 },
];
const categories = [
  { id: 97, name: 'Milk', count: 8 },
  { id: 98, name: 'Cheese', count: 10 },
];

/** Shows the current query, as the address bar would. */
function Query() {
  const location = useLocation();
  return <output data-testid="query">{location.search}</output>;
}

const PanelProps = createContext<{ filters: ListingFilters; defaultSort: number }>({
  filters: {},
  defaultSort: 1,
});

function PanelPage() {
  const props = useContext(PanelProps);
  return (
    <>
      <FilterPanel {...props} />
      <Query />
    </>
  );
}

const Stub = createRoutesStub([{ path: '/:lang/category/:level/:id', Component: PanelPage }]);

function renderPanel(url: string, filters: ListingFilters = { brands, categories }, defaultSort = 1) {
  render(
    <PanelProps.Provider value={{ filters, defaultSort }}>
      <Stub initialEntries={[url]} />
    </PanelProps.Provider>,
  );
  return {
    user: userEvent.setup(),
    query: () => new URLSearchParams(screen.getByTestId('query').textContent ?? ''),
  };
}

describe('FilterPanel', () => {
  it('ticking a brand writes it to the URL, and unticking removes it', async () => {
    const { user, query } = renderPanel('/en/category/1/6');
    await user.click(screen.getByRole('checkbox', { name: /Juhayna/ }));
    expect(query().get('brands')).toBe('85');
    expect(checked(screen.getByRole('checkbox', { name: /Juhayna/ }))).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /Almarai/ }));
    expect(query().get('brands')).toBe('85,86');
    await user.click(screen.getByRole('checkbox', { name: /Juhayna/ }));
    expect(query().get('brands')).toBe('86');
  });

  it('shows the ticked brands of the URL as checked', () => {
    renderPanel('/en/category/1/6?brands=2,87');
    expect(checked(screen.getByRole('checkbox', { name: /Fresh market/ }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: /Domty/ }))).toBe(true);
    expect(checked(screen.getByRole('checkbox', { name: /Juhayna/ }))).toBe(false);
  });

  it('sets the sort from the radio group, with the six sorts offered', async () => {
    const { user, query } = renderPanel('/en/category/1/6');
    const group = screen.getByRole('radiogroup', { name: 'Sort by' });
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    expect(checked(within(group).getByRole('radio', { name: 'Most popular' }))).toBe(true);
    await user.click(within(group).getByRole('radio', { name: 'Price highest' }));
    expect(query().get('sort')).toBe('3');
    expect(checked(within(group).getByRole('radio', { name: 'Price highest' }))).toBe(true);
  });

  it('checks the page default sort when the URL has none (search: most relevant)', () => {
    renderPanel('/en/category/1/6', { brands }, 6);
    expect(checked(screen.getByRole('radio', { name: 'Most relevant' }))).toBe(true);
  });

  it('lists level-3 categories only when the page offers them (level-1 pages)', async () => {
    const { user, query } = renderPanel('/en/category/1/6');
    const group = screen.getByRole('group', { name: 'Categories' });
    await user.click(within(group).getByRole('checkbox', { name: /Cheese/ }));
    expect(query().get('categories')).toBe('98');
    cleanup();
    renderPanel('/en/category/3/97', { brands });
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Cheese/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Brands' })).toBeTruthy();
  });

  it('narrows the brand list with its search box without unticking hidden brands', async () => {
    const { user, query } = renderPanel('/en/category/1/6?brands=2');
    const group = screen.getByRole('group', { name: 'Brands' });
    await user.type(within(group).getByRole('searchbox', { name: 'Search brands' }), 'al');
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Almarai4']);
    await user.click(within(group).getByRole('checkbox', { name: /Almarai/ }));
    expect(query().get('brands')).toBe('2,86');
    await user.clear(within(group).getByRole('searchbox', { name: 'Search brands' }));
    await user.type(within(group).getByRole('searchbox', { name: 'Search brands' }), 'xyz');
    expect(within(group).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(group).getByText('Nothing matches “xyz”')).toBeTruthy();
  });

  it('writes priceFrom and priceTo only when Apply price is pressed', async () => {
    const { user, query } = renderPanel('/en/category/1/6');
    const low = screen.getByRole('slider', { name: /Lowest price/ });
    const high = screen.getByRole('slider', { name: /Highest price/ });
    expect(low.getAttribute('min')).toBe('0');
    expect(high.getAttribute('max')).toBe('1000');
    act(() => low.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    act(() => high.focus());
    await user.keyboard('{PageDown}');
    expect(query().has('priceFrom')).toBe(false);
    expect(screen.getByText('10 EGP to 900 EGP')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(query().get('priceFrom')).toBe('10');
    expect(query().get('priceTo')).toBe('900');
  });

  it("ends the slider at the listing's highest price when that is above 1000", async () => {
    const { user, query } = renderPanel('/en/category/1/3', { brands, priceMax: priceSliderMax(2350.5) });
    const high = screen.getByRole('slider', { name: /Highest price/ });
    expect(high.getAttribute('max')).toBe('2400');
    expect((high as HTMLInputElement).value).toBe('2400');
    expect(screen.getByText('0 EGP to 2,400 EGP')).toBeTruthy();
    // The whole range is no filter at all.
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(query().has('priceTo')).toBe(false);
    // Cheaper listings keep the spec's 0 to 1000.
    expect(priceSliderMax(65)).toBe(1000);
    expect(priceSliderMax(undefined)).toBe(1000);
  });

  it('starts the slider from the URL price', () => {
    renderPanel('/en/category/1/6?priceFrom=50&priceTo=200');
    expect((screen.getByRole('slider', { name: /Lowest price/ }) as HTMLInputElement).value).toBe('50');
    expect((screen.getByRole('slider', { name: /Highest price/ }) as HTMLInputElement).value).toBe('200');
  });

  it('goes back to page 1 and keeps the other filters when a filter changes', async () => {
    const { user, query } = renderPanel('/en/category/1/6?brands=85&sort=2&page=3');
    await user.click(screen.getByRole('radio', { name: 'Z-A' }));
    expect(query().get('page')).toBeNull();
    expect(query().get('sort')).toBe('5');
    expect(query().get('brands')).toBe('85');
    cleanup();
    const second = renderPanel('/en/category/1/6?sort=2&page=4');
    await second.user.click(screen.getByRole('checkbox', { name: /Domty/ }));
    expect(second.query().get('page')).toBeNull();
    expect(second.query().get('sort')).toBe('2');
  });

  it('clears every filter with one link, keeping nothing else but unrelated parameters', async () => {
    const { user, query } = renderPanel(
      '/en/category/1/6?brands=85&sort=2&priceFrom=5&priceTo=50&page=2&utm=x',
    );
    await user.click(screen.getByRole('link', { name: 'Clear all filters' }));
    expect([...query().keys()]).toEqual(['utm']);
    expect(screen.queryByRole('link', { name: 'Clear all filters' })).toBeNull();
  });

  it('speaks Arabic on /ar pages', () => {
    renderPanel('/ar/category/1/6');
    expect(screen.getByRole('radiogroup', { name: 'ترتيب حسب' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'الأقل سعراً' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تطبيق السعر' })).toBeTruthy();
  });
});
