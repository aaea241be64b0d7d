import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../server/build-server.ts';

const webDir = fileURLToPath(new URL('..', import.meta.url));

export interface BenchStore {
  /** The store's address, without a trailing slash. */
  base: string;
  stop: () => Promise<void>;
}

/**
 * The store the web benchmarks measure: `url`, a store already running, or else the production build
 * (built now) started in its own process on `port` with fresh demo data, as `npm start` runs it.
 */
export async function startBenchStore({
  url,
  port,
}: {
  url?: string | undefined;
  port: string;
}): Promise<BenchStore> {
  if (url) return { base: url.replace(/\/$/, ''), stop: async () => {} };
  execSync('npx react-router build', { cwd: webDir, stdio: 'inherit' });
  // Measured as production runs it: compiled JavaScript on plain Node (docs/decisions/0069).
  const serverFile = await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'store-bench-web-'));
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverFile], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
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

/** Calls the store's API (`/api/{path}`): a GET, or a POST of `body`; an answer other than 2xx throws. */
export function apiCaller(base: string) {
  return async (token: string | null, path: string, body?: unknown, lang = 'en') => {
    const response = await fetch(`${base}/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        'content-language': lang,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(path === 'cart/order' ? { 'idempotency-key': `bench-web-${Date.now()}-${Math.random()}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await response.json()) as { message: string; data: unknown; item: unknown };
    if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
    return json;
  };
}

/** A new customer with the Cairo address, registered through the API: the token and the address's id. */
export async function newBenchCustomer(call: ReturnType<typeof apiCaller>, tag: string) {
  const suffix = String(Date.now()).slice(-8);
  const registered = await call(null, 'register', {
    first_name: 'Bench',
    last_name: 'Web',
    phone: `015${suffix}`,
    email: `bench.${tag}.${suffix}@example.com`,
    password: 'Bench-pass-1',
    password_confirmation: 'Bench-pass-1',
  });
  // The account comes with the texted code (decision 0044): read from the demo outbox (the bench's
  // store listens on 127.0.0.1), then verified.
  let code: string | null = null;
  for (let wait = 0; !code && wait < 100; wait++) {
    const outbox = await call(null, `dev/outbox?to=${encodeURIComponent(`015${suffix}`)}`);
    const messages = (outbox.data as { messages: { code: string | null }[] }).messages;
    code = messages.find((message) => message.code)?.code ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await call(null, 'verify/registration/code', { user_id: registered.item, code });
  const token = (verified.data as { token: string }).token;
  const address = await call(token, 'addresses', {
    city: 'Cairo',
    area: 'Nasr City',
    streetName: 'Abbas El Akkad',
    buildingNumber: '1',
    floor: '1',
    apartment: '1',
  });
  return { token, addressId: address.item as number };
}

type BenchCustomer = Awaited<ReturnType<typeof newBenchCustomer>>;

/** The customer's cart ready for checkout: one piece of the product, the address, cash. */
export async function prepareCart(
  call: ReturnType<typeof apiCaller>,
  customer: BenchCustomer,
  productId: number,
) {
  await call(customer.token, 'cart/add', { productId, quantity: 1 });
  await call(customer.token, 'cart/address/select', { addressId: customer.addressId });
  await call(customer.token, 'cart/payment/select', { paymentTypeId: 1 });
}

/** A cash order of one piece of the product, placed through the API: its id. */
export async function placeCashOrder(
  call: ReturnType<typeof apiCaller>,
  customer: BenchCustomer,
  productId: number,
) {
  await prepareCart(call, customer, productId);
  return (await call(customer.token, 'cart/order', { orderFrom: 'Web' })).item as number;
}
