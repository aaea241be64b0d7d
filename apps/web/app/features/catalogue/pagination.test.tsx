// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createContext, useContext } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination, pageItems } from './pagination.tsx';

afterEach(cleanup);

const Pages = createContext({ current: 1, totalPages: 1 });

function DealsPage() {
  return <Pagination {...useContext(Pages)} />;
}

const Stub = createRoutesStub([{ path: '/:lang/deals', Component: DealsPage }]);

function renderPagination(url: string, current: number, totalPages: number) {
  render(
    <Pages.Provider value={{ current, totalPages }}>
      <Stub initialEntries={[url]} />
    </Pages.Provider>,
  );
}

describe('pageItems', () => {
  it('keeps first, last and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    // A single hidden page is shown rather than an ellipsis.
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('Pagination', () => {
  it('is not shown for a single page', () => {
    renderPagination('/en/deals', 1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page and keeps the query in every link', () => {
    renderPagination('/en/deals?sort=2&brands=3,7&page=6', 6, 12);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 6' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Page 7' }).getAttribute('href')).toBe(
      '/en/deals?sort=2&brands=3%2C7&page=7',
    );
    // Page 1 has no page parameter, the filters stay.
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/en/deals?sort=2&brands=3%2C7',
    );
    expect(within(nav).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en/deals?sort=2&brands=3%2C7&page=5',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/en/deals?sort=2&brands=3%2C7&page=7',
    );
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(within(nav).queryByRole('link', { name: 'Page 3' })).toBeNull();
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderPagination('/en/deals', 1, 3);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/en/deals?page=2');
    cleanup();
    renderPagination('/en/deals?page=3', 3, 3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('is labelled and numbered in Arabic on /ar pages', () => {
    renderPagination('/ar/deals?page=2', 2, 3);
    const nav = screen.getByRole('navigation', { name: 'ترقيم الصفحات' });
    expect(within(nav).getByRole('link', { name: 'صفحة ٢' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'الصفحة التالية' })).toBeTruthy();
  });
});
