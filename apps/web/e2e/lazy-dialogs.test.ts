import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { common as arCommon } from '../app/i18n/messages/ar/common.ts';
import { layout as arLayout } from '../app/i18n/messages/ar/layout.ts';
import { listing as arListing } from '../app/i18n/messages/ar/listing.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { common as enCommon } from '../app/i18n/messages/en/common.ts';
import { layout as enLayout } from '../app/i18n/messages/en/layout.ts';
import { listing as enListing } from '../app/i18n/messages/en/listing.ts';
import { product as enProduct } from '../app/i18n/messages/en/product.ts';
import { baseUrl, keepScreenshot, launchBrowser, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const copy = {
  en: { common: enCommon, layout: enLayout, listing: enListing, product: enProduct },
  ar: { common: arCommon, layout: arLayout, listing: arListing, product: arProduct },
};
type Lang = keyof typeof copy;

/**
 * React Aria names its elements' default classes after the components ('react-aria-ModalOverlay'...),
 * and minifying keeps those strings: a script holding one holds that component's code.
 */
const dialogCode = /["']react-aria-(ModalOverlay|Modal|Dialog|Menu|Popover)["']/;

/** The scripts a first visit loads: every modulepreload of the HTML and the modules it imports inline. */
async function firstLoadScripts(path: string, cookie?: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(
    /<link (?:rel="modulepreload"|data-preload-after-paint)[^>]*? href="([^"]+)"/g,
  ))
    sources.add(match[1]!);
  for (const match of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) sources.add(match[1]!);
  return [...sources];
}

async function scriptText(source: string): Promise<string> {
  return (await fetch(new URL(source, baseUrl()))).text();
}

/** An out-of-stock product at the default branch (its page shows 'Show alternatives'). */
async function outOfStockProduct(): Promise<{ id: number }> {
  for (let page = 1; page <= 9; page++) {
    const listing = (await (await fetch(`${baseUrl()}/api/products/filter?size=60&page=${page}`)).json()) as {
      data: { products: { id: number; outOfStock: number }[] };
    };
    const product = listing.data.products.find((candidate) => candidate.outOfStock === 1);
    if (product) return product;
  }
  throw new Error('the demo store has no out-of-stock product');
}

/**
 * Holds back every script the page asks for from now on, so that the press below lands while the
 * dialog's code is still on its way (a phone's first opening).
 */
async function slowScripts(page: Page) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 400));
    await route.continue();
  });
}

/** Waits until the focus is inside the open dialog (React Aria moves it there after the opening transition). */
async function focusInDialog(page: Page) {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return !!dialog && dialog.contains(document.activeElement);
  });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

interface DialogCase {
  name: string;
  path: (lang: Lang) => Promise<string>;
  trigger: (page: Page, lang: Lang) => Locator;
  /** The dialog's heading, in the page's language. */
  title: (lang: Lang) => string | RegExp;
  /** Whether the trigger says it is expanded (React Aria's DialogTrigger did for these). */
  expands: boolean;
}

let outOfStock: Promise<{ id: number }> | undefined;
const cases: DialogCase[] = [
  {
    name: 'branch picker',
    path: async (lang) => `/${lang}/`,
    trigger: (page, lang) =>
      page.locator('header').getByRole('button', { name: new RegExp(copy[lang].layout.deliverFrom) }),
    title: (lang) => copy[lang].common.chooseBranch,
    expands: false,
  },
  {
    name: 'mobile drawer',
    path: async (lang) => `/${lang}/`,
    trigger: (page, lang) => page.getByRole('button', { name: copy[lang].common.openMenu, exact: true }),
    title: (lang) => copy[lang].layout.drawerTitle,
    expands: true,
  },
  {
    name: 'alternatives modal',
    path: async (lang) => {
      outOfStock ??= outOfStockProduct();
      return `/${lang}/product/${(await outOfStock).id}`;
    },
    trigger: (page, lang) =>
      page.getByRole('main').getByRole('button', { name: copy[lang].product.showAlternatives }).first(),
    title: (lang) => new RegExp(copy[lang].product.alternativesTitle.replace('{{name}}', '')),
    expands: false,
  },
  {
    name: 'filter sheet',
    path: async (lang) => `/${lang}/category/1/6/Groceries`,
    trigger: (page, lang) => page.getByRole('button', { name: copy[lang].listing.showFilters, exact: true }),
    title: (lang) => copy[lang].listing.filterProducts,
    expands: true,
  },
];

describe('dialogs whose code comes on first use', () => {
  it("keep React Aria's Modal, Dialog, Menu and Popover out of a guest's first load", async () => {
    const product = await outOfStockProduct();
    for (const path of ['/en/', '/en/category/1/6/Groceries', `/en/product/${product.id}`]) {
      const sources = await firstLoadScripts(path);
      expect(sources.length, path).toBeGreaterThan(3);
      for (const source of sources)
        expect(await scriptText(source), `${path}: ${source}`).not.toMatch(dialogCode);
    }

    // Opening the branch picker downloads that code: scripts that were not preloaded.
    const preloaded = new Set(
      (await firstLoadScripts('/en/')).map((source) => new URL(source, baseUrl()).href),
    );
    const page = await openPage(browser, '/en/');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    await cases[0]!.trigger(page, 'en').click();
    await page.getByRole('dialog', { name: copy.en.common.chooseBranch }).waitFor();
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => preloaded.has(url))).toEqual([]);
    const texts = await Promise.all(requested.map((url) => scriptText(url)));
    expect(texts.some((text) => dialogCode.test(text))).toBe(true);
    await page.context().close();
  });

  it('leaves the page as it was when the code cannot be downloaded, and tries again at the next press', async () => {
    const page = await openPage(browser, '/en/', 'phone');
    const pickerCode = /\/assets\/branch-picker-[^/]+\.js$/;
    await page.route(pickerCode, (route) => route.abort());
    const trigger = cases[0]!.trigger(page, 'en');
    const failed = page.waitForEvent('requestfailed', (request) => pickerCode.test(request.url()));
    await trigger.click();
    await failed;
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.unroute(pickerCode);
    await trigger.click();
    await page.getByRole('dialog', { name: copy.en.common.chooseBranch }).waitFor();
    await page.context().close();
  });

  for (const dialog of cases) {
    it(`opens the ${dialog.name} by keyboard while its code downloads, focus in and back`, async () => {
      const page = await openPage(browser, await dialog.path('en'), 'phone');
      await slowScripts(page);
      const trigger = dialog.trigger(page, 'en');
      await trigger.focus();
      await page.keyboard.press('Enter');
      const opened = page.getByRole('dialog', { name: dialog.title('en') });
      await opened.waitFor();
      if (dialog.expands) expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      await focusInDialog(page);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'detached' });
      expect(await isFocused(trigger)).toBe(true);
      if (dialog.expands) expect(await trigger.getAttribute('aria-expanded')).toBe('false');
      // A second opening finds the code there.
      await page.keyboard.press('Enter');
      await opened.waitFor();
      await page.context().close();
    });

    it(`opens the ${dialog.name} by click in Arabic, mirrored`, async () => {
      const page = await openPage(browser, await dialog.path('ar'), 'phone');
      await slowScripts(page);
      const trigger = dialog.trigger(page, 'ar');
      await trigger.click();
      const opened = page.getByRole('dialog', { name: dialog.title('ar') });
      await opened.waitFor();
      await focusInDialog(page);
      // The dialog sits at the inline start or across the width: its right edge is the viewport's.
      const box = (await opened.boundingBox())!;
      expect(Math.round(box.x + box.width)).toBe(390);
      await page.waitForTimeout(400); // the opening transition
      await keepScreenshot(page, `${dialog.name.replaceAll(' ', '-')}-ar-phone`);
      await page.keyboard.press('Escape');
      await opened.waitFor({ state: 'detached' });
      await page.context().close();
    });
  }
});

describe('the user menu', () => {
  /** A new customer, registered through the API: the session cookie. */
  async function register(): Promise<string> {
    const phone = `011${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
    const response = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Mona',
        last_name: 'Adel',
        phone,
        email: `menu-${phone}@example.com`,
        password: 'secret-pass1',
        password_confirmation: 'secret-pass1',
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { token: string } };
    return `session=${body.data.token}`;
  }

  it('is server-rendered for a logged-in visitor, not downloaded for a guest, and opens by keyboard and click', async () => {
    const cookie = await register();
    const label = copy.en.layout.userMenu.replace('{{name}}', 'Mona');
    const html = await (await fetch(`${baseUrl()}/en/`, { headers: { cookie } })).text();
    expect(html).toContain(`aria-label="${label}"`);
    // The menu's code is not preloaded even for them: it comes while the page hydrates.
    for (const source of await firstLoadScripts('/en/', cookie))
      expect(await scriptText(source), source).not.toMatch(dialogCode);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl() });
    const { hostname } = new URL(baseUrl());
    await context.addCookies([
      { name: 'session', value: cookie.split('=')[1]!, domain: hostname, path: '/' },
    ]);
    const page = await context.newPage();
    await page.goto('/en/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const button = page.getByRole('button', { name: label });
    // The server's HTML already is React Aria's button; the page hydrates it once the menu's code has
    // arrived, which React marks by attaching its props to the element (a key press while it hydrates
    // could lose its keydown).
    await button.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Object.keys(element).some((key) => key.startsWith('__reactProps'))
              ? resolve()
              : setTimeout(check, 50);
          check();
        }),
    );

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('role')),
      'the first item has the focus',
    ).toBe('menuitem');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await isFocused(button)).toBe(true);

    await button.click();
    await menu.waitFor();
    await menu.getByRole('menuitem', { name: copy.en.layout.menuOrders }).click();
    await page.waitForURL('**/en/profile/**');
    await context.close();
  });
});
