import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, products } from '../../api/src/db/schema.ts';
import { formatNumber } from '../app/i18n/format.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { dataMatrixVideo } from './datamatrix-video.ts';
import {
  expect,
  fill,
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
 * Dispensing by pack (decision 0066) on an Arabic tablet: a pharmacist opens an order's dispensing
 * page, a USB scanner types each pack's GS1 code into its line, the page counts the packs, refuses a
 * pack that already went out, and lists serial, batch and expiry.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

test('a pharmacist scans two medicine packs into an order, a pack cannot go out twice (ar, tablet)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const t = arStaff;
  const [medicine, other] = await store.piecesInStock(2);
  // The first line's product: an over-the-counter medicine with its barcode on the shelf.
  await store.database.db
    .update(products)
    .set({ medicineClass: 'otc', barcodes: ['4006381333931'] })
    .where(eq(products.id, medicine!));
  await store.database.db
    .update(products)
    .set({ medicineClass: 'none' })
    .where(inArray(products.id, [other!]));
  const { orderId } = await store.customerWithOrder([medicine!, other!], 'ar');
  // Two packs of the medicine.
  await store.database.db
    .update(orderItems)
    .set({ quantityMilli: 2000 })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.productId, medicine!)));

  const page = await (await newStaffContext(browser, { width: 800, height: 1280 }, 'ar')).newPage();
  await logInToConsole(store, page, 'ar', 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
  await store.open(page, `/ar/staff/orders/${orderId}`);
  await page.getByRole('link', { name: t.dispenseLink }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/staff/orders/${orderId}/dispense$`));
  await waitForHydration(page);
  const line = page.locator('[data-dispense-line]');
  // Only the medicine: the other product is no medicine.
  await expect(line).toHaveCount(1);
  const count = line.getByTestId('packs-count');
  await expect(count).toHaveText(
    fill(t.dispenseCount, { scanned: formatNumber(0, 'ar'), needed: formatNumber(2, 'ar') }),
  );
  // Until both are scanned the order may not go out (or a pharmacist records why not).
  await expect(page.getByTestId('packs-missing')).toHaveText(
    fill(t.dispenseMissing, { count: formatNumber(2, 'ar') }),
  );
  await expect(page.getByLabel(t.dispenseWaiveReason)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A scanner types the printed form and presses Enter.
  const box = line.getByRole('textbox');
  await box.fill('(01)04006381333931(17)301231(10)B-77(21)PACK-001');
  await box.press('Enter');
  await expect(count).toHaveText(
    fill(t.dispenseCount, { scanned: formatNumber(1, 'ar'), needed: formatNumber(2, 'ar') }),
  );
  await expect(line.getByRole('table')).toContainText('PACK-001');
  // The same pack again: refused under the box, in Arabic.
  await line.getByRole('textbox').fill('(01)04006381333931(17)301231(10)B-77(21)PACK-001');
  await line.getByRole('textbox').press('Enter');
  await expect(line.getByText(/صُرفت من قبل/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, 'dispense-ar-tablet');
  await line.getByRole('textbox').fill('(01)04006381333931(17)301231(10)B-77(21)PACK-002');
  await line.getByRole('textbox').press('Enter');
  await expect(count).toHaveText(
    fill(t.dispenseCount, { scanned: formatNumber(2, 'ar'), needed: formatNumber(2, 'ar') }),
  );
  // Every pack is in: no box left to scan into, nothing holds the order.
  await expect(line.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByTestId('packs-missing')).toHaveCount(0);
  expect(await hasHorizontalOverflow(page)).toBe(false);

  // The day's records download from the page.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /CSV/ }).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  const csv = readFileSync(file, 'utf8');
  expect(csv).toContain('PACK-001');
  expect(csv).toContain('PACK-002');
});

test('a pharmacist lets an order out without its scans, saying why (en, phone)', async ({ browser }) => {
  test.setTimeout(120_000);
  const [medicine] = await store.piecesInStock(1);
  await store.database.db.update(products).set({ medicineClass: 'otc' }).where(eq(products.id, medicine!));
  const { orderId } = await store.customerWithOrder([medicine!], 'en');
  const page = await (await newStaffContext(browser, { width: 390, height: 844 }, 'en')).newPage();
  await logInToConsole(store, page, 'en', 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
  await store.open(page, `/en/staff/orders/${orderId}/dispense`);
  await waitForHydration(page);
  await expect(page.getByTestId('packs-missing')).toContainText('still to scan');
  await page.getByLabel('Why the packs go out unscanned').fill('The pack has no DataMatrix printed on it');
  await page.getByRole('button', { name: 'Let it go without the scans' }).click();
  await expect(page.getByRole('heading', { name: /Going out unscanned: recorded by/ })).toBeVisible();
  await expect(page.getByText('The pack has no DataMatrix printed on it')).toBeVisible();
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, 'dispense-waived-en-phone');
});

test('the tablet camera reads a pack’s DataMatrix, its reader loaded only when turned on (ar, tablet)', async () => {
  test.setTimeout(150_000);
  const [medicine] = await store.piecesInStock(1);
  await store.database.db
    .update(products)
    .set({ medicineClass: 'otc', barcodes: ['4006381333931'] })
    .where(eq(products.id, medicine!));
  const { orderId } = await store.customerWithOrder([medicine!], 'ar');
  // A pack in front of the lens: Chromium's fake camera plays a video of its GS1 DataMatrix.
  const video = dataMatrixVideo(
    join(tmpdir(), `pack-${process.pid}.y4m`),
    '(01)04006381333931(17)301231(10)B77(21)CAM-001',
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await newStaffContext(browser, { width: 800, height: 1280 }, 'ar');
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await logInToConsole(store, page, 'ar', 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
    await store.open(page, `/ar/staff/orders/${orderId}/dispense`);
    await waitForHydration(page);
    expect(scripts.filter((url) => url.includes('pack-camera'))).toEqual([]);

    const line = page.locator('[data-dispense-line]');
    await line.getByRole('button', { name: arStaff.dispenseCameraOn }).click();
    await expect(page.getByTestId('pack-camera').locator('video')).toBeVisible();
    expect(scripts.some((url) => url.includes('pack-camera'))).toBe(true);
    // Read, posted, listed: the one pack the line needs; the camera closes with the box.
    await expect(line.getByRole('table')).toContainText('CAM-001', { timeout: 30_000 });
    await expect(line.getByTestId('packs-count')).toHaveText(
      fill(arStaff.dispenseCount, { scanned: formatNumber(1, 'ar'), needed: formatNumber(1, 'ar') }),
    );
    await expect(page.getByTestId('pack-camera')).toHaveCount(0);
    await keepScreenshot(page, 'dispense-camera-ar-tablet');
  } finally {
    await browser.close();
  }
});
