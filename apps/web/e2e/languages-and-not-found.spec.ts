import { expect, keepScreenshot, open, test } from './fixtures.ts';

test.describe('languages', () => {
  test('sends a first visit to /en/ and remembers the last language for /', async ({ page, baseURL }) => {
    await open(page, '/');
    await expect(page).toHaveURL(`${baseURL}/en/`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await page.goto('/ar/');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/ar/`);
  });

  test('renders Arabic pages right to left in Arabic', async ({ page }) => {
    await open(page, '/ar/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle(/[\u0600-\u06FF]/);
    await keepScreenshot(page, 'home-ar-desktop');
  });
});

test.describe('the language switch', () => {
  test('keeps the page, its filters and its query', async ({ page }) => {
    await open(page, '/en/category/1/6/Groceries?sort=2');
    await page.getByRole('link', { name: 'العربية' }).first().click();
    await expect(page).toHaveURL(/\/ar\/category\/1\/6\/[^?]*\?(.*&)?sort=2(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'البقالة' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/en\/category\/1\/6\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  });
});

test.describe('unknown pages', () => {
  for (const [lang, text, button] of [
    ['en', 'Sorry, the page you visited does not exist.', 'Back Home'],
    ['ar', 'عذراً، الصفحة التي زرتها غير موجودة.', 'العودة للرئيسية'],
  ] as const) {
    test(`answers 404 with the page in ${lang}`, async ({ page, request, baseURL }) => {
      const response = await request.get(`/${lang}/no/such/page`);
      expect(response.status()).toBe(404);
      await open(page, `/${lang}/no/such/page`);
      await expect(page.getByText(text)).toBeVisible();
      await page.getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(`${baseURL}/${lang}/`);
    });
  }

  test('answers 404 for an unknown language and for an unknown product', async ({ request }) => {
    expect((await request.get('/fr/deals')).status()).toBe(404);
    expect((await request.get('/en/product/99999999/1/p.svg/x')).status()).toBe(404);
  });
});

test.describe('crawlers', () => {
  test('serves robots.txt and a sitemap with both languages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap:');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('/en/deals');
    expect(xml).toContain('/ar/deals');
    expect(xml).toContain('hreflang="ar"');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(500);
  });
});
