import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { type App, buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { type Database, openDatabase } from '../../api/src/db/client.ts';
import { seedDemoData } from '../../api/src/demo-data/seed.ts';
import { registerWeb } from '../server/web-handler.ts';
import { signIn, waitForHydration } from './fixtures.ts';

/**
 * A whole store (web and API on one port, embedded database, demo data, production settings) run
 * inside the test process, for journeys that must reach into the domain: mark an order completed,
 * ask for substitutes as the staff console will. Other journeys use the shared server of
 * global-setup.ts. `env` changes a setting as its environment variable would (TRUST_PROXY...).
 */
export async function startInProcessStore(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    ...env,
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

  /** Logs the browser context in with the customer's token (the web's session cookie). */
  const signInAs = (context: BrowserContext, token: string) => signIn(context, token, base);

  /** Opens the store's `path` in `page`; waits until it has hydrated unless scripts are off. */
  async function open(page: Page, path: string, hydrate = true): Promise<Page> {
    await page.goto(`${base}${path}`);
    if (hydrate) await waitForHydration(page);
    return page;
  }

  return {
    app,
    database,
    base,
    api,
    customerWithOrder,
    signIn: signInAs,
    open,
    async close() {
      const closing = app.close();
      // Answers a test did not read to the end (a page's stream held back by its unread body) would
      // keep their connections, and the close waiting, forever.
      app.server.closeAllConnections();
      await closing;
      await database.close();
    },
  };
}

export type InProcessStore = Awaited<ReturnType<typeof startInProcessStore>>;
