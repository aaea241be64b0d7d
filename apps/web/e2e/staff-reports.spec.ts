import { readFileSync } from 'node:fs';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  newStaffContext,
  seriousA11yViolations,
  tablet,
  test,
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { logInToConsole, storeForTheseJourneys } from './store-helpers.ts';

/**
 * The reports dashboard (docs/decisions/0063), in Arabic on a tablet (800 x 1280): an admin opens
 * it from the console's navigation, sees a chart and its table, and downloads a table (its first row
 * is the header, in Arabic, after Excel's byte order mark). Chart.js is fetched on this screen only.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

/** The chunk that holds Chart.js (report-chart-draw.ts and what it imports). */
const chartChunk = /report-chart-draw[^/]*\.js/;

test.describe('the reports dashboard', () => {
  test('an admin reads the dashboard, its chart and table, and downloads a table (ar, tablet)', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // Two orders (each over the minimum order), placed now: today's row and the cards count them.
    const products = await store.piecesInStock(3, { fresh: true });
    await store.customerWithOrder(products.slice(0, 2));
    await store.customerWithOrder(products);

    const context = await newStaffContext(browser, tablet, 'ar');
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await logInToConsole(store, page, 'ar', 'admin@staff.demo', 'Demo-admin-2026');
    // The board: the console's shell never fetches the chart library.
    expect(scripts.filter((url) => chartChunk.test(url))).toEqual([]);

    const t = arStaff;
    await page
      .getByRole('navigation', { name: t.consoleNavigation })
      .getByRole('link', { name: t.navReports, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: t.reportsTitle, level: 1 })).toBeVisible();
    await waitForHydration(page);

    const byDay = page.locator('section[data-report="days"]');
    await expect(byDay.getByRole('heading', { name: t.reportsByDay })).toBeVisible();
    await expect(byDay.locator('[data-chart="drawn"] canvas')).toBeVisible();
    expect(scripts.some((url) => chartChunk.test(url))).toBe(true);
    const table = byDay.getByRole('table', { name: t.reportsByDay });
    await expect(table.getByRole('columnheader', { name: t.reportsOrders })).toBeVisible();
    // Today's row: two orders, in Arabic-Indic digits.
    await expect(table.getByRole('row').last()).toContainText('٢');
    await expect(page.locator('[data-figure="orders"] dd').first()).toHaveText('٢');
    expect(await latinDigitsInMain(page)).toEqual([]);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, 'staff-ar-tablet-reports');

    const download = page.waitForEvent('download');
    await byDay.getByRole('button', { name: `${t.reportsByDay} – CSV` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(`${t.reportsDay},${t.reportsOrders},${t.reportsRevenue}`);

    const xlsx = page.waitForEvent('download');
    await byDay.getByRole('button', { name: `${t.reportsByDay} – Excel` }).click();
    const workbook = await xlsx;
    expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a zip: it starts with "PK".
    expect(
      readFileSync((await workbook.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await context.close();
  });

  test('pictures of the dashboard in both languages at three sizes', async ({ browser }) => {
    test.setTimeout(150_000);
    for (const lang of ['ar', 'en'] as const) {
      for (const viewport of [tablet, { width: 1280, height: 800 }, { width: 390, height: 844 }]) {
        const context = await newStaffContext(browser, viewport, lang);
        const page = await context.newPage();
        await logInToConsole(store, page, lang, 'admin@staff.demo', 'Demo-admin-2026');
        await store.open(page, `/${lang}/staff/reports`);
        const t = lang === 'ar' ? arStaff : enStaff;
        await expect(page.getByRole('heading', { name: t.reportsTitle, level: 1 })).toBeVisible();
        await expect(page.locator('section[data-report="hours"] [data-chart="drawn"]')).toBeVisible();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await keepScreenshot(page, `staff-${lang}-${viewport.width}-reports`);
        await page.locator('section[data-report="hours"]').scrollIntoViewIfNeeded();
        await keepScreenshot(page, `staff-${lang}-${viewport.width}-reports-hours`);
        await page.locator('section[data-report="top-products"]').scrollIntoViewIfNeeded();
        await keepScreenshot(page, `staff-${lang}-${viewport.width}-reports-products`);
        await context.close();
      }
    }
  });
});
