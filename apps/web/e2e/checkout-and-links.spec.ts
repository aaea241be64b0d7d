import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { product as enProduct } from '../app/i18n/messages/en/product.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  at,
  baseUrl,
  customerApi,
  expect,
  keepScreenshot,
  open,
  readyCart,
  registerCustomer,
  seriousA11yViolations,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

/**
 * docs/decisions/0031: an abandoned payment page leaves the cart as it was, the 'pay now'
 * page of an unpaid order does not open on 'payment failed', another customer's order-placed page is
 * not found, a product link from another branch shows where the product is sold, and a scheduled
 * order's items can be changed before its cutoff.
 */
const copy = { en: { shop: enShop, product: enProduct }, ar: { shop: arShop, product: arProduct } };

/** Invacare crutches: 900 EGP, allowed quantities 1 and 2 (demo store). */
const crutches = 186;

/** A new customer of the shared store: the session token. */
const register = async () => (await registerCustomer('links', { phonePrefix: '015' })).token;
const api = customerApi;

const cartIds = async (token: string) =>
  ((await api(token, 'GET', 'cart/view')).data.cart.items as { productId: number; quantity: number }[]).map(
    (item) => `${item.productId}x${item.quantity}`,
  );

/** A new customer's order of two crutches for 4 days ahead, in the first free slot of that day. */
async function scheduledOrder() {
  const token = await register();
  await readyCart(token, crutches, 1, 2);
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 4 * 86_400_000));
  const slots = (await api(token, 'GET', `delivery/slots?date=${day}`)).data.slots as {
    id: number;
    available: boolean;
  }[];
  const slot = slots.find((entry) => entry.available);
  expect(slot).toBeDefined();
  const placed = await api(token, 'POST', 'cart/order', {
    orderFrom: 'Web',
    scheduleType: 'once',
    startDate: day,
    slotId: slot!.id,
  });
  expect(placed.code, placed.message).toBe(200);
  return { token, placed };
}

for (const [lang, viewport] of [
  ['ar', 'phone'],
  ['en', 'desktop'],
] as const) {
  const t = copy[lang];

  test(
    `an abandoned payment page leaves the cart as it was (${lang}, ${viewport})`,
    at(viewport),
    async ({ page, context }) => {
      const token = await register();
      await readyCart(token, crutches, 3);
      const before = await cartIds(token);
      await signIn(context, token);
      await open(page, `/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.payAndPlaceOrder }).click();
      await expect(page).toHaveURL(/\/api\/payment\/test-gateway\//);
      const gatewayPage = page.url();
      // The customer goes back without paying: the cart is intact and no order shows.
      await page.goBack();
      await waitForHydration(page);
      expect(await cartIds(token)).toEqual(before);
      expect((await api(token, 'GET', 'orders')).data.pendingOrders).toEqual([]);
      // Paying again opens the same payment; its cancel button brings the cart back, not 'failed'.
      await open(page, `/${lang}/checkout`);
      await page.getByRole('button', { name: t.shop.payAndPlaceOrder }).click();
      await expect(page).toHaveURL(gatewayPage);
      await page.locator('button[value="cancel"]').click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout\\?cancelled=1`));
      await waitForHydration(page);
      await expect(page.getByTestId('payment-cancelled')).toHaveText(t.shop.paymentCancelled);
      await expect(page.getByText(t.shop.paymentFailed)).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.shop.payAndPlaceOrder })).toBeVisible();
      expect(await cartIds(token)).toEqual(before);
      expect((await api(token, 'GET', 'orders')).data.pendingOrders).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `checkout-cancelled-${lang}-${viewport}`);
    },
  );

  test(
    `'pay now' of an unpaid order opens on 'complete your payment' (${lang}, ${viewport})`,
    at(viewport),
    async ({ page, context }) => {
      const token = await register();
      await readyCart(token, crutches, 3);
      const started = await api(token, 'POST', 'payment/pay', {});
      expect(started.code).toBe(200);
      await signIn(context, token);
      await open(page, `/${lang}/checkout?pay=${started.item}`);
      await expect(page.getByTestId('unpaid-heading')).toContainText(t.shop.payPendingTitle);
      await expect(page.getByText(t.shop.paymentFailed)).toHaveCount(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `checkout-pay-now-${lang}-${viewport}`);
    },
  );

  test(
    `another customer's order-placed page is not found (${lang}, ${viewport})`,
    at(viewport),
    async ({ page, context }) => {
      const owner = await register();
      await readyCart(owner, crutches, 1);
      const placed = await api(owner, 'POST', 'cart/order', { orderFrom: 'Web' });
      expect(placed.code).toBe(200);
      await signIn(context, await register());
      const response = await page.goto(`/${lang}/order-placed?orderId=${placed.item}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('order-placed-text')).toHaveCount(0);
      // The owner sees it.
      await signIn(context, owner);
      expect((await page.goto(`/${lang}/order-placed?orderId=${placed.item}`))?.status()).toBe(200);
    },
  );

  test(
    `a product link after a branch change shows where it is sold (${lang}, ${viewport})`,
    at(viewport),
    async ({ page, context }) => {
      // A product of the demo store that some branch does not sell, and that branch.
      const seen = new Set<number>();
      let pair: { productId: number; branchId: number; sellers: number[] } | null = null;
      for (let id = 1; id <= 400 && !pair; id += 1) {
        const answer = await api(null, 'GET', `products/${id}/branches`);
        if (answer.code !== 200) continue;
        const sellers = (answer.data.branches as { id: number }[]).map((branch) => branch.id);
        for (const branch of sellers) seen.add(branch);
        const missing = [...seen].find((branch) => !sellers.includes(branch));
        if (missing !== undefined && sellers.length > 0) pair = { productId: id, branchId: missing, sellers };
      }
      expect(pair, 'a product some branch does not sell').not.toBeNull();
      const deviceId = `e2e-elsewhere-${Date.now()}`;
      await context.addCookies([
        { name: 'deviceId', value: deviceId, domain: new URL(baseUrl()).hostname, path: '/' },
      ]);
      // The customer's branch becomes one that does not sell it (the branch picker's own call).
      const chosen = await api(
        null,
        'POST',
        'branches/select',
        { branchId: pair!.branchId, override: true },
        {
          deviceid: deviceId,
        },
      );
      expect(chosen.code).toBe(200);
      const response = await page.goto(`/${lang}/product/${pair!.productId}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByTestId('not-available-here')).toContainText(t.product.notAvailableHere);
      const shop = page.getByRole('button', { name: t.product.shopAtBranch });
      await expect(shop).toHaveCount(pair!.sellers.length);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `product-elsewhere-${lang}-${viewport}`);
      // 'Shop at this branch' makes it the customer's branch: the product page as usual.
      await shop.first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/product/${pair!.productId}$`));
      await expect(page.getByTestId('not-available-here')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  test(
    `a scheduled order's items change before its cutoff (${lang}, ${viewport})`,
    at(viewport),
    async ({ page, context }) => {
      const { token, placed } = await scheduledOrder();
      await signIn(context, token);
      await open(page, `/${lang}/order-info/${placed.item}`);
      const form = page.getByTestId('edit-items');
      await expect(form.getByRole('heading', { name: t.shop.editItemsTitle })).toBeVisible();
      const quantity = form.getByRole('textbox').first();
      // Arabic-Indic digits are read as 0-9.
      await quantity.fill(lang === 'ar' ? '١' : '1');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, `order-edit-items-${lang}-${viewport}`);
      await form.getByRole('button', { name: t.shop.saveItems }).click();
      await expect
        .poll(async () => (await api(token, 'GET', `orders/${placed.item}`)).data.order.items[0].quantity)
        .toBe(1);
    },
  );
}

test("an empty promo code gets the spec's 'Please input' message, with and without scripts", async ({
  page,
  browser,
}) => {
  const token = await register();
  await readyCart(token, crutches, 1);
  await signIn(page.context(), token);
  for (const lang of ['en', 'ar'] as const) {
    const expected = lang === 'en' ? 'Please input Promo code' : 'من فضلك أدخل كود الخصم';
    await open(page, `/${lang}/cart`);
    const form = page.locator('form:has(input[name="promocode"])');
    await form.getByRole('button', { name: copy[lang].shop.applyPromo }).click();
    await expect(form.getByText(expected)).toBeVisible();
  }
  const plain = await browser.newContext({ javaScriptEnabled: false });
  await signIn(plain, token);
  const noScripts = await plain.newPage();
  await noScripts.goto('/en/cart');
  await noScripts.locator('form:has(input[name="promocode"]) button[type="submit"]').click();
  await expect(noScripts.getByText('Please input Promo code').first()).toBeVisible();
  await plain.close();
});

test('the edit form works without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { token, placed } = await scheduledOrder();
  await signIn(context, token);
  await page.goto(`/en/order-info/${placed.item}`);
  const form = page.getByTestId('edit-items');
  await form.getByRole('textbox').first().fill('1');
  await form.getByRole('button', { name: enShop.saveItems }).click();
  await expect(form.getByRole('status')).toBeVisible();
  expect((await api(token, 'GET', `orders/${placed.item}`)).data.order.items[0].quantity).toBe(1);
  // Nothing left: the API's own message, in the page.
  await form.getByRole('textbox').first().fill('0');
  await form.getByRole('button', { name: enShop.saveItems }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await context.close();
});
