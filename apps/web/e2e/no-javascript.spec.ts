import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Lang, paymentTypeIds, translate } from '@store/contract';
import { formatNumber } from '../app/i18n/format.ts';
import { account as arAccount } from '../app/i18n/messages/ar/account.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { account as enAccount } from '../app/i18n/messages/en/account.ts';
import { product as enProduct } from '../app/i18n/messages/en/product.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import { baseUrl, both, registerFromOwnAddress } from './fixtures.ts';

/**
 * The whole purchase with JavaScript off (docs/product.md#web-storefront: every form works without scripts): log in, add a
 * product on its page, choose the address and cash on delivery on the cart page, and place the
 * order at the checkout. Each step is a plain form post answered by the server.
 */
test.use({ javaScriptEnabled: false });

const copy = {
  en: { account: enAccount, product: enProduct, shop: enShop },
  ar: { account: arAccount, product: arProduct, shop: arShop },
};

/** Invacare crutches: 900 EGP, above the minimum order (demo store). */
const crutchesId = 186;

let seed = Math.floor(Math.random() * 1_000_000);

/**
 * A new customer with a verified phone and one address (registration, verification and addresses
 * have their own journeys): the e-mail and password to log in with.
 */
async function customerWithAddress(request: APIRequestContext) {
  seed += 1;
  const phone = `012${String(seed).padStart(8, '0')}`;
  const login = { email: `no-js-${phone}-${Date.now()}@example.com`, password: 'secret-pass1' };
  const registered = await registerFromOwnAddress(baseUrl(), {
    first_name: 'Hoda',
    last_name: 'Samir',
    phone,
    email: login.email,
    password: login.password,
    password_confirmation: login.password,
  });
  expect(registered.status).toBe(200);
  // registerFromOwnAddress finishes the sign-up with its texted code: the account is verified.
  const authorization = `Bearer ${registered.body.data.token}`;
  const address = await request.post('/api/addresses', {
    headers: { authorization },
    data: { city: 'Giza', area: 'Dokki', streetName: 'Tahrir', buildingNumber: '9', floor: 1, apartment: 2 },
  });
  expect(address.status()).toBe(200);
  return login;
}

/** The name the store gives cash on delivery in `lang`. */
async function cashName(request: APIRequestContext, lang: Lang) {
  const response = await request.get('/api/cart/payment/types', { headers: { 'content-language': lang } });
  const { data } = (await response.json()) as { data: { paymentTypes: { id: number; type: string }[] } };
  return data.paymentTypes.find((type) => type.id === paymentTypeIds.cash)?.type ?? '';
}

/** The answer a post without scripts shows in the page. */
const notice = (page: Page) => page.getByTestId('result-notice');

for (const lang of ['en', 'ar'] as const) {
  const t = copy[lang];

  test(`places a cash order with JavaScript off (${lang})`, both, async ({ page, request }) => {
    const login = await customerWithAddress(request);

    await page.goto(`/${lang}/login`);
    const main = page.locator('main');
    await main.getByLabel(t.account.email, { exact: true }).fill(login.email);
    await main.getByLabel(t.account.password, { exact: true }).fill(login.password);
    // The login page answers the post (its session cookie); the next pages show the customer's cart.
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/login'),
    );
    await main.getByRole('button', { name: t.account.loginButton, exact: true }).click();
    expect((await answered).status()).toBeLessThan(400);
    await page.waitForLoadState();

    // Add to cart: the product's own form posts to its page.
    await page.goto(`/${lang}/product/${crutchesId}`);
    await page.locator('main').getByRole('button', { name: t.product.addToCart }).first().click();
    await expect(notice(page)).toContainText(translate(lang, 'cart.added'));

    // The cart: each chooser is drawn in the page and posts its choice.
    await page.goto(`/${lang}/cart`);
    await page.getByRole('button', { name: `${t.shop.choose}: ${t.shop.deliveryAddress}` }).click();
    await expect(page).toHaveURL(/choose=address/);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: t.shop.choose, exact: true }).click();
    await expect(notice(page)).toContainText(translate(lang, 'cart.addressSelected'));
    await page.getByRole('button', { name: `${t.shop.choose}: ${t.shop.paymentMethod}` }).click();
    await page.getByRole('radio', { name: await cashName(request, lang) }).check();
    await page.getByRole('button', { name: t.shop.choose, exact: true }).click();
    await expect(notice(page)).toContainText(translate(lang, 'cart.paymentSelected'));
    await page.getByRole('button', { name: `${t.shop.change}: ${t.shop.paymentMethod}` }).waitFor();

    // Check out, then place the order: plain posts, answered with redirects.
    await page.getByRole('button', { name: t.shop.checkOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout$`));
    await page.getByLabel(t.shop.comment).fill('No scripts here');
    await page.getByRole('button', { name: t.shop.placeOrder }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/order-placed\\?orderId=\\d+`));
    await expect(page.getByRole('heading', { name: t.shop.orderPlacedTitle })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await expect(page.getByTestId('order-placed-text')).toContainText(
      // The order number in the page's digits (Arabic-Indic on Arabic pages).
      t.shop.orderPlacedText.replace('{id}', formatNumber(Number(orderId), lang)),
    );
  });
}

/**
 * The account, contact, address and payment forms with JavaScript off (every form works
 * without scripts, the client check being an enhancement): each post is answered by the server.
 */
for (const lang of ['en', 'ar'] as const) {
  const t = copy[lang];

  test(`logs in and goes back where it was sent from, with JavaScript off (${lang})`, async ({
    page,
    request,
  }) => {
    const login = await customerWithAddress(request);
    // A refused login comes back with the server's message in the page and the e-mail kept.
    await page.goto(`/${lang}/login?redirectTo=${encodeURIComponent(`/${lang}/product/${crutchesId}`)}`);
    const main = page.locator('main');
    await main.getByLabel(t.account.email, { exact: true }).fill(login.email);
    await main.getByLabel(t.account.password, { exact: true }).fill('wrong-password');
    await main.getByRole('button', { name: t.account.loginButton, exact: true }).click();
    await expect(notice(page)).toContainText(translate(lang, 'account.loginFailed'));
    await expect(main.getByLabel(t.account.email, { exact: true })).toHaveValue(login.email);
    await main.getByLabel(t.account.password, { exact: true }).fill(login.password);
    await main.getByRole('button', { name: t.account.loginButton, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/product/${crutchesId}$`));

    // Profile tab 4: the payment method, chosen with a plain form.
    await page.goto(`/${lang}/profile/4/payment`);
    await page.getByRole('radio', { name: await cashName(request, lang) }).check();
    await page.locator('main').getByRole('button', { name: t.shop.choose, exact: true }).click();
    await expect(notice(page)).toContainText(translate(lang, 'cart.paymentSelected'));
    await expect(page.getByRole('radio', { name: await cashName(request, lang) })).toBeChecked();

    // Profile tab 2: a refused address keeps what was typed, then a new one is saved.
    await page.goto(`/${lang}/profile/2/addresses`);
    await page.locator('main').getByRole('link', { name: t.shop.addAddress }).click();
    await page.getByLabel(t.shop.city, { exact: true }).fill('Cairo');
    await page.getByLabel(t.shop.streetName, { exact: true }).fill('Abbas El Akkad');
    await page.getByRole('button', { name: t.shop.saveAddress }).click();
    await expect(page.getByText(translate(lang, 'address.floorRequired')).first()).toBeVisible();
    await expect(page.getByLabel(t.shop.streetName, { exact: true })).toHaveValue('Abbas El Akkad');
    await page.getByLabel(t.shop.area, { exact: true }).fill('Nasr City');
    await page.getByLabel(t.shop.buildingNumber, { exact: true }).fill('12');
    await page.getByLabel(t.shop.floor, { exact: true }).fill(lang === 'ar' ? 'أرضي' : 'ground');
    await page.getByLabel(t.shop.apartment, { exact: true }).fill('٥');
    await page.getByRole('button', { name: t.shop.saveAddress }).click();
    await expect(notice(page)).toContainText(translate(lang, 'address.saved'));
    await expect(page.getByTestId('address-card').filter({ hasText: 'Abbas El Akkad' })).toBeVisible();
  });

  test(`registers and writes to us with JavaScript off (${lang})`, async ({ page }) => {
    seed += 1;
    const phone = `0114${String(seed).padStart(7, '0')}`;
    await page.goto(`/${lang}/register`);
    const main = page.locator('main');
    await main.getByLabel(t.account.firstName, { exact: true }).fill('Hoda');
    await main.getByLabel(t.account.lastName, { exact: true }).fill('Samir');
    // Digits from an Arabic keyboard, read by the server's schema.
    await main
      .getByLabel(t.account.phone, { exact: true })
      .fill(phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!));
    await main.getByLabel(t.account.email, { exact: true }).fill(`no-js-register-${phone}@example.com`);
    await main.getByLabel(t.account.password, { exact: true }).fill('secret-pass1');
    await main.getByLabel(t.account.confirmPassword, { exact: true }).fill('other-pass1');
    await main.getByRole('button', { name: t.account.registerButton }).click();
    await expect(page.getByText(translate(lang, 'password.mismatch')).first()).toBeVisible();
    await expect(main.getByLabel(t.account.email, { exact: true })).toHaveValue(
      `no-js-register-${phone}@example.com`,
    );
    await main.getByLabel(t.account.password, { exact: true }).fill('secret-pass1');
    await main.getByLabel(t.account.confirmPassword, { exact: true }).fill('secret-pass1');
    await main.getByRole('button', { name: t.account.registerButton }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/phone-verification\\?user=\\d+`));
    // The number to verify, in the page's digits.
    const shownPhone = lang === 'ar' ? phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!) : phone;
    await expect(main.getByText(shownPhone, { exact: true })).toBeVisible();

    // Contact: the fields pass on the server (the refusal is the captcha's), and come back as typed.
    await page.goto(`/${lang}/contact-us`);
    const form = page.locator('main form').filter({ has: page.locator('input[name="captcha"]') });
    await form.locator('input[name="name"]').fill('Hoda Samir');
    await form.locator('input[name="mobile"]').fill('٠١٠١٢٣٤٥٦٧٨');
    await form.locator('input[name="email"]').fill('hoda@example.com');
    await form.locator('textarea[name="message"]').fill('Do you deliver to Heliopolis?');
    await form.locator('input[name="captcha"]').fill('ZZZZZZ');
    await form.locator('input[name="captcha"]').press('Enter');
    await expect(page.getByText(translate(lang, 'captcha.mismatch')).first()).toBeVisible();
    await expect(form.locator('input[name="email"]')).toHaveValue('hoda@example.com');
  });
}
