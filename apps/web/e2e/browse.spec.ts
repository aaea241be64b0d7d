import type { Page } from '@playwright/test';
import { expect, keepScreenshot, open, test, waitForHydration } from './fixtures.ts';

async function productNames(page: Page) {
  return page.locator('main article h3, main article h2').allInnerTexts();
}

/**
 * Waits until a client-side navigation has finished and its products are on screen: the results
 * are no longer marked busy and no placeholder card is left. React renders navigations as
 * transitions, so the URL can change a moment before the page does: callers also wait for something
 * the new page shows (a checked filter, the current page number, the products themselves).
 */
async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
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

/** The prices on the cards (NaN where a card shows none). */
function cardPrices(page: Page) {
  return page
    .locator('main article')
    .evaluateAll((cards) =>
      cards.map((card) =>
        Number((card.textContent ?? '').match(/([\d,]+\.\d{2}) EGP/)?.[1]?.replace(/,/g, '') ?? Number.NaN),
      ),
    );
}

test.describe('home', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`shows the carousel, popular categories and deals, mirrored in Arabic (${lang})`, async ({
      page,
    }) => {
      await open(page, `/${lang}/`);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('[aria-roledescription="carousel"]')).toHaveCount(1);
      const heading = lang === 'en' ? 'Deals recommended for you' : /العروض|عروض/;
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(3);
      // Mirrored: the store name sits at the inline start, left in English and right in Arabic.
      const logo = await page
        .getByRole('link', { name: lang === 'en' ? 'Nile Pharmacy' : 'صيدلية النيل' })
        .first()
        .boundingBox();
      const width = page.viewportSize()!.width;
      if (lang === 'en') expect(logo!.x).toBeLessThan(width / 2);
      else expect(logo!.x).toBeGreaterThan(width / 2);
      await keepScreenshot(page, `home-${lang}`);
    });
  }
});

test.describe('search', () => {
  test('goes to the results page when Enter is pressed', async ({ page }) => {
    await open(page, '/en/');
    // The plain box becomes the type-ahead once it has the focus.
    await page.getByRole('searchbox', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('panadol');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/search\/panadol$/);
    await expect(page.getByRole('heading', { level: 1, name: /panadol/i })).toBeVisible();
    await settled(page);
    const names = await productNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(names[0]!.toLowerCase()).toContain('panadol');
  });

  test('finds Arabic spellings on the Arabic site', async ({ page }) => {
    await open(page, '/ar/');
    await page.getByRole('searchbox', { name: 'بحث' }).click();
    const box = page.getByRole('combobox', { name: 'بحث' });
    await box.fill('اسبرين');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\//);
    await expect(page.locator('main article h3, main article h2').first()).toBeVisible();
  });
});

test.describe('a category with filters', () => {
  test('sorts, filters by brand and price, and pages, keeping it all in the URL', async ({ page }) => {
    await open(page, '/en/category/1/6/Groceries');
    await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
    const firstPage = await cardProductIds(page);
    expect(firstPage.length).toBeGreaterThan(0);

    // Pagination: page 2 shows other products and says so in the URL.
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination
      .getByRole('link', { name: /^(Page )?2$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pagination.locator('[aria-current="page"]').filter({ hasText: '2' })).toBeVisible();
    await settled(page);
    await expect.poll(() => cardProductIds(page)).not.toEqual(firstPage);

    // Sort by lowest price: the prices on the cards go up.
    await page.locator('label', { hasText: 'Price lowest' }).click();
    await expect(page).toHaveURL(/sort=2/);
    await expect(page.locator('main input[type="radio"][value="2"]:checked').first()).toBeAttached();
    await settled(page);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect
      .poll(
        async () => {
          const known = (await cardPrices(page)).filter((price) => !Number.isNaN(price));
          return {
            moreThanTwo: known.length > 2,
            ascending: known.every((price, i) => i === 0 || known[i - 1]! <= price),
          };
        },
        { message: `the cards' prices, lowest first, at ${page.url()}` },
      )
      .toEqual({ moreThanTwo: true, ascending: true });

    // Tick one brand: every product is of that brand.
    const brand = page.getByRole('group', { name: 'Brands' }).locator('label').first();
    const brandName = ((await brand.textContent()) ?? '').replace(/[\d,]+$/, '').trim();
    await brand.click();
    await expect(page).toHaveURL(/brands=/);
    await expect(brand.locator('input:checked')).toBeAttached();
    await settled(page);
    await expect
      .poll(async () => {
        const texts = await page.locator('main article').allTextContents();
        return { cards: texts.length > 0, otherBrands: texts.filter((text) => !text.includes(brandName)) };
      })
      .toEqual({ cards: true, otherBrands: [] });

    // Reload keeps the filters.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'Price lowest' })).toBeChecked();

    // Price range through the URL the Apply button writes.
    await page.goto('/en/category/1/6/Groceries?priceFrom=10&priceTo=40&sort=2');
    const ranged = await cardPrices(page);
    expect(ranged.length).toBeGreaterThan(0);
    for (const price of ranged) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(40);
    }
    await expect(page.getByRole('button', { name: 'Apply price' })).toBeVisible();
    await keepScreenshot(page, 'category-en-filtered');
  });
});

test.describe('product page', () => {
  test('shows the product with breadcrumbs, structured data and a working alternatives modal', async ({
    page,
    request,
  }) => {
    // An out-of-stock product at the default branch, found through the API.
    let outOfStock: { id: number; name: string } | undefined;
    for (let listing = 1; !outOfStock && listing <= 9; listing++) {
      const found = await (await request.get(`/api/products/filter?size=60&sort=1&page=${listing}`)).json();
      outOfStock = found.data.products.find((product: { outOfStock: number }) => product.outOfStock === 1);
    }
    expect(outOfStock).toBeDefined();
    await open(page, `/en/product/${outOfStock!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: outOfStock!.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
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
    await expect(dialog).toBeVisible();
    // Either the alternatives or the words for none.
    await expect(
      dialog
        .getByText('There are no alternatives for the product')
        .or(dialog.locator('a[href*="/product/"]'))
        .first(),
    ).toBeAttached();
    await keepScreenshot(page, 'product-alternatives-en');
    await page.keyboard.press('Escape');
    await expect(dialog).not.toBeAttached();
  });
});

test.describe('guests', () => {
  test('are told to log in and sent to the login page when adding to the cart', async ({ page }) => {
    await open(page, '/en/deals');
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Please Login First' }).first()).toBeVisible();
    // Sent with the way back to the page they were on.
    await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fdeals$/);
  });
});
