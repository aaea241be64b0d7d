import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  newStaffContext,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The product editor (docs/decisions/0052) in a real browser: an admin, in Arabic on a tablet,
 * renames a product in Arabic and the storefront's search finds it by the new name at once; hides it
 * and its page is gone; makes a new product, refused first for a barcode with a wrong check digit
 * (what was typed is kept), then made.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const t = arStaff;

test('an admin renames a product in Arabic, hides it, and makes a new one (ar, tablet)', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const [productId] = await store.piecesInStock(1);
  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
  await page.goto(`${store.base}/ar/staff/catalogue/${productId}`);
  await page.getByRole('link', { name: t.productEditDetails }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/staff/catalogue/${productId}/details$`));
  await waitForHydration(page);

  // Both languages side by side, each box in its own direction.
  const arabicName = page.getByLabel(t.productNameAr);
  await expect(arabicName).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel(t.productNameEn)).toHaveAttribute('dir', 'ltr');
  await arabicName.fill('مرهم زعفراني للتجربة');
  await page.getByRole('button', { name: t.productSave }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم الحفظ' })).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await keepScreenshot(page, 'staff-product-editor-ar-tablet');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The storefront's search finds it by the new word, without waiting for any cache.
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'ar-EG' });
  await store.open(customer, `/ar/search/${encodeURIComponent('زعفراني')}`);
  await expect(customer.locator('main').getByText('مرهم زعفراني للتجربة').first()).toBeVisible();

  // Hidden: its page is gone for customers.
  await page.getByRole('button', { name: t.productHide }).click();
  await expect(page.getByText(t.productHiddenNow)).toBeVisible();
  await expect(page.getByRole('button', { name: t.productShow })).toBeVisible();
  expect((await request.get(`${store.base}/ar/product/${productId}`)).status()).toBe(404);

  // A new product: a wrong check digit is refused with the message, and the boxes keep what was typed.
  await page.goto(`${store.base}/ar/staff/catalogue`);
  await page.getByRole('link', { name: t.productNew }).click();
  await expect(page.getByRole('heading', { name: t.productNewTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel(t.productNameEn).fill('Saffron balm');
  await page.getByLabel(t.productNameAr).fill('بلسم الزعفران');
  await page.getByLabel(t.productBrand).selectOption({ index: 1 });
  await page.getByLabel(t.productCategory).selectOption({ index: 1 });
  await page.getByLabel(t.productQuantities).fill('١، ٢، ٣');
  await page.getByLabel(t.productBarcodes).fill('6221234567892');
  await page.getByRole('button', { name: t.productCreate }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'باركود' })).toBeVisible();
  await expect(page.getByLabel(t.productNameAr)).toHaveValue('بلسم الزعفران');
  // 622123456789 with its right check digit.
  await page.getByLabel(t.productBarcodes).fill('6221234567891');
  await page.getByRole('button', { name: t.productCreate }).click();
  await expect(page).toHaveURL(/\/ar\/staff\/catalogue\/\d+\/details$/);
  await expect(page.getByRole('heading', { name: 'بلسم الزعفران', level: 1 })).toBeVisible();
  await context.close();
});
