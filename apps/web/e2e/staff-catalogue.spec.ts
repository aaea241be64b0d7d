import { formatAmount, formatId } from '../app/i18n/format.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * Prices and stock per branch in a real browser: a branch manager, in Arabic on a tablet,
 * finds a product in the console, changes its price and counts its shelf empty at their branch, and
 * the storefront shows the new price and "out of stock" at once (no waiting for the page cache).
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

test('a branch manager changes a price and the stock at their branch; the storefront shows it (ar, tablet)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const t = arStaff;
  const [productId] = await store.piecesInStock(1);
  // The storefront's page of the product, as a guest of the default branch sees it before the change.
  const customerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-EG',
  });
  const customer = await customerContext.newPage();
  await store.open(customer, `/ar/product/${productId}`);
  await expect(customer.getByText(arProduct.outOfStock, { exact: true })).toHaveCount(0);

  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'manager@staff.demo', 'Demo-manager-2026');
  await page.getByRole('link', { name: t.navCatalogue }).first().click();
  await expect(page.getByRole('heading', { name: t.catalogueTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);
  // The product's number, typed in Arabic-Indic digits.
  await page.getByLabel(t.catalogueSearch).fill(formatId(productId!, 'ar'));
  await page.getByRole('button', { name: t.apply }).click();
  const rows = page.getByTestId('catalogue-rows').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await keepScreenshot(page, 'staff-catalogue-ar-tablet-list');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/ar/staff/catalogue/${productId}\\?branch=1$`));
  await waitForHydration(page);
  const branch = page.getByTestId('branch-row').first();
  await branch.getByLabel(t.cataloguePrice, { exact: true }).fill('١٢٣٫٤٥');
  await branch.getByLabel(t.catalogueOldPrice, { exact: true }).fill('');
  await branch.getByRole('button', { name: t.catalogueSave }).click();
  await expect(branch.getByRole('status').filter({ hasText: 'تم الحفظ' })).toBeVisible();
  await expect(branch.getByText(formatAmount(123.45, 'ar')).first()).toBeVisible();

  // The shelf is counted empty: nothing left for customers.
  await branch.getByLabel(t.catalogueAdjustKind).selectOption('count');
  await branch.getByLabel(t.catalogueQuantity).fill('٠');
  await branch.getByLabel(t.catalogueReason).selectOption('count_correction');
  await branch.getByLabel(t.catalogueNote).fill('جرد الرف');
  await branch.getByRole('button', { name: t.catalogueAdjust }).click();
  await expect(branch.getByRole('status').filter({ hasText: 'تم تعديل المخزون' })).toBeVisible();
  const ledger = page.getByTestId('stock-ledger');
  await expect(ledger.locator('tbody tr').first()).toContainText(t.stockReason_count_correction);
  await expect(ledger.locator('tbody tr').first()).toContainText('جرد الرف');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  // Every figure and field in Arabic-Indic digits (catalogue names as stored).
  const stored = await page.locator('main h1, main bdi').allTextContents();
  expect(await latinDigitsInMain(page, stored)).toEqual([]);
  const typed = await page
    .locator('main input:not([type=hidden])')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(typed.filter((value) => /[0-9]/.test(value))).toEqual([]);
  await keepScreenshot(page, 'staff-catalogue-ar-tablet-product');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();

  // The storefront: the new price and out of stock, without waiting for its page cache.
  await store.open(customer, `/ar/product/${productId}`);
  await expect(
    customer.locator('main').getByText(arabicDigits('123.45').replace('.', '٫')).first(),
  ).toBeVisible();
  await expect(customer.locator('main').getByText(arProduct.outOfStock).first()).toBeVisible();
  await customerContext.close();
});
