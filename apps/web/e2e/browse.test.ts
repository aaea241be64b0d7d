import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, keepScreenshot, launchBrowser, openPage, waitForHydration } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function productNames(page: Page) {
  return page.locator('main article h3, main article h2').allInnerTexts();
}

/**
 * Waits until a client-side navigation has finished and the new products are on screen. React
 * renders navigations as transitions, so the URL can change a moment before the page does: callers
 * also wait for something the new page shows (a checked filter, the current page number).
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[data-testid="product-skeleton"]'));
}

/** Ids of the products on the cards of the page. */
async function cardProductIds(page: Page) {
  const ids = await page
    .locator('main article a[href*="/product/"]')
    .evaluateAll((links) =>
      [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname.split('/')[3]!))].map(Number),
    );
  return ids;
}

describe('home', () => {
  it('shows the carousel, popular categories and deals, mirrored in Arabic', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const page = await openPage(browser, `/${lang}/`);
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.locator('[aria-roledescription="carousel"]').count()).toBe(1);
      const heading = lang === 'en' ? 'Deals recommended for you' : /العروض|عروض/;
      await page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await page.locator('main article').count()).toBeGreaterThan(3);
      // Mirrored: the store name sits at the inline start, left in English and right in Arabic.
      const logo = await page
        .getByRole('link', { name: lang === 'en' ? 'Nile Pharmacy' : 'صيدلية النيل' })
        .first()
        .boundingBox();
      const width = page.viewportSize()!.width;
      if (lang === 'en') expect(logo!.x).toBeLessThan(width / 2);
      else expect(logo!.x).toBeGreaterThan(width / 2);
      await keepScreenshot(page, `home-${lang}`);
      await page.context().close();
    }
  });
});

describe('search', () => {
  it('goes to the results page when Enter is pressed', async () => {
    const page = await openPage(browser, '/en/');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('panadol');
    await box.press('Enter');
    await page.waitForURL('**/en/search/panadol');
    await page.getByRole('heading', { level: 1, name: /panadol/i }).waitFor();
    await settled(page);
    const names = await productNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]!.toLowerCase()).toContain('panadol');
    await page.context().close();
  });

  it('finds Arabic spellings on the Arabic site', async () => {
    const page = await openPage(browser, '/ar/');
    const box = page.getByRole('searchbox', { name: 'بحث' });
    await box.fill('اسبرين');
    await box.press('Enter');
    await page.waitForURL(/\/ar\/search\//);
    expect((await productNames(page)).length).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('a category with filters', () => {
  it('sorts, filters by brand and price, and pages, keeping it all in the URL', async () => {
    const page = await openPage(browser, '/en/category/1/6/Groceries');
    await page.getByRole('heading', { level: 1, name: 'Groceries' }).waitFor();
    const firstPage = await cardProductIds(page);
    expect(firstPage.length).toBeGreaterThan(0);

    // Pagination: page 2 shows other products and says so in the URL.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination
      .getByRole('link', { name: /^(Page )?2$/ })
      .first()
      .click();
    await page.waitForURL(/page=2/);
    await pagination.locator('[aria-current="page"]').filter({ hasText: '2' }).waitFor();
    await settled(page);
    expect(await cardProductIds(page)).not.toEqual(firstPage);

    // Sort by lowest price: the prices on the cards go up.
    await page.locator('label', { hasText: 'Price lowest' }).click();
    await page.waitForURL(/sort=2/);
    await page.locator('main input[type="radio"][value="2"]:checked').first().waitFor({ state: 'attached' });
    await settled(page);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    const prices = await page
      .locator('main article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number((card.textContent ?? '').match(/([\d,]+\.\d{2}) EGP/)?.[1]?.replace(/,/g, '') ?? Number.NaN),
        ),
      );
    const known = prices.filter((price) => !Number.isNaN(price));
    const cardTexts = await page.locator('main article').allTextContents();
    expect(known.length, `cards: ${cardTexts.slice(0, 3).join(' | ')} url: ${page.url()}`).toBeGreaterThan(2);
    expect(
      known,
      `url: ${page.url()} checked: ${await page.getByRole('radio', { name: 'Price lowest' }).isChecked()}`,
    ).toEqual([...known].sort((a, b) => a - b));

    // Tick one brand: every product is of that brand.
    const brand = page.getByRole('group', { name: 'Brands' }).locator('label').first();
    const brandName = (await brand.innerText()).replace(/[\d,]+$/, '').trim();
    await brand.click();
    await page.waitForURL(/brands=/);
    await brand.locator('input:checked').waitFor({ state: 'attached' });
    await settled(page);
    const brands = await page
      .locator('main article')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
    expect(brands.length).toBeGreaterThan(0);
    for (const text of brands) expect(text).toContain(brandName);

    // Reload keeps the filters.
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: 'Price lowest' }).isChecked()).toBe(true);

    // Price range through the URL the Apply button writes.
    await page.goto('/en/category/1/6/Groceries?priceFrom=10&priceTo=40&sort=2');
    const ranged = await page
      .locator('main article')
      .evaluateAll((cards) =>
        cards.map((card) =>
          Number((card.textContent ?? '').match(/([\d,]+\.\d{2}) EGP/)?.[1]?.replace(/,/g, '') ?? Number.NaN),
        ),
      );
    expect(ranged.length).toBeGreaterThan(0);
    for (const price of ranged) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(40);
    }
    await page.getByRole('button', { name: 'Apply price' }).waitFor();
    await keepScreenshot(page, 'category-en-filtered');
    await page.context().close();
  });
});

describe('product page', () => {
  it('shows the product with breadcrumbs, structured data and a working alternatives modal', async () => {
    // An out-of-stock product at the default branch, found through the API.
    const listing = await (await fetch(`${baseUrl()}/api/products/filter?size=60&sort=1&page=1`)).json();
    let outOfStock = listing.data.products.find(
      (product: { outOfStock: number }) => product.outOfStock === 1,
    );
    for (let page = 2; !outOfStock && page <= 9; page++) {
      const next = await (await fetch(`${baseUrl()}/api/products/filter?size=60&page=${page}`)).json();
      outOfStock = next.data.products.find((product: { outOfStock: number }) => product.outOfStock === 1);
    }
    expect(outOfStock).toBeDefined();
    const page = await openPage(browser, `/en/product/${outOfStock.id}`);
    await page.getByRole('heading', { level: 1, name: outOfStock.name }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).isVisible()).toBe(true);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    const product = Array.isArray(jsonLd['@graph'])
      ? jsonLd['@graph'].find((node: { '@type': string }) => node['@type'] === 'Product')
      : jsonLd;
    expect(product['@type']).toBe('Product');
    expect(product.offers.priceCurrency).toBe('EGP');
    expect(product.offers.availability).toContain('OutOfStock');

    await page.getByRole('main').getByRole('button', { name: 'Show alternatives' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => {
      const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
      return (
        text.includes('There are no alternatives for the product') ||
        document.querySelectorAll('[role="dialog"] a[href*="/product/"]').length > 0
      );
    });
    await keepScreenshot(page, 'product-alternatives-en');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('guests', () => {
  it('are told to log in and sent to the login page when adding to the cart', async () => {
    const page = await openPage(browser, '/en/deals');
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByTestId('toast').filter({ hasText: 'Please Login First' }).first().waitFor();
    await page.waitForURL('**/en/login');
    await page.context().close();
  });
});
