// @vitest-environment jsdom
import type { CategoryNode } from '@store/contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawerCategories } from './drawer-categories.ts';
import { MegaMenu } from './mega-menu.tsx';

afterEach(cleanup);

// A desktop-wide window: the bar's code loads only there (desktop-width.ts), and jsdom has no matchMedia.
beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 62rem)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});
afterAll(() => vi.unstubAllGlobals());

const node = (id: number, level: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  level,
  name,
  image: '',
  parentId: null,
  children,
});

const tree = [
  node(1, 1, 'Medication', [node(11, 2, 'Pain & fever', [node(111, 3, 'Pain 50% / fever')])]),
  node(2, 1, 'Cosmetics', [node(10, 2, 'Soon'), node(21, 2, 'Skin care', [node(211, 3, 'Serums')])]),
];

/** The promise the menu under test receives. */
let pending: Promise<CategoryNode[]> = Promise.resolve([]);
const MenuStub = createRoutesStub([{ path: '/:lang', Component: () => <MegaMenu categories={pending} /> }]);

function renderMenu(categories: Promise<CategoryNode[]>) {
  pending = categories;
  return render(<MenuStub initialEntries={['/en']} />);
}

describe('MegaMenu', () => {
  it('shows exactly six skeletons while the categories load', async () => {
    let resolve: (tree: CategoryNode[]) => void = () => {};
    renderMenu(new Promise((done) => (resolve = done)));
    expect(await screen.findAllByTestId('menu-skeleton')).toHaveLength(6);
    await act(async () => resolve(tree));
    // The bar's code may still be on its way (it loads lazily): the links come with it.
    const cosmetics = await screen.findByRole('link', { name: 'Cosmetics' });
    expect(screen.queryAllByTestId('menu-skeleton')).toHaveLength(0);
    expect(cosmetics.getAttribute('href')).toBe('/en/category/1/2/Cosmetics');
  });

  it('links every level, drops / and % from names, sends category 10 to coming soon', async () => {
    renderMenu(Promise.resolve(tree));
    const nav = await screen.findByRole('navigation', { name: 'Categories' });
    const hrefs = (await within(nav).findAllByRole('link', { hidden: true })).map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toContain('/en/category/3/111/Pain%2050%20fever');
    expect(hrefs).toContain('/en/coming-soon');
    expect(hrefs).toContain('/en/category/2/21/Skin%20care');
  });

  it('opens with the chevron button, moves with arrows and closes with Escape', async () => {
    const user = userEvent.setup();
    renderMenu(Promise.resolve(tree));
    const toggle = await screen.findByRole('button', { name: 'Show Cosmetics subcategories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Soon' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skin care' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Serums' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skin care' }));
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

describe('drawer categories', () => {
  it('hides the top category named Medication in either language', () => {
    expect(drawerCategories(tree).map((category) => category.name)).toEqual(['Cosmetics']);
    expect(drawerCategories([node(1, 1, 'الأدوية'), node(2, 1, 'البقالة')]).map((c) => c.name)).toEqual([
      'البقالة',
    ]);
  });
});
