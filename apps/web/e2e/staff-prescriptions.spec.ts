import type { Page } from '@playwright/test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  branchProducts,
  branchTranslations,
  products,
  productTranslations,
} from '../../api/src/db/schema.ts';
import { formatAmount, formatId } from '../app/i18n/format.ts';
import { staff as arStaff } from '../app/i18n/messages/ar/staff.ts';
import { staff as enStaff } from '../app/i18n/messages/en/staff.ts';
import {
  desktop,
  expect,
  fill,
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
 * The console's prescription queue and support inbox in a real browser against a real
 * store run in this process: a customer (driven through the API) sends a prescription, a pharmacist
 * answers it with a quote built in the console, the customer confirms it, and the order it makes
 * appears on the board; a customer's support issue is answered and closed by the support team. In
 * Arabic on a 10-inch tablet and in English on a desktop; every page also looked at on a phone.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: true }, (started) => {
  store = started;
});

const phone = { width: 390, height: 844 };

/** A new customer with an address, through the API. */
const customer = () =>
  store.newCustomer('rx', { phonePrefix: '012', firstName: 'Salma', lastName: 'Hassan' });

/** A photo of a handwritten-looking prescription (a JPEG the API strips and stores). */
function prescriptionPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200">
    <rect width="900" height="1200" fill="#fdfcf7"/>
    <text x="60" y="120" font-size="56" font-family="serif" fill="#123">Dr. Amal Farouk</text>
    <text x="60" y="260" font-size="48" font-family="serif" fill="#234">Rx</text>
    <text x="60" y="360" font-size="44" font-family="serif" fill="#234">Paracetamol 500 mg — 1 box</text>
    <text x="60" y="440" font-size="44" font-family="serif" fill="#234">Twice daily after meals</text>
    <line x1="60" y1="1000" x2="500" y2="1000" stroke="#123" stroke-width="3"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function sendPrescription(token: string, addressId: number, lang: string) {
  const form = new FormData();
  form.set('address_id', String(addressId));
  form.set('health_consent', 'true');
  form.set('description', lang === 'ar' ? 'لوالدتي، من فضلك' : 'For my mother, please');
  form.set('attachments[0]', new Blob([await prescriptionPhoto()], { type: 'image/jpeg' }), 'rx.jpg');
  const response = await fetch(`${store.base}/api/prescriptions/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-language': lang },
    body: form,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.item as number;
}

/** A piece product of branch 1 in stock, 100 to 500 EGP, sold by one (a quote of one is over the minimum). */
let taken = 0;
async function quotableProduct(lang: 'en' | 'ar') {
  const rows = await store.database.db
    .select({ id: products.id, price: branchProducts.price, name: productTranslations.name })
    .from(products)
    .innerJoin(branchProducts, and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.ownerId, products.id), eq(productTranslations.lang, lang)),
    )
    .where(
      sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000 and ${branchProducts.price} between 10000 and 50000 and ${products.quantities} @> '[1]'::jsonb`,
    )
    .orderBy(products.id)
    .offset(taken)
    .limit(1);
  taken += 1;
  return rows[0]!;
}

/** Looks at the page as it is at a phone's width too: nothing sticks out sideways. */
async function onPhoneToo(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize(phone);
  expect(await hasHorizontalOverflow(page)).toBe(false);
  await keepScreenshot(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

test.describe('the console: prescriptions and support', () => {
  for (const [lang, viewport, name] of [
    ['ar', tablet, 'tablet'],
    ['en', desktop, 'desktop'],
  ] as const) {
    test(`a pharmacist answers a prescription with a quote; the customer's confirmation is an order on the board (${lang}, ${name})`, async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const t = lang === 'ar' ? arStaff : enStaff;
      const context = await newStaffContext(browser, viewport, lang);
      const page = await context.newPage();
      await logInToConsole(store, page, lang, 'pharmacist@staff.demo', 'Demo-pharmacist-2026');
      const nav = page.getByRole('navigation', { name: t.consoleNavigation });
      await expect(nav.getByRole('link', { name: t.navPrescriptions })).toBeVisible();
      await expect(nav.getByRole('link', { name: t.navAudit })).toHaveCount(0);
      await expect(page.locator('[data-live="open"]')).toBeVisible();

      // The customer sends a prescription: the open board tells of it without a reload.
      const shopper = await customer();
      const id = await sendPrescription(shopper.token, shopper.addressId, lang);
      const told = page.getByTestId('board-new-prescriptions');
      // One prescription, worded as one ('1 new prescriptions' before).
      await expect(told).toHaveText(t.newPrescriptions_one, {
        timeout: 10_000,
      });
      await told.click();
      await expect(page.getByRole('heading', { name: t.prescriptionsTitle, level: 1 })).toBeVisible();
      const row = page.locator(`li[data-prescription-id="${id}"]`);
      await expect(row).toBeVisible();
      await waitForHydration(page);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      await keepScreenshot(page, `staff-rx-${lang}-${name}-queue`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await onPhoneToo(page, `staff-rx-${lang}-queue`);

      // The prescription: its photo large, turned and zoomed from the keyboard.
      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/staff/prescriptions/${id}$`));
      await waitForHydration(page);
      const viewer = page.getByTestId('rx-viewer');
      await expect(viewer.getByRole('img')).toBeVisible();
      await viewer.focus();
      await page.keyboard.press('KeyR');
      await expect(viewer).toHaveAttribute('data-rotation', '90');
      await page.keyboard.press('Equal');
      await expect(viewer).toHaveAttribute('data-zoom', '1.5');
      await page.getByRole('button', { name: t.resetView }).click();
      await expect(viewer).toHaveAttribute('data-rotation', '0');
      await expect(viewer).toHaveAttribute('data-zoom', '1');

      // The quote: a product found by its name, in stock at the branch; the total follows as it is built.
      const product = await quotableProduct(lang);
      await page.getByLabel(t.searchProducts).fill(product.name);
      await page.getByRole('button', { name: t.searchButton }).click();
      await page.getByRole('button', { name: fill(t.addNamed, { name: product.name }) }).click();
      const total = page.getByTestId('quote-total');
      await expect(total).toHaveText(fill(t.money, { amount: formatAmount(product.price / 100, lang) }));
      const quantity = page.getByLabel(fill(t.quantityOf, { name: product.name }));
      await quantity.selectOption('2');
      await expect(total).toHaveText(
        fill(t.money, { amount: formatAmount((product.price * 2) / 100, lang) }),
      );
      if (lang === 'ar') expect(await latinDigitsInMain(page, [product.name])).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `staff-rx-${lang}-${name}-quote`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // In landscape (a turned tablet, a desktop) the photo and the quote stand side by side.
      const turned = viewport.width < viewport.height;
      if (turned) await page.setViewportSize({ width: viewport.height, height: viewport.width });
      const photoBox = (await page.getByTestId('rx-viewer').boundingBox())!;
      const quoteBox = (await page.locator('#quote').boundingBox())!;
      const apart =
        photoBox.x + photoBox.width <= quoteBox.x + 1 || quoteBox.x + quoteBox.width <= photoBox.x + 1;
      expect(apart, 'photo and quote side by side').toBe(true);
      expect(Math.abs(photoBox.y - quoteBox.y)).toBeLessThan(viewport.width);
      if (turned) {
        await keepScreenshot(page, `staff-rx-${lang}-${name}-landscape`);
        await page.setViewportSize(viewport);
      }
      await onPhoneToo(page, `staff-rx-${lang}-quote`);
      await page.getByRole('button', { name: t.sendQuote }).click();
      await expect(page.getByTestId('current-quote')).toContainText(product.name);
      await expect(page.getByTestId('quote-total')).toHaveText(
        fill(t.money, { amount: formatAmount(0, lang) }),
      );

      // The board is open when the customer confirms: the order arrives on it live.
      await page
        .getByRole('navigation', { name: t.consoleNavigation })
        .getByRole('link', { name: t.navBoard })
        .click();
      // The board's own stream: the prescription page's is open too until the board replaces it.
      await expect(page.getByRole('heading', { name: t.boardTitle, level: 1 })).toBeVisible();
      await expect(page.locator('[data-live="open"]')).toBeVisible();
      const confirmed = await store.api(
        shopper.token,
        'POST',
        `prescriptions/${id}/confirm`,
        { paymentTypeId: 1 },
        lang,
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const orderId = confirmed.body.item as number;
      const orderRow = page.locator(`li[data-order-id="${orderId}"]`);
      await expect(orderRow).toBeVisible({ timeout: 10_000 });
      await expect(orderRow.getByText(t.newBadge)).toBeVisible();
      await orderRow.getByRole('link').click();
      await expect(
        page.getByRole('heading', { name: fill(t.orderTitle, { id: `#${formatId(orderId, lang)}` }) }),
      ).toBeVisible();
      await expect(page.getByText(product.name).first()).toBeVisible();

      // The prescription now names its order.
      await store.open(page, `/${lang}/staff/prescriptions/${id}`);
      await expect(
        page.getByRole('link', { name: fill(t.orderFromQuote, { id: `#${formatId(orderId, lang)}` }) }),
      ).toBeVisible();
      await expect(page.getByText(t.rxClosed)).toBeVisible();
      await context.close();
    });

    test(`the support team replies to an issue and closes it (${lang}, ${name})`, async ({ browser }) => {
      test.setTimeout(120_000);
      const t = lang === 'ar' ? arStaff : enStaff;
      const shopper = await customer();
      const comment = lang === 'ar' ? 'وصل الطلب ناقصًا علبة واحدة' : 'My order arrived one box short';
      const opened = await store.api(shopper.token, 'POST', 'support/issues', { typeId: 1, comment }, lang);
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const issueId = opened.body.item as number;

      const context = await newStaffContext(browser, viewport, lang);
      const page = await context.newPage();
      await logInToConsole(store, page, lang, 'support@staff.demo', 'Demo-support-2026');
      // Support: the inbox and the orders (read-only); no prescriptions, no audit log.
      const nav = page.getByRole('navigation', { name: t.consoleNavigation });
      await expect(nav.getByRole('link', { name: t.navPrescriptions })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: t.navAudit })).toHaveCount(0);
      await nav.getByRole('link', { name: t.navSupport }).click();
      await expect(page.getByRole('heading', { name: t.supportTitle, level: 1 })).toBeVisible();
      const row = page.locator(`li[data-issue-id="${issueId}"]`);
      await expect(row).toBeVisible();
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `staff-support-${lang}-${name}-inbox`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await onPhoneToo(page, `staff-support-${lang}-inbox`);

      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/staff/support/${issueId}$`));
      await waitForHydration(page);
      await expect(page.getByTestId('conversation')).toContainText(comment);
      const reply =
        lang === 'ar'
          ? 'نعتذر عن ذلك، سنرسل العلبة الناقصة اليوم.'
          : 'Sorry about that: the missing box goes out today.';
      await page.getByLabel(t.replyLabel).fill(reply);
      await page.getByRole('button', { name: t.replyButton }).click();
      await expect(page.getByTestId('conversation')).toContainText(reply);
      await expect(page.getByLabel(t.replyLabel)).toHaveValue('');
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `staff-support-${lang}-${name}-issue`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await onPhoneToo(page, `staff-support-${lang}-issue`);

      // The customer reads the reply, from the support team.
      const seen = await store.api(shopper.token, 'GET', `support/issues/${issueId}`, undefined, lang);
      expect(seen.body.data.issue).toMatchObject({
        status: 'answered',
        replies: [{ from: 'staff', comment: reply }],
      });

      await page.getByRole('button', { name: t.closeIssue }).click();
      await expect(page.getByText(t.issueClosed)).toBeVisible();
      await expect(page.getByLabel(t.replyLabel)).toHaveCount(0);

      // The orders, read-only, filtered by branch: the member's two branches by name, in the page's language.
      await nav.getByRole('link', { name: t.navBoard }).click();
      await expect(page.getByRole('heading', { name: t.boardTitle, level: 1 })).toBeVisible();
      const names = await store.database.db
        .select({ name: branchTranslations.name })
        .from(branchTranslations)
        .where(and(inArray(branchTranslations.ownerId, [1, 2]), eq(branchTranslations.lang, lang)))
        .orderBy(branchTranslations.ownerId);
      const options = await page.getByLabel(t.branch).locator('option').allTextContents();
      expect(options).toHaveLength(3);
      expect(options[0]).toBe(t.allBranches);
      for (const option of options.slice(1))
        expect(option).not.toContain(fill(t.branchNumber, { id: '' }).trim());
      expect(options.slice(1)).toEqual(names.map((row) => row.name));
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      await keepScreenshot(page, `staff-support-${lang}-${name}-board`);
      await onPhoneToo(page, `staff-support-${lang}-board`);
      await context.close();
    });
  }
});
