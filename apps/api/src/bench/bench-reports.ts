/**
 * Times the reports dashboard (docs/decisions/0055, 0063) over a year at 100,000 orders: the
 * chain's report and one branch's, each asked several times through the API (`app.inject`, the
 * staff guard included), with the year before holding orders too (the comparison period and the
 * new-or-returning test read it). Target: under 1 s.
 *
 *   npm run bench:reports -w @store/api -- [--orders 100000] [--runs 5] [--database-url postgres://…/an_empty_db]
 *
 * PGlite in memory by default, or the (empty) PostgreSQL database named.
 */
import { parseArgs } from 'node:util';
import { orderStatusIds, paymentTypeIds } from '@store/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { createStaffAccount } from '../staff/index.ts';
import { caller, staffLogin } from '../test/staff-test-support.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
  },
});
const orderCount = Number(values.orders);
const runs = Number(values.runs);
const customers = Math.max(10, Math.round(orderCount / 8));

const databaseUrl = values['database-url'];
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: null });
await seedDemoData(database.db, { staff: false });
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '100000000' });
const app = await buildApp(database, { ...config, logLevel: 'silent' }, { startJobs: false });
await app.ready();
const store = { app, db: database.db, jobs: app.jobs };
const password = 'Bench-admin-password-1';
await createStaffAccount(
  database.db,
  { email: 'bench.reports@staff.test', name: 'Bench', role: 'admin', branchIds: [1], password },
  { storeMode: 'demo' },
);
const courier = await createStaffAccount(
  database.db,
  { email: 'bench.courier@staff.test', name: 'Bench courier', role: 'courier', branchIds: [1], password },
  { storeMode: 'demo' },
);
const admin = caller(store as never, await staffLogin(store as never, 'bench.reports@staff.test', password));

const seeding = performance.now();
const branches = (await queryRows<{ id: number }>(database.db, sql`select id from branches order by id`)).map(
  (b) => b.id,
);
const reasons = (
  await queryRows<{ id: number }>(database.db, sql`select id from cancellation_reasons order by id`)
).map((r) => r.id);
const firstUser = (
  await queryRows<{ id: number }>(
    database.db,
    sql`insert into users (first_name, last_name)
      select 'Bench', 'Customer ' || n from generate_series(1, ${customers}) n returning id`,
  )
)[0]!.id;
// The reported year (2025) and the year before it, 100,000 orders in the reported one and a fifth
// as many before: spread over every hour, a tenth cancelled, a third delivered by the courier.
const to = '2025-12-31';
const from = '2025-01-01';
for (const [year, count] of [
  [2025, orderCount],
  [2024, Math.round(orderCount / 5)],
] as const) {
  const branchList = sql.join(
    branches.map((b) => sql`${b}::int`),
    sql`, `,
  );
  const reasonList = sql.join(
    reasons.map((r) => sql`${r}::int`),
    sql`, `,
  );
  await database.db.execute(sql`
    insert into orders (user_id, branch_id, status_id, payment_type_id, payment_state, address_text, order_from,
      subtotal, discount, discount_percentage, delivery_charge, total, created_at,
      cancellation_reason_id, cancelled_by, cancelled_at, courier_id, amount_collected)
    select ${firstUser}::int + (n * 7919) % ${customers}::int,
      (array[${branchList}])[1 + n % ${branches.length}],
      case when n % 10 = 0 then ${orderStatusIds.cancelled}::int when n % 3 = 0 then ${orderStatusIds.delivered}::int
        else ${orderStatusIds.placed}::int end,
      (array[${paymentTypeIds.cash}::int, ${paymentTypeIds.cardReader}::int, ${paymentTypeIds.online}::int])[1 + n % 3],
      'not_required', 'Bench street', 'Web',
      5000 + (n * 37) % 40000, 0, 0, 1500, 6500 + (n * 37) % 40000,
      make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'Africa/Cairo') + ((n * 5231) % (365 * 24 * 60)) * interval '1 minute',
      case when n % 10 = 0 then (array[${reasonList}])[1 + n % ${reasons.length}] end,
      case when n % 10 = 0 then (array['customer', 'staff', 'system'])[1 + n % 3] end,
      case when n % 10 = 0 then make_timestamptz(${year}::int, 1, 1, 0, 0, 0, 'Africa/Cairo') + ((n * 5231) % (365 * 24 * 60)) * interval '1 minute' end,
      case when n % 3 = 0 and n % 10 <> 0 then ${courier.id}::int end,
      case when n % 3 = 0 and n % 10 <> 0 then 6500 + (n * 37) % 40000 end
    from generate_series(1, ${count}::int) n`);
}
await database.db.execute(sql`
  insert into order_events (order_id, type, at)
  select id, 'order.delivered', created_at + interval '1 hour' from orders where courier_id = ${courier.id}`);
await database.db.execute(sql`analyze`);
const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
  database.db,
  sql`select count(*)::int as total from orders`,
);
console.log(
  `driver: ${database.driver}; ${total} orders (${orderCount} in ${from}..${to}), ${customers} customers, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
);

async function timed(label: string, path: string) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const answer = await admin.get(path);
    times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(answer.body);
    if (run === 0) {
      const current = answer.json().data.report.current;
      console.log(`${label}: ${current.orders} orders, ${current.newCustomers} new customers in the period`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: first ${times[0]!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms (${runs} runs)`,
  );
}

await timed('chain, a year', `/api/staff/reports/dashboard?from=${from}&to=${to}`);
await timed('branch 1, a year', `/api/staff/reports/dashboard?from=${from}&to=${to}&branchId=${branches[0]}`);
await timed('chain, a month', `/api/staff/reports/dashboard?from=2025-06-01&to=2025-06-30`);
await app.close();
await database.close();
