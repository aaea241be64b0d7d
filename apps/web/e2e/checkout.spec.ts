import { translate } from '@store/contract';
import { formatNumber } from '../app/i18n/format.ts';
import { common as arCommon } from '../app/i18n/messages/ar/common.ts';
import { layout as arLayout } from '../app/i18n/messages/ar/layout.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { common as enCommon } from '../app/i18n/messages/en/common.ts';
import { layout as enLayout } from '../app/i18n/messages/en/layout.ts';
import { product as enProduct } from '../app/i18n/messages/en/product.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  at,
  both,
  customerApi,
  expect,
  fill,
  keepScreenshot,
  open,
  readyCart,
  registerCustomer,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

const copy = {
  en: { shop: enShop, product: enProduct, common: enCommon, layout: enLayout },
  ar: { shop: arShop, product: arProduct, common: arCommon, layout: arLayout },
};
type Lang = keyof typeof copy;

/** Invacare crutches: 900 EGP, allowed quantities 1 and 2 (demo store). */
const crutches = { id: 186, name: { en: 'Invacare underarm crutches (pair)' } };

/** A new customer, registered through the API: the session token. */
const register = async () => (await registerCustomer('shopper', { phonePrefix: '010' })).token;

/** An API call as that customer, in `lang`. */
const api = (
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  lang: Lang = 'en',
) => customerApi(token, method, path, body, { 'content-language': lang });

const money = (lang: Lang, amount: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

test.describe('cart and checkout', () => {
  for (const lang of ['en', 'ar'] as const) {
    const t = copy[lang];

    test(`sends a guest who adds to cart to the login page (${lang})`, async ({ page }) => {
      await open(page, `/${lang}/product/${crutches.id}`);
      await page.locator('main').getByRole('button', { name: t.product.addToCart }).first().click();
      await expect(page.getByText(t.common.pleaseLoginFirst).first()).toBeVisible();
      // The login page keeps where the guest was, to bring them back.
      await expect(page).toHaveURL(
        new RegExp(`/${lang}/login\\?redirectTo=%2F${lang}%2Fproduct%2F${crutches.id}`),
      );
    });

    test(`steps a cart quantity along the allowed list (${lang})`, async ({ page, context }) => {
      await signIn(context, await register());
      await open(page, `/${lang}/product/${crutches.id}`);
      const details = page.locator('main').first();
      await details.getByRole('button', { name: t.product.addToCart }).first().click();
      const stepper = details.locator('fieldset').first();
      // Each step waits for the previous one's answer (the buttons hold presses meanwhile).
      const settled = () => expect(details.locator('fieldset[aria-busy="false"]').first()).toBeVisible();
      // At the first quantity the decrease button is Remove; 2 is the last quantity.
      await expect(stepper.getByTestId('stepper-remove')).toBeVisible();
      await expect(stepper.getByTestId('stepper-decrease')).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: fill(t.common.cartWithCount, { count: formatNumber(1, lang) }) }),
      ).toBeVisible();
      await settled();
      await stepper.getByTestId('stepper-increase').click();
      await expect(stepper.getByTestId('stepper-decrease')).toBeVisible();
      await settled();
      await expect(stepper.getByTestId('stepper-increase')).toBeDisabled();
      await keepScreenshot(page, `cart-stepper-${lang}`);
      await stepper.getByTestId('stepper-decrease').click();
      await expect(stepper.getByTestId('stepper-remove')).toBeVisible();
      await settled();
      await expect(stepper.getByTestId('stepper-increase')).toBeEnabled();
      await stepper.getByTestId('stepper-remove').click();
      await expect(details.getByRole('button', { name: t.product.addToCart }).first()).toBeVisible();
      await expect(
        page.getByRole('link', { name: fill(t.common.cartWithCount, { count: formatNumber(0, lang) }) }),
      ).toBeVisible();
    });

    // The buy journey: at both widths.
    test(
      `adds an address, gates the checkout and places a cash order (${lang})`,
      both,
      async ({ page, context }) => {
        const token = await register();
        await api(token, 'POST', 'cart/add', { productId: crutches.id, quantity: 2 });
        await signIn(context, token);

        // Profile tab 2: the schema's messages, then a saved address.
        const profile = await open(page, `/${lang}/profile/2`);
        await profile.getByRole('link', { name: t.shop.addAddress }).click();
        await expect(profile.getByLabel(t.shop.city, { exact: true })).toBeVisible();
        await profile.getByRole('button', { name: t.shop.saveAddress }).click();
        await expect(profile.getByText(translate(lang, 'address.floorRequired'))).toBeVisible();
        await profile.getByLabel(t.shop.city, { exact: true }).fill('Cairo');
        await profile.getByLabel(t.shop.area, { exact: true }).fill('Nasr City');
        await profile.getByLabel(t.shop.streetName, { exact: true }).fill('Makram Ebeid');
        await profile.getByLabel(t.shop.buildingNumber, { exact: true }).fill('44');
        await profile.getByLabel(t.shop.floor, { exact: true }).fill('2');
        await profile.getByLabel(t.shop.apartment, { exact: true }).fill('5');
        await profile.getByRole('button', { name: t.shop.saveAddress }).click();
        await expect(profile.getByTestId('address-card').filter({ hasText: 'Makram Ebeid' })).toBeVisible();
        await keepScreenshot(profile, `profile-addresses-${lang}`);

        // The cart: totals with two decimals; no payment method yet opens its chooser.
        const view = (await api(token, 'GET', 'cart/view')) as {
          data: { cart: { totals: { subtotal: number; total: number } } };
        };
        expect(view.data.cart.totals.subtotal).toBe(1800);
        await open(page, `/${lang}/cart`);
        await expect(
          page.getByTestId('cart-total').filter({ hasText: money(lang, view.data.cart.totals.total) }),
        ).toBeVisible();
        await expect(page.getByTestId('cart-totals').filter({ hasText: money(lang, 1800) })).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await keepScreenshot(page, `cart-${lang}`);
        await page.getByRole('button', { name: t.shop.checkOut }).click();
        await expect(page.getByText(translate(lang, 'cart.selectAddress')).first()).toBeVisible();
        const addressDialog = page.getByRole('dialog', { name: t.shop.chooseAddress });
        await addressDialog.locator('label').first().click();
        await expect(page.getByText(translate(lang, 'cart.addressSelected')).first()).toBeVisible();
        await expect(
          page.getByRole('button', { name: `${t.shop.change}: ${t.shop.deliveryAddress}` }),
        ).toBeVisible();
        await page.getByRole('button', { name: t.shop.checkOut }).click();
        const paymentDialog = page.getByRole('dialog', { name: t.shop.choosePayment });
        await expect(paymentDialog).toBeVisible();
        await paymentDialog.locator('label').first().click();
        await expect(page.getByText(translate(lang, 'cart.paymentSelected')).first()).toBeVisible();
        await expect(
          page.getByRole('button', { name: `${t.shop.change}: ${t.shop.paymentMethod}` }),
        ).toBeVisible();
        await page.getByRole('button', { name: t.shop.checkOut }).click();

        await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
        await expect(page.getByRole('button', { name: t.shop.placeOrder })).toBeVisible();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await keepScreenshot(page, `checkout-${lang}`);
        await page.getByLabel(t.shop.comment).fill('Ring twice, please');
        // A double click places one order (one Idempotency-Key per attempt).
        await page.getByRole('button', { name: t.shop.placeOrder }).dblclick();
        await expect(page).toHaveURL(new RegExp(`/${lang}/order-placed\\?orderId=\\d+`));
        await expect(page.getByRole('heading', { name: t.shop.orderPlacedTitle })).toBeVisible();
        await keepScreenshot(page, `order-placed-${lang}`);
        const orders = (await api(token, 'GET', 'orders')) as { data: { pendingOrders: unknown[] } };
        expect(orders.data.pendingOrders).toHaveLength(1);
        await expect(
          page.getByRole('link', { name: fill(t.common.cartWithCount, { count: formatNumber(0, lang) }) }),
        ).toBeVisible();
      },
    );

    test(`pays online with an approved card (${lang})`, async ({ page, context }) => {
      const token = await register();
      await readyCart(token, crutches.id, 3);
      await signIn(context, token);
      await open(page, `/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.payAndPlaceOrder }).click();
      await expect(page).toHaveURL(/\/api\/payment\/test-gateway\//);
      await page.locator('#card').fill('4242424242424242');
      await page.locator('button[value="pay"]').click();
      await expect(page.getByText(t.shop.redirecting)).toBeVisible();
      await expect(page.getByText(t.shop.dontClose)).toBeVisible();
      await keepScreenshot(page, `checkout-redirect-${lang}`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/order-placed\\?orderId=\\d+`));
      await expect(page.getByRole('heading', { name: t.shop.orderPlacedTitle })).toBeVisible();
    });

    test(`offers pay on delivery after a declined card (${lang})`, at('phone'), async ({ page, context }) => {
      const token = await register();
      await readyCart(token, crutches.id, 3);
      await signIn(context, token);
      await open(page, `/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.payAndPlaceOrder }).click();
      await expect(page).toHaveURL(/\/api\/payment\/test-gateway\//);
      await page.locator('#card').fill('4000000000000002');
      await page.locator('button[value="pay"]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?failed=`));
      await waitForHydration(page);
      await expect(page.getByText(t.shop.paymentFailed)).toBeVisible();
      await expect(page.getByRole('button', { name: t.shop.tryAgain })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `checkout-failed-${lang}`);
      const types = (await api(token, 'GET', 'cart/payment/types', undefined, lang)) as {
        data: { paymentTypes: { id: number; type: string }[] };
      };
      const cash = types.data.paymentTypes.find((type) => type.id === 1)?.type ?? '';
      await page.getByRole('button', { name: cash }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/order-placed\\?orderId=\\d+`));
      const orders = (await api(token, 'GET', 'orders')) as {
        data: { pendingOrders: { paymentType: { id: number }; paymentState: string }[] };
      };
      expect(orders.data.pendingOrders[0]?.paymentType.id).toBe(1);
      expect(orders.data.pendingOrders[0]?.paymentState).toBe('not_required');
    });

    test(`warns before a branch change empties part of the cart (${lang})`, async ({ page, context }) => {
      const token = await register();
      await api(token, 'POST', 'cart/add', { productId: crutches.id, quantity: 1 });
      await signIn(context, token);
      await open(page, `/${lang}/`);
      await page.getByRole('button', { name: new RegExp(t.layout.deliverFrom) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('select[name="areaId"]').selectOption('1');
      await dialog.locator('select[name="districtId"]').selectOption('2');
      await expect(dialog.locator('select[name="branchId"]')).not.toHaveValue('');
      await dialog.getByRole('button', { name: t.layout.confirmBranch }).click();
      await expect(dialog.getByText(t.shop.branchWarning)).toBeVisible();
      await keepScreenshot(page, `branch-warning-${lang}`);
      await dialog.getByRole('button', { name: t.shop.ok, exact: true }).click();
      await expect(dialog).not.toBeAttached();
    });
  }
});
