/**
 * The staff live board's delay (p95 under 2 s with 20 orders a second arriving): customers
 * place orders through the API at a steady rate while a staff console listens on the event stream
 * (`GET /api/staff/events`); each order's delay is from the moment its `cart/order` request is sent to
 * the moment its `order.placed` event reaches the console. With --database-url and --instances 2 the
 * orders go to one process and the console listens on the other (the event crosses PostgreSQL).
 *
 *   npm run bench:live-board -w @store/api -- [--database-url postgres://…] [--instances 2]
 *       [--rate 20] [--duration 30] [--customers 20]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { staffLiveEventSchema } from '@store/contract';
import { createStaffAccount } from '../staff/index.ts';
import { call, customer, percentile, startBenchStore } from './bench-checkout.ts';

const staff = { email: 'bench.board@staff.test', password: 'Bench-board-pass-1' };

export async function benchLiveBoard(options: {
  databaseUrl?: string | undefined;
  instances: number;
  ordersPerSecond: number;
  durationMs: number;
  customers: number;
  port: number;
}) {
  const store = await startBenchStore({
    databaseUrl: options.databaseUrl,
    port: options.port,
    instances: options.instances,
    prepare: async ({ db }) => {
      await createStaffAccount(
        db,
        { ...staff, name: 'Bench board', role: 'admin', branchIds: [1] },
        { storeMode: 'demo' },
      );
    },
  });
  // Customers call the first instance (bench-checkout's `call`); the console listens on the last.
  const watching = store.urls.at(-1)!;
  const abort = new AbortController();
  try {
    const login = await fetch(`${watching}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    // The console: every order.placed event's arrival time, by order id.
    const arrived = new Map<number, number>();
    const stream = await fetch(`${watching}/api/staff/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    if (stream.status !== 200) throw new Error(`event stream: ${stream.status}`);
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
          const now = performance.now();
          buffered += decoder.decode(chunk, { stream: true });
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (!frame.startsWith('event: order\n')) continue;
            const event = staffLiveEventSchema.parse(JSON.parse(frame.slice(frame.indexOf('data: ') + 6)));
            if (event.type === 'order.placed') arrived.set(event.orderId, now);
          }
        }
      } catch {
        // aborted at the end
      }
    })();

    // Customers with a ready cart; one places an order every 1000/rate ms, then readies the next one.
    const shoppers = await Promise.all(Array.from({ length: options.customers }, (_, n) => customer(n)));
    const ready: typeof shoppers = [];
    let turn = 0;
    const readyCart = async (shopper: (typeof shoppers)[number]) => {
      turn += 1;
      const productId = store.productIds[turn % store.productIds.length]!;
      await call(shopper.token, 'cart/add', { productId, quantity: 1 });
      await call(shopper.token, 'cart/address/select', { addressId: shopper.addressId });
      await call(shopper.token, 'cart/payment/select', { paymentTypeId: 1 });
      ready.push(shopper);
    };
    await Promise.all(shoppers.map(readyCart));

    const sent = new Map<number, number>();
    const placing: Promise<void>[] = [];
    let skipped = 0;
    let failures = 0;
    const interval = 1000 / options.ordersPerSecond;
    const started = performance.now();
    for (let n = 0; performance.now() - started < options.durationMs; n++) {
      const due = started + n * interval;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      const shopper = ready.shift();
      if (!shopper) {
        skipped += 1;
        continue;
      }
      placing.push(
        (async () => {
          const at = performance.now();
          const order = await call(
            shopper.token,
            'cart/order',
            { orderFrom: 'Web' },
            { 'idempotency-key': `board-${n}` },
          );
          if (order.status === 200) sent.set(order.json.item as number, at);
          else failures += 1;
          await readyCart(shopper);
        })(),
      );
    }
    await Promise.all(placing);
    // Stragglers: give the last events up to 5 s.
    const deadline = performance.now() + 5000;
    while (performance.now() < deadline && [...sent.keys()].some((id) => !arrived.has(id)))
      await new Promise((done) => setTimeout(done, 50));

    const delays = [...sent].filter(([id]) => arrived.has(id)).map(([id, at]) => arrived.get(id)! - at);
    delays.sort((a, b) => a - b);
    const seconds = (performance.now() - started) / 1000;
    return {
      store: options.databaseUrl ? `PostgreSQL server, ${options.instances} instance(s)` : 'PGlite',
      'orders/s asked': options.ordersPerSecond,
      'orders/s placed': Math.round((sent.size / seconds) * 10) / 10,
      orders: sent.size,
      'never arrived': sent.size - delays.length,
      'delay p50/p95/p99/max ms': `${percentile(delays, 50)} / ${percentile(delays, 95)} / ${percentile(delays, 99)} / ${Math.round(delays.at(-1) ?? 0)}`,
      'no customer ready': skipped,
      failures,
    };
  } finally {
    abort.abort();
    await store.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      instances: { type: 'string', default: '1' },
      rate: { type: 'string', default: '20' },
      duration: { type: 'string', default: '30' },
      customers: { type: 'string', default: '20' },
      port: { type: 'string', default: '3996' },
    },
  });
  console.table([
    await benchLiveBoard({
      databaseUrl: values['database-url'],
      instances: Number(values.instances),
      ordersPerSecond: Number(values.rate),
      durationMs: Number(values.duration) * 1000,
      customers: Number(values.customers),
      port: Number(values.port),
    }),
  ]);
}
