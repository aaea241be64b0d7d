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
 * Batches and expiry in a real browser (docs/decisions/0075): a branch manager, in Arabic on a
 * tablet, receives two batches of a product, one of them too close to its expiry to be sold online,
 * and finds that one on the near-expiry screen.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const dayFrom = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

test('a branch manager receives stock by batch and reads the near-expiry report (ar, tablet)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const t = arStaff;
  const [productId] = await store.piecesInStock(1);
  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'manager@staff.demo', 'Demo-manager-2026');
  await store.open(page, `/ar/staff/catalogue/${productId}?branch=1`);
  const section = page.getByRole('region', { name: /^التشغيلات في / });
  await expect(section.getByText(t.batchesEmpty)).toBeVisible();

  await section.getByLabel(t.batchNumber).fill('E2E-LONG');
  await section.getByLabel(t.batchExpiry).fill(dayFrom(700));
  await section.getByLabel(t.catalogueQuantity).fill('٥');
  await section.getByRole('button', { name: t.batchReceive }).click();
  await expect(
    section.getByRole('status').filter({ hasText: 'تم الاستلام: التشغيلة في المخزون' }),
  ).toBeVisible();
  const table = page.getByTestId('stock-batches');
  await expect(table).toContainText('E2E-LONG');
  await expect(table).toContainText(t.batchForSale);

  await section.getByLabel(t.batchNumber).fill('E2E-SHORT');
  await section.getByLabel(t.batchExpiry).fill(dayFrom(45));
  await section.getByLabel(t.catalogueQuantity).fill('٢');
  await section.getByRole('button', { name: t.batchReceive }).click();
  await expect(section.getByRole('status').filter({ hasText: 'لا تُباع أونلاين' })).toBeVisible();
  await expect(table).toContainText(t.batchExpiring);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  const stored = await page.locator('main h1, main bdi').allTextContents();
  expect(await latinDigitsInMain(page, stored)).toEqual([]);
  await keepScreenshot(page, 'staff-batches-ar-tablet-product');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: t.navNearExpiry }).first().click();
  await expect(page.getByRole('heading', { name: t.nearExpiryTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);
  const report = page.getByTestId('near-expiry');
  await expect(report).toContainText('E2E-SHORT');
  await expect(report).not.toContainText('E2E-LONG');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  const names = await page.locator('main bdi').allTextContents();
  expect(await latinDigitsInMain(page, names)).toEqual([]);
  await keepScreenshot(page, 'staff-batches-ar-tablet-near-expiry');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await context.close();
});
