import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, seriousA11yViolations, waitForHydration } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages = {
  home: '/',
  listing: '/category/1/6/Groceries',
  search: '/search/milk',
  product: '/product/1',
  contact: '/contact-us',
  recipe: '/recipe/1',
};

describe('axe-core finds no serious or critical problems', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      it(`${lang} at ${viewport} width`, async () => {
        const page = await openPage(browser, `/${lang}/`, viewport);
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(`/${lang}${path}`);
          await page.waitForLoadState('networkidle');
          expect(await seriousA11yViolations(page), `${name} (${lang}, ${viewport})`).toEqual([]);
        }
        await page.context().close();
      });
    }
  }

  it('lets a keyboard reach the search box, the menu and the main content', async () => {
    const page = await openPage(browser, '/en/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#content');
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
    expect(focusable).toContain('Search');
    expect(focusable.some((label) => label.includes('Groceries'))).toBe(true);
    await page.context().close();
  });
});
