import { eq } from 'drizzle-orm';
import { orders } from '../../api/src/db/schema.ts';
import { formatId } from '../app/i18n/format.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  expect,
  fill,
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
 * The staff console in a real browser against a real store run in this process (web and
 * API on one port, embedded database, demo data, production settings): a pharmacist sees a
 * customer's order arrive live, accepts it, offers a substitute the customer chooses in another
 * browser, dispatches, delivers and completes it.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

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
      const staffContext = await newStaffContext(browser, viewport, lang);
      const page = await staffContext.newPage();
      await logInToConsole(store, page, lang, 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: t.boardTitle, level: 1 })).toBeVisible();
      await expect(page.locator('[data-live="open"]')).toBeVisible();

      // A customer orders through the API: the board shows it without a reload, and counts it in the title.
      const [first, second] = await store.piecesInStock(2);
      const { token, orderId } = await store.customerWithOrder([first!, second!], lang);
      const row = page.locator(`li[data-order-id="${orderId}"]`);
      await expect(row).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveTitle(new RegExp(`^\\(${formatId(1, lang)}\\) `));
      await expect(row.getByText(t.newBadge)).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      // The customer's phone and address too (their own words, in the page's digits).
      if (lang === 'ar') expect(await latinDigitsInMain(page, [], { ownWords: true })).toEqual([]);
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
        expect(await latinDigitsInMain(page, [...names, 'A4'], { ownWords: true })).toEqual([]);
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

  test('shows an order placed before the live stream opened, once it opens', async ({ browser }) => {
    const context = await newStaffContext(browser, { width: 1280, height: 800 }, 'en');
    const page = await context.newPage();
    // The stream is held back until the order is in: the board read its list without it, and no
    // event will tell of it. Its opening must.
    let openStream!: () => void;
    const held = new Promise<void>((resolve) => {
      openStream = resolve;
    });
    await page.route('**/api/staff/events', async (route) => {
      await held;
      await route.continue();
    });
    await logInToConsole(store, page, 'en', 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
    await expect(page.getByRole('heading', { name: enStaff.boardTitle, level: 1 })).toBeVisible();
    await waitForHydration(page);
    await expect(page.locator('[data-live="connecting"]')).toBeVisible();
    const [first, second] = await store.piecesInStock(2);
    const { orderId } = await store.customerWithOrder([first!, second!]);
    const row = page.locator(`li[data-order-id="${orderId}"]`);
    await expect(row).toHaveCount(0);
    openStream();
    await expect(page.locator('[data-live="open"]')).toBeVisible();
    await expect(row).toBeVisible({ timeout: 10_000 });
    await context.close();
  });

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('works without scripts: log in, and move an order on by a plain post', async ({ page }) => {
      const [first, second] = await store.piecesInStock(2);
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
