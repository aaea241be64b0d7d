import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import { type App, buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { type Database, openDatabase } from '../../api/src/db/client.ts';
import { branchProducts, products } from '../../api/src/db/schema.ts';
import { seedDemoData } from '../../api/src/demo-data/seed.ts';
import { startTracing } from '../../api/src/observability/tracing.ts';
import { registerWeb, type WebOptions } from '../server/web-handler.ts';
import { cairoAddress, newPhone, registerFromOwnAddress, signIn, waitForHydration } from './fixtures.ts';

/**
 * A whole store (web and API on one port, embedded database, demo data, production settings) run
 * inside the test process, for journeys that must reach into the domain: mark an order completed,
 * ask for substitutes as the staff console will. Other journeys use the shared server of
 * global-setup.ts. `env` changes a setting as its environment variable would (TRUST_PROXY...).
 */
export async function startInProcessStore(
  env: Record<string, string> = {},
  web: Omit<WebOptions, 'dev'> = {},
) {
  const config = loadConfig({
    // Production settings, the API's rate limit included (1,200 a minute per client: every journey
    // passed at half of it).
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  });
  // OTEL_EXPORTER_OTLP_ENDPOINT in `env`: traces on, as runServer starts them (before the app).
  const tracing = config.tracing ? await startTracing(config.tracing) : null;
  const database: Database = await openDatabase({ dataDir: null });
  await seedDemoData(database.db);
  const app: App = await buildApp(database, config);
  await registerWeb(app, { dev: false, ...web });
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

  /**
   * A new customer with the Cairo address, registered through the API: the token and the address.
   * `tag` names the spec in the e-mail address; each spec keeps its own phone prefix.
   */
  async function newCustomer(
    tag = 'in-process',
    { phonePrefix = '011', firstName = 'Mona', lastName = 'Adel' } = {},
  ) {
    const phone = newPhone(phonePrefix);
    // Register, then the texted code (decision 0044), from an address of its own.
    const registered = await registerFromOwnAddress(base, {
      first_name: firstName,
      last_name: lastName,
      phone,
      email: `${tag}-${phone}@example.com`,
      password: 'secret-pass1',
      password_confirmation: 'secret-pass1',
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.data.token;
    const address = await api(token, 'POST', 'addresses', cairoAddress);
    return { token, addressId: address.body.item as number };
  }

  /** A new customer with a cash order of the products (quantity 1 each), placed through the API. */
  async function customerWithOrder(productIds: number[], lang = 'en') {
    const { token, addressId } = await newCustomer();
    for (const productId of productIds)
      expect((await api(token, 'POST', 'cart/add', { productId, quantity: 1 })).status).toBe(200);
    await api(token, 'POST', 'cart/address/select', { addressId });
    await api(token, 'POST', 'cart/payment/select', { paymentTypeId: 1 });
    const placed = await api(token, 'POST', 'cart/order', { orderFrom: 'Web' }, lang);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { token, orderId: placed.body.item as number };
  }

  let taken = 0;
  /**
   * `count` products of branch 1 with plenty of stock (`minStock`, in thousandths) priced 50 EGP or
   * more, by id (`newestFirst`: highest id first), leaving out `skip`. `fresh`: a set no earlier
   * fresh call of this store took, so that journeys do not share (and use up) products.
   */
  async function piecesInStock(
    count: number,
    { newestFirst = false, minStock = 20_000, skip = [] as number[], fresh = true } = {},
  ) {
    const rows = await database.db
      .select({ id: branchProducts.productId, stock: branchProducts.stockMilli, price: branchProducts.price })
      .from(branchProducts)
      .innerJoin(products, eq(products.id, branchProducts.productId))
      // Ordered without a prescription (prescription-only medicines need one: docs/decisions/0061).
      .where(and(eq(branchProducts.branchId, 1), eq(products.medicineClass, 'none')));
    const from = fresh ? taken : 0;
    if (fresh) taken += count;
    return rows
      .filter((row) => row.stock >= minStock && row.price >= 5000 && !skip.includes(row.id))
      .sort((a, b) => (newestFirst ? b.id - a.id : a.id - b.id))
      .slice(from, from + count)
      .map((row) => row.id);
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
    newCustomer,
    customerWithOrder,
    piecesInStock,
    signIn: signInAs,
    open,
    async close() {
      const closing = app.close();
      // Answers a test did not read to the end (a page's stream held back by its unread body) would
      // keep their connections, and the close waiting, forever.
      app.server.closeAllConnections();
      await closing;
      await database.close();
      await tracing?.shutdown();
    },
  };
}

export type InProcessStore = Awaited<ReturnType<typeof startInProcessStore>>;
