import { and, asc, eq, inArray } from 'drizzle-orm';
import { orderItems, orders, productTranslations } from '../../api/src/db/schema.ts';
import { requestSubstitutions } from '../../api/src/orders/substitutions.ts';
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
  waitForHydration,
} from './fixtures.ts';
import type { InProcessStore } from './in-process-store.ts';
import { storeForTheseJourneys } from './store-helpers.ts';

/**
 * Choosing substitutes (docs/decisions/0020) in a real browser against a real store, run in this
 * process (web and API on one port, embedded database, demo data, production settings) so the test
 * can ask for substitutions as the staff console will, through the domain function.
 */
let store: InProcessStore;
storeForTheseJourneys({ staff: false }, (started) => {
  store = started;
});

/**
 * A new customer with a cash order of two products, for which the branch asks substitutes: two
 * offered for the first, one for the second.
 */
async function orderAwaitingChoice(lang = 'en') {
  const [first, second, altA, altB] = await store.piecesInStock(4);
  const { token, orderId } = await store.customerWithOrder([first!, second!], lang);
  const items = await store.database.db
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const itemOf = (productId: number) => items.find((item) => item.productId === productId)!.id;
  await requestSubstitutions(
    store.database.db,
    {
      orderId,
      items: [
        { orderItemId: itemOf(first!), alternativeProductIds: [altA!, altB!] },
        { orderItemId: itemOf(second!), alternativeProductIds: [altB!] },
      ],
    },
    store.app.orderJobs.substitutions,
  );
  return { token, orderId, first: first!, second: second!, altA: altA!, altB: altB! };
}

const orderLines = (orderId: number) =>
  store.database.db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));

/** The products' catalogue names in a language (stored text, shown as stored). */
const namesOf = async (ids: number[], lang: string) =>
  (
    await store.database.db
      .select({ name: productTranslations.name })
      .from(productTranslations)
      .where(and(inArray(productTranslations.ownerId, ids), eq(productTranslations.lang, lang)))
  ).map((row) => row.name);

test.describe('choosing substitutes', () => {
  for (const [lang, viewport] of [
    ['ar', 'phone'],
    ['en', 'desktop'],
  ] as const) {
    test(
      `approves a substitute and removes an item, from the order list (${lang}, ${viewport})`,
      at(viewport),
      async ({ context, page }) => {
        const t = lang === 'ar' ? arShop : enShop;
        const { token, orderId, altA, altB, first, second } = await orderAwaitingChoice(lang);
        const names = await namesOf([first, second, altA, altB], lang);
        await store.signIn(context, token);
        // The order page shows the waiting request as the timeline's current step.
        const info = await store.open(page, `/${lang}/order-info/${orderId}`);
        const step = info.getByTestId('order-timeline').locator('[aria-current="step"]');
        await expect(step).toHaveAttribute('data-step', 'substitution');
        await expect(step.getByRole('link', { name: t.chooseAlternatives })).toHaveCount(1);
        if (lang === 'ar') expect(await latinDigitsInMain(info, names)).toEqual([]);
        await keepScreenshot(info, `substitutions-${lang}-${viewport}-order`);

        await store.open(page, `/${lang}/profile/3`);
        await page.getByTestId('order-alternatives-link').first().click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/order-info/${orderId}/alternatives$`));
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(
          page.getByRole('heading', { name: fill(t.alternativesTitle, { id: formatId(orderId, lang) }) }),
        ).toBeVisible();
        const countdown = page.getByTestId('alternatives-countdown');
        await expect(countdown).toHaveText(lang === 'ar' ? /[٠-٩]:[٠-٩]{2}/ : /[0-9]:\d\d/);

        const items = page.getByTestId('alternatives-item');
        await expect(items).toHaveCount(2);
        const [before] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
        // The first item's first substitute, and the second item removed.
        const firstItem = items.filter({ has: page.locator(`input[value="${altA}"]`) });
        await firstItem.locator(`input[value="${altA}"]`).check();
        const otherItem = items.filter({ hasNot: page.locator(`input[value="${altA}"]`) });
        await otherItem.getByRole('radio', { name: new RegExp(t.substitutionRemove) }).check();
        await expect(page.getByTestId('alternatives-new-total')).not.toContainText('—');
        expect(await hasHorizontalOverflow(page)).toBe(false);
        if (lang === 'ar') expect(await latinDigitsInMain(page, names)).toEqual([]);
        await keepScreenshot(page, `substitutions-${lang}-${viewport}-choose`);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await page.getByRole('button', { name: t.saveChoices }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/order-info/${orderId}\\?alternatives=saved$`));
        await expect(page.getByText(t.choicesSaved)).toBeVisible();
        await keepScreenshot(page, `substitutions-${lang}-${viewport}-saved`);
        expect(await orderLines(orderId)).toEqual([{ productId: altA }]);
        const [after] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(after!.total).not.toBe(before!.total);
        await expect(page.getByTestId('substitution-notice')).toHaveCount(0);
        // The answered request stays on the road, done, with the answer.
        const answered = page.getByTestId('order-timeline').locator('[data-step="substitution"]');
        await expect(answered).toHaveAttribute('data-state', 'done');
        await expect(answered.getByTestId('substitution-answer')).toContainText(
          lang === 'ar' ? 'اخترت البدائل' : 'You chose alternatives',
        );
      },
    );
  }

  for (const lang of ['en', 'ar'] as const) {
    test(
      `is reached from the order page, asks for every choice, and fits this width (${lang})`,
      both,
      async ({ context, page }, testInfo) => {
        const t = lang === 'ar' ? arShop : enShop;
        const { token, orderId } = await orderAwaitingChoice();
        await store.signIn(context, token);
        await store.open(page, `/${lang}/order-info/${orderId}`);
        await page
          .getByTestId('substitution-notice')
          .getByRole('link', { name: t.chooseAlternatives })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/order-info/${orderId}/alternatives$`));
        await expect(page.getByTestId('alternatives-form')).toBeVisible();
        expect(await hasHorizontalOverflow(page)).toBe(false);
        await keepScreenshot(page, `substitutions-${lang}-${testInfo.project.name}`);
        // Nothing is posted while an item has no choice: every group of radios is required.
        await page.getByRole('button', { name: t.saveChoices }).click();
        expect(await page.locator('input[type="radio"]:invalid').count()).toBeGreaterThan(0);
        expect(new URL(page.url()).search).toBe('');
        // Each unanswered item says so with the spec's words in the page's language (not the
        // browser's own bubble), and the first one has the focus.
        const items = page.getByTestId('alternatives-item');
        await expect(items.getByText(t.chooseAlternativeOrCancel, { exact: true })).toHaveCount(2);
        await expect(items.nth(0).getByRole('radio').first()).toBeFocused();
        await keepScreenshot(page, `substitutions-${lang}-${testInfo.project.name}-unanswered`);
        await items
          .nth(0)
          .getByRole('radio', { name: new RegExp(t.substitutionRemove) })
          .check();
        await expect(items.getByText(t.chooseAlternativeOrCancel, { exact: true })).toHaveCount(1);
        await expect(items.nth(1)).toContainText(t.chooseAlternativeOrCancel);
        await page.getByRole('button', { name: t.saveChoices }).click();
        await expect(items.nth(1).getByRole('radio').first()).toBeFocused();
        expect(new URL(page.url()).search).toBe('');
      },
    );
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('works without scripts: the form posts to the page', async ({ context, page }) => {
      const { token, orderId, altB } = await orderAwaitingChoice();
      await store.signIn(context, token);
      await store.open(page, `/en/order-info/${orderId}/alternatives`, false);
      const items = page.getByTestId('alternatives-item');
      // Saved without a choice: the store's own messages (the browser's bubble is not asked for),
      // the products named as an English list.
      await page.getByRole('button', { name: enShop.saveChoices }).click();
      const refused = page.getByRole('alert');
      await expect(refused).toContainText('Please select alternative for each product or delete it');
      await expect(refused).toContainText(/ and .*: select alternative product or cancel/);
      await expect(refused).not.toContainText('،');
      await items.nth(0).locator(`input[value="${altB}"]`).check();
      await items
        .nth(1)
        .getByRole('radio', { name: new RegExp(enShop.substitutionRemove) })
        .check();
      await page.getByRole('button', { name: enShop.saveChoices }).click();
      await expect(page).toHaveURL(new RegExp(`/en/order-info/${orderId}\\?alternatives=saved$`));
      await expect(page.getByText(enShop.choicesSaved)).toBeVisible();
      expect(await orderLines(orderId)).toHaveLength(1);
    });
  });
});
