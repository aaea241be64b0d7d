import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type App, buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { type Database, openDatabase } from '../../api/src/db/client.ts';
import { seedDemoData } from '../../api/src/demo-data/seed.ts';
import { registerWeb } from '../server/web-handler.ts';
import { viewports, waitForHydration } from './browser.ts';

/**
 * A whole store (web and API on one port, embedded database, demo data, production settings) run
 * inside the test process, for journeys that must reach into the domain: mark an order completed,
 * ask for substitutes as the staff console will. Other journeys use the shared server of
 * global-setup.ts.
 */
export async function startInProcessStore() {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  });
  const database: Database = await openDatabase({ dataDir: null });
  await seedDemoData(database.db);
  const app: App = await buildApp(database, config);
  await registerWeb(app, { dev: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

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

  let phoneSeed = Math.floor(Math.random() * 1_000_000);
  /** A new customer with a cash order of the products (quantity 1 each), placed through the API. */
  async function customerWithOrder(productIds: number[], lang = 'en') {
    phoneSeed += 1;
    const phone = `011${String(phoneSeed).padStart(8, '0')}`;
    const registered = await api(null, 'POST', 'register', {
      first_name: 'Mona',
      last_name: 'Adel',
      phone,
      email: `in-process-${phone}@example.com`,
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

  /** A browser context logged in with the customer's token (the web's session cookie). */
  async function loggedIn(
    browser: Browser,
    token: string,
    viewport: keyof typeof viewports,
    javaScriptEnabled = true,
  ) {
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

  return {
    app,
    database,
    base,
    api,
    customerWithOrder,
    loggedIn,
    open,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type InProcessStore = Awaited<ReturnType<typeof startInProcessStore>>;
