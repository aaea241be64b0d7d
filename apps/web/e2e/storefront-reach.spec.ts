import type { Browser, Page } from '@playwright/test';
import { common as arCommon } from '../app/i18n/messages/ar/common.ts';
import { layout as arLayout } from '../app/i18n/messages/ar/layout.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { common as enCommon } from '../app/i18n/messages/en/common.ts';
import { layout as enLayout } from '../app/i18n/messages/en/layout.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import {
  baseUrl,
  customerApi,
  expect,
  keepScreenshot,
  latinDigitsInMain,
  open,
  phoneOnly,
  registerCustomer,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

/**
 * the storefront's reach: quantity chips and a stepper that answers at once (and without
 * scripts), one toast at a time below the phone header, a chat link that covers no control, the
 * offers and categories pages within reach on phones, the price slider's upper end, and one way of
 * writing numbers on Arabic pages.
 */

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

interface ApiProduct {
  id: number;
  name: string;
  finalPrice: number;
  quantities: number[];
  outOfStock: number;
  unit: string;
  cuttingTypes: unknown[];
}

async function apiGet<T>(path: string, token?: string, lang = 'en'): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    headers: { 'content-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return ((await response.json()) as { data: T }).data;
}

/** A POST to the API as `token`'s customer. */
const apiPost = (token: string, path: string, body: Record<string, unknown>) =>
  customerApi(token, 'POST', path, body);

/** A new customer, registered through the API: the session token. */
const customer = async () => (await registerCustomer('reach', { phonePrefix: '01516' })).token;

/** An in-stock product sold by the piece with at least three allowed quantities. */
async function steppedProduct(): Promise<ApiProduct> {
  for (let page = 1; page < 10; page++) {
    const { products } = await apiGet<{ products: ApiProduct[] }>(`products/filter?size=60&page=${page}`);
    const found = products.find(
      (p) => p.outOfStock !== 1 && p.unit !== 'kg' && p.quantities.length >= 3 && p.cuttingTypes.length === 0,
    );
    if (found) return found;
  }
  throw new Error('no product with three allowed quantities in the demo store');
}

async function cartQuantity(token: string, productId: number): Promise<number | null> {
  const { cart } = await apiGet<{ cart: { items: { productId: number; quantity: number }[] } }>(
    'cart/view',
    token,
  );
  return cart.items.find((item) => item.productId === productId)?.quantity ?? null;
}

test.describe('quantity', () => {
  test(
    'the allowed-quantity chips are tappable, + answers at once and a refusal rolls back (ar, phone)',
    phoneOnly,
    async ({ page, context }) => {
      const token = await customer();
      await signIn(context, token);
      const product = await steppedProduct();
      const [, second, third] = product.quantities as [number, number, number];
      const { product: arabic } = await apiGet<{ product: ApiProduct }>(
        `products/${product.id}`,
        undefined,
        'ar',
      );
      await open(page, `/ar/product/${product.id}`);
      const stepper = page.locator('main').getByTestId('stepper-quantity');

      // A chip puts its quantity in the cart: shown at once, then kept by the cart.
      const chip = page.getByRole('button', {
        name: arProduct.setQuantity.replace('{quantity}', arabicDigits(String(second))),
        exact: true,
      });
      await chip.click();
      await expect(stepper).toHaveText(arabicDigits(String(second)));
      await expect.poll(() => cartQuantity(token, product.id)).toBe(second);
      await expect(chip).toHaveAttribute('aria-pressed', 'true');

      // + shows the next quantity before the cart has answered, then the cart follows.
      await page.getByRole('button', { name: arShop.increase.replace('{name}', arabic.name) }).click();
      await expect(stepper).toHaveText(arabicDigits(String(third)));
      await expect.poll(() => cartQuantity(token, product.id)).toBe(third);

      // The line is removed elsewhere (another tab): the next change is refused, the screen goes back
      // and says why, in one toast, below the header.
      const { cart } = await apiGet<{ cart: { items: { productId: number; itemId: number }[] } }>(
        'cart/view',
        token,
      );
      const itemId = cart.items.find((item) => item.productId === product.id)!.itemId;
      expect((await apiPost(token, 'cart/delete', { itemId })).code).toBe(200);
      await page.getByRole('button', { name: arShop.decrease.replace('{name}', arabic.name) }).click();
      await expect(stepper).toHaveText(arabicDigits(String(third)));
      const toast = page.getByTestId('toast');
      await expect(toast).toHaveCount(1);
      await expect(toast).toHaveClass(/bg-red-700/);
      const header = await page.locator('header').first().boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await keepScreenshot(page, 'issue16-quantity-refused-ar');

      // A success afterwards replaces the error: one toast per action.
      await open(page, `/ar/product/${product.id}`);
      await page
        .getByRole('button', { name: arProduct.setQuantity.replace('{quantity}', '١'), exact: true })
        .click();
      await expect.poll(() => cartQuantity(token, product.id)).toBe(product.quantities[0]);
      await expect(page.getByTestId('toast')).toHaveCount(1);
      await expect(page.getByTestId('toast')).not.toHaveClass(/bg-red-700/);
      await keepScreenshot(page, 'issue16-quantity-chips-ar');
    },
  );

  test('the stepper works without scripts: one form post per press (en)', async ({ browser }) => {
    const token = await customer();
    const product = await steppedProduct();
    const [first, second] = product.quantities as [number, number];
    expect((await apiPost(token, 'cart/add', { productId: product.id, quantity: first })).code).toBe(200);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signIn(context, token);
    const page = await context.newPage();
    await page.goto(`/en/product/${product.id}`);
    await page.getByRole('button', { name: enShop.increase.replace('{name}', product.name) }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => cartQuantity(token, product.id)).toBe(second);
    await expect(page.locator('main').getByTestId('stepper-quantity')).toHaveText(String(second));
    await page.goto('/en/cart');
    await page.getByRole('button', { name: enShop.decrease.replace('{name}', product.name) }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => cartQuantity(token, product.id)).toBe(first);
    await context.close();
  });
});

/** The chat link on screen (the bottom navigation's on phones, the top bar's or the floating one on desktops). */
const chatLink = (page: Page) => page.locator('a[href^="https://wa.me/"]:visible');

/**
 * The controls the chat link hides at the current scroll position: each control it overlaps where,
 * at the overlap's centre, everything stacked above the control belongs to the chat link (the link,
 * and the wrappers around it that hold no other control: its floating box and tooltip, its place in
 * the bottom navigation). A control under the bottom navigation is hidden by the navigation (which
 * holds other links), not by the chat link.
 */
function hiddenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controlSelector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=slider], summary, label';
    const chat = [...document.querySelectorAll<HTMLElement>('a[href^="https://wa.me/"]')].find((element) =>
      element.checkVisibility(),
    );
    if (!chat) return ['no chat link'];
    let own: HTMLElement = chat;
    while (
      own.parentElement &&
      [...own.parentElement.querySelectorAll(controlSelector)].every((control) => chat.contains(control))
    )
      own = own.parentElement;
    const box = chat.getBoundingClientRect();
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(controlSelector)) {
      if (own.contains(control) || control.contains(chat)) continue;
      const r = control.getBoundingClientRect();
      const width = Math.min(r.right, box.right) - Math.max(r.left, box.left);
      const height = Math.min(r.bottom, box.bottom) - Math.max(r.top, box.top);
      if (width <= 1 || height <= 1) continue;
      const stack = document.elementsFromPoint(
        Math.max(r.left, box.left) + width / 2,
        Math.max(r.top, box.top) + height / 2,
      );
      const at = stack.findIndex((element) => control === element || control.contains(element));
      if (at > 0 && stack.slice(0, at).every((element) => own.contains(element)))
        found.push(
          `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}" at y=${Math.round(r.top)}`,
        );
    }
    return found;
  });
}

/** Scrolls from the top to the bottom of the page, half a screen at a time, collecting what the chat link hides. */
async function hiddenWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) / 2);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    for (const control of await hiddenControls(page)) found.add(`${control} (scrolled ${y})`);
  }
  // The very bottom too (the footer, the cart's last buttons).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const control of await hiddenControls(page)) found.add(`${control} (bottom)`);
  return [...found];
}

async function newShopper(browser: Browser, token: string | null) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  if (token) await signIn(context, token);
  return { context, page: await context.newPage() };
}

test.describe('a listing on a phone', () => {
  test(
    'keeps answering after an action: the cart count follows an add to cart (ar, phone)',
    phoneOnly,
    async ({ page, context }) => {
      // The desktop filter panel's code never comes to a phone; its place in the hidden sidebar
      // must not hold back the page's later updates (listing-screen.tsx).
      await signIn(context, await customer());
      await open(page, '/ar/category/1/6/Groceries');
      const cartCount = page.locator('nav [data-count]');
      // An empty cart shows no badge.
      await expect(cartCount).toHaveCount(0);
      await page.getByRole('button', { name: arProduct.addToCart, exact: true }).first().click();
      await expect(cartCount).toHaveAttribute('data-count', '١');
      // And again, once the page has taken the first answer.
      await page.getByRole('button', { name: arProduct.addToCart, exact: true }).first().click();
      await expect(cartCount).toHaveAttribute('data-count', '٢');
    },
  );
});

test.describe('the chat link', () => {
  test(
    'covers no control on any page at 390 px, and opens a WhatsApp number (ar and en)',
    phoneOnly,
    async ({ browser }) => {
      test.setTimeout(300_000);
      const token = await customer();
      const product = await steppedProduct();
      expect(
        (await apiPost(token, 'cart/add', { productId: product.id, quantity: product.quantities[0] })).code,
      ).toBe(200);
      const signedIn = await newShopper(browser, token);
      const guest = await newShopper(browser, null);
      const pages: [Page, string][] = [];
      for (const lang of ['ar', 'en']) {
        for (const path of [
          '/',
          '/categories',
          '/category/1/6/Groceries',
          `/product/${product.id}`,
          '/offers',
          '/deals',
          '/cart',
          '/checkout',
          '/profile/2?new=1',
          '/contact-us',
          '/FAQs',
        ])
          pages.push([signedIn.page, `/${lang}${path}`]);
        for (const path of ['/login', '/register']) pages.push([guest.page, `/${lang}${path}`]);
      }
      const problems: string[] = [];
      const hrefs = new Set<string>();
      for (const [page, path] of pages) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(chatLink(page), path).toHaveCount(1);
        hrefs.add((await chatLink(page).getAttribute('href')) ?? '');
        for (const control of await hiddenWhileScrolling(page)) problems.push(`${path}: ${control}`);
      }
      expect(problems).toEqual([]);
      for (const href of hrefs) expect(href).toMatch(/^https:\/\/wa\.me\/[1-9]\d{7,14}$/);
      await signedIn.page.goto('/ar/cart');
      await waitForHydration(signedIn.page);
      await signedIn.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await keepScreenshot(signedIn.page, 'issue16-chat-cart-bottom-ar');
      await signedIn.context.close();
      await guest.context.close();
    },
  );

  test('covers no control on desktops either: top bar below 1440 px, floating beside the column above (en)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const missing: string[] = [];
    const hrefs = new Set<string>();
    for (const [width, selector] of [
      [1280, 'chat-topbar-link'],
      [1500, 'chat-button'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/en/', '/en/category/1/2/Cosmetics', '/en/offers', '/ar/FAQs']) {
        await open(page, path);
        for (const control of await hiddenWhileScrolling(page)) problems.push(`${width} ${path}: ${control}`);
        if (!(await page.getByTestId(selector).isVisible())) missing.push(`${width} ${path}: no ${selector}`);
        hrefs.add((await chatLink(page).first().getAttribute('href')) ?? '');
      }
      await open(page, '/en/');
      await keepScreenshot(page, `issue16-chat-desktop-${width}-en`);
    }
    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/wa\.me\/[1-9]\d{7,14}$/);
    const facebook = page.locator('footer').getByRole('link', { name: enLayout.socialFacebook });
    await expect(facebook).toHaveAttribute('href', /^https:\/\/(www\.)?facebook\.com\/.+/);
  });
});

test.describe('reachability', () => {
  test('offers are linked from the header and the footer (en, desktop)', async ({ page }) => {
    await open(page, '/en/');
    await page.locator('header').getByRole('link', { name: enCommon.offers, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/offers$/);
    await expect(
      page.locator('footer').getByRole('link', { name: enCommon.offers, exact: true }),
    ).toBeVisible();
    await page.locator('header').getByRole('link', { name: enLayout.allCategories, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: enLayout.allCategories })).toBeVisible();
    await keepScreenshot(page, 'issue16-categories-en');
    // Without a language, the categories page of the saved language (English on a first visit).
    const redirected = await fetch(`${baseUrl()}/categories`, { redirect: 'manual' });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/en/categories');
  });

  test('a phone reaches the offers and the medication category (ar, phone)', phoneOnly, async ({ page }) => {
    const medication = 'الأدوية';
    // The home page gives the medication category its place.
    await open(page, '/ar/');
    const chips = page.getByTestId('top-categories');
    await expect(chips.getByRole('link', { name: medication, exact: true })).toBeVisible();
    await keepScreenshot(page, 'issue16-home-categories-ar');

    // The drawer: offers and all categories.
    await page.getByRole('button', { name: arCommon.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: arCommon.offers, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/offers$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: arCommon.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: arLayout.allCategories, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/categories$/);
    await expect(page.getByRole('heading', { level: 1, name: arLayout.allCategories })).toBeVisible();
    await keepScreenshot(page, 'issue16-categories-ar');
    await page.getByTestId('all-categories').getByRole('link', { name: medication, exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/category\/1\/1\//);
    await expect(page.getByRole('heading', { level: 1, name: medication })).toBeVisible();
    // The footer links the offers too.
    await expect(
      page.locator('footer').getByRole('link', { name: arCommon.offers, exact: true }),
    ).toBeAttached();
  });
  test(
    'the menu opened while the next page still renders stays open (ar, phone)',
    phoneOnly,
    async ({ page }) => {
      // The router changes the address, then renders the next page; a slow phone takes a moment over
      // that render, and the menu button is there all along. (CI's machine once closed the drawer so.)
      await open(page, '/ar/');
      await page.getByRole('button', { name: arCommon.openMenu }).click();
      const offers = page.getByRole('dialog').getByRole('link', { name: arCommon.offers, exact: true });
      await offers.waitFor();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
      await offers.click();
      await expect(page).toHaveURL(/\/ar\/offers$/);
      await page.getByRole('button', { name: arCommon.openMenu }).click();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // Rendered: the drawer marks the offers as the page on screen, and is still open.
      await expect(offers).toHaveAttribute('aria-current', 'page');
      await page.getByRole('dialog').getByRole('link', { name: arLayout.allCategories, exact: true }).click();
      await expect(page).toHaveURL(/\/ar\/categories$/);
    },
  );
});

test.describe('price slider', () => {
  test("its upper end follows the listing's highest price, 1000 where prices allow (en)", async ({
    page,
  }) => {
    const tops: { id: number; max: number }[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      const data = await apiGet<{ priceRange: { max: number } }>(`categories/show/${id}/level1`);
      tops.push({ id, max: data.priceRange.max });
    }
    const dear = tops.find((top) => top.max > 1000);
    const cheap = tops.find((top) => top.max > 0 && top.max <= 1000);
    expect(dear, JSON.stringify(tops)).toBeDefined();
    await open(page, `/en/category/1/${dear!.id}/x`);
    const high = page.locator('aside').getByRole('slider', { name: /Highest price/ });
    await expect(high).toHaveAttribute('max', String(Math.ceil(dear!.max / 100) * 100));
    await keepScreenshot(page, 'issue16-price-slider-en');
    if (cheap) {
      await open(page, `/en/category/1/${cheap.id}/x`);
      await expect(page.locator('aside').getByRole('slider', { name: /Highest price/ })).toHaveAttribute(
        'max',
        '1000',
      );
    }
    // A brand page too: the brand of the dearest product.
    const dearest = await apiGet<{ products: { brand: { id: number } }[] }>('products/filter?sort=3&size=1');
    const brandId = dearest.products[0]!.brand.id;
    const brandTop = await apiGet<{ priceRange: { max: number } }>(`products/search?brandId=${brandId}`);
    expect(brandTop.priceRange.max).toBeGreaterThan(1000);
    await open(page, `/en/brand/${brandId}/x`);
    await expect(page.locator('aside').getByRole('slider', { name: /Highest price/ })).toHaveAttribute(
      'max',
      String(Math.ceil(brandTop.priceRange.max / 100) * 100),
    );
  });
});

test.describe('numbers on Arabic pages', () => {
  test(
    'prices, codes and copy in Arabic-Indic digits with grouped thousands, one currency label (ar, phone)',
    phoneOnly,
    async ({ page }) => {
      // A product above 1000 pounds: its price has a thousands separator.
      let dear: ApiProduct | undefined;
      for (let listing = 1; listing < 20 && !dear; listing++) {
        const { products } = await apiGet<{ products: ApiProduct[] }>(
          `products/filter?size=60&sort=3&page=${listing}`,
        );
        dear = products.find((p) => p.finalPrice >= 1000);
      }
      expect(dear).toBeDefined();
      const arabic = await apiGet<{ product: ApiProduct & { description: string } }>(
        `products/${dear!.id}`,
        undefined,
        'ar',
      );
      // The API's Arabic catalogue texts already write their figures in Arabic-Indic digits.
      expect(`${arabic.product.name} ${arabic.product.description}`).not.toMatch(/[0-9]/);
      await open(page, `/ar/product/${dear!.id}`);
      await expect(
        page
          .locator('main')
          .getByText(/[٠-٩]+٬[٠-٩]{3}٫[٠-٩]{2} ج\.م/)
          .first(),
      ).toBeVisible();
      // The catalogue's own Arabic words too: names ('٢٤ قرص'), the description, offers, strengths.
      expect(await latinDigitsInMain(page)).toEqual([]);
      await keepScreenshot(page, 'issue16-product-digits-ar');
      // The footer too: the hotline, the branches' addresses, the year.
      expect(await page.locator('footer').textContent()).not.toMatch(/[0-9]/);
      for (const path of ['/ar/FAQs', '/ar/categories', '/ar/about', '/ar/terms-and-conditions']) {
        await open(page, path);
        // Category names ('أوميجا ٣') included.
        expect(await latinDigitsInMain(page), path).toEqual([]);
        await expect(page.locator('main').getByText(/[0-9٠-٩]\s*جنيه/)).toHaveCount(0);
      }
    },
  );
});
