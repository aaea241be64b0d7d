import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { type Database, openDatabase } from '../../api/src/db/client.ts';
import { branchProducts, orders } from '../../api/src/db/schema.ts';
import { seedDemoData } from '../../api/src/demo-data/seed.ts';
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
 * Cancelling and ordering again, in a real browser against a real store. The store runs in this
 * process (web and API on one port, embedded database, demo data, production settings), so the test
 * can mark an order completed in the database: there is no route for that, staff do it.
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

/** A new customer with an order of the products (quantity 1 each), placed through the API. */
async function customerWithOrder(productIds: number[], lang = 'en') {
  phoneSeed += 1;
  const phone = `011${String(phoneSeed).padStart(8, '0')}`;
  const registered = await api(null, 'POST', 'register', {
    first_name: 'Mona',
    last_name: 'Adel',
    phone,
    email: `order-life-${phone}@example.com`,
    password: 'secret-pass1',
    password_confirmation: 'secret-pass1',
  });
  expect(registered.status).toBe(200);
  const token = registered.body.data.token as string;
  for (const productId of productIds)
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
  return { token, orderId: placed.body.item as number };
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

/** Invacare crutches (900 EGP) and two more pieces the demo branch 1 has plenty of. */
const crutches = 186;
async function piecesInStock(count: number, skip: number[]) {
  const rows = await database.db
    .select({ id: branchProducts.productId, stock: branchProducts.stockMilli, price: branchProducts.price })
    .from(branchProducts)
    .where(eq(branchProducts.branchId, 1));
  return rows
    .filter((row) => row.stock >= 20_000 && row.price >= 5000 && !skip.includes(row.id))
    .sort((a, b) => a.id - b.id)
    .slice(0, count)
    .map((row) => row.id);
}

describe('after checkout', () => {
  it('cancels an order in Arabic on a phone, from the reason dialog, with the time left shown', async () => {
    const { token, orderId } = await customerWithOrder([crutches], 'ar');
    const context = await loggedIn(token, 'phone');
    const page = await open(context, `/ar/order-info/${orderId}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const countdown = page.getByTestId('cancel-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/[0-4]:\d\d/);
    await keepScreenshot(page, 'order-life-ar-phone-order');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: arShop.cancelOrder }).click();
    const dialog = page.getByRole('dialog', { name: fill(arShop.cancelOrderTitle, { id: orderId }) });
    await dialog.waitFor();
    const reasons = dialog.getByRole('radio');
    expect(await reasons.count()).toBeGreaterThanOrEqual(5);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await keepScreenshot(page, 'order-life-ar-phone-dialog');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await reasons.nth(2).check();
    await dialog.getByRole('textbox').fill('سأطلب لاحقاً');
    await dialog.getByRole('button', { name: arShop.confirmCancel }).click();
    await page.getByText('تم إلغاء طلبك').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('ملغي');
    expect(await page.getByRole('link', { name: arShop.cancelOrder }).count()).toBe(0);
    await keepScreenshot(page, 'order-life-ar-phone-cancelled');

    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ statusId: 6, cancellationReasonId: 3, cancellationComment: 'سأطلب لاحقاً' });

    const list = await open(context, '/ar/profile/3');
    const cancelledRow = list.getByTestId('order-row').filter({ hasText: String(orderId) });
    await expect.poll(() => cancelledRow.textContent()).toContain(arShop.cancelled);
    await context.close();
  });

  it('fits the order page and the reason dialog on phones and desktops, in both languages', async () => {
    const { token, orderId } = await customerWithOrder([crutches]);
    for (const [lang, viewport] of [
      ['en', 'phone'],
      ['en', 'desktop'],
      ['ar', 'desktop'],
    ] as const) {
      const t = lang === 'ar' ? arShop : enShop;
      const context = await loggedIn(token, viewport);
      const page = await open(context, `/${lang}/order-info/${orderId}`);
      await page.getByRole('link', { name: t.cancelOrder }).click();
      await page.getByRole('dialog', { name: fill(t.cancelOrderTitle, { id: orderId }) }).waitFor();
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await keepScreenshot(page, `order-life-${lang}-${viewport}-dialog`);
      await context.close();
    }
  });

  it('cancels without scripts: the button opens the form in the page, which posts to the page', async () => {
    const { token, orderId } = await customerWithOrder([crutches]);
    const context = await loggedIn(token, 'desktop', false);
    const page = await open(context, `/en/order-info/${orderId}`, false);
    await page.getByRole('link', { name: enShop.cancelOrder }).click();
    await page.waitForURL(`**/en/order-info/${orderId}?cancel=1`);
    const form = page.getByTestId('cancel-order-form');
    await keepScreenshot(page, 'order-life-en-desktop-cancel-no-script');
    await form.getByRole('radio').first().check();
    await form.getByRole('button', { name: enShop.confirmCancel }).click();
    await page.waitForLoadState();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    await context.close();
  });

  it('orders a completed order again in English on a desktop, and the cart says what was skipped', async () => {
    const [first, second] = await piecesInStock(2, [crutches]);
    const { token, orderId } = await customerWithOrder([crutches, first!, second!]);
    // Staff completed it; since then the second product ran out at this branch.
    await database.db.update(orders).set({ statusId: 5 }).where(eq(orders.id, orderId));
    await database.db
      .update(branchProducts)
      .set({ stockMilli: 0 })
      .where(and(eq(branchProducts.productId, second!), eq(branchProducts.branchId, 1)));

    const context = await loggedIn(token, 'desktop');
    const page = await open(context, `/en/order-info/${orderId}`);
    expect(await page.getByRole('link', { name: enShop.cancelOrder }).count()).toBe(0);
    await keepScreenshot(page, 'order-life-en-desktop-completed');
    await page.getByRole('button', { name: enShop.orderAgain }).click();
    await page.waitForURL(/\/en\/cart\?reordered=/);
    const notice = page.getByTestId('reorder-notice');
    await notice.waitFor();
    const order = (await api(token, 'GET', `orders/${orderId}`)).body.data.order;
    const skippedName = order.items.find((item: { productId: number }) => item.productId === second).name;
    expect(await notice.textContent()).toContain(`${skippedName} (${enShop.skipOutOfStock})`);
    const cart = (await api(token, 'GET', 'cart/view')).body.data.cart;
    expect(cart.items.map((item: { productId: number }) => item.productId).sort()).toEqual(
      [crutches, first].sort(),
    );
    await keepScreenshot(page, 'order-life-en-desktop-cart');
    await context.close();
  });
});
