import { fileURLToPath } from 'node:url';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  at,
  customerApi,
  expect,
  hasHorizontalOverflow,
  keepScreenshot,
  open,
  readyCart,
  registerCustomer,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

/* Paying the way people pay here (docs/decisions/0080): a mobile wallet, a kiosk reference. */

const copy = { en: enShop, ar: arShop };

/** Where keepScreenshot keeps this project's pictures (the checkout's form is below the fold on a phone: whole pages too). */
const shots = () => fileURLToPath(new URL(`./screenshots/${test.info().project.name}/`, import.meta.url));

/** Invacare crutches: 900 EGP (demo store). */
const crutches = 186;

test.describe('mobile wallets and kiosk references', () => {
  for (const lang of ['ar', 'en'] as const) {
    const t = copy[lang];

    test(
      `pays with a mobile wallet through the test gateway (${lang})`,
      at('phone'),
      async ({ page, context }) => {
        const { token } = await registerCustomer('wallet', { phonePrefix: '010' });
        await readyCart(token, crutches, 4);
        await signIn(context, token);
        await open(page, `/${lang}/checkout`);
        const wallet = page.getByLabel(t.walletNumber);
        await expect(wallet).toBeVisible();
        // The approving test wallet, typed as an Arabic phone shows it.
        await wallet.fill(lang === 'ar' ? '٠١٠١٠٠٠٠٠٠١' : '010 1000 0001');
        expect(await hasHorizontalOverflow(page)).toBe(false);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await keepScreenshot(page, `checkout-wallet-${lang}`);
        await page.screenshot({ path: `${shots()}checkout-wallet-full-${lang}.png`, fullPage: true });
        await page.getByRole('button', { name: t.payWithWallet }).click();
        await expect(page).toHaveURL(/\/api\/payment\/test-gateway\//);
        await expect(page.getByText('01010000001', { exact: true })).toBeVisible();
        await keepScreenshot(page, `wallet-approval-${lang}`);
        await page.locator('button[value="pay"]').click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/order-placed\\?orderId=\\d+`));
        await expect(page.getByRole('heading', { name: t.orderPlacedTitle })).toBeVisible();
        const orders = await customerApi(token, 'GET', 'orders');
        expect(orders.data.pendingOrders[0]).toMatchObject({ paymentType: { id: 4 }, paymentState: 'paid' });
      },
    );

    test(`shows a kiosk reference to pay at an outlet (${lang})`, at('phone'), async ({ page, context }) => {
      const { token } = await registerCustomer('kiosk', { phonePrefix: '010' });
      await readyCart(token, crutches, 5);
      await signIn(context, token);
      await open(page, `/${lang}/checkout`);
      await expect(page.getByTestId('kiosk-note')).toHaveText(t.kioskNote);
      await keepScreenshot(page, `checkout-kiosk-${lang}`);
      await page.screenshot({ path: `${shots()}checkout-kiosk-full-${lang}.png`, fullPage: true });
      await page.getByRole('button', { name: t.getKioskReference }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/order-info/\\d+$`));
      await waitForHydration(page);
      const reference = page.getByTestId('kiosk-reference');
      await expect(reference.getByRole('heading', { name: t.kioskTitle })).toBeVisible();
      await expect(page.getByTestId('kiosk-number')).toHaveText(lang === 'ar' ? /^[٠-٩]{10}$/ : /^\d{10}$/);
      await expect(reference.getByText(t.kioskStep2)).toBeVisible();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `order-kiosk-${lang}`);
    });
  }
});
