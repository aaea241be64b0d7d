import type { Page } from '@playwright/test';
import { account as arAccount } from '../app/i18n/messages/ar/account.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { account as enAccount } from '../app/i18n/messages/en/account.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  at,
  customerApi,
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  latinDigitsInMain,
  open,
  phoneOnly,
  readyCart,
  registerCustomer,
  seriousA11yViolations,
  signIn,
  test,
} from './fixtures.ts';

/** Scheduled and subscribed orders in the browser (docs/decisions/0021). */

const copy = { en: { shop: enShop, account: enAccount }, ar: { shop: arShop, account: arAccount } };
type Lang = keyof typeof copy;

/** Invacare crutches: 900 EGP, allowed quantities 1 and 2 (demo store). */
const crutches = 186;

/**
 * A new customer, registered through the API: the session token. Numbers from 011 03…, apart from
 * the other specs' 011 customers of the shared store.
 */
const register = async () =>
  (await registerCustomer('subscriber', { phonePrefix: '01103', firstName: 'Salma', lastName: 'Fathy' }))
    .token;

/** Chooses the 15th of next month in the lazily loaded calendar (its digits are the page's). */
async function chooseDay(page: Page, lang: Lang) {
  const t = copy[lang].shop;
  await page.getByRole('button', { name: lang === 'ar' ? 'افتح التقويم' : 'Open the calendar' }).click();
  await page.getByRole('button', { name: lang === 'ar' ? 'الشهر التالي' : 'Next month' }).click();
  await keepScreenshot(page, `checkout-calendar-${lang}`);
  const fifteen = new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB').format(15);
  await page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`(^|\\D)${fifteen}(\\D|$)`) })
    .first()
    .click();
  // The slots of that day arrive: 12:00 – 14:00 can be chosen.
  const slot = page.getByLabel(t.deliverySlot, { exact: true });
  await expect(slot.locator('option:not([disabled])').nth(1)).toBeAttached();
  await slot.selectOption('2');
}

test.describe('scheduled orders', () => {
  for (const [lang, viewport] of [
    ['ar', 'phone'],
    ['en', 'desktop'],
  ] as const) {
    test(
      `subscribes weekly at checkout and manages it in the profile (${lang}, ${viewport})`,
      at(viewport),
      async ({ context, page }) => {
        const t = copy[lang];
        const token = await register();
        await readyCart(token, crutches, 1);
        await signIn(context, token);
        await open(page, `/${lang}/checkout`);
        await page.getByLabel(t.shop.scheduleWeekly, { exact: true }).check();
        await chooseDay(page, lang);
        await expect(page.getByTestId('next-deliveries').locator('li')).toHaveCount(4);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        expect(await hasHorizontalOverflow(page)).toBe(false);
        expect(await seriousA11yViolations(page)).toEqual([]);
        // One digit system per page: the slots, the next days and the totals in the page's digits.
        if (lang === 'ar') {
          expect(await latinDigitsInMain(page)).toEqual([]);
          // The list's own numbers (1., 2., …) are drawn by CSS: the Arabic list counts in its digits.
          await expect(page.getByTestId('next-deliveries')).toHaveCSS('list-style-type', 'arabic-indic');
        }
        await keepScreenshot(page, `checkout-weekly-${lang}-${viewport}`);
        await page.getByRole('button', { name: t.shop.placeOrder }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/order-placed\\?orderId=\\d+`));
        const orderId = new URL(page.url()).searchParams.get('orderId');
        const info = await open(page, `/${lang}/order-info/${orderId}`);
        await expect(info.getByTestId('scheduled-delivery')).toBeVisible();
        if (lang === 'ar') expect(await latinDigitsInMain(info, [], { ownWords: true })).toEqual([]);
        await keepScreenshot(info, `order-info-scheduled-${lang}-${viewport}`);

        const subscriptions = (await customerApi(token, 'GET', 'subscriptions', undefined, {
          'content-language': lang,
        })) as {
          data: {
            subscriptions: { id: number; status: string; scheduleType: string; items: { name: string }[] }[];
          };
        };
        // The catalogue's names are the store's data, shown as stored.
        const names = subscriptions.data.subscriptions.flatMap((entry) =>
          entry.items.map((item) => item.name),
        );
        expect(subscriptions.data.subscriptions).toHaveLength(1);
        expect(subscriptions.data.subscriptions[0]).toMatchObject({
          scheduleType: 'weekly',
          status: 'active',
        });

        const profile = await open(page, `/${lang}/profile/9/subscriptions`);
        await expect(profile.getByText(t.shop.subscriptionStatus_active, { exact: true })).toBeVisible();
        // The quantity box and what the customer typed in the page's digits too.
        if (lang === 'ar') expect(await latinDigitsInMain(profile, names, { ownWords: true })).toEqual([]);
        await keepScreenshot(profile, `profile-subscriptions-${lang}-${viewport}`);
        await profile.getByRole('button', { name: t.shop.pauseSubscription }).click();
        await expect(profile.getByText(t.shop.subscriptionStatus_paused, { exact: true })).toBeVisible();
        await profile.getByRole('button', { name: t.shop.resumeSubscription }).click();
        await expect(profile.getByText(t.shop.subscriptionStatus_active, { exact: true })).toBeVisible();
      },
    );
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });

    test('still places an instant order with JavaScript off', phoneOnly, async ({ context, page }) => {
      const token = await register();
      await readyCart(token, crutches, 1);
      await signIn(context, token);
      await page.goto('/en/checkout');
      await page.getByRole('button', { name: enShop.placeOrder }).click();
      await expect(page).toHaveURL(/\/en\/order-placed/);
      const orders = (await customerApi(token, 'GET', 'orders')) as { data: { pendingOrders: unknown[] } };
      expect(orders.data.pendingOrders).toHaveLength(1);
    });
  });
});
