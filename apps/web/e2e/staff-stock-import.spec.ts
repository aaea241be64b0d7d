import { and, eq } from 'drizzle-orm';
import { branchProducts } from '../../api/src/db/schema.ts';
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
 * Bulk import of prices and stock (docs/decisions/0053) in a real browser: a branch manager,
 * in Arabic on a tablet, uploads their pharmacy system's file with two bad rows (an unknown SKU and a
 * negative quantity), reads them by line in Arabic, uploads the fixed file and applies it; the
 * branch's stock is then what the file says.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test('a branch manager imports a stock file with two bad rows, fixes it and applies it (ar, tablet)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const t = arStaff;
  const [first, second] = await store.piecesInStock(2);
  const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
  const page = await context.newPage();
  await logInToConsole(store, page, 'ar', 'manager@staff.demo', 'Demo-manager-2026');
  await page.getByRole('link', { name: t.navCatalogue }).first().click();
  await page.getByRole('link', { name: t.importLink }).click();
  await expect(page.getByRole('heading', { name: t.importTitle, level: 1 })).toBeVisible();
  await waitForHydration(page);

  const upload = async (csv: string) => {
    await page.getByLabel(t.importFile).setInputFiles({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: t.importUpload }).click();
    await expect(page.getByTestId('import-status')).toHaveText(t.importStatus_checked, { timeout: 20_000 });
  };
  // Arabic headers, as an Arabic pharmacy system exports them; line 3 names no product, line 4 is negative.
  await upload(`كود الصنف,الفرع,الكمية,السعر\n${first},1,٣٠,\n999999,1,5,\n${second},1,-2,\n`);
  const problems = page.getByTestId('import-problems').locator('tbody tr');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText('٣');
  await expect(problems.nth(0)).toContainText('لا يوجد منتج');
  await expect(problems.nth(1)).toContainText('٤');
  await expect(problems.nth(1)).toContainText('لا يمكن أن تكون الكمية سالبة');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await keepScreenshot(page, 'staff-stock-import-ar-tablet-bad-rows');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The fixed file: the same columns, remembered; no bad rows.
  await page.getByRole('link', { name: t.importAnother }).click();
  await expect(page.getByLabel(t.importFile)).toBeVisible();
  await upload(`كود الصنف,الفرع,الكمية,السعر\n${first},1,٣٠,\n${second},1,12,\n`);
  await expect(page.getByTestId('import-problems')).toHaveCount(0);
  await page.getByRole('button', { name: t.importApply }).click();
  await expect(page.getByTestId('import-status')).toHaveText(t.importStatus_applied, { timeout: 20_000 });
  await keepScreenshot(page, 'staff-stock-import-ar-tablet-applied');
  // The same import read in English: the report's words follow the page's language.
  await page.goto(page.url().replace('/ar/staff/', '/en/staff/'));
  await expect(page.getByTestId('import-status')).toHaveText('Applied');
  await keepScreenshot(page, 'staff-stock-import-en-tablet-applied');

  const level = async (productId: number) => {
    const [row] = await store.database.db
      .select({ stockMilli: branchProducts.stockMilli })
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, 1), eq(branchProducts.productId, productId)));
    return row!.stockMilli;
  };
  // On hand as the file says; what customers can buy is that minus what open orders hold (none here).
  expect(await level(first!)).toBe(30_000);
  expect(await level(second!)).toBe(12_000);
  await context.close();
});

test('a branch manager receives a delivery by batch through the import: an expired row refused, the batch on the product page (en, phone)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const [third] = await store.piecesInStock(1);
  const soon = new Date(Date.now() + 30 * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-')
    .reverse()
    .join('/');
  const context = await newStaffContext(browser, { width: 390, height: 844 }, 'en');
  const page = await context.newPage();
  await logInToConsole(store, page, 'en', 'manager@staff.demo', 'Demo-manager-2026');
  await page.goto(page.url().replace(/\/en\/staff.*$/, '/en/staff/catalogue/import'));
  await expect(page.getByRole('heading', { name: 'Import prices and stock', level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel('File (CSV or XLSX)').setInputFiles({
    name: 'delivery.csv',
    mimeType: 'text/csv',
    // The pharmacy system's delivery note: a batch and its expiry per row, day first; line 3 expired,
    // line 4 within the 90-day cut-off (received, not for sale).
    buffer: Buffer.from(
      `sku,branch,qty,batch no,expiry date\n${third},1,6,e2e-1,31/12/2030\n${third},1,2,E2E-OLD,01/01/2020\n${third},1,3,E2E-SOON,${soon}\n`,
    ),
  });
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Checked: nothing has changed yet', {
    timeout: 20_000,
  });
  const problems = page.getByTestId('import-problems').locator('tbody tr');
  await expect(problems).toHaveCount(1);
  await expect(problems.nth(0)).toContainText('This batch has expired');
  await expect(page.getByTestId('import-receive').first()).toHaveText(
    '6 into new batch E2E-1, expiry 31 Dec 2030',
  );
  await expect(page.getByTestId('import-receive').nth(1)).toContainText('not for sale');
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await page.getByTestId('import-changes').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-stock-import-en-phone-by-batch');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Apply the good rows' }).click();
  await expect(page.getByTestId('import-status')).toHaveText('Applied', { timeout: 20_000 });

  // The batch is on the product's page, received by the manager; the level rose by its units.
  await page.goto(page.url().replace(/\/en\/staff.*$/, `/ar/staff/catalogue/${third}?branch=1`));
  const batches = page.getByTestId('stock-batches');
  await expect(batches).toContainText('E2E-1');
  await expect(batches).toContainText(arStaff.batchForSale);
  await batches.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-stock-import-ar-phone-batch-received');
  // The batch within the cut-off was never for sale: the manager writes it off, returned to the supplier.
  await waitForHydration(page);
  const writeOff = page.getByRole('form', { name: arStaff.batchWriteOffTitle });
  await writeOff.getByLabel(arStaff.batchDisposal_returned).check();
  await writeOff.getByLabel(arStaff.batchWriteOffNote).fill('أُعيدت إلى المورد، إشعار دائن ١٢');
  await writeOff.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-batches-ar-phone-write-off-form');
  await writeOff.getByRole('button', { name: arStaff.batchWriteOff }).click();
  await expect(page.getByTestId('batch-written-off')).toContainText(arStaff.batchDisposal_returned);
  await page.getByTestId('batch-written-off').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'staff-batches-ar-phone-written-off');
  await context.close();
});
