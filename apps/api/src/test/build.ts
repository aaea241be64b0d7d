import { randomBytes } from 'node:crypto';
import { normalizePhone } from '@store/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type App, buildApp } from '../app.ts';
import { type AccountsConfig, loadConfig, type ShopConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { branchProducts, jobs, products } from '../db/schema.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { createFakeClock } from '../jobs/index.ts';
import { embeddedTemplate, templateFor } from './templates.ts';

/** Demo mode, no sign-in providers: what a fresh `npm start` runs. */
export const demoAccounts: AccountsConfig = {
  storeMode: 'demo',
  sessionSecret: null,
  sessionDays: 30,
  staffSessionHours: 12,
  smtp: null,
  smsWebhook: null,
  whatsapp: null,
  google: null,
  facebook: null,
};

/**
 * A fresh store for one test file: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (CI runs the API suite both ways). Both start as a
 * copy of a template database, migrated and seeded once per run; migrations still run on it
 * (finding nothing to do) as on any start.
 */
export async function build(
  options: {
    seed?: boolean;
    rateLimitMax?: number;
    driver?: 'pglite';
    accounts?: Partial<AccountsConfig>;
    shop?: Partial<ShopConfig>;
    /** Where the store "listens" and DEMO_OUTBOX: only for tests about the demo outbox. */
    host?: string;
    demoOutbox?: boolean;
    trustProxy?: boolean;
    /** PUBLIC_URL: only for tests about it (unset, URLs are absolute on each request's own origin). */
    publicUrl?: string;
    /** Only for tests about that setting; others run with the production default (see `clearSharedCaches`). */
    productCacheSeconds?: number;
    /** Silent unless a test is about what gets logged. */
    logLevel?: 'error' | 'warn' | 'info';
    /**
     * A second instance of the store on this one's database (two app processes on one PostgreSQL
     * server): its own connection pool on the server, the same database on PGlite. Closing it
     * leaves the database to its owner.
     */
    shareDatabaseOf?: { database: Database; databaseUrl: string | null };
    /** REVERSE_GEOCODE_*: only for the reverse geocoding tests (unset: off). */
    reverseGeocode?: { url: string; userAgent: string; perSecond: number };
    /** METRICS_TOKEN: only for the metrics tests (unset: no /metrics). */
    metricsToken?: string;
    /** Where the job runner's fake clock starts (default: now). */
    jobsClockStart?: Date;
    /** Adds to the app before it is ready (the storefront, for the web server's tests). */
    extend?: (app: App) => Promise<void>;
  } = {},
) {
  const serverUrl = options.driver === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  let databaseUrl: string | null = null;
  const shared = options.shareDatabaseOf;
  const seed = options.seed !== false;
  const storeMode = options.accounts?.storeMode ?? 'demo';
  const template = shared ? undefined : templateFor(serverUrl ? 'postgres' : 'pglite', seed, storeMode);
  if (shared) {
    databaseUrl = shared.databaseUrl;
    database = databaseUrl
      ? await openDatabase({ databaseUrl })
      : { ...shared.database, close: async () => {} };
  } else if (serverUrl) {
    const name = `store_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(
      template?.templates.driver === 'postgres'
        ? `create database ${name} template ${template.templates.databases[template.kind]}`
        : `create database ${name}`,
    );
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else if (template?.templates.driver === 'pglite') {
    database = await openDatabase({ dataDir: null, loadDataDir: await embeddedTemplate(template.kind) });
  } else {
    database = await openDatabase({ dataDir: null });
  }
  if (seed && !shared && !template) await seedDemoData(database.db, { staff: storeMode === 'demo' });
  // What `npm start` gets with no settings: the values a test does not choose.
  const production = loadConfig({});
  // Jobs run when a test says so (`store.jobs.runDue()`), at the fake clock's time.
  const clock = createFakeClock(options.jobsClockStart ?? new Date());
  const app: App = await buildApp(
    database,
    {
      logLevel: options.logLevel ?? 'silent',
      nodeEnv: 'test',
      // The production limit (1,200 a minute per client): no file sends more from one address or account.
      rateLimitMax: options.rateLimitMax ?? production.rateLimitMax,
      trustProxy: options.trustProxy ?? false,
      // As `npm start` on this machine with HOST=127.0.0.1: the demo outbox answers local requests.
      host: options.host ?? '127.0.0.1',
      demoOutbox: options.demoOutbox ?? false,
      publicUrl: options.publicUrl ?? null,
      ...(options.reverseGeocode && { reverseGeocode: options.reverseGeocode }),
      ...(options.metricsToken && {
        metrics: { token: options.metricsToken, port: null, host: '127.0.0.1' },
      }),
      // The production setting: shared pages are reused. A test that changes the catalogue in the
      // database calls `clearSharedCaches()` before reading it again.
      productCacheSeconds: options.productCacheSeconds ?? production.productCacheSeconds,
      accounts: { ...demoAccounts, ...options.accounts },
      shop: {
        minimumOrder: 10_000,
        maximumCart: 2_000_000,
        prescriptionValidityDays: production.shop.prescriptionValidityDays,
        paymob: null,
        allowTestGateway: false,
        cancelWindowMinutes: production.shop.cancelWindowMinutes,
        substitutionCancelMinutes: production.shop.substitutionCancelMinutes,
        substitutionMinutes: production.shop.substitutionMinutes,
        returnWindowDays: production.shop.returnWindowDays,
        paymentTimeoutMinutes: production.shop.paymentTimeoutMinutes,
        walletTimeoutMinutes: production.shop.walletTimeoutMinutes,
        kioskTimeoutMinutes: production.shop.kioskTimeoutMinutes,
        testKioskPaySeconds: production.shop.testKioskPaySeconds,
        schedule: production.shop.schedule,
        cardHold: production.shop.cardHold,
        ...options.shop,
      },
    },
    { clock, startJobs: false },
  );
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    /** The job runner; nothing runs until a test calls `runDue()` (or `start()`). */
    jobs: app.jobs,
    /** The job runner's clock: `advance` it to make later jobs and retries due. */
    clock,
    database,
    /** The server database's URL (null on PGlite). */
    databaseUrl,
    db: database.db,
    /** Forgets the shared product, listing and home pages: the next reads see the database as it is. */
    clearSharedCaches: () => app.clearSharedCaches(),
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export type TestStore = Awaited<ReturnType<typeof build>>;

/**
 * Two instances on one database, as production runs, with guests' pages kept longer than a test:
 * only the other instance's NOTIFY can make what the second shows change.
 */
export async function twoInstances() {
  const store = await build({ productCacheSeconds: 600 });
  const second = await build({ productCacheSeconds: 600, shareDatabaseOf: store });
  return { store, second };
}

/** `app.inject` with the store's headers: language and (optionally) a device id. */
export function request(store: TestStore, lang: 'en' | 'ar' = 'en', deviceId?: string) {
  const headers: Record<string, string> = { 'content-language': lang };
  if (deviceId) headers.deviceid = deviceId;
  return {
    get: (url: string) => store.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: Record<string, unknown>, form = false) =>
      store.app.inject({
        method: 'POST',
        url,
        headers: form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
        payload:
          form && payload ? new URLSearchParams(payload as Record<string, string>).toString() : payload,
      }),
  };
}

/**
 * The code queued for a phone or e-mail (the newest one), read from the send-message job before
 * it runs: tests that do not run jobs still see the code the customer would get.
 */
export async function queuedCode(store: TestStore, to: string): Promise<string | null> {
  // A number is sent to in its one form (decision 0073), whichever spelling the test typed.
  const recipient = normalizePhone(to) ?? to;
  const rows = await store.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, 'send-message'), sql`${jobs.payload}->>'to' = ${recipient}`))
    .orderBy(desc(jobs.id));
  for (const row of rows) {
    const code = (row.payload as { code?: string } | null)?.code;
    if (code) return code;
  }
  return null;
}

/**
 * A new account through the API as a customer makes one (decision 0044): `register`, then the
 * texted code to `verify/registration/code`, which creates the account and logs it in.
 */
export async function signUp(
  store: TestStore,
  person: Record<string, string>,
  {
    remoteAddress,
    lang = 'en',
    deviceId,
  }: { remoteAddress?: string; lang?: 'en' | 'ar'; deviceId?: string | undefined } = {},
): Promise<{ token: string; userId: number; signUpId: number }> {
  const headers: Record<string, string> = { 'content-language': lang };
  if (deviceId) headers.deviceid = deviceId;
  const registered = await store.app.inject({
    method: 'POST',
    url: '/api/register',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers,
    payload: person,
  });
  if (registered.statusCode !== 200) throw new Error(`could not register: ${registered.body}`);
  const signUpId = registered.json().item as number;
  const code = await queuedCode(store, person.phone!);
  const verified = await store.app.inject({
    method: 'POST',
    url: '/api/verify/registration/code',
    ...(remoteAddress ? { remoteAddress } : {}),
    headers,
    payload: { user_id: signUpId, code },
  });
  if (verified.statusCode !== 200) throw new Error(`could not verify the sign-up: ${verified.body}`);
  return {
    token: verified.json().data.token as string,
    userId: verified.json().data.user.id as number,
    signUpId,
  };
}

let shopperCount = 0;

/**
 * A registered, logged-in customer of the store, speaking from its own IP (so per-IP limits on
 * sign-ups do not mix tests up). `call` sends requests as them.
 */
export async function shopper(store: TestStore, lang: 'en' | 'ar' = 'en') {
  shopperCount += 1;
  const n = shopperCount;
  const remoteAddress = `10.77.${Math.floor(n / 250)}.${n % 250}`;
  // Seven digits always (a pid under 100 once made a ten-digit phone the register form refused).
  const suffix = `${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}`.slice(-7);
  const { token, userId } = await signUp(
    store,
    {
      first_name: 'Test',
      last_name: `Shopper ${n}`,
      phone: `0120${suffix}`,
      email: `shopper.${suffix}@example.com`,
      password: 'Shopper-pass1',
      password_confirmation: 'Shopper-pass1',
    },
    { remoteAddress, lang },
  );
  const headers = (extra: Record<string, string> = {}) => ({
    'content-language': lang,
    authorization: `Bearer ${token}`,
    ...extra,
  });
  return {
    token,
    userId,
    get: (url: string, extra?: Record<string, string>) =>
      store.app.inject({ method: 'GET', url, headers: headers(extra), remoteAddress }),
    post: (url: string, payload?: Record<string, unknown>, extra?: Record<string, string>) =>
      store.app.inject({ method: 'POST', url, headers: headers(extra), payload, remoteAddress }),
  };
}

export type Shopper = Awaited<ReturnType<typeof shopper>>;

/**
 * A request to an event stream, which never ends by itself: read up to its first frame (a 200) or
 * to the end of the refusal's envelope, then dropped.
 */
export async function injectStreamStart(
  store: TestStore,
  request: {
    method: 'GET' | 'POST';
    url: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  },
) {
  const response = await store.app.inject({ ...request, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  for await (const chunk of stream) {
    body += String(chunk);
    if (response.statusCode === 200 && body.includes('\n\n')) break;
  }
  stream.destroy();
  return { statusCode: response.statusCode, headers: response.headers, body };
}

/** A complete address, as the forms send it. */
export const sampleAddress = {
  city: 'Cairo',
  area: 'Nasr City',
  streetName: 'Abbas El Akkad',
  buildingNumber: '12',
  floor: 3,
  apartment: 7,
  landmark: 'Near City Stars',
};

/**
 * Hands out in-stock piece goods of branch 1 sold without a prescription (each at most once per store), priced as asked
 * (piasters), for tests whose totals depend on exact prices.
 */
export function piecesPricer(store: TestStore) {
  let taken = 0;
  return async (...prices: number[]) => {
    const rows = await store.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(
        branchProducts,
        and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, 1)),
      )
      .where(
        // Not medicines: a prescription-only one needs a prescription (docs/decisions/0061), and any
        // medicine's packs are scanned before it goes out (0066); tests of those pick their own.
        sql`not ${products.weighted} and ${branchProducts.stockMilli} >= 20000 and ${products.quantities} @> '[2]'::jsonb and ${products.medicineClass} = 'none'`,
      )
      .orderBy(products.id)
      .offset(taken)
      .limit(prices.length);
    taken += prices.length;
    for (const [index, row] of rows.entries())
      await store.db
        .update(branchProducts)
        .set({ price: prices[index]!, oldPrice: null })
        .where(and(eq(branchProducts.productId, row.id), eq(branchProducts.branchId, 1)));
    store.clearSharedCaches();
    return rows.map((row) => row.id);
  };
}
