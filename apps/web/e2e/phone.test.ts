import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalOverflow,
  keepScreenshot,
  launchBrowser,
  openPage,
  waitForHydration,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages = [
  '/',
  '/deals',
  '/category/1/6/Groceries',
  '/product/1',
  '/recipes',
  '/contact-us',
  '/FAQs',
  '/terms-and-conditions',
];

describe('at phone width', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`shows the bottom navigation and nothing sticks out sideways (${lang})`, async () => {
      const page = await openPage(browser, `/${lang}/`, 'phone');
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Quick links' : 'روابط سريعة' });
      expect(await nav.isVisible()).toBe(true);
      const labels =
        lang === 'en'
          ? ['Deals', 'Cart', 'Home', 'Favourite', 'Login']
          : ['العروض', 'السلة', 'الرئيسية', 'المفضلة', 'تسجيل الدخول'];
      for (const label of labels)
        expect(await nav.getByRole('link', { name: new RegExp(label) }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: new RegExp(labels[2]!) }).getAttribute('aria-current')).toBe(
        'page',
      );
      for (const path of pages) {
        await page.goto(`/${lang}${path}`);
        expect(await hasHorizontalOverflow(page), `${lang}${path}`).toBe(false);
      }
      await waitForHydration(page);
      await nav.getByRole('link', { name: new RegExp(labels[0]!) }).click();
      await page.waitForURL(`**/${lang}/deals`);
      await keepScreenshot(page, `deals-${lang}-phone`);
      await page.context().close();
    });
  }
});
