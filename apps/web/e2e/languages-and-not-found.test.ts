import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, keepScreenshot, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('languages', () => {
  it('sends a first visit to /en/ and remembers the last language for /', async () => {
    const page = await openPage(browser, '/');
    expect(new URL(page.url()).pathname).toBe('/en/');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await page.goto('/ar/');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ar/');
    await page.context().close();
  });

  it('renders Arabic pages right to left in Arabic', async () => {
    const page = await openPage(browser, '/ar/');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.title()).toMatch(/[\u0600-\u06FF]/);
    await keepScreenshot(page, 'home-ar-desktop');
    await page.context().close();
  });
});

describe('the language switch', () => {
  it('keeps the page, its filters and its query', async () => {
    const page = await openPage(browser, '/en/category/1/6/Groceries?sort=2');
    await page.getByRole('link', { name: 'العربية' }).first().click();
    await page.waitForURL('**/ar/category/1/6/**');
    await page.getByRole('heading', { level: 1, name: 'البقالة' }).waitFor();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('2');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL('**/en/category/1/6/**');
    await page.getByRole('heading', { level: 1, name: 'Groceries' }).waitFor();
    await page.context().close();
  });
});

describe('unknown pages', () => {
  for (const [lang, text, button] of [
    ['en', 'Sorry, the page you visited does not exist.', 'Back Home'],
    ['ar', 'عذراً، الصفحة التي زرتها غير موجودة.', 'العودة للرئيسية'],
  ] as const) {
    it(`answers 404 with the page in ${lang}`, async () => {
      const response = await fetch(`${baseUrl()}/${lang}/no/such/page`);
      expect(response.status).toBe(404);
      const page = await openPage(browser, `/${lang}/no/such/page`);
      expect(await page.getByText(text).isVisible()).toBe(true);
      await page.getByRole('link', { name: button }).click();
      await page.waitForURL(`**/${lang}/`);
      await page.context().close();
    });
  }

  it('answers 404 for an unknown language and for an unknown product', async () => {
    expect((await fetch(`${baseUrl()}/fr/deals`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/en/product/99999999/1/p.svg/x`)).status).toBe(404);
  });
});

describe('crawlers', () => {
  it('serves robots.txt and a sitemap with both languages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap:');
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/en/deals');
    expect(xml).toContain('/ar/deals');
    expect(xml).toContain('hreflang="ar"');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(500);
  });
});
