/**
 * Lighthouse (mobile settings, simulated throttling) on the home, a category and a product page in
 * both languages, plus the JavaScript a first visit downloads (gzip), against the production build.
 *
 *   npm run bench:web            (builds, starts the store on a free port with fresh demo data)
 *   npm run bench:web -- --url http://localhost:3000   (measures a running store)
 *   npm run bench:web -- --js-only   (only the first-load JavaScript, in bytes: quick, for a change's before/after)
 *   npm run bench:web -- --js-only --url http://127.0.0.1:3000   (the same against a running store; it also
 *     reads the signed-in pages' scripts from apps/web/build's route manifest, which a running store was built from)
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3998' },
    'js-only': { type: 'boolean', default: false },
  },
});
const webDir = fileURLToPath(new URL('..', import.meta.url));

async function startStore(): Promise<{ base: string; stop: () => Promise<void> }> {
  if (values.url) return { base: values.url.replace(/\/$/, ''), stop: async () => {} };
  execSync('npx react-router build', { cwd: webDir, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: values.port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${values.port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((done) => setTimeout(done, 500));
    }
  }
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Scripts a first visit loads: the entry and every modulepreload in the HTML, gzip-compressed. */
async function firstLoadJs(url: string) {
  const html = await (await fetch(url)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(
    /<link (?:rel="modulepreload"|data-preload-after-paint)[^>]*? href="([^"]+)"/g,
  ))
    sources.add(match[1]!);
  for (const match of html.matchAll(/import \* as \w+ from "([^"]+)"/g)) sources.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, kb: Math.round(raw / 1024), gzipKb: Math.round(gzip / 1024), gzip };
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

/** Pages behind sign-in (their HTML is a redirect here): route ids of the build's route manifest. */
const signedInRoutes = [
  ['profile account', 'profile-index'],
  ['profile addresses', 'routes/profile-addresses'],
  ['cart', 'routes/cart'],
  ['checkout', 'routes/checkout'],
] as const;

/**
 * What React Router preloads for a route (the same list its HTML carries): the entry and its imports,
 * then the route and each parent with their static imports, read from the build's route manifest.
 */
function firstLoadJsOfRoute(routeId: string) {
  const client = join(webDir, 'build', 'client');
  const file = readdirSync(join(client, 'assets')).find((name) => name.startsWith('manifest-'));
  if (!file) throw new Error('No route manifest in apps/web/build: build the web first');
  const text = readFileSync(join(client, 'assets', file), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
  };
  const sources = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId ?? '']) {
    sources.add(route.module);
    for (const source of route.imports ?? []) sources.add(source);
  }
  let gzip = 0;
  for (const source of sources) gzip += gzipSync(readFileSync(join(client, source)), { level: 9 }).length;
  return { files: sources.size, gzip };
}

async function jsOnly() {
  const store = await startStore();
  try {
    const rows = [];
    for (const lang of ['en', 'ar'])
      for (const [name, path] of [...(await pagesOf(store.base)), ...formPages]) {
        const js = await firstLoadJs(`${store.base}/${lang}${path}`);
        rows.push({ page: `${lang} ${name}`, 'JS files': js.files, 'JS gzip bytes': js.gzip });
      }
    for (const [name, routeId] of signedInRoutes) {
      const js = firstLoadJsOfRoute(routeId);
      rows.push({ page: `${name} (manifest)`, 'JS files': js.files, 'JS gzip bytes': js.gzip });
    }
    console.log('\nFirst-load JavaScript (gzip -9)');
    console.table(rows);
  } finally {
    await store.stop();
  }
}

async function main() {
  const store = await startStore();
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
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result!.lhr;
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

(values['js-only'] ? jsOnly() : main()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
