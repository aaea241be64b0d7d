/**
 * Times the console's products list (`GET /api/staff/catalogue/products`, docs/decisions/0046) on a
 * large catalogue: first and a far page, each stock filter, a category, a brand, and searches by
 * name (English, Arabic) and by number, each asked `--times` times in turn by an admin, through
 * `app.inject` (the staff guard and validation included).
 *
 *   npm run seed:large -- --products 100000 --database-url postgres://…/console100k
 *   npm run bench:staff-catalogue -w @store/api -- --database-url postgres://…/console100k [--times 40]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { createStaffAccount } from '../staff/index.ts';
import { caller, staffLogin } from '../test/staff-test-support.ts';

const { values } = parseArgs({
  options: { times: { type: 'string', default: '40' }, 'database-url': { type: 'string' } },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) throw new Error('--database-url: a database seeded by npm run seed:large');
const times = Number(values.times);

const database = await openDatabase({ databaseUrl });
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '100000000' });
const app = await buildApp(database, { ...config, logLevel: 'silent' }, { startJobs: false });
await app.ready();
const email = `bench.console.${Date.now()}@staff.test`;
const password = 'Bench-admin-password-1';
await createStaffAccount(
  database.db,
  { email, name: 'Bench', role: 'admin', branchIds: [], password },
  {
    storeMode: 'demo',
  },
);
const on = { app, db: database.db } as never;
const admin = caller(on, await staffLogin(on, email, password));

const [facts] = await queryRows<{ products: number; far: number; category: number; brand: number }>(
  database.db,
  sql`select (select count(*)::int from products) as products,
             (select greatest(max(id)::int - 500, 0) from products) as far,
             (select category_id from products group by category_id order by count(*) desc limit 1) as category,
             (select brand_id from products group by brand_id order by count(*) desc limit 1) as brand`,
);
const cases: [string, string][] = [
  ['first page', 'branchId=1'],
  ['a far page (after)', `branchId=1&after=${facts!.far}`],
  ['in stock', 'branchId=1&stock=in'],
  ['out of stock', 'branchId=1&stock=out'],
  ['not sold here', 'branchId=1&stock=notSold'],
  ['the largest category', `branchId=1&categoryId=${facts!.category}`],
  ['the largest brand', `branchId=1&brandId=${facts!.brand}`],
  ['search: panadol', 'branchId=1&q=panadol'],
  ['search: بانادول', `branchId=1&q=${encodeURIComponent('بانادول')}`],
  ['search: a product number', 'branchId=1&q=12345'],
];

console.log(`${facts!.products.toLocaleString('en')} products, ${times} requests a case, one after another`);
console.log('| case | p50 | p95 | slowest | rows |');
console.log('| --- | --- | --- | --- | --- |');
for (const [label, query] of cases) {
  const took: number[] = [];
  let rows = 0;
  for (let i = 0; i < times + 2; i++) {
    const started = performance.now();
    const answer = await admin.get(`/api/staff/catalogue/products?${query}`);
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${label}: ${answer.body}`);
    rows = answer.json().data.products.length;
    // The first two warm the caches and the plan.
    if (i >= 2) took.push(ms);
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => took[Math.min(took.length - 1, Math.floor(q * took.length))]!.toFixed(1);
  console.log(`| ${label} | ${at(0.5)} ms | ${at(0.95)} ms | ${took.at(-1)!.toFixed(1)} ms | ${rows} |`);
}
await app.close();
await database.close();
