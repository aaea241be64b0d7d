import { translate } from '@store/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common as arCommon } from '../app/i18n/messages/ar/common.ts';
import { layout as arLayout } from '../app/i18n/messages/ar/layout.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { common as enCommon } from '../app/i18n/messages/en/common.ts';
import { layout as enLayout } from '../app/i18n/messages/en/layout.ts';
import { product as enProduct } from '../app/i18n/messages/en/product.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  baseUrl,
  keepScreenshot,
  launchBrowser,
  seriousA11yViolations,
  viewports,
  waitForHydration,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const copy = {
  en: { shop: enShop, product: enProduct, common: enCommon, layout: enLayout },
  ar: { shop: arShop, product: arProduct, common: arCommon, layout: arLayout },
};
type Lang = keyof typeof copy;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Invacare crutches: 900 EGP, allowed quantities 1 and 2 (demo store). */
const crutches = { id: 186, name: { en: 'Invacare underarm crutches (pair)' } };

let phoneSeed = Math.floor(Math.random() * 1_000_000);
/** A new customer, registered through the API: the session token. */
async function register(): Promise<string> {
  phoneSeed += 1;
  const phone = `010${String(phoneSeed).padStart(8, '0')}`;
  const response = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Mona',
      last_name: 'Adel',
      phone,
      email: `shopper-${phone}-${Date.now()}@example.com`,
      password: 'secret-pass1',
      password_confirmation: 'secret-pass1',
    }),
  });
  const body = (await response.json()) as { data: { token: string } };
  expect(response.status).toBe(200);
  return body.data.token;
}

/** An API call as that customer. */
async function api(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
  lang: Lang = 'en',
) {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-language': lang,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; data: unknown; item: unknown; message: string };
}

/** A cart ready for checkout: the crutches, an address and a payment type. */
async function readyCart(token: string, paymentTypeId: number) {
  await api(token, 'POST', 'cart/add', { productId: crutches.id, quantity: 1 });
  const address = await api(token, 'POST', 'addresses', {
    city: 'Cairo',
    area: 'Nasr City',
    streetName: 'Abbas El Akkad',
    buildingNumber: '12',
    floor: 3,
    apartment: 7,
  });
  await api(token, 'POST', 'cart/address/select', { addressId: address.item });
  await api(token, 'POST', 'cart/payment/select', { paymentTypeId });
}

async function loggedIn(token: string, viewport: keyof typeof viewports = 'desktop') {
  const context: BrowserContext = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: baseUrl(),
  });
  const { hostname } = new URL(baseUrl());
  await context.addCookies([{ name: 'session', value: token, domain: hostname, path: '/' }]);
  return context;
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

const money = (lang: Lang, amount: number) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

describe('cart and checkout', () => {
  for (const lang of ['en', 'ar'] as const) {
    const t = copy[lang];

    it(`sends a guest who adds to cart to the login page (${lang})`, async () => {
      const context = await browser.newContext({ viewport: viewports.desktop, baseURL: baseUrl() });
      const page = await open(context, `/${lang}/product/${crutches.id}`);
      await page.locator('main').getByRole('button', { name: t.product.addToCart }).first().click();
      await page.getByText(t.common.pleaseLoginFirst).first().waitFor();
      await page.waitForURL(`**/${lang}/login`);
      await context.close();
    });

    it(`steps a cart quantity along the allowed list (${lang})`, async () => {
      const token = await register();
      const context = await loggedIn(token);
      const page = await open(context, `/${lang}/product/${crutches.id}`);
      const details = page.locator('main').first();
      await details.getByRole('button', { name: t.product.addToCart }).first().click();
      const stepper = details.locator('fieldset').first();
      // Each step waits for the previous one's answer (the buttons hold presses meanwhile).
      const settled = () => details.locator('fieldset[aria-busy="false"]').first().waitFor();
      // At the first quantity the decrease button is Remove; 2 is the last quantity.
      await stepper.getByTestId('stepper-remove').waitFor();
      expect(await stepper.getByTestId('stepper-decrease').count()).toBe(0);
      await page.getByRole('link', { name: fill(t.common.cartWithCount, { count: 1 }) }).waitFor();
      await settled();
      await stepper.getByTestId('stepper-increase').click();
      await stepper.getByTestId('stepper-decrease').waitFor();
      await settled();
      await expect.poll(() => stepper.getByTestId('stepper-increase').isDisabled()).toBe(true);
      await keepScreenshot(page, `cart-stepper-${lang}`);
      await stepper.getByTestId('stepper-decrease').click();
      await stepper.getByTestId('stepper-remove').waitFor();
      await settled();
      expect(await stepper.getByTestId('stepper-increase').isDisabled()).toBe(false);
      await stepper.getByTestId('stepper-remove').click();
      await details.getByRole('button', { name: t.product.addToCart }).first().waitFor();
      await page.getByRole('link', { name: fill(t.common.cartWithCount, { count: 0 }) }).waitFor();
      await context.close();
    });

    it(`adds an address, gates the checkout and places a cash order (${lang})`, async () => {
      const token = await register();
      await api(token, 'POST', 'cart/add', { productId: crutches.id, quantity: 2 });
      const context = await loggedIn(token);

      // Profile tab 2: the schema's messages, then a saved address.
      const profile = await open(context, `/${lang}/profile/2`);
      await profile.getByRole('link', { name: t.shop.addAddress }).click();
      await profile.getByLabel(t.shop.city, { exact: true }).waitFor();
      await profile.getByRole('button', { name: t.shop.saveAddress }).click();
      await profile.getByText(translate(lang, 'address.floorRequired')).waitFor();
      await profile.getByLabel(t.shop.city, { exact: true }).fill('Cairo');
      await profile.getByLabel(t.shop.area, { exact: true }).fill('Nasr City');
      await profile.getByLabel(t.shop.streetName, { exact: true }).fill('Makram Ebeid');
      await profile.getByLabel(t.shop.buildingNumber, { exact: true }).fill('44');
      await profile.getByLabel(t.shop.floor, { exact: true }).fill('2');
      await profile.getByLabel(t.shop.apartment, { exact: true }).fill('5');
      await profile.getByRole('button', { name: t.shop.saveAddress }).click();
      await profile.getByTestId('address-card').filter({ hasText: 'Makram Ebeid' }).waitFor();
      await keepScreenshot(profile, `profile-addresses-${lang}`);

      // The cart: totals with two decimals; no payment method yet opens its chooser.
      const view = (await api(token, 'GET', 'cart/view')) as {
        data: { cart: { totals: { subtotal: number; total: number } } };
      };
      expect(view.data.cart.totals.subtotal).toBe(1800);
      const page = await open(context, `/${lang}/cart`);
      await page
        .getByTestId('cart-total')
        .filter({ hasText: money(lang, view.data.cart.totals.total) })
        .waitFor();
      await page
        .getByTestId('cart-totals')
        .filter({ hasText: money(lang, 1800) })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `cart-${lang}`);
      await page.getByRole('button', { name: t.shop.checkOut }).click();
      await page.getByText(translate(lang, 'cart.selectAddress')).first().waitFor();
      const addressDialog = page.getByRole('dialog', { name: t.shop.chooseAddress });
      await addressDialog.locator('label').first().click();
      await page.getByText(translate(lang, 'cart.addressSelected')).first().waitFor();
      await page.getByRole('button', { name: `${t.shop.change}: ${t.shop.deliveryAddress}` }).waitFor();
      await page.getByRole('button', { name: t.shop.checkOut }).click();
      const paymentDialog = page.getByRole('dialog', { name: t.shop.choosePayment });
      await paymentDialog.waitFor();
      await paymentDialog.locator('label').first().click();
      await page.getByText(translate(lang, 'cart.paymentSelected')).first().waitFor();
      await page.getByRole('button', { name: `${t.shop.change}: ${t.shop.paymentMethod}` }).waitFor();
      await page.getByRole('button', { name: t.shop.checkOut }).click();

      await page.waitForURL(`**/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.placeOrder }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `checkout-${lang}`);
      await page.getByLabel(t.shop.comment).fill('Ring twice, please');
      // A double click places one order (one Idempotency-Key per attempt).
      await page.getByRole('button', { name: t.shop.placeOrder }).dblclick();
      await page.waitForURL(`**/${lang}/order-placed?orderId=*`);
      await page.getByRole('heading', { name: t.shop.orderPlacedTitle }).waitFor();
      await keepScreenshot(page, `order-placed-${lang}`);
      const orders = (await api(token, 'GET', 'orders')) as { data: { pendingOrders: unknown[] } };
      expect(orders.data.pendingOrders).toHaveLength(1);
      await page.getByRole('link', { name: fill(t.common.cartWithCount, { count: 0 }) }).waitFor();
      await context.close();
    });

    it(`pays online with an approved card (${lang})`, async () => {
      const token = await register();
      await readyCart(token, 3);
      const context = await loggedIn(token);
      const page = await open(context, `/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.payAndPlaceOrder }).click();
      await page.waitForURL('**/api/payment/test-gateway/**');
      await page.locator('#card').fill('4242424242424242');
      await page.locator('button[value="pay"]').click();
      await page.getByText(t.shop.redirecting).waitFor();
      await page.getByText(t.shop.dontClose).waitFor();
      await keepScreenshot(page, `checkout-redirect-${lang}`);
      await page.waitForURL(`**/${lang}/order-placed?orderId=*`);
      await page.getByRole('heading', { name: t.shop.orderPlacedTitle }).waitFor();
      await context.close();
    });

    it(`offers pay on delivery after a declined card (${lang})`, async () => {
      const token = await register();
      await readyCart(token, 3);
      const context = await loggedIn(token, 'phone');
      const page = await open(context, `/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.payAndPlaceOrder }).click();
      await page.waitForURL('**/api/payment/test-gateway/**');
      await page.locator('#card').fill('4000000000000002');
      await page.locator('button[value="pay"]').click();
      await page.waitForURL(`**/${lang}/checkout?failed=*`, { timeout: 15_000 });
      await waitForHydration(page);
      await page.getByText(t.shop.paymentFailed).waitFor();
      await page.getByRole('button', { name: t.shop.tryAgain }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `checkout-failed-${lang}`);
      const types = (await api(token, 'GET', 'cart/payment/types', undefined, lang)) as {
        data: { paymentTypes: { id: number; type: string }[] };
      };
      const cash = types.data.paymentTypes.find((type) => type.id === 1)?.type ?? '';
      await page.getByRole('button', { name: cash }).click();
      await page.waitForURL(`**/${lang}/order-placed?orderId=*`);
      const orders = (await api(token, 'GET', 'orders')) as {
        data: { pendingOrders: { paymentType: { id: number }; paymentState: string }[] };
      };
      expect(orders.data.pendingOrders[0]?.paymentType.id).toBe(1);
      expect(orders.data.pendingOrders[0]?.paymentState).toBe('not_required');
      await context.close();
    });

    it(`warns before a branch change empties part of the cart (${lang})`, async () => {
      const token = await register();
      await api(token, 'POST', 'cart/add', { productId: crutches.id, quantity: 1 });
      const context = await loggedIn(token);
      const page = await open(context, `/${lang}/`);
      await page.getByRole('button', { name: new RegExp(t.layout.deliverFrom) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('select[name="areaId"]').selectOption('1');
      await dialog.locator('select[name="districtId"]').selectOption('2');
      await expect.poll(() => dialog.locator('select[name="branchId"]').inputValue()).not.toBe('');
      await dialog.getByRole('button', { name: t.layout.confirmBranch }).click();
      await dialog.getByText(t.shop.branchWarning).waitFor();
      await keepScreenshot(page, `branch-warning-${lang}`);
      await dialog.getByRole('button', { name: t.shop.ok, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
