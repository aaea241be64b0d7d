import {
  both,
  expect,
  keepScreenshot,
  newCustomerContext,
  open,
  seriousA11yViolations,
  test,
} from './fixtures.ts';

/** the header search's type-ahead, in Arabic, by keyboard, and the search it leads to. */
test.describe('search type-ahead', both, () => {
  test('suggests products, categories and brands in Arabic and opens the chosen one', async ({ page }) => {
    await open(page, '/ar/');
    await page.getByRole('searchbox', { name: 'بحث' }).click();
    const combo = page.getByRole('combobox', { name: 'بحث' });
    await expect(combo).toBeFocused();
    // One letter: nothing yet; two and more: suggestions.
    await combo.pressSequentially('ب');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // Checked with the type-ahead box in place (React Aria hides the rest of the page from screen
    // readers while the list is open, which axe reads as hidden focusable content).
    expect(await seriousA11yViolations(page)).toEqual([]);
    await combo.pressSequentially('انادول');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText('بانادول');
    await expect(list.getByText('المنتجات')).toBeVisible();
    await expect(list.getByText('الماركات')).toBeVisible();
    await expect(list.getByRole('option').first()).toContainText('ج.م');
    await keepScreenshot(page, 'typeahead-ar');

    // Keyboard: Down to the first option, Enter opens that product.
    await combo.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-activedescendant', /.+/);
    await combo.press('Enter');
    await expect(page).toHaveURL(/\/ar\/product\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('بانادول');
    await expect(page.getByRole('heading', { name: 'معلومات الدواء' })).toBeVisible();
    await expect(page.getByText('باراسيتامول').first()).toBeVisible();
  });

  test('Enter without a chosen suggestion searches, and a dialect word finds the medicine', async ({
    page,
  }) => {
    await open(page, '/ar/');
    await page.getByRole('searchbox', { name: 'بحث' }).click();
    const combo = page.getByRole('combobox', { name: 'بحث' });
    await combo.pressSequentially('كحة');
    await expect(page.getByRole('listbox')).toBeVisible();
    await combo.press('Enter');
    await expect(page).toHaveURL(/\/ar\/search\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('كحة');
    await expect(page.getByRole('link', { name: /بروسبان/ }).first()).toBeVisible();
  });

  test('says which words it shows results for when not every word matched', async ({ page }) => {
    await open(page, `/en/search/${encodeURIComponent('panadol qwertyuiop')}`);
    await expect(page.getByRole('status').filter({ hasText: 'Showing results for “panadol”' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Panadol/ }).first()).toBeVisible();
  });
});

/**
 * On a phone the tapped box vanished while the type-ahead's code downloaded, and the first
 * letters typed went to the page ('قوطة' became 'وطة'). The code comes over a slow phone network here
 * (300 ms), and the letters are typed at once after the tap.
 */
test('a phone taps the search and types at once: every letter reaches the box, which does not move', async ({
  browser,
}) => {
  const context = await newCustomerContext(browser, 'ar', true);
  const page = await context.newPage();
  await page.route(/search-typeahead[^/]*\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await open(page, '/ar/');
  const box = page.getByRole('searchbox', { name: 'بحث' });
  const before = await box.boundingBox();
  await box.tap();
  await page.keyboard.type('قوطة');
  const combo = page.getByRole('combobox', { name: 'بحث' });
  await expect(combo).toBeFocused();
  await expect(combo).toHaveValue('قوطة');
  expect(await combo.boundingBox()).toEqual(before);
  // The type-ahead goes on from there: suggestions for the four letters.
  await expect(page.getByRole('listbox')).toBeVisible();
  await context.close();
});
