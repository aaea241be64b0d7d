/**
 * Checkout throughput: virtual customers each add a product to their cart, choose address and
 * payment (placing clears them) and place the order, again and again, against a real server process. Prints orders per second and latencies.
 *
 *   npm run bench:checkout -w @store/api -- [--database-url postgres://…] [--customers 10] [--duration 10]
 *
 * `npm run bench:api` runs it too, after the catalogue endpoints. Without --database-url it uses a
 * fresh PGlite store in a temporary folder; with one, a fresh `bench_checkout` database there. Stock is raised first so
 * the run measures ordering, not running out.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../demo-data/seed.ts';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export interface CheckoutBenchOptions {
  /** A PostgreSQL server: the bench uses its own database `bench_checkout` there, made afresh. */
  databaseUrl?: string | undefined;
  customers: number;
  durationMs: number;
  port: number;
}

export let base = '';

async function prepareStore(
  target: { databaseUrl: string } | { dataDir: string },
  prepare?: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>,
) {
  const database = await openDatabase(target);
  await seedDemoData(database.db);
  await prepare?.(database);
  await database.db.execute(sql`update branch_products set stock_milli = 1000000000`);
  const rows = (await database.db.execute(sql`
    select bp.product_id as id from branch_products bp join products p on p.id = bp.product_id
    where bp.branch_id = (select id from branches order by is_default desc, id limit 1)
      and not p.weighted and bp.price between 10000 and 40000 order by bp.product_id limit 50`)) as unknown as {
    rows: { id: number }[];
  };
  await database.close();
  return rows.rows.map((row) => row.id);
}

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not become healthy');
}

export async function call(
  token: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const response = await fetch(`${base}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; message: string; data: unknown; item: unknown };
  return { status: response.status, json, ms: performance.now() - started };
}

export async function customer(n: number) {
  const suffix = `${Date.now() % 100000}${String(n).padStart(2, '0')}`.slice(-7);
  const response = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: `Customer ${n}`,
      phone: `0155${suffix}`,
      email: `bench.${suffix}@example.com`,
      password: 'Bench-pass-1',
      password_confirmation: 'Bench-pass-1',
    }),
  });
  const signUpId = ((await response.json()) as { item: number }).item;
  // The account is created with the texted code (decision 0044), read from the demo outbox.
  let code: string | null = null;
  for (let wait = 0; !code && wait < 100; wait++) {
    const outbox = await fetch(`${base}/api/dev/outbox?to=0155${suffix}`);
    const messages = ((await outbox.json()) as { data: { messages: { code: string | null }[] } }).data
      .messages;
    code = messages.find((message) => message.code)?.code ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await fetch(`${base}/api/verify/registration/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: signUpId, code }),
  });
  const token = ((await verified.json()) as { data: { token: string } }).data.token;
  const address = await call(token, 'addresses', {
    city: 'Cairo',
    area: 'Nasr City',
    streetName: 'Abbas El Akkad',
    buildingNumber: '1',
    floor: 1,
    apartment: 1,
  });
  return { token, addressId: address.json.item as number };
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

/** A fresh database named bench_checkout on the same server. */
async function freshDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists bench_checkout with (force)');
  await admin.query('create database bench_checkout');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/bench_checkout';
  return url.toString();
}

/**
 * A fresh store (PGlite in a temporary folder, or a fresh `bench_checkout` database on a server) with
 * stock raised, served by `instances` API processes from port `port` on. `prepare` runs on the
 * database before the servers start (e.g. to create a staff account).
 */
export async function startBenchStore({
  databaseUrl,
  port,
  instances = 1,
  prepare,
}: {
  databaseUrl?: string | undefined;
  port: number;
  instances?: number;
  prepare?: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>;
}) {
  base = `http://127.0.0.1:${port}`;
  let scratch: string | null = null;
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO_DATA: 'false',
    NODE_ENV: 'production',
    MAXIMUM_CART_EGP: '1000000',
  };
  let target: { databaseUrl: string } | { dataDir: string };
  if (databaseUrl) {
    env.DATABASE_URL = await freshDatabase(databaseUrl);
    target = { databaseUrl: env.DATABASE_URL };
  } else {
    if (instances > 1) throw new Error('several instances need a PostgreSQL server (--database-url)');
    scratch = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
    env.DATA_DIR = scratch;
    target = { dataDir: scratch };
  }
  const productIds = await prepareStore(target, prepare);
  const servers = Array.from({ length: instances }, (_, n) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, ...env, PORT: String(port + n) },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const urls = servers.map((_, n) => `http://127.0.0.1:${port + n}`);
  const stop = async () => {
    await Promise.all(
      servers.map((server) => {
        server.kill('SIGTERM');
        return new Promise((done) => server.on('exit', done));
      }),
    );
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  try {
    for (const url of urls) await waitForHealth(url);
  } catch (error) {
    await stop();
    throw error;
  }
  // The servers' process ids: a benchmark reads their memory from /proc.
  return { productIds, urls, stop, pids: servers.map((server) => server.pid!) };
}

export async function benchCheckout({ databaseUrl, customers, durationMs, port }: CheckoutBenchOptions) {
  const store = await startBenchStore({ databaseUrl, port });
  const { productIds } = store;
  try {
    const shoppers = await Promise.all(Array.from({ length: customers }, (_, n) => customer(n)));
    const adds: number[] = [];
    const placements: number[] = [];
    const cycles: number[] = [];
    let failures = 0;
    let attempt = 0;
    const stopAt = performance.now() + durationMs;
    await Promise.all(
      shoppers.map(async ({ token, addressId }, n) => {
        while (performance.now() < stopAt) {
          attempt += 1;
          const cycleStarted = performance.now();
          const productId = productIds[(attempt * 7 + n) % productIds.length]!;
          const add = await call(token, 'cart/add', { productId, quantity: 1 });
          // Placing an order clears the cart's address and payment choice, as the web does.
          await call(token, 'cart/address/select', { addressId });
          await call(token, 'cart/payment/select', { paymentTypeId: 1 });
          const order = await call(
            token,
            'cart/order',
            { orderFrom: 'Web' },
            { 'idempotency-key': `bench-${n}-${attempt}` },
          );
          if (add.status !== 200 || order.status !== 200) {
            failures += 1;
            if (failures <= 3) console.warn('failed:', add.json.message, '/', order.json.message);
            continue;
          }
          adds.push(add.ms);
          placements.push(order.ms);
          cycles.push(performance.now() - cycleStarted);
        }
      }),
    );
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const [a, o, c] = [sorted(adds), sorted(placements), sorted(cycles)];
    return {
      store: databaseUrl ? 'PostgreSQL server' : 'PGlite',
      customers,
      'orders/s': Math.round((placements.length / durationMs) * 10_000) / 10,
      'cart/add p50/p99 ms': `${percentile(a, 50)} / ${percentile(a, 99)}`,
      'cart/order p50/p99 ms': `${percentile(o, 50)} / ${percentile(o, 99)}`,
      'whole checkout p50/p99 ms': `${percentile(c, 50)} / ${percentile(c, 99)}`,
      failures,
    };
  } finally {
    await store.stop();
  }
}

// Run on its own: `npm run bench:checkout -w @store/api -- [--database-url …]`.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      customers: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      port: { type: 'string', default: '3998' },
    },
  });
  console.table([
    await benchCheckout({
      databaseUrl: values['database-url'],
      customers: Number(values.customers),
      durationMs: Number(values.duration) * 1000,
      port: Number(values.port),
    }),
  ]);
}
