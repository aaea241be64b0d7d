import { translate } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchProducts, orders } from '../../api/src/db/schema.ts';
import { formatId } from '../app/i18n/format.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  launchBrowser,
  seriousA11yViolations,
} from './browser.ts';
import { type InProcessStore, startInProcessStore } from './in-process-store.ts';

/**
 * Cancelling and ordering again, in a real browser against a real store. The store runs in this
 * process (web and API on one port, embedded database, demo data, production settings), so the test
 * can mark an order completed in the database: there is no route for that, staff do it.
 */
let browser: Browser;
let store: InProcessStore;

beforeAll(async () => {
  store = await startInProcessStore();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await store?.close();
});

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Invacare crutches (900 EGP) and two more pieces the demo branch 1 has plenty of. */
const crutches = 186;
async function piecesInStock(count: number, skip: number[]) {
  const rows = await store.database.db
    .select({ id: branchProducts.productId, stock: branchProducts.stockMilli, price: branchProducts.price })
    .from(branchProducts)
    .where(eq(branchProducts.branchId, 1));
  return rows
    .filter((row) => row.stock >= 20_000 && row.price >= 5000 && !skip.includes(row.id))
    .sort((a, b) => a.id - b.id)
    .slice(0, count)
    .map((row) => row.id);
}

describe('after checkout', () => {
  for (const [lang, viewport] of [
    ['ar', 'phone'],
    ['en', 'desktop'],
  ] as const) {
    it(`cancels an order from the reason dialog, with the time left and the timeline shown (${lang}, ${viewport})`, async () => {
      const t = lang === 'ar' ? arShop : enShop;
      const { token, orderId } = await store.customerWithOrder([crutches], lang);
      const context = await store.loggedIn(browser, token, viewport);
      const page = await store.open(context, `/${lang}/order-info/${orderId}`);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const countdown = page.getByTestId('cancel-countdown');
      await expect
        .poll(() => countdown.textContent())
        .toMatch(lang === 'ar' ? /[٠-٤]:[٠-٩]{2}/ : /[0-4]:\d\d/);
      // The timeline: placed is the current step, the rest ahead.
      const timeline = page.getByTestId('order-timeline');
      expect(await timeline.locator('li').count()).toBe(5);
      expect(await timeline.locator('[aria-current="step"]').getAttribute('data-step')).toBe('placed');
      expect(await timeline.locator('li[data-state="upcoming"]').count()).toBe(4);
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      await keepScreenshot(page, `order-life-${lang}-${viewport}-order`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: t.cancelOrder }).click();
      const dialog = page.getByRole('dialog', {
        name: fill(t.cancelOrderTitle, { id: formatId(orderId, lang) }),
      });
      await dialog.waitFor();
      const reasons = dialog.getByRole('radio');
      expect(await reasons.count()).toBeGreaterThanOrEqual(5);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `order-life-${lang}-${viewport}-dialog`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await reasons.nth(2).check();
      const reasonName = await reasons.nth(2).evaluate((radio) => radio.closest('label')?.textContent ?? '');
      const comment = lang === 'ar' ? 'سأطلب لاحقاً' : 'I will order later';
      await dialog.getByRole('textbox').fill(comment);
      await dialog.getByRole('button', { name: t.confirmCancel }).click();
      await page.getByText(translate(lang, 'order.cancelled')).first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('order-status').textContent())
        .toBe(lang === 'ar' ? 'ملغي' : 'Cancelled');
      expect(await page.getByRole('link', { name: t.cancelOrder }).count()).toBe(0);
      // The timeline ends with the cancellation, its reason and comment, instead of the steps ahead.
      const current = timeline.locator('[aria-current="step"]');
      await expect.poll(() => current.getAttribute('data-step')).toBe('cancelled');
      expect(await timeline.locator('li').count()).toBe(2);
      expect(await current.textContent()).toContain(comment);
      expect(await current.textContent()).toContain(reasonName.trim());
      if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
      await keepScreenshot(page, `order-life-${lang}-${viewport}-cancelled`);

      const [row] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ statusId: 6, cancellationReasonId: 3, cancellationComment: comment });

      const list = await store.open(context, `/${lang}/profile/3`);
      const cancelledRow = list.getByTestId('order-row').filter({ hasText: String(orderId) });
      await expect.poll(() => cancelledRow.textContent()).toContain(t.cancelled);
      await context.close();
    });
  }

  it('fits the order page and the reason dialog on phones and desktops, in both languages', async () => {
    const { token, orderId } = await store.customerWithOrder([crutches]);
    for (const [lang, viewport] of [
      ['en', 'phone'],
      ['en', 'desktop'],
      ['ar', 'desktop'],
    ] as const) {
      const t = lang === 'ar' ? arShop : enShop;
      const context = await store.loggedIn(browser, token, viewport);
      const page = await store.open(context, `/${lang}/order-info/${orderId}`);
      await page.getByRole('link', { name: t.cancelOrder }).click();
      await page
        .getByRole('dialog', { name: fill(t.cancelOrderTitle, { id: formatId(orderId, lang) }) })
        .waitFor();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `order-life-${lang}-${viewport}-dialog`);
      await context.close();
    }
  });

  it('cancels without scripts: the button opens the form in the page, which posts to the page', async () => {
    const { token, orderId } = await store.customerWithOrder([crutches]);
    const context = await store.loggedIn(browser, token, 'desktop', false);
    const page = await store.open(context, `/en/order-info/${orderId}`, false);
    await page.getByRole('link', { name: enShop.cancelOrder }).click();
    await page.waitForURL(`**/en/order-info/${orderId}?cancel=1`);
    const form = page.getByTestId('cancel-order-form');
    await keepScreenshot(page, 'order-life-en-desktop-cancel-no-script');
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: enShop.confirmCancel }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    await context.close();
  });

  for (const [lang, viewport] of [
    ['en', 'desktop'],
    ['ar', 'phone'],
  ] as const) {
    it(`orders a completed order again, and the cart says what was skipped (${lang}, ${viewport})`, async () => {
      const t = lang === 'ar' ? arShop : enShop;
      const [first, second] = await piecesInStock(2, [crutches]);
      const { token, orderId } = await store.customerWithOrder([crutches, first!, second!], lang);
      // Staff completed it; since then the second product ran out at this branch.
      await store.database.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
      await store.database.db
        .update(branchProducts)
        .set({ stockMilli: 0 })
        .where(and(eq(branchProducts.productId, second!), eq(branchProducts.branchId, 1)));

      const context = await store.loggedIn(browser, token, viewport);
      const page = await store.open(context, `/${lang}/order-info/${orderId}`);
      expect(await page.getByRole('link', { name: t.cancelOrder }).count()).toBe(0);
      const timeline = page.getByTestId('order-timeline');
      expect(await timeline.locator('[aria-current="step"]').getAttribute('data-step')).toBe('completed');
      expect(await timeline.locator('li[data-state="upcoming"]').count()).toBe(0);
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `order-life-${lang}-${viewport}-completed`);
      await page.getByRole('button', { name: t.orderAgain }).click();
      await page.waitForURL(new RegExp(`/${lang}/cart\\?reordered=`));
      const notice = page.getByTestId('reorder-notice');
      await notice.waitFor();
      const order = (await store.api(token, 'GET', `orders/${orderId}`, undefined, lang)).body.data.order;
      const skippedName = order.items.find((item: { productId: number }) => item.productId === second).name;
      expect(await notice.textContent()).toContain(skippedName);
      expect(await notice.textContent()).toContain(t.skipOutOfStock);
      const cart = (await store.api(token, 'GET', 'cart/view')).body.data.cart;
      expect(cart.items.map((item: { productId: number }) => item.productId).sort()).toEqual(
        [crutches, first].sort(),
      );
      await keepScreenshot(page, `order-life-${lang}-${viewport}-cart`);
      await context.close();
    });
  }
});
