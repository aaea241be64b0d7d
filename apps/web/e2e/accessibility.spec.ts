import { both, expect, open, seriousA11yViolations, test, waitForHydration } from './fixtures.ts';

const pages = {
  home: '/',
  listing: '/category/1/6/Groceries',
  search: '/search/milk',
  product: '/product/1',
  contact: '/contact-us',
  recipe: '/recipe/1',
  categories: '/categories',
  offers: '/offers',
};

test.describe('axe-core finds no serious or critical problems', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`${lang} at this project's width`, both, async ({ page }, testInfo) => {
      for (const [name, path] of Object.entries(pages)) {
        await open(page, `/${lang}${path}`);
        // Everything the page loads after its first paint (deferred scripts, pictures) has come:
        // axe looks at the page as a visitor ends up with it.
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yViolations(page), `${name} (${lang}, ${testInfo.project.name})`).toEqual([]);
      }
    });
  }

  test('lets a keyboard reach the search box, the menu and the main content', async ({ page }) => {
    await open(page, '/en/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#content$/);
    const focusable: string[] = [];
    await page.goto('/en/');
    await waitForHydration(page);
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      focusable.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent?.trim() ??
            '',
        ),
      );
    }
    expect(focusable, focusable.join(' | ')).toContain('Search');
    expect(focusable.some((label) => label.includes('Groceries'))).toBe(true);
  });
});
