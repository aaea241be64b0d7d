/**
 * A day in one run (docs/decisions/0078): the whole store (web and API, `apps/web/dist/server.js`)
 * as two instances behind nginx (ops/nginx/store.conf) on one PostgreSQL server, with a mixed day's
 * traffic at once:
 *
 * - guests browse the home page and product pages and search, in English and Arabic (pages, through the proxy);
 * - customers add to their carts and check out, cash or card on the test gateway (through the proxy);
 * - staff move those orders on the live board (placed -> in process -> out for delivery -> delivered);
 * - customers watch their order's page (its event stream, `GET /api/orders/:id/events`).
 *
 * It prints, each minute (--report-every), the rate, p50 and p99 per class and the errors, and at the
 * end checks: no error, no lost or double order, stock exact (stock_movements add up to every
 * level), memory per instance. `--restart-at S` ends one instance with SIGTERM S seconds in (its
 * drain, docs/decisions/0051) and starts it again.
 *
 *   npm run load:day -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--minutes 10]
 *       [--guests 6] [--customers 6] [--watchers 4] [--restart-at 60] [--report-every 60]
 *
 * Needs a built web (`npm run build`) and nginx (`apt-get install nginx`). Its database is
 * `load_day`, made afresh on that server. Ports: nginx 4200, instances 4201 and 4202 (ops/nginx/store.conf).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { testCards } from '../payments/test-gateway.ts';

const repoDir = fileURLToPath(new URL('../../../..', import.meta.url));
const webServer = join(repoDir, 'apps/web/dist/server.js');
const nginxSite = join(repoDir, 'ops/nginx/store.conf');
const proxy = 'http://127.0.0.1:4200';
const instancePorts = [4201, 4202];
const staffLogin = { email: 'admin@staff.demo', password: 'Demo-admin-2026' };

type Kind = 'page' | 'search' | 'cart' | 'checkout-cash' | 'checkout-card' | 'staff-move' | 'order-watch';
interface Sample {
  kind: Kind;
  at: number;
  ms: number;
  ok: boolean;
}

const samples: Sample[] = [];
const errors: string[] = [];

/** One request of the run, timed and judged (`ok`: what that request should answer). */
async function timed(kind: Kind, run: () => Promise<boolean | string>): Promise<boolean> {
  const at = performance.now();
  let ok: boolean;
  try {
    const result = await run();
    ok = result === true;
    if (!ok) errors.push(`${kind}: ${result === false ? 'unexpected answer' : result}`);
  } catch (error) {
    ok = false;
    errors.push(`${kind}: ${(error as Error).message}`);
  }
  samples.push({ kind, at, ms: performance.now() - at, ok });
  return ok;
}

async function api(token: string | null, method: 'GET' | 'POST', path: string, body?: unknown, lang = 'en') {
  const headers: Record<string, string> = { 'content-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${proxy}/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are the API tests' business.
  const json = (await response.json()) as any;
  return { status: response.status, json };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// --- the store: a fresh database, two instances, nginx ---

async function freshDatabase(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists load_day with (force)');
  await admin.query('create database load_day');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/load_day';
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl });
  await seedDemoData(database.db, { staff: true, promotions: false });
  // Plenty of stock (the stock_movements trigger records the change): the run measures the day, not running out.
  await database.db.execute(sql`update branch_products set stock_milli = stock_milli + 100000000`);
  const rows = (await database.db.execute(sql`
    select bp.product_id as id from branch_products bp join products p on p.id = bp.product_id
    where bp.branch_id = 1 and p.medicine_class = 'none' and not p.weighted and not bp.not_sold and not bp.hidden
      and bp.price between 10000 and 40000 order by bp.product_id limit 40`)) as unknown as {
    rows: { id: number }[];
  };
  await database.close();
  return { databaseUrl, productIds: rows.rows.map((row) => row.id) };
}

function startInstance(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', webServer], {
    cwd: join(repoDir, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PUBLIC_URL: proxy,
      RATE_LIMIT_MAX: '100000000',
      MAXIMUM_CART_EGP: '1000000',
      // nginx notices a stopped instance when it refuses connections (passive checks): no grace needed.
      SHUTDOWN_READY_GRACE_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitReady(url: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not become ready`);
}

function startNginx(): { process: ChildProcess; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'load-day-nginx-'));
  const config = join(dir, 'nginx.conf');
  // The main context for a run by an ordinary user; the store's part is the repository's file.
  writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${nginxSite};
}
`,
  );
  const nginx = spawn('nginx', ['-c', config, '-p', dir], { stdio: ['ignore', 'inherit', 'inherit'] });
  return { process: nginx, dir };
}

/** Resident memory of a process, MB (Linux). */
function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}

// --- the people of the day ---

async function newCustomer(n: number) {
  const phone = `0101${String(Date.now() % 1_000_000).padStart(6, '0')}${n}`.slice(0, 11);
  const registered = await api(null, 'POST', 'register', {
    first_name: 'Load',
    last_name: `Customer ${n}`,
    phone,
    email: `load.${phone}@example.com`,
    password: 'Load-pass-2026',
    password_confirmation: 'Load-pass-2026',
  });
  if (registered.status !== 200) throw new Error(`register: ${registered.json.message}`);
  let code: string | null = null;
  for (let wait = 0; !code && wait < 100; wait++) {
    const outbox = await fetch(`${instanceUrl(0)}/api/dev/outbox?to=${phone}`);
    const messages = ((await outbox.json()) as { data: { messages: { code: string | null }[] } }).data
      .messages;
    code = messages.find((message) => message.code)?.code ?? null;
    if (!code) await sleep(100);
  }
  const verified = await api(null, 'POST', 'verify/registration/code', {
    user_id: registered.json.item,
    code,
  });
  const token = verified.json.data.token as string;
  const address = await api(token, 'POST', 'addresses', {
    city: 'Cairo',
    area: 'Nasr City',
    streetName: 'Abbas El Akkad',
    buildingNumber: '1',
    floor: '1',
    apartment: '1',
  });
  if (address.status !== 200) throw new Error(`address: ${address.json.message}`);
  return { token, addressId: address.json.item as number, userId: Number(verified.json.data.user?.id ?? 0) };
}

const instanceUrl = (n: number) => `http://127.0.0.1:${instancePorts[n]}`;

const searches = {
  en: ['panadol', 'milk', 'shampoo', 'vitamin c', 'baby diapers', 'coffee'],
  ar: ['بنادول', 'حليب', 'شامبو', 'فيتامين', 'حفاضات', 'قهوة'],
};

async function guest(n: number, until: number, productIds: number[]) {
  const lang = n % 2 === 0 ? 'en' : 'ar';
  for (let turn = 0; performance.now() < until; turn++) {
    const path =
      turn % 3 === 0 ? `/${lang}/` : `/${lang}/product/${productIds[(n * 7 + turn) % productIds.length]}`;
    await timed('page', async () => {
      const response = await fetch(`${proxy}${path}`, { headers: { 'accept-language': lang } });
      await response.arrayBuffer();
      return response.status === 200 || `${path}: ${response.status}`;
    });
    const words = searches[lang][(n + turn) % searches[lang].length]!;
    await timed('search', async () => {
      const response = await fetch(`${proxy}/${lang}/search/${encodeURIComponent(words)}`);
      await response.arrayBuffer();
      return response.status === 200 || `search ${lang}: ${response.status}`;
    });
    await sleep(200);
  }
}

/** Every order the customers were told was placed (id -> idempotency key). */
const placed = new Map<number, string>();
const toMove: number[] = [];
/** Each customer's latest order (by token): what their open order page shows. */
const latestOrder = new Map<string, number>();

async function shopper(
  n: number,
  until: number,
  productIds: number[],
  me: Awaited<ReturnType<typeof newCustomer>>,
) {
  const lang = n % 2 === 0 ? 'en' : 'ar';
  for (let turn = 0; performance.now() < until; turn++) {
    const key = `load-${n}-${turn}`;
    const productId = productIds[(n * 5 + turn) % productIds.length]!;
    const added = await timed('cart', async () => {
      const add = await api(me.token, 'POST', 'cart/add', { productId, quantity: 1 }, lang);
      if (add.status !== 200) return `cart/add ${add.status} ${add.json.message}`;
      const address = await api(me.token, 'POST', 'cart/address/select', { addressId: me.addressId }, lang);
      return address.status === 200 || `address ${address.status} ${address.json.message}`;
    });
    if (!added) continue;
    const card = turn % 3 === 2;
    await timed(card ? 'checkout-card' : 'checkout-cash', async () => {
      const payment = await api(
        me.token,
        'POST',
        'cart/payment/select',
        { paymentTypeId: card ? 3 : 1 },
        lang,
      );
      if (payment.status !== 200) return `payment ${payment.status} ${payment.json.message}`;
      if (!card) {
        const order = await api(me.token, 'POST', 'cart/order', { orderFrom: 'Web' }, lang);
        if (order.status !== 200) return `cart/order ${order.status} ${order.json.message}`;
        placed.set(order.json.item as number, key);
        latestOrder.set(me.token, order.json.item as number);
        toMove.push(order.json.item as number);
        return true;
      }
      const pay = await fetch(`${proxy}/api/payment/pay`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${me.token}`,
          'content-type': 'application/json',
          'content-language': lang,
          'idempotency-key': key,
        },
        body: '{}',
      });
      const payJson = (await pay.json()) as { data: string; item: number; message: string };
      if (pay.status !== 200) return `payment/pay ${pay.status} ${payJson.message}`;
      const gateway = payJson.data;
      const page = await fetch(gateway);
      await page.arrayBuffer();
      if (page.status !== 200) return `gateway page ${page.status}`;
      const submitted = await fetch(gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cardNumber: testCards.approve, decision: 'pay' }).toString(),
        redirect: 'manual',
      });
      if (submitted.status !== 303) return `gateway post ${submitted.status}`;
      const callback = await fetch(new URL(submitted.headers.get('location')!, proxy), {
        redirect: 'manual',
      });
      if (callback.status !== 303) return `callback ${callback.status}`;
      placed.set(payJson.item, key);
      latestOrder.set(me.token, payJson.item);
      toMove.push(payJson.item);
      return true;
    });
    await sleep(300);
  }
}

async function staffMover(until: number) {
  const login = await api(null, 'POST', 'staff/login', staffLogin);
  const token = login.json.data.token as string;
  // Placed -> in process -> out for delivery -> delivered, as the live board's buttons do.
  const steps = [2, 7, 4];
  while (performance.now() < until) {
    const orderId = toMove.shift();
    if (orderId === undefined) {
      await sleep(200);
      continue;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the staff order's shape is the contract's (staffOrderSchema).
    let order: any = null;
    for (const statusId of steps) {
      const moved = await timed('staff-move', async () => {
        // Delivered: the cash the courier took at the door (a held card's order takes nothing there).
        const payment = order?.payment;
        const amountCollected =
          statusId === 4 && payment?.typeId === 1
            ? (payment.toCollect ?? order.subtotal - order.discount + order.deliveryCharge)
            : undefined;
        const answer = await api(token, 'POST', `staff/orders/${orderId}/status`, {
          statusId,
          ...(amountCollected === undefined ? {} : { amountCollected }),
        });
        order = answer.json.data?.order ?? order;
        return (
          answer.status === 200 || `order ${orderId} -> ${statusId}: ${answer.status} ${answer.json.message}`
        );
      });
      if (!moved) break;
    }
  }
}

/** Status changes the open order pages were sent, and streams the server ended (an instance stopping). */
let liveEvents = 0;
let reconnects = 0;

/**
 * A customer with their order's page open: its event stream, the time to its first event (the status
 * now) timed, then kept open for a while to receive the staff's moves. A stream the server ends (its
 * instance drains) is opened again at once, as the browser's EventSource does, and counted.
 */
async function watcher(token: string, until: number, abort: AbortSignal) {
  while (performance.now() < until && !abort.aborted) {
    const orderId = latestOrder.get(token);
    if (orderId === undefined) {
      await sleep(500);
      continue;
    }
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    const decoder = new TextDecoder();
    await timed('order-watch', async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await fetch(`${proxy}/api/orders/${orderId}/events`, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          signal: abort,
        });
        if (response.status !== 200) return `events ${response.status}`;
        reader = response.body!.getReader();
        let text = '';
        while (!text.includes('order.current')) {
          const read = await reader.read();
          if (read.done) break;
          text += decoder.decode(read.value, { stream: true });
        }
        if (text.includes('order.current')) return true;
        reconnects += 1; // ended before its first event: opened again
      }
      return 'the stream ended three times before its first event';
    });
    // The page stays open a while: the staff's moves arrive as events.
    const openUntil = Math.min(until, performance.now() + 8000);
    const open = reader as ReadableStreamDefaultReader<Uint8Array> | null;
    if (open) {
      const closer = setTimeout(() => void open.cancel(), Math.max(0, openUntil - performance.now()));
      try {
        for (;;) {
          const read = await open.read();
          if (read.done) {
            if (performance.now() < openUntil - 50) reconnects += 1;
            break;
          }
          liveEvents += (decoder.decode(read.value, { stream: true }).match(/event: order\n/g) ?? []).length;
        }
      } catch {
        // cancelled at the end
      } finally {
        clearTimeout(closer);
      }
    }
  }
}

// --- figures ---

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

function figures(from: number, to: number) {
  const rows: Record<string, string | number>[] = [];
  const kinds = [...new Set(samples.map((sample) => sample.kind))].sort();
  for (const kind of kinds) {
    const of = samples.filter((s) => s.kind === kind && s.at >= from && s.at < to);
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    rows.push({
      class: kind,
      requests: of.length,
      'per s': Math.round((of.length / ((to - from) / 1000)) * 10) / 10,
      'p50 ms': percentile(ms, 50),
      'p99 ms': percentile(ms, 99),
      errors: of.filter((s) => !s.ok).length,
    });
  }
  return rows;
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      minutes: { type: 'string', default: '10' },
      guests: { type: 'string', default: '6' },
      customers: { type: 'string', default: '6' },
      watchers: { type: 'string', default: '4' },
      'restart-at': { type: 'string' },
      'report-every': { type: 'string', default: '60' },
    },
  });
  if (!existsSync(webServer)) throw new Error('no web build: run `npm run build` first');
  const durationMs = Number(values.minutes) * 60_000;
  const reportMs = Number(values['report-every']) * 1000;
  console.log('preparing a fresh database load_day…');
  const { databaseUrl, productIds } = await freshDatabase(values['database-url']!);
  const instances = instancePorts.map((port) => startInstance(port, databaseUrl));
  const nginx = startNginx();
  const stopAll = async () => {
    for (const child of [...instances, nginx.process]) child.kill('SIGTERM');
    await Promise.all(
      [...instances, nginx.process].map((child) =>
        child.exitCode === null ? new Promise((done) => child.once('exit', done)) : undefined,
      ),
    );
    rmSync(nginx.dir, { recursive: true, force: true });
  };
  const abort = new AbortController();
  try {
    await Promise.all(instancePorts.map((_, n) => waitReady(instanceUrl(n))));
    await waitReady(proxy);
    console.log(`store ready: nginx ${proxy} -> ${instancePorts.map((_, n) => instanceUrl(n)).join(', ')}`);
    const customers = [];
    for (let n = 0; n < Number(values.customers); n++) customers.push(await newCustomer(n));
    const watchers = customers.slice(0, Number(values.watchers));
    samples.length = 0;
    errors.length = 0;
    const runStart = performance.now();
    const until = runStart + durationMs;
    console.log(
      `running ${values.minutes} min: ${values.guests} guests, ${customers.length} customers, 1 staff, ${watchers.length} order pages open`,
    );

    let restarts = 0;
    if (values['restart-at']) {
      setTimeout(async () => {
        const victim = instances[1]!;
        console.log(`\n-- SIGTERM to the instance on ${instancePorts[1]} (drain), then a new one --`);
        victim.kill('SIGTERM');
        await new Promise((done) => victim.once('exit', done));
        instances[1] = startInstance(instancePorts[1]!, databaseUrl);
        await waitReady(instanceUrl(1));
        restarts += 1;
        console.log(`-- the instance on ${instancePorts[1]} is back --\n`);
      }, Number(values['restart-at']) * 1000);
    }

    const reporter = setInterval(() => {
      const to = performance.now();
      console.log(
        `\n[${Math.round((to - runStart) / 1000)} s] memory MB: ${instances.map((child, n) => `${instancePorts[n]}: ${residentMb(child.pid)}`).join(', ')}`,
      );
      console.table(figures(to - reportMs, to));
    }, reportMs);

    await Promise.all([
      ...Array.from({ length: Number(values.guests) }, (_, n) => guest(n, until, productIds)),
      ...customers.map((me, n) => shopper(n, until, productIds, me)),
      staffMover(until),
      ...watchers.map((me) => watcher(me.token, until, abort.signal)),
    ]);
    clearInterval(reporter);
    // Orders the staff had not reached yet stay where they are: not an error.
    const memory = instances.map((child, n) => `${instancePorts[n]}: ${residentMb(child.pid)} MB`);

    console.log(`\n== whole run (${values.minutes} min) ==`);
    console.table(figures(runStart, performance.now()));

    // The checks, on the database.
    const database = await openDatabase({ databaseUrl });
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const orders = await rows<{ id: number; key: string | null; awaiting: boolean }>(
      sql`select o.id, o.idempotency_key as key, o.awaiting_payment as awaiting from orders o
          join users u on u.id = o.user_id where u.email like 'load.%'`,
    );
    const visible = orders.filter((order) => !order.awaiting);
    const lost = [...placed.keys()].filter((id) => !visible.some((order) => order.id === id));
    const extra = visible.filter((order) => !placed.has(order.id));
    const keys = visible.map((order) => order.key).filter((key): key is string => key !== null);
    const doubleKeys = keys.length - new Set(keys).size;
    const [stock] = await rows<{ wrong: number; levels: number }>(sql`
      select count(*) filter (where bp.stock_milli <> coalesce(m.total, 0))::int as wrong, count(*)::int as levels
      from branch_products bp
      left join (select branch_id, product_id, sum(delta_milli) as total from stock_movements group by 1, 2) m
        on m.branch_id = bp.branch_id and m.product_id = bp.product_id`);
    await database.close();

    const failed = samples.filter((sample) => !sample.ok).length;
    const checks = {
      errors: failed,
      'orders placed (customers told)': placed.size,
      'orders in the database': visible.length,
      'lost orders': lost.length,
      'orders nobody placed / double keys': `${extra.length} / ${doubleKeys}`,
      'stock levels not equal to their ledger': `${stock!.wrong} of ${stock!.levels}`,
      'memory at the end': memory.join(', '),
      restarts,
      'order page events / stream reconnects': `${liveEvents} / ${reconnects}`,
    };
    console.log('\n== checks ==');
    console.table([checks]);
    for (const error of [...new Set(errors)].slice(0, 15)) console.log('  error:', error);
    const passed =
      failed === 0 && lost.length === 0 && extra.length === 0 && doubleKeys === 0 && stock!.wrong === 0;
    console.log(passed ? 'PASS' : 'FAIL');
    process.exitCode = passed ? 0 : 1;
  } finally {
    abort.abort();
    await stopAll();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
