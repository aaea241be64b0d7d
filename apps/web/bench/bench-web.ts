/**
 * Lighthouse (mobile settings, simulated throttling) on the home, a category and a product page in
 * both languages, plus the JavaScript a first visit downloads (gzip), against the production build.
 *
 *   npm run bench:web            (builds, starts the store on a free port with fresh demo data)
 *   npm run bench:web -- --url http://localhost:3000   (measures a running store)
 *   npm run bench:web -- --save /tmp/lighthouse   (also writes each page's Lighthouse report, JSON)
 *   npm run bench:web -- --js-only   (only the first-load JavaScript, in bytes: quick, for a change's before/after)
 *   npm run bench:web -- --pages   (server-rendered pages per second, autocannon, 10 connections: home, a
 *     category, a product, about and a 404 in both languages, as a returning guest and with a session cookie)
 *   PAGE_CACHE_SECONDS=0 npm run bench:web -- --pages   (the same with the guest page cache off: every page rendered)
 *   npm run bench:web -- --js-only --url http://127.0.0.1:3000   (the same against a running store; it also
 *     reads the signed-in pages' scripts from apps/web/build's route manifest, which a running store was built from)
 * The JS-only run also signs a new customer up (one registration), places an order and reads the
 * signed-in pages (profile, addresses, cart, checkout, the order's info and alternatives, support, the
 * prescription upload) from their HTML, and lists the heaviest routes of the storefront's manifest.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiCaller, newBenchCustomer, placeCashOrder, prepareCart, startBenchStore } from './bench-store.ts';
import { countFirstLoadJs, firstLoadJsBudget, gzipBytes } from './first-load-js.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3998' },
    'js-only': { type: 'boolean', default: false },
    pages: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    save: { type: 'string' },
  },
});
const webDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Scripts a first visit loads (first-load-js.ts): the entry and every modulepreload in the HTML,
 * gzip-compressed. With a `session` (a customer's token) the page is asked for signed in, and must
 * answer itself, not redirect.
 */
async function firstLoadJs(url: string, session?: string) {
  const response = await fetch(
    url,
    session ? { headers: { cookie: `session=${session}` }, redirect: 'manual' } : undefined,
  );
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.headers.get('location') ?? ''}`);
  const js = await countFirstLoadJs(url, await response.text(), async (source) =>
    Buffer.from(await (await fetch(source)).arrayBuffer()),
  );
  return { ...js, kb: Math.round(js.raw / 1024), gzipKb: Math.round(js.gzip / 1024) };
}

/** The pages measured: home, a category, a product (the first of the listing). */
async function pagesOf(base: string) {
  const listing = (await (await fetch(`${base}/api/products/filter?size=1`)).json()) as {
    data: { products: { id: number; finalPrice: number; name: string }[] };
  };
  const product = listing.data.products[0]!;
  return [
    ['home', '/'],
    ['category', '/category/1/6/Groceries'],
    [
      'product',
      `/product/${product.id}/${product.finalPrice.toFixed(2)}/p-${product.id}.svg/${encodeURIComponent(product.name)}`,
    ],
    ['login', '/login'],
  ] as const;
}

/** Form pages open to visitors, measured from their HTML like the others (not in the Lighthouse runs). */
const formPages = [
  ['register', '/register'],
  ['contact', '/contact-us'],
  ['forget password', '/forget-password'],
  ['reset password', '/reset-password'],
  ['phone verification', '/phone-verification'],
] as const;

/**
 * Pages behind sign-in (their HTML is a redirect here): route ids of the build's route manifest. The
 * order pages (`/{lang}/order-info/{id}`, `…/alternatives`) also need an order of the customer's.
 */
const signedInRoutes = [
  ['profile account', 'profile-index'],
  ['profile addresses', 'routes/profile-addresses'],
  ['cart', 'routes/cart'],
  ['checkout', 'routes/checkout'],
  ['order info', 'routes/order-info'],
  ['order alternatives', 'routes/order-alternatives'],
] as const;

/**
 * A new customer with an order and a cart, made through the API, for the pages behind sign-in read
 * from their own HTML: the session token and those pages (the order's info and alternatives too).
 */
async function signedInPages(base: string) {
  const call = apiCaller(base);
  const customer = await newBenchCustomer(call, 'web');
  const listing = await call(null, 'products/filter?size=20');
  const products = (listing.data as { products: { id: number; finalPrice: number }[] }).products;
  // Above the store's minimum order (100 EGP by default) with one piece.
  const product = products.find((entry) => entry.finalPrice >= 150) ?? products[0]!;
  const orderId = await placeCashOrder(call, customer, product.id);
  // A cart ready again (placing the order cleared the choices), so that the checkout opens.
  await prepareCart(call, customer, product.id);
  return {
    token: customer.token,
    pages: [
      ['profile account', '/profile'],
      ['profile addresses', '/profile/2'],
      ['cart', '/cart'],
      ['checkout', '/checkout'],
      ['order info', `/order-info/${orderId}`],
      ['order alternatives', `/order-info/${orderId}/alternatives`],
      ['support', '/support'],
      ['upload prescription', '/profile/7'],
    ] as const,
  };
}

/** The build's route manifest (apps/web/build/client/assets/manifest-*.js). */
function routeManifest() {
  const assets = join(webDir, 'build', 'client', 'assets');
  const file = readdirSync(assets).find((name) => name.startsWith('manifest-'));
  if (!file) throw new Error('No route manifest in apps/web/build: build the web first');
  const text = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
  };
}

/**
 * What React Router preloads for a route (the same list its HTML carries): the entry and its imports,
 * then the route and each parent with their static imports, read from the build's route manifest.
 */
function firstLoadJsOfRoute(routeId: string) {
  const client = join(webDir, 'build', 'client');
  const manifest = routeManifest();
  const sources = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    sources.add(route.module);
    for (const source of route.imports ?? []) sources.add(source);
  }
  let gzip = 0;
  for (const source of sources) gzip += gzipBytes(readFileSync(join(client, source)));
  return { files: sources.size, gzip };
}

async function jsOnly() {
  const store = await startBenchStore({ url: values.url, port: values.port });
  try {
    const rows = [];
    for (const lang of ['en', 'ar'])
      for (const [name, path] of [...(await pagesOf(store.base)), ...formPages]) {
        const js = await firstLoadJs(`${store.base}/${lang}${path}`);
        rows.push({ page: `${lang} ${name}`, 'JS files': js.files, 'JS gzip bytes': js.gzip });
      }
    const customer = await signedInPages(store.base);
    for (const lang of ['en', 'ar'])
      for (const [name, path] of customer.pages) {
        const js = await firstLoadJs(`${store.base}/${lang}${path}`, customer.token);
        rows.push({ page: `${lang} ${name}`, 'JS files': js.files, 'JS gzip bytes': js.gzip });
      }
    for (const [name, routeId] of signedInRoutes) {
      const js = firstLoadJsOfRoute(routeId);
      rows.push({ page: `${name} (manifest)`, 'JS files': js.files, 'JS gzip bytes': js.gzip });
    }
    console.log('\nFirst-load JavaScript (gzip -9)');
    console.table(rows);
    // Every page of the storefront, the ones above included (the staff console has its own budget).
    const heaviest = Object.keys(routeManifest().routes)
      .filter((routeId) => !routeId.includes('staff'))
      .map((routeId) => ({ route: routeId, 'JS gzip bytes': firstLoadJsOfRoute(routeId).gzip }))
      .sort((a, b) => b['JS gzip bytes'] - a['JS gzip bytes'])
      .slice(0, 6);
    console.log(
      `Heaviest storefront routes (route manifest; budget 150 KB = ${firstLoadJsBudget.toLocaleString('en')} B)`,
    );
    console.table(heaviest);
  } finally {
    await store.stop();
  }
}

/**
 * Pages per second of one process: each page for `--seconds` with 10 connections, as a returning guest
 * (the device and language cookies a browser sends after its first page) and with a session cookie
 * (never from the guest page cache: every page rendered), with the HTML's size (uncompressed) and its Cache-Control.
 */
async function pagesPerSecond() {
  // One client asks for every page: the API's per-client limit (1,200 a minute) is not what is measured.
  process.env.RATE_LIMIT_MAX ??= '100000000';
  const store = await startBenchStore({ url: values.url, port: values.port });
  try {
    const pages = [
      ...(await pagesOf(store.base)).filter(([name]) => name !== 'login'),
      ['about', '/about'],
      ['404', '/no-such-page'],
    ] as const;
    const rows = [];
    for (const [who, cookie] of [
      ['guest', 'deviceId=bench-pages-guest-0001'],
      // A session cookie (an expired one: the page is a guest's, but rendered like a customer's, never cached).
      ['session cookie', 'deviceId=bench-pages-customer-0001; session=bench-expired-session-token-0001'],
    ] as const)
      for (const lang of ['en', 'ar'])
        for (const [name, path] of pages) {
          const url = `${store.base}/${lang}${path}`;
          const headers = { cookie: `${cookie}; lang=${lang}`, 'accept-encoding': 'gzip' };
          const first = await fetch(url, { headers: { cookie: headers.cookie } });
          const html = await first.text();
          const result = await autocannon({
            url,
            connections: 10,
            duration: Number(values.seconds),
            headers,
          });
          rows.push({
            page: `${lang} ${name} (${who})`,
            status: first.status,
            'pages/s': Math.round(result.requests.average),
            'p50 ms': result.latency.p50,
            'p99 ms': result.latency.p99,
            errors: result.errors + (first.status === 404 ? 0 : result.non2xx),
            'HTML KB': Math.round(Buffer.byteLength(html) / 1024),
            'cache-control': first.headers.get('cache-control'),
          });
        }
    console.log(`\nServer-rendered pages per second (autocannon, 10 connections, ${values.seconds} s each)`);
    console.table(rows);
  } finally {
    await store.stop();
  }
}

async function measure(url: string, port: number) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  return result!.lhr;
}

async function main() {
  const store = await startBenchStore({ url: values.url, port: values.port });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const pages = (await pagesOf(store.base)).filter(([name]) => name !== 'login');
    const rows = [];
    for (const lang of ['en', 'ar']) {
      for (const [name, path] of pages) {
        const url = `${store.base}/${lang}${path}`;
        // Lighthouse sometimes fails to record a load on this machine ("NO_NAVSTART ... Please run
        // Lighthouse again"): such a run is no measurement, so the page is measured once more.
        let lhr = await measure(url, chrome.port);
        if (lhr.runtimeError) {
          console.error(`${lang}${path}: ${lhr.runtimeError.code}; measured again`);
          lhr = await measure(url, chrome.port);
        }
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          writeFileSync(join(values.save, `${lang}-${name}.json`), JSON.stringify(lhr));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const js = await firstLoadJs(url);
        rows.push({
          page: `${lang} ${name}`,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          'LCP ms': Math.round(audit('largest-contentful-paint')),
          'TBT ms': Math.round(audit('total-blocking-time')),
          // Not in the score since Lighthouse 10, but it is when a visitor can use the page.
          'TTI ms': Math.round(audit('interactive')),
          CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
          'JS files': js.files,
          'JS gzip KB': js.gzipKb,
        });
      }
    }
    console.log('\nLighthouse (mobile, simulated throttling) and first-load JavaScript');
    console.table(rows);
  } finally {
    await chrome.kill();
    await store.stop();
  }
}

(values.pages ? pagesPerSecond() : values['js-only'] ? jsOnly() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
