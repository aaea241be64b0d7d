// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox, searchPath } from './search-box.tsx';

afterEach(cleanup);

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

const SearchStub = createRoutesStub([
  { path: '/:lang', Component: () => <SearchBox /> },
  { path: '/:lang/search/:name', Component: Landed },
  { path: '*', Component: Landed },
]);

function renderSearch(initial = '/en/') {
  render(<SearchStub initialEntries={[initial]} />);
}

describe('SearchBox', () => {
  it('goes to /en/search/<text> on Enter', async () => {
    const user = userEvent.setup();
    renderSearch('/en');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'vitamin c{Enter}');
    expect(screen.getByTestId('landed').textContent).toBe('/en/search/vitamin%20c|vitamin c');
  });

  it('goes to the search page with the icon button too, in Arabic', async () => {
    const user = userEvent.setup();
    renderSearch('/ar');
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), 'بانادول');
    await user.click(screen.getByRole('button', { name: 'ابدأ البحث' }));
    expect(screen.getByTestId('landed').textContent).toBe(
      `/ar/search/${encodeURIComponent('بانادول')}|بانادول`,
    );
  });

  it('does not navigate when the box is empty or blank', async () => {
    const user = userEvent.setup();
    renderSearch('/en');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, '{Enter}');
    await user.type(box, '   {Enter}');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('builds search paths without slashes breaking the route', () => {
    expect(searchPath('en', ' a/b ')).toBe('/en/search/a%2Fb');
    expect(searchPath('en', '  ')).toBeNull();
  });
});
