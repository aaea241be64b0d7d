import type { Locator, Page } from '@playwright/test';
import { common as arCommon } from '../app/i18n/messages/ar/common.ts';
import { layout as arLayout } from '../app/i18n/messages/ar/layout.ts';
import { listing as arListing } from '../app/i18n/messages/ar/listing.ts';
import { product as arProduct } from '../app/i18n/messages/ar/product.ts';
import { common as enCommon } from '../app/i18n/messages/en/common.ts';
import { layout as enLayout } from '../app/i18n/messages/en/layout.ts';
import { listing as enListing } from '../app/i18n/messages/en/listing.ts';
import { product as enProduct } from '../app/i18n/messages/en/product.ts';
import { firstLoadScripts as scriptsOfPage } from '../bench/first-load-js.ts';
import {
  baseUrl,
  expect,
  keepScreenshot,
  open,
  phoneOnly,
  registerCustomer,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

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

/** The scripts a first visit loads, as the first-load budget counts them (`bench/first-load-js.ts`). */
async function firstLoadScripts(path: string, cookie?: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} })).text();
  return scriptsOfPage(html);
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
 * Holds back every script the page asks for from now on until `release()`, so that a press made
 * meanwhile lands while the dialog's code is still on its way (a phone's first opening). `held`:
 * the scripts asked for so far.
 */
async function holdScripts(page: Page) {
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Waits until the focus is inside the open dialog (React Aria moves it there after the opening transition). */
async function expectFocusIn(dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: 'the focus is in the dialog',
    })
    .toBe(true);
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
    title: (lang) => new RegExp(copy[lang].product.alternativesTitle.replace('{name}', '')),
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

// These journeys hold and fail the dialogs' script downloads with page.route, which never sees a
// request the store's service worker answers (decision 0034): the worker stays out of them.
test.use({ serviceWorkers: 'block' });

test.describe('dialogs whose code comes on first use', () => {
  test("keep React Aria's Modal, Dialog, Menu and Popover out of a guest's first load", async ({ page }) => {
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
    await open(page, '/en/');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    await cases[0]!.trigger(page, 'en').click();
    await expect(page.getByRole('dialog', { name: copy.en.common.chooseBranch })).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => preloaded.has(url))).toEqual([]);
    const texts = await Promise.all(requested.map((url) => scriptText(url)));
    expect(texts.some((text) => dialogCode.test(text))).toBe(true);
  });

  test.describe('on a phone', phoneOnly, () => {
    test('leaves the page as it was when the code cannot be downloaded, and tries again at the next press', async ({
      page,
    }) => {
      await open(page, '/en/');
      const pickerCode = /\/assets\/branch-picker-[^/]+\.js$/;
      // The download is held until the press has been made, then fails: the pointer's early
      // download and the press's share it (lazy-dialog.ts), so it fails once, for both.
      let fail = () => {};
      const failing = new Promise<void>((resolve) => {
        fail = resolve;
      });
      let asked = 0;
      await page.route(pickerCode, async (route) => {
        asked += 1;
        await failing;
        await route.abort();
      });
      const trigger = cases[0]!.trigger(page, 'en');
      await trigger.click();
      await expect.poll(() => asked, { message: "the picker's code was asked for" }).toBeGreaterThan(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const failed = page.waitForEvent('requestfailed', (request) => pickerCode.test(request.url()));
      fail();
      await failed;
      // Until the page has handled the failure: its main thread has nothing left to do.
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.unroute(pickerCode);
      await trigger.click();
      await expect(page.getByRole('dialog', { name: copy.en.common.chooseBranch })).toBeVisible();
    });

    for (const dialog of cases) {
      test(`opens the ${dialog.name} by keyboard while its code downloads, focus in and back`, async ({
        page,
      }) => {
        await open(page, await dialog.path('en'));
        const scripts = await holdScripts(page);
        const trigger = dialog.trigger(page, 'en');
        await trigger.focus();
        await page.keyboard.press('Enter');
        const opened = page.getByRole('dialog', { name: dialog.title('en') });
        // Pressed while the code was on its way: nothing is shown until it has come.
        await expect
          .poll(() => scripts.held.length, { message: 'the code was asked for' })
          .toBeGreaterThan(0);
        await expect(opened).toHaveCount(0);
        scripts.release();
        await expect(opened).toBeVisible();
        if (dialog.expands) await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expectFocusIn(opened);
        await page.keyboard.press('Escape');
        await expect(opened).not.toBeAttached();
        await expect(trigger).toBeFocused();
        if (dialog.expands) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        // A second opening finds the code there.
        await page.keyboard.press('Enter');
        await expect(opened).toBeVisible();
      });

      test(`opens the ${dialog.name} by click in Arabic, mirrored`, async ({ page }) => {
        await open(page, await dialog.path('ar'));
        const scripts = await holdScripts(page);
        const trigger = dialog.trigger(page, 'ar');
        await trigger.click();
        const opened = page.getByRole('dialog', { name: dialog.title('ar') });
        await expect
          .poll(() => scripts.held.length, { message: 'the code was asked for' })
          .toBeGreaterThan(0);
        scripts.release();
        await expect(opened).toBeVisible();
        await expectFocusIn(opened);
        // The dialog sits at the inline start or across the width: its right edge is the viewport's
        // once it has slid in.
        const width = page.viewportSize()!.width;
        await expect
          .poll(async () => {
            const box = (await opened.boundingBox())!;
            return Math.round(box.x + box.width);
          })
          .toBe(width);
        await keepScreenshot(page, `${dialog.name.replaceAll(' ', '-')}-ar-phone`);
        await page.keyboard.press('Escape');
        await expect(opened).not.toBeAttached();
      });
    }
  });
});

test.describe('the user menu', () => {
  test('is server-rendered for a logged-in visitor, not downloaded for a guest, and opens by keyboard and click', async ({
    context,
    page,
  }) => {
    const { token } = await registerCustomer('menu');
    const cookie = `session=${token}`;
    const label = copy.en.layout.userMenu.replace('{name}', 'Mona');
    const html = await (await fetch(`${baseUrl()}/en/`, { headers: { cookie } })).text();
    expect(html).toContain(`aria-label="${label}"`);
    // The menu's code is not preloaded even for them: it comes while the page hydrates.
    for (const source of await firstLoadScripts('/en/', cookie))
      expect(await scriptText(source), source).not.toMatch(dialogCode);

    await signIn(context, token);
    await page.goto('/en/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: label });
    // The server's HTML already is React Aria's button; the page hydrates it once the menu's code has
    // arrived, which React marks by attaching its props to the element (a key press while it hydrates
    // could lose its keydown).
    await expect
      .poll(
        () =>
          button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
        {
          message: 'the menu button is hydrated',
        },
      )
      .toBe(true);

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.locator(':focus'), 'the first item has the focus').toHaveAttribute('role', 'menuitem');
    await page.keyboard.press('Escape');
    await expect(menu).not.toBeAttached();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: copy.en.layout.menuOrders }).click();
    await expect(page).toHaveURL(/\/en\/profile\//);
  });
});
