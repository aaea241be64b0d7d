/**
 * Notifications (docs/decisions/0030): how fast the job runner delivers them, and the delay
 * from an order's change to its web push arriving at a push service (a local stand-in over HTTP,
 * answering as a push service does, not decrypting).
 *
 * 1. Throughput: with the runner stopped, `--events` order events (dispatched: inbox + web push + SMS
 *    to the demo outbox, 3 jobs each) are committed one transaction each; then the runner starts and
 *    the time until every push has arrived and no job is left gives events delivered per second.
 * 2. Delay: with the runner started, an order event is committed every 1000/`--rate` ms for
 *    `--duration` s; each delay is from the commit to the push's arrival (p50, p95, max).
 *
 *   npm run bench:notifications -w @store/api -- [--database-url postgres://…] [--events 1000]
 *       [--rate 20] [--duration 15] [--customers 50]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { notifications, orderEvents, orders, pushSubscriptions, users } from '../db/schema.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { startPushService } from '../test/push-service-stand-in.ts';
import { percentile } from './bench-checkout.ts';

const databaseName = 'bench_notifications';

async function freshDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function benchNotifications(options: {
  databaseUrl?: string | undefined;
  events: number;
  rate: number;
  durationMs: number;
  customers: number;
}) {
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: await freshDatabase(options.databaseUrl) } : { dataDir: null },
  );
  await seedDemoData(database.db, { staff: false });
  const pushService = await startPushService(() => 201, { decrypt: false });
  const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '100000000' });
  const app = await buildApp(database, { ...config, logLevel: 'silent' }, { startJobs: false });
  await app.ready();
  const { db } = database;
  try {
    // Customers with a verified phone, a browser subscribed to the stand-in, and one order each.
    const orderIds: number[] = [];
    for (let n = 0; n < options.customers; n++) {
      const [user] = await db
        .insert(users)
        .values({
          firstName: 'Bench',
          lastName: `Customer ${n}`,
          phone: `0109${String(n).padStart(7, '0')}`,
          phoneVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      const browser = pushService.subscription();
      await db
        .insert(pushSubscriptions)
        .values({ userId: user!.id, endpoint: browser.endpoint, ...browser.keys });
      const [order] = await db
        .insert(orders)
        .values({
          userId: user!.id,
          branchId: 1,
          statusId: 2,
          paymentTypeId: 1,
          paymentState: 'not_required',
          addressText: 'Bench address',
          orderFrom: 'Web',
          subtotal: 10_000,
          discount: 0,
          discountPercentage: 0,
          deliveryCharge: 1_500,
          total: 11_500,
        })
        .returning({ id: orders.id });
      orderIds.push(order!.id);
    }
    // The orders' own `order.placed` notifications first, so the figures count only what follows.
    await app.jobs.runDue();
    const pushesBefore = pushService.received.length;

    /** Commits one order event (one transaction: the trigger adds the notification and its job). */
    const change = (n: number, type: string) =>
      db.insert(orderEvents).values({ orderId: orderIds[n % orderIds.length]!, type, data: { by: 'staff' } });

    // 1. Throughput.
    for (let n = 0; n < options.events; n++) await change(n, 'order.dispatched');
    const started = performance.now();
    await app.jobs.start();
    await pushService.waitFor(pushesBefore + options.events, 600_000);
    for (;;) {
      const [left] = await db
        .execute<{ count: number }>(sql`select count(*)::int as count from jobs where state = 'pending'`)
        .then((result) => (result as unknown as { rows: { count: number }[] }).rows);
      if (Number(left?.count) === 0) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    const elapsed = performance.now() - started;
    const [failed] = await db
      .execute(sql`select count(*)::int as count from jobs where state = 'failed'`)
      .then((result) => (result as unknown as { rows: { count: number }[] }).rows);

    // 2. Delay at a steady rate.
    const committed = new Map<number, number>();
    const pushesBeforeDelay = pushService.received.length;
    const interval = 1000 / options.rate;
    const delayStarted = performance.now();
    let sent = 0;
    for (let n = 0; performance.now() - delayStarted < options.durationMs; n++) {
      const wait = delayStarted + n * interval - performance.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      const [event] = await change(n, 'order.accepted').returning({ id: orderEvents.id });
      const at = Date.now();
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.sourceKey, `order_events:${event!.id}`));
      committed.set(row!.id, at);
      sent += 1;
    }
    await pushService.waitFor(pushesBeforeDelay + sent, 60_000);
    const delays = pushService.received
      .slice(pushesBeforeDelay)
      .map((push) => {
        const id = Number(String(push.headers.topic).slice(1));
        return push.at - committed.get(id)!;
      })
      .sort((a, b) => a - b);
    return {
      database: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
      events: options.events,
      jobs: options.events * 3,
      seconds: Math.round(elapsed) / 1000,
      eventsPerSecond: Math.round((options.events / elapsed) * 1000),
      failedJobs: Number(failed?.count ?? 0),
      steadyRate: options.rate,
      steadyEvents: sent,
      p50ms: percentile(delays, 50),
      p95ms: percentile(delays, 95),
      maxMs: Math.round(delays.at(-1) ?? 0),
    };
  } finally {
    await app.close();
    await pushService.close();
    await database.close();
    if (options.databaseUrl) {
      const admin = new pg.Client({ connectionString: options.databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      events: { type: 'string', default: '1000' },
      rate: { type: 'string', default: '20' },
      duration: { type: 'string', default: '15' },
      customers: { type: 'string', default: '50' },
    },
  });
  console.table([
    await benchNotifications({
      databaseUrl: values['database-url'],
      events: Number(values.events),
      rate: Number(values.rate),
      durationMs: Number(values.duration) * 1000,
      customers: Number(values.customers),
    }),
  ]);
}
