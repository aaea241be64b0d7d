/**
 * Times a bulk import of prices and stock (docs/decisions/0053) of 50,000 rows: upload, check (the
 * dry run job) and apply (the apply job, one transaction) — a file of new branch rows (inserts), the
 * same products with new stock and prices (updates, each a ledger row and most an audit row), a
 * delivery file of `--batch-rows` rows by batch (receipts: a batch, a ledger row and an audit row
 * each, docs/decisions/0079), then that delivery file again (applied once per branch,
 * docs/decisions/0084: refused, nothing received twice).
 *
 *   npm run bench:stock-import -w @store/api -- [--rows 50000] [--batch-rows 5000] [--database-url postgres://…/an_empty_db]
 *
 * PGlite in memory by default, or the (empty) PostgreSQL database named.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { createStaffAccount } from '../staff/index.ts';
import { caller, staffLogin } from '../test/staff-test-support.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '50000' },
    'batch-rows': { type: 'string', default: '5000' },
    'database-url': { type: 'string' },
  },
});
const rows = Number(values.rows);
const batchRows = Math.min(rows, Number(values['batch-rows']));

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
  { email: 'bench.import@staff.test', name: 'Bench', role: 'admin', branchIds: [1], password },
  { storeMode: 'demo' },
);
const admin = caller(store as never, await staffLogin(store as never, 'bench.import@staff.test', password));
// Products the branch does not sell yet, copied from product 1 (the import reads only their ids).
await store.db.execute(sql`
  insert into products (brand_id, category_id, category2_id, category1_id, weighted, quantities, image_shape, image_color)
  select brand_id, category_id, category2_id, category1_id, false, quantities, image_shape, image_color
  from products p, generate_series(1, ${rows}) where p.id = 1`);
const ids = (
  await queryRows<{ id: number }>(
    store.db,
    sql`select id from products where id not in (select product_id from branch_products where branch_id = 1) order by id limit ${rows}`,
  )
).map((row) => row.id);

const csv = (price: (i: number) => string, quantity: (i: number) => number) =>
  `Item Code,Branch,Qty,Price,Old Price\r\n${ids
    .map((id, i) => `${id},1,${quantity(i)},${price(i)},`)
    .join('\r\n')}\r\n`;

async function timed(label: string, file: string, lines = rows) {
  const started = performance.now();
  const upload = await admin.post('/api/staff/catalogue/imports', {
    fileName: 'stock.csv',
    content: Buffer.from(file).toString('base64'),
  });
  if (upload.statusCode !== 200) throw new Error(upload.body);
  const id = upload.json().item as number;
  await store.jobs.runDue();
  const checkedAt = performance.now();
  const checked = (await admin.get(`/api/staff/catalogue/imports/${id}`)).json().data.import;
  const apply = await admin.post(`/api/staff/catalogue/imports/${id}/apply`);
  if (apply.statusCode === 409) {
    const refusedAt = performance.now();
    console.log(
      `${label}: ${lines} rows; upload + check ${((checkedAt - started) / 1000).toFixed(1)} s,` +
        ` apply refused in ${(refusedAt - checkedAt).toFixed(0)} ms: ${apply.json().message}`,
    );
    return;
  }
  if (apply.statusCode !== 200) throw new Error(apply.body);
  await store.jobs.runDue();
  const done = performance.now();
  const applied = (await admin.get(`/api/staff/catalogue/imports/${id}`)).json().data.import;
  console.log(
    `${label}: ${lines} rows, ${(file.length / 1e6).toFixed(1)} MB; upload + check ${((checkedAt - started) / 1000).toFixed(1)} s,` +
      ` apply ${((done - checkedAt) / 1000).toFixed(1)} s, total ${((done - started) / 1000).toFixed(1)} s;` +
      ` dry run ${JSON.stringify(checked.summary)}, applied ${JSON.stringify(applied.applied)}`,
  );
}

console.log(`driver: ${database.driver}`);
await timed(
  'new rows',
  csv(
    (i) => (10 + (i % 500)).toFixed(2),
    (i) => i % 40,
  ),
);
const changed = csv(
  (i) => (11 + (i % 500)).toFixed(2),
  (i) => (i % 40) + 3,
);
await timed('changed rows', changed);
await timed('same file again', changed);
// A delivery: one row by batch per product, most for sale, every tenth within the expiry cut-off.
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const delivery = `Item Code,Branch,Qty,Batch No,Expiry Date\r\n${ids
  .slice(0, batchRows)
  .map((id, i) => `${id},1,${(i % 12) + 1},LOT-${i},${day(i % 10 === 0 ? 30 : 400)}`)
  .join('\r\n')}\r\n`;
await timed('rows by batch', delivery, batchRows);
await timed('rows by batch again', delivery, batchRows);
const ledger = await queryRows<{ n: number }>(
  store.db,
  sql`select count(*)::int as n from stock_movements where reason = 'import'`,
);
console.log(`ledger rows written by imports: ${ledger[0]!.n}`);
const receipts = await queryRows<{ n: number; milli: number }>(
  store.db,
  sql`select count(*)::int as n, coalesce(sum(delta_milli), 0)::int as milli from stock_movements where reason = 'batch_received'`,
);
console.log(`ledger rows of receipts: ${receipts[0]!.n} (${receipts[0]!.milli / 1000} units)`);
await app.close();
await database.close();
