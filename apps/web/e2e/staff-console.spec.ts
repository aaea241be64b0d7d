import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { branchProducts, orders } from '../../api/src/db/schema.ts';
import { insertDemoStaff } from '../../api/src/demo-data/demo-staff.ts';
import { formatId } from '../app/i18n/format.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  seriousA11yViolations,
  test,
  waitForHydration,
} from './fixtures.ts';
import { type InProcessStore, startInProcessStore } from './in-process-store.ts';

/**
 * The staff console (issue 13) in a real browser against a real store run in this process (web and
 * API on one port, embedded database, demo data, production settings): a pharmacist sees a
 * customer's order arrive live, accepts it, offers a substitute the customer chooses in another
 * browser, dispatches, delivers and completes it.
 */
let store: InProcessStore;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await startInProcessStore();
  // The demo's staff accounts (README), which the shared in-process store does not seed.
  await insertDemoStaff(store.database.db);
});
test.afterAll(async () => {
  await store?.close();
});

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Products of branch 1 with plenty of stock, by id, a new pair for every journey. */
let taken = 0;
async function piecesInStock(count: number) {
  const rows = await store.database.db
    .select({ id: branchProducts.productId, stock: branchProducts.stockMilli, price: branchProducts.price })
    .from(branchProducts)
    .where(eq(branchProducts.branchId, 1));
  const ids = rows
    .filter((row) => row.stock >= 20_000 && row.price >= 5000)
    .sort((a, b) => a.id - b.id)
    .slice(taken, taken + count)
    .map((row) => row.id);
  taken += count;
  return ids;
}

async function logIn(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const t = lang === 'ar' ? arStaff : enStaff;
  await store.open(page, `/${lang}/staff/login`);
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.loginButton }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/staff$`));
  await waitForHydration(page);
}

async function newContext(browser: Browser, viewport: { width: number; height: number }, lang: string) {
  return browser.newContext({
    viewport,
    locale: lang === 'ar' ? 'ar-EG' : 'en-GB',
    hasTouch: viewport.width < 1000,
  });
}

test.describe('the staff console', () => {
  for (const [lang, viewport, name] of [
    ['ar', { width: 820, height: 1180 }, 'tablet'],
    ['en', { width: 1280, height: 800 }, 'desktop'],
  ] as const) {
    test(`runs an order from placed to completed, with a substitute the customer chooses (${lang}, ${name})`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const t = lang === 'ar' ? arStaff : enStaff;
      const shop = lang === 'ar' ? arShop : enShop;
      const staffContext = await newContext(browser, viewport, lang);
      const page = await staffContext.newPage();
      await logIn(page, lang, 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: t.boardTitle, level: 1 })).toBeVisible();
      await expect(page.locator('[data-live="open"]')).toBeVisible();

      // A customer orders through the API: the board shows it without a reload, and counts it in the title.
      const [first, second] = await piecesInStock(2);
      const { token, orderId } = await store.customerWithOrder([first!, second!], lang);
      const row = page.locator(`li[data-order-id="${orderId}"]`);
      await expect(row).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveTitle(new RegExp(`^\\(${formatId(1, lang)}\\) `));
      await expect(row.getByText(t.newBadge)).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      await keepScreenshot(page, `staff-${lang}-${name}-board`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Accept it.
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/staff/orders/${orderId}$`));
      await waitForHydration(page);
      await page.getByRole('button', { name: fill(t.moveTo, { status: t.status_2 }) }).click();
      await expect(page.getByRole('button', { name: fill(t.moveTo, { status: t.status_7 }) })).toBeVisible();

      // Offer a substitute for the first item.
      await page
        .getByRole('link', { name: /.+/ })
        .filter({ hasText: fill(t.offerSubstitutes, { name: '' }).trim() })
        .first()
        .click();
      const picker = page.locator('#substitutes');
      await expect(picker.getByRole('checkbox').first()).toBeVisible();
      const substitute = Number(await picker.getByRole('checkbox').first().getAttribute('value'));
      await picker.getByRole('checkbox').first().check();
      await keepScreenshot(page, `staff-${lang}-${name}-substitutes`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await picker.getByRole('button', { name: t.askCustomer }).click();
      await expect(page.locator('#substitutes')).toHaveCount(0);
      const state = page.getByTestId('substitution-state');
      await expect(state).toHaveText(fill(t.substitutionsPending, { count: formatId(1, lang) }));

      // The customer chooses it in another browser; the console shows the answer without a reload.
      const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await store.signIn(customerContext, token);
      const customer = await store.open(
        await customerContext.newPage(),
        `/${lang}/order-info/${orderId}/alternatives`,
      );
      await customer.locator(`input[value="${substitute}"]`).check();
      await customer.getByRole('button', { name: shop.saveChoices }).click();
      await expect(customer).toHaveURL(new RegExp(`/${lang}/order-info/${orderId}\\?alternatives=saved$`));
      await customerContext.close();
      await expect(state).toHaveText(fill(t.substitutionsAnswered, { count: formatId(1, lang) }), {
        timeout: 10_000,
      });

      // Dispatch, deliver (the cash taken at the door, typed in the page's digits), complete.
      await page.getByRole('button', { name: fill(t.moveTo, { status: t.status_7 }) }).click();
      const amount = page.getByLabel(t.amountCollectedLabel);
      await expect(amount).toBeVisible();
      const [placed] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
      const total = (placed!.total / 100).toFixed(2);
      await amount.fill(lang === 'ar' ? total.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : total);
      if (lang === 'ar') {
        // Catalogue names are shown as stored, and A4 is the paper's name in Arabic too.
        const names = await page
          .locator('tr[data-item-id] td:first-child > span.font-semibold')
          .allTextContents();
        expect(await latinDigitsInMain(page, [...names, 'A4'])).toEqual([]);
      }
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `staff-${lang}-${name}-order`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: fill(t.moveTo, { status: t.status_4 }) }).click();
      await page.getByRole('button', { name: fill(t.moveTo, { status: t.status_5 }) }).click();
      await expect(page.getByText(t.noNextStatus)).toBeVisible();
      const [done] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(done!.statusId).toBe(5);

      // The printouts: a delivery note on a receipt roll, with the order number's QR code.
      await store.open(page, `/${lang}/staff/orders/${orderId}/print?kind=delivery&size=receipt`);
      await expect(page.getByRole('heading', { name: t.deliveryTitle })).toBeVisible();
      await expect(
        page.getByRole('img', { name: fill(t.qrLabel, { id: `#${formatId(orderId, lang)}` }) }),
      ).toBeVisible();
      await keepScreenshot(page, `staff-${lang}-${name}-print`);
      await staffContext.close();
    });
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('works without scripts: log in, and move an order on by a plain post', async ({ page }) => {
      const [first, second] = await piecesInStock(2);
      const { orderId } = await store.customerWithOrder([first!, second!]);
      await store.open(page, '/en/staff/login', false);
      await page.getByLabel(enStaff.email).fill('manager@staff.demo');
      await page.getByLabel(enStaff.password, { exact: true }).fill('Demo-manager-2026');
      await page.getByRole('button', { name: enStaff.loginButton }).click();
      await expect(page).toHaveURL(/\/en\/staff$/);
      await page.goto(`${store.base}/en/staff/orders/${orderId}`);
      await page.getByRole('button', { name: fill(enStaff.moveTo, { status: enStaff.status_2 }) }).click();
      await expect(page.getByRole('status').filter({ hasText: enStaff.status_2 })).toBeVisible();
      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row!.statusId).toBe(2);
    });
  });
});
