/**
 * Load-tests the API on a large catalogue and prints req/s and latency per endpoint.
 *
 *   npm run bench:api -- [--products 100000] [--database-url postgres://…] [--duration 10] [--connections 10]
 *     [--only detail] [--skip-checkout] [--server-dir /tmp/old/apps/api] [--save-baseline] [--cpu-prof-dir /tmp/prof]
 *
 * Each run is compared with the figures stored in `bench-api-baseline.json` (also in
 * docs/benchmarks.md) for the same database, catalogue size and guest cache setting
 * (PRODUCT_CACHE_SECONDS=0 turns it off): an endpoint more than 10% slower prints a FAIL line and the
 * run exits with 1. `--save-baseline` stores this run's figures as the new baseline. `--server-dir`
 * runs the server of another checkout's API folder (older code, measured interleaved with this one).
 *
 * Keyword searches repeat (the same 8 in turn, as popular searches do) except in the 'each new'
 * scenario, where no keyword comes twice.
 *
 * The server runs as a child process (as `npm start` would), autocannon runs here: both share the
 * machine's cores, which is what a single small server sees in production too.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchCheckout } from './bench-checkout.ts';
import { apiDir, ensureLargeCatalogue, largeCatalogueDir, runScript } from './large-catalogue.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3999' },
    only: { type: 'string', multiple: true },
    'skip-checkout': { type: 'boolean', default: false },
    'server-dir': { type: 'string' },
    'save-baseline': { type: 'boolean', default: false },
    'cpu-prof-dir': { type: 'string' },
  },
});

const products = Number(values.products);
const dataDir = largeCatalogueDir(products);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not become healthy');
}

interface Scenario {
  name: string;
  paths: string[];
  /** Where the rotation through `paths` is: kept from the warm-up to the measure. */
  next?: number;
}

/**
 * The CPU time (ms, user and system) a process has used, from /proc: on a machine shared with other
 * work, CPU per request moves far less with the load than requests per second do.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of the line (11 and 12 after the command), in ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(scenario: Scenario, duration: number, serverPid: number) {
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration,
    headers: { 'content-language': 'en' },
    requests: [
      {
        setupRequest: (request) => {
          scenario.next = (scenario.next ?? 0) + 1;
          request.path = scenario.paths[scenario.next % scenario.paths.length]!;
          return request;
        },
      },
    ],
  });
  const cpu = cpuMs(serverPid) - cpuBefore;
  return {
    endpoint: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    // The server's CPU per answer (its own process; the database's is not in it).
    'server CPU ms/req': Number((cpu / Math.max(1, result.requests.total)).toFixed(3)),
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  await ensureLargeCatalogue(products, values['database-url']);
  const env: Record<string, string> = {
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO_DATA: 'false',
    NODE_ENV: 'production',
  };
  if (values['database-url']) env.DATABASE_URL = values['database-url'];
  else env.DATA_DIR = dataDir;
  const serverDir = values['server-dir'] ? resolve(values['server-dir']) : apiDir;
  const profile = values['cpu-prof-dir'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof-dir']}`] : [];
  const server = runScript('src/main.ts', [], env, profile, serverDir);
  try {
    await waitForHealth();
    const tree = (await (await fetch(`${base}/api/categories/tree`)).json()) as {
      data: { categories: { id: number; children: { id: number; children: { id: number }[] }[] }[] };
    };
    // The search index loads in the background after start (docs/decisions/0035): a first keyword
    // search waits for it, so no scenario measures a server still building it.
    await fetch(`${base}/api/products/filter?keyword=milk`);
    const level1 = tree.data.categories.map((category) => category.id);
    const level3 = tree.data.categories.flatMap((c) =>
      c.children.flatMap((child) => child.children.map((leaf) => leaf.id)),
    );
    const ids = Array.from({ length: 500 }, (_, i) => 1 + ((i * 7919) % products));
    const keywords = ['panadol', 'milk', 'shampo', 'rice', 'أرز', 'حليب', 'vitamin c', 'diapers'];
    const coldWords = [
      'milk',
      'rice',
      'oil',
      'cream',
      'shampoo',
      'tablets',
      'juice',
      'cheese',
      'soap',
      'baby',
    ];
    const scenarios: Scenario[] = [
      {
        name: 'products/filter (category, level 3)',
        paths: level3.map((id) => `/api/products/filter?categoryIds[0]=${id}&level=3`),
      },
      {
        name: 'products/filter (category, level 1, sort price)',
        paths: level1.map((id) => `/api/products/filter?categoryIds[0]=${id}&level=1&sort=2`),
      },
      {
        name: 'products/filter (keyword, relevance)',
        paths: keywords.map((k) => `/api/products/filter?keyword=${encodeURIComponent(k)}&sort=6`),
      },
      {
        // Never the same keyword twice (a word and a number): each pays for its ranking (decision 0010).
        // 50,000 of them, more than a run sends even when every answer comes in a millisecond.
        name: 'products/filter (keyword, each new)',
        paths: Array.from({ length: 5_000 }, (_, n) =>
          coldWords.map((word) => `/api/products/filter?keyword=${word}+${n}&sort=6`),
        ).flat(),
      },
      { name: 'products/{id}', paths: ids.map((id) => `/api/products/${id}`) },
      { name: 'home', paths: ['/api/home?web=1'] },
      { name: 'categories/tree', paths: ['/api/categories/tree'] },
    ];
    const duration = Number(values.duration);
    const rows = [];
    const only = values.only;
    for (const scenario of scenarios.filter((s) => !only || only.some((part) => s.name.includes(part)))) {
      await measure(scenario, 2, server.pid!); // warm caches and the JIT
      rows.push(await measure(scenario, duration, server.pid!));
    }
    console.log(
      `\n${products} products, ${values['database-url'] ? 'PostgreSQL server' : 'PGlite'}, ${values.connections} connections, ${duration} s each`,
    );
    console.table(rows);
    compareWithBaseline(rows);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  if (values['skip-checkout']) return;
  // Checkout (cart/add, address and payment choice, cart/order) on a demo store of its own.
  console.log(`\ncheckout, ${values.connections} customers, ${values.duration} s`);
  console.table([
    await benchCheckout({
      databaseUrl: values['database-url'],
      customers: Number(values.connections),
      durationMs: Number(values.duration) * 1000,
      port: port + 1,
    }),
  ]);
}

/** Where the baseline figures are kept: per setup (database, size, guest cache), per endpoint. */
const baselineFile = resolve(apiDir, 'src/bench/bench-api-baseline.json');

interface Figures {
  'req/s': number;
  'server CPU ms/req': number;
}

interface Baseline {
  /** How the figures were measured (command, machine, date, code). */
  note: string;
  setups: Record<string, Record<string, Figures>>;
}

/** The setup a run's figures belong to: the same endpoint is only compared with the same setup. */
function setupName() {
  const cache = process.env.PRODUCT_CACHE_SECONDS === '0' ? 'guest cache off' : 'guest cache on';
  const database = values['database-url'] ? 'PostgreSQL server' : 'PGlite';
  return `${database}, ${products} products, ${values.connections} connections, ${cache}`;
}

const percent = (change: number) => `${change >= 0 ? '+' : ''}${Math.round(change * 100)}%`;

/**
 * Prints each endpoint against its baseline, and a loud FAIL line (and exit code 1) for any that
 * answers more than 10% fewer requests per second, or spends more than 10% more server CPU per
 * request: run it before landing anything on the request path. With `--save-baseline` the
 * run's figures become the baseline of its setup instead.
 */
function compareWithBaseline(rows: ({ endpoint: string } & Figures)[]) {
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;
  const setup = setupName();
  if (values['save-baseline']) {
    baseline.setups[setup] = {
      ...baseline.setups[setup],
      ...Object.fromEntries(
        rows.map((row) => [
          row.endpoint,
          { 'req/s': row['req/s'], 'server CPU ms/req': row['server CPU ms/req'] },
        ]),
      ),
    };
    writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`\nbaseline saved for "${setup}" (${baselineFile})`);
    return;
  }
  const stored = baseline.setups[setup];
  if (!stored) {
    console.log(`\nno baseline for "${setup}" in ${baselineFile} (--save-baseline stores one)`);
    return;
  }
  console.log(`\nagainst the baseline for "${setup}" (docs/benchmarks.md):`);
  let failed = false;
  for (const row of rows) {
    const expected = stored[row.endpoint];
    if (!expected) continue;
    const speed = row['req/s'] / expected['req/s'] - 1;
    const cpu = row['server CPU ms/req'] / expected['server CPU ms/req'] - 1;
    const line =
      `${row.endpoint}: ${row['req/s']} req/s against ${expected['req/s']} (${percent(speed)}), ` +
      `${row['server CPU ms/req']} CPU ms/req against ${expected['server CPU ms/req']} (${percent(cpu)})`;
    if (speed < -0.1 || cpu > 0.1) {
      failed = true;
      console.log(`FAIL ${'!'.repeat(10)} ${line}: more than 10% slower`);
    } else console.log(`ok   ${line}`);
  }
  if (failed) {
    console.log(
      'FAIL: slower than the baseline. Other work on the machine slows req/s too (compare categories/tree, which reads memory only): rerun on a quiet machine before believing it.',
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
