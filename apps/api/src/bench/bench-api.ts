/**
 * Load-tests the API on a large catalogue and prints req/s and latency per endpoint.
 *
 *   npm run bench:api -- [--products 100000] [--database-url postgres://…] [--duration 10] [--connections 10]
 *
 * Keyword searches repeat (the same 8 in turn, as popular searches do) except in the 'each new'
 * scenario, where no keyword comes twice.
 *
 * The server runs as a child process (as `npm start` would), autocannon runs here: both share the
 * machine's cores, which is what a single small server sees in production too.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { benchCheckout } from './bench-checkout.ts';
import { ensureLargeCatalogue, largeCatalogueDir, runScript } from './large-catalogue.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3999' },
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

async function measure(scenario: Scenario, duration: number) {
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
  return {
    endpoint: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
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
  const server = runScript('src/main.ts', [], env);
  try {
    await waitForHealth();
    const tree = (await (await fetch(`${base}/api/categories/tree`)).json()) as {
      data: { categories: { id: number; children: { id: number; children: { id: number }[] }[] }[] };
    };
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
    for (const scenario of scenarios) {
      await measure(scenario, 2); // warm caches and the JIT
      rows.push(await measure(scenario, duration));
    }
    console.log(
      `\n${products} products, ${values['database-url'] ? 'PostgreSQL server' : 'PGlite'}, ${values.connections} connections, ${duration} s each`,
    );
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
