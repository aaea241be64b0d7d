import { translate } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { branchProducts, orders } from '../../api/src/db/schema.ts';
import { formatId } from '../app/i18n/format.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  at,
  both,
  expect,
  fill,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  seriousA11yViolations,
  test,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * Cancelling and ordering again, in a real browser against a real store. The store runs in this
 * process (web and API on one port, embedded database, demo data, production settings), so the test
 * can mark an order completed in the database: there is no route for that, staff do it.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: false }, (started) => {
  store = started;
});

/** Invacare crutches (900 EGP) and two more pieces the demo branch 1 has plenty of. */
const crutches = 186;

test.describe('after checkout', () => {
  for (const [lang, viewport] of [
    ['ar', 'phone'],
    ['en', 'desktop'],
  ] as const) {
    test(
      `cancels an order from the reason dialog, with the time left and the timeline shown (${lang}, ${viewport})`,
      at(viewport),
      async ({ context, page }) => {
        const t = lang === 'ar' ? arShop : enShop;
        const { token, orderId } = await store.customerWithOrder([crutches], lang);
        await store.signIn(context, token);
        await store.open(page, `/${lang}/order-info/${orderId}`);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        const countdown = page.getByTestId('cancel-countdown');
        await expect(countdown).toHaveText(lang === 'ar' ? /[٠-٤]:[٠-٩]{2}/ : /[0-4]:\d\d/);
        // The timeline: placed is the current step, the rest ahead.
        const timeline = page.getByTestId('order-timeline');
        await expect(timeline.locator('li')).toHaveCount(5);
        await expect(timeline.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'placed');
        await expect(timeline.locator('li[data-state="upcoming"]')).toHaveCount(4);
        if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
        await keepScreenshot(page, `order-life-${lang}-${viewport}-order`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.getByRole('link', { name: t.cancelOrder }).click();
        const dialog = page.getByRole('dialog', {
          name: fill(t.cancelOrderTitle, { id: formatId(orderId, lang) }),
        });
        await expect(dialog).toBeVisible();
        const reasons = dialog.getByRole('radio');
        await expect.poll(() => reasons.count()).toBeGreaterThanOrEqual(5);
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await keepScreenshot(page, `order-life-${lang}-${viewport}-dialog`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await reasons.nth(2).check();
        const reasonName = await reasons
          .nth(2)
          .evaluate((radio) => radio.closest('label')?.textContent ?? '');
        const comment = lang === 'ar' ? 'سأطلب لاحقاً' : 'I will order later';
        await dialog.getByRole('textbox').fill(comment);
        await dialog.getByRole('button', { name: t.confirmCancel }).click();
        await expect(page.getByText(translate(lang, 'order.cancelled')).first()).toBeVisible();
        await expect(dialog).not.toBeAttached();
        await expect(page.getByTestId('order-status')).toHaveText(lang === 'ar' ? 'ملغي' : 'Cancelled');
        await expect(page.getByRole('link', { name: t.cancelOrder })).toHaveCount(0);
        // The timeline ends with the cancellation, its reason and comment, instead of the steps ahead.
        const current = timeline.locator('[aria-current="step"]');
        await expect(current).toHaveAttribute('data-step', 'cancelled');
        await expect(timeline.locator('li')).toHaveCount(2);
        await expect(current).toContainText(comment);
        await expect(current).toContainText(reasonName.trim());
        if (lang === 'ar') expect(await latinDigitsInMain(page)).toEqual([]);
        await keepScreenshot(page, `order-life-${lang}-${viewport}-cancelled`);

        const [row] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row).toMatchObject({ statusId: 6, cancellationReasonId: 3, cancellationComment: comment });
        if (lang === 'ar') {
          // The orders tab and the header's cart link write their numbers in the page's digits too; the
          // cart is empty now, so the link says its count and shows no badge.
          await store.open(page, `/${lang}/profile/3`);
          await expect(page.getByTestId('order-row').first()).toBeVisible();
          expect(await latinDigitsInMain(page)).toEqual([]);
          const cart = page.locator(`header a[href="/${lang}/cart"]`).first();
          await expect(cart).toHaveAttribute('aria-label', /[٠-٩]/);
          await expect(cart).not.toHaveAttribute('aria-label', /[0-9]/);
          await expect(cart.locator('span[aria-hidden="true"]')).toHaveCount(0);
        }

        await store.open(page, `/${lang}/profile/3`);
        const cancelledRow = page.getByTestId('order-row').filter({ hasText: formatId(orderId, lang) });
        await expect(cancelledRow).toContainText(t.cancelled);
      },
    );
  }

  for (const lang of ['en', 'ar'] as const) {
    test(
      `fits the order page and the reason dialog at this width (${lang})`,
      both,
      async ({ context, page }, testInfo) => {
        const t = lang === 'ar' ? arShop : enShop;
        const { token, orderId } = await store.customerWithOrder([crutches]);
        await store.signIn(context, token);
        await store.open(page, `/${lang}/order-info/${orderId}`);
        await page.getByRole('link', { name: t.cancelOrder }).click();
        await expect(
          page.getByRole('dialog', { name: fill(t.cancelOrderTitle, { id: formatId(orderId, lang) }) }),
        ).toBeVisible();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await keepScreenshot(page, `order-life-${lang}-${testInfo.project.name}-dialog`);
      },
    );
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('cancels without scripts: the button opens the form in the page, which posts to the page', async ({
      context,
      page,
    }) => {
      const { token, orderId } = await store.customerWithOrder([crutches]);
      await store.signIn(context, token);
      await store.open(page, `/en/order-info/${orderId}`, false);
      await page.getByRole('link', { name: enShop.cancelOrder }).click();
      await expect(page).toHaveURL(new RegExp(`/en/order-info/${orderId}\\?cancel=1$`));
      const form = page.getByTestId('cancel-order-form');
      await keepScreenshot(page, 'order-life-en-desktop-cancel-no-script');
      await form.getByRole('radio').first().check();
      await form.getByRole('button', { name: enShop.confirmCancel }).click();
      await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
    });
  });

  for (const [lang, viewport] of [
    ['en', 'desktop'],
    ['ar', 'phone'],
  ] as const) {
    test(
      `orders a completed order again, and the cart says what was skipped (${lang}, ${viewport})`,
      at(viewport),
      async ({ context, page }) => {
        const t = lang === 'ar' ? arShop : enShop;
        const [first, second] = await store.piecesInStock(2, { skip: [crutches], fresh: false });
        const { token, orderId } = await store.customerWithOrder([crutches, first!, second!], lang);
        // Staff completed it; since then the second product ran out at this branch.
        await store.database.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
        await store.database.db
          .update(branchProducts)
          .set({ stockMilli: 0 })
          .where(and(eq(branchProducts.productId, second!), eq(branchProducts.branchId, 1)));

        await store.signIn(context, token);
        await store.open(page, `/${lang}/order-info/${orderId}`);
        await expect(page.getByRole('link', { name: t.cancelOrder })).toHaveCount(0);
        const timeline = page.getByTestId('order-timeline');
        await expect(timeline.locator('[aria-current="step"]')).toHaveAttribute('data-step', 'completed');
        await expect(timeline.locator('li[data-state="upcoming"]')).toHaveCount(0);
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await keepScreenshot(page, `order-life-${lang}-${viewport}-completed`);
        await page.getByRole('button', { name: t.orderAgain }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/cart\\?reordered=`));
        const notice = page.getByTestId('reorder-notice');
        const order = (await store.api(token, 'GET', `orders/${orderId}`, undefined, lang)).body.data.order;
        const skippedName = order.items.find((item: { productId: number }) => item.productId === second).name;
        await expect(notice).toContainText(skippedName);
        await expect(notice).toContainText(t.skipOutOfStock);
        const cart = (await store.api(token, 'GET', 'cart/view')).body.data.cart;
        expect(cart.items.map((item: { productId: number }) => item.productId).sort()).toEqual(
          [crutches, first].sort(),
        );
        await keepScreenshot(page, `order-life-${lang}-${viewport}-cart`);
      },
    );
  }
});
