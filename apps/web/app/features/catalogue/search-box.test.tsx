// @vitest-environment jsdom
import type { Suggestions } from '@store/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchBox, searchPath } from './search-box.tsx';

afterEach(cleanup);

// The type-ahead is a chunk of its own (React.lazy). Its first import here includes compiling it for
// the test run, over a second on a busy machine: done once before the tests, so that each test's
// wait is for the page's behaviour, not for the compiler.
beforeAll(async () => {
  await import('./search-typeahead.tsx');
});

/** Shows where the router went, so a test can read it. */
function Landed() {
  const { name } = useParams();
  const location = useLocation();
  return (
    <p data-testid="landed">
      {location.pathname}|{name}
    </p>
  );
}

/** What the type-ahead's resource route answers (`routes/search-suggest.ts`), by the text asked. */
const suggestions = (text: string): Suggestions =>
  text.startsWith('pana')
    ? {
        products: [{ id: 7, name: 'Panadol Extra', image: '/p-7.svg', finalPrice: 65, unit: 'piece' }],
        categories: [],
        brands: [{ id: 3, name: 'Panadol', image: '/b-3.svg' }],
      }
    : { products: [], categories: [], brands: [] };

const SearchStub = createRoutesStub([
  { path: '/:lang', Component: () => <SearchBox /> },
  { path: '/:lang/search/:name', Component: Landed },
  {
    path: '/:lang/search-suggest',
    loader: ({ request }) => suggestions(new URL(request.url).searchParams.get('q') ?? ''),
  },
  { path: '*', Component: Landed },
]);

function renderSearch(initial = '/en/') {
  render(<SearchStub initialEntries={[initial]} />);
}

/** Focusing the plain box brings the type-ahead box (its own chunk) in its place. */
async function typeahead(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('searchbox', { name }));
  const combo = await screen.findByRole('combobox', { name });
  await waitFor(() => expect(document.activeElement).toBe(combo));
  return combo;
}

describe('SearchBox', () => {
  it('goes to /en/search/<text> on Enter', async () => {
    const user = userEvent.setup();
    renderSearch('/en');
    const box = await typeahead(user, 'Search');
    await user.type(box, 'vitamin c{Enter}');
    expect((await screen.findByTestId('landed')).textContent).toBe('/en/search/vitamin%20c|vitamin c');
  });

  it('goes to the search page with the icon button too, in Arabic', async () => {
    const user = userEvent.setup();
    renderSearch('/ar');
    await user.type(await typeahead(user, 'بحث'), 'بانادول');
    // The open list hides the rest of the page from screen readers; a pointer still reaches the button.
    await user.click(screen.getByLabelText('ابدأ البحث', { selector: 'button' }));
    expect((await screen.findByTestId('landed')).textContent).toBe(
      `/ar/search/${encodeURIComponent('بانادول')}|بانادول`,
    );
  });

  it('does not navigate when the box is empty or blank', async () => {
    const user = userEvent.setup();
    renderSearch('/en');
    const box = await typeahead(user, 'Search');
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('suggests after two letters, and opens the chosen suggestion', async () => {
    const user = userEvent.setup();
    renderSearch('/en');
    const box = await typeahead(user, 'Search');
    await user.type(box, 'p');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, 'ana');
    const option = await screen.findByRole('option', { name: /Panadol Extra/ });
    expect(option.textContent).toContain('65');
    expect(screen.getByRole('option', { name: 'Panadol' })).toBeTruthy();
    await user.click(option);
    expect((await screen.findByTestId('landed')).textContent).toMatch(/^\/en\/product\/7\//);
  });

  it('builds search paths without slashes breaking the route', () => {
    expect(searchPath('en', ' a/b ')).toBe('/en/search/a%2Fb');
    expect(searchPath('en', '  ')).toBeNull();
  });
});
