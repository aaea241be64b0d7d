import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { type Database, openDatabase } from '../../api/src/db/client.ts';
import { branchProducts, orderItems, orders } from '../../api/src/db/schema.ts';
import { seedDemoData } from '../../api/src/demo-data/seed.ts';
import { requestSubstitutions } from '../../api/src/orders/substitutions.ts';
import { shop as arShop } from '../app/i18n/messages/ar/shop.ts';
import { shop as enShop } from '../app/i18n/messages/en/shop.ts';
import { registerWeb } from '../server/web-handler.ts';
import {
  hasHorizontalOverflow,
  keepScreenshot,
  launchBrowser,
  seriousA11yViolations,
  viewports,
  waitForHydration,
} from './browser.ts';

/**
 * Choosing substitutes (docs/decisions/0020) in a real browser against a real store, run in this
 * process (web and API on one port, embedded database, demo data, production settings) so the test
 * can ask for substitutions as the staff console will, through the domain function.
 */
let browser: Browser;
let database: Database;
let app: App;
let base: string;

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  });
  database = await openDatabase({ dataDir: null });
  await seedDemoData(database.db);
  app = await buildApp(database, config);
  await registerWeb(app, { dev: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await database?.close();
});

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

let phoneSeed = Math.floor(Math.random() * 1_000_000);
async function api(token: string | null, method: 'GET' | 'POST', path: string, body?: object, lang = 'en') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are checked by the API's own tests.
  return { status: response.status, body: (await response.json()) as any };
}

/** Products of branch 1 with plenty of stock, priced 50 EGP or more, by id. */
let taken = 0;
async function piecesInStock(count: number) {
  const rows = await database.db
    .select({ id: branchProducts.productId, stock: branchProducts.stockMilli, price: branchProducts.price })
    .from(branchProducts)
    .where(eq(branchProducts.branchId, 1));
  const ids = rows
    .filter((row) => row.stock >= 20_000 && row.price >= 5000)
    .sort((a, b) => a.id - b.id)
    .slice(taken, taken + count)
    .map((row) => row.id);
  taken += count;
  return ids;
}

/**
 * A new customer with a cash order of two products, for which the branch asks substitutes: two
 * offered for the first, one for the second.
 */
async function orderAwaitingChoice(lang = 'en') {
  const [first, second, altA, altB] = await piecesInStock(4);
  phoneSeed += 1;
  const phone = `011${String(phoneSeed).padStart(8, '0')}`;
  const registered = await api(null, 'POST', 'register', {
    first_name: 'Mona',
    last_name: 'Adel',
    phone,
    email: `substitutions-${phone}@example.com`,
    password: 'secret-pass1',
    password_confirmation: 'secret-pass1',
  });
  expect(registered.status).toBe(200);
  const token = registered.body.data.token as string;
  for (const productId of [first!, second!])
    expect((await api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
  const address = await api(token, 'POST', 'addresses', {
    city: 'Cairo',
    area: 'Nasr City',
    streetName: 'Abbas El Akkad',
    buildingNumber: '12',
    floor: 3,
    apartment: 7,
  });
  await api(token, 'POST', 'cart/address/select', { addressId: address.body.item });
  await api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
  const placed = await api(token, 'POST', 'cart/order', { orderFrom: 'Web' }, lang);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderId = placed.body.item as number;
  const items = await database.db
    .select({ id: orderItems.id, productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const itemOf = (productId: number) => items.find((item) => item.productId === productId)!.id;
  await requestSubstitutions(
    database.db,
    {
      orderId,
      items: [
        { orderItemId: itemOf(first!), alternativeProductIds: [altA!, altB!] },
        { orderItemId: itemOf(second!), alternativeProductIds: [altB!] },
      ],
    },
    app.orderJobs.substitutions,
  );
  return { token, orderId, first: first!, second: second!, altA: altA!, altB: altB! };
}

async function loggedIn(token: string, viewport: keyof typeof viewports, javaScriptEnabled = true) {
  const context: BrowserContext = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: base,
    javaScriptEnabled,
  });
  await context.addCookies([{ name: 'session', value: token, domain: '127.0.0.1', path: '/' }]);
  return context;
}

async function open(context: BrowserContext, path: string, hydrate = true): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  if (hydrate) await waitForHydration(page);
  return page;
}

const orderLines = (orderId: number) =>
  database.db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));

describe('choosing substitutes', () => {
  it('approves a substitute and removes an item in Arabic on a phone, from the order list', async () => {
    const { token, orderId, altA } = await orderAwaitingChoice('ar');
    const context = await loggedIn(token, 'phone');
    const list = await open(context, '/ar/profile/3');
    await list.getByTestId('order-alternatives-link').first().click();
    await list.waitForURL(`**/ar/order-info/${orderId}/alternatives`);
    await waitForHydration(list);
    const page = list;
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: fill(arShop.alternativesTitle, { id: orderId }) }).waitFor();
    const countdown = page.getByTestId('alternatives-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/[0-9]:\d\d/);

    const items = page.getByTestId('alternatives-item');
    expect(await items.count()).toBe(2);
    const [before] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    // The first item's first substitute, and the second item removed.
    const firstItem = items.filter({ has: page.locator(`input[value="${altA}"]`) });
    await firstItem.locator(`input[value="${altA}"]`).check();
    const otherItem = items.filter({ hasNot: page.locator(`input[value="${altA}"]`) });
    await otherItem.getByRole('radio', { name: new RegExp(arShop.substitutionRemove) }).check();
    await expect.poll(() => page.getByTestId('alternatives-new-total').textContent()).not.toContain('—');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'substitutions-ar-phone-choose');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: arShop.saveChoices }).click();
    await page.waitForURL(`**/ar/order-info/${orderId}?alternatives=saved`);
    await page.getByText(arShop.choicesSaved).waitFor();
    await keepScreenshot(page, 'substitutions-ar-phone-saved');
    expect(await orderLines(orderId)).toEqual([{ productId: altA }]);
    const [after] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.total).not.toBe(before!.total);
    expect(await page.getByTestId('substitution-notice').count()).toBe(0);
    await context.close();
  });

  it('is reached from the order page, asks for every choice, and fits phones and desktops in both languages', async () => {
    const { token, orderId } = await orderAwaitingChoice();
    for (const [lang, viewport] of [
      ['en', 'phone'],
      ['en', 'desktop'],
      ['ar', 'desktop'],
    ] as const) {
      const t = lang === 'ar' ? arShop : enShop;
      const context = await loggedIn(token, viewport);
      const order = await open(context, `/${lang}/order-info/${orderId}`);
      await order
        .getByTestId('substitution-notice')
        .getByRole('link', { name: t.chooseAlternatives })
        .click();
      await order.waitForURL(`**/${lang}/order-info/${orderId}/alternatives`);
      await order.getByTestId('alternatives-form').waitFor();
      expect(await hasHorizontalOverflow(order)).toBe(false);
      await keepScreenshot(order, `substitutions-${lang}-${viewport}`);
      // Nothing is posted while an item has no choice: every group of radios is required.
      await order.getByRole('button', { name: t.saveChoices }).click();
      expect(await order.locator('input[type="radio"]:invalid').count()).toBeGreaterThan(0);
      expect(new URL(order.url()).search).toBe('');
      await context.close();
    }
  });

  it('works without scripts: the form posts to the page', async () => {
    const { token, orderId, altB } = await orderAwaitingChoice();
    const context = await loggedIn(token, 'desktop', false);
    const page = await open(context, `/en/order-info/${orderId}/alternatives`, false);
    const items = page.getByTestId('alternatives-item');
    await items.nth(0).locator(`input[value="${altB}"]`).check();
    await items
      .nth(1)
      .getByRole('radio', { name: new RegExp(enShop.substitutionRemove) })
      .check();
    await page.getByRole('button', { name: enShop.saveChoices }).click();
    await page.waitForURL(`**/en/order-info/${orderId}?alternatives=saved`);
    await page.getByText(enShop.choicesSaved).waitFor();
    expect(await orderLines(orderId)).toHaveLength(1);
    await context.close();
  });
});
