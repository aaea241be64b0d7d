/**
 * Times how long a product edit takes to reach customers on another instance (docs/decisions/0052):
 * two apps on one database (each with its own caches, pool and LISTEN connection), the second's
 * guest answers warmed first. An admin renames a product in Arabic on the first; the second is asked
 * every 10 ms for the product (`GET /api/products/{id}`) and for a search by the new word until both
 * show it. Then the product is hidden, and the second is asked until its page answers 404.
 *
 *   npm run bench:edit-visible -w @store/api -- [--runs 20] [--database-url postgres://…/an_empty_db]
 *
 * PGlite in memory by default (the two apps share it), or the (empty) PostgreSQL database named (each
 * app opens its own pool on it, as two processes would).
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import { createStaffAccount } from '../staff/index.ts';
import { caller, staffLogin } from '../test/staff-test-support.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, 'database-url': { type: 'string' } },
});
const runs = Number(values.runs);
const databaseUrl = values['database-url'];

const first = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: null });
await seedDemoData(first.db, { staff: false });
const second: Database = databaseUrl
  ? await openDatabase({ databaseUrl })
  : { ...first, close: async () => {} };
// Production settings: the guest caches on, as customers meet them.
const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'false', RATE_LIMIT_MAX: '100000000' });
const editing = await buildApp(first, { ...config, logLevel: 'silent' }, { startJobs: false });
const reading = await buildApp(second, { ...config, logLevel: 'silent' }, { startJobs: false });
await Promise.all([editing.ready(), reading.ready()]);

const password = 'Bench-admin-password-1';
await createStaffAccount(
  first.db,
  { email: 'bench.edit@staff.test', name: 'Bench', role: 'admin', branchIds: [], password },
  { storeMode: 'demo' },
);
const on = { app: editing, db: first.db } as never;
const admin = caller(on, await staffLogin(on, 'bench.edit@staff.test', password), 'ar');
const guest = (url: string) =>
  reading.inject({
    method: 'GET',
    url,
    headers: { 'content-language': 'ar', deviceid: 'bench-edit-visible' },
  });

const products = (await guest('/api/products/filter?size=50')).json().data.products as { id: number }[];
const ids = products.slice(0, runs).map((product) => product.id);

/** Asks the second app every 10 ms until `done`; the milliseconds it took (throws after 30 s). */
async function until(done: () => Promise<boolean>, started: number): Promise<number> {
  while (!(await done())) {
    if (performance.now() - started > 30_000) throw new Error('not visible after 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

const page: number[] = [];
const search: number[] = [];
const hidden: number[] = [];
for (const [index, id] of ids.entries()) {
  const word = `زعفران${'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'[index % 28]}${index}`;
  // Warm the second app's guest answers: the product and a search.
  await guest(`/api/products/${id}`);
  await guest(`/api/products/filter?keyword=${encodeURIComponent(word)}`);
  const details = (await admin.get(`/api/staff/catalogue/products/${id}/details`)).json().data.product;
  const name = `${details.nameAr} ${word}`;
  const started = performance.now();
  const saved = await admin.post(`/api/staff/catalogue/products/${id}/details`, { ...details, nameAr: name });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  page.push(
    await until(async () => (await guest(`/api/products/${id}`)).json().data?.product.name === name, started),
  );
  search.push(
    await until(async () => {
      const found = (await guest(`/api/products/filter?keyword=${encodeURIComponent(word)}`)).json().data
        .products as { id: number }[];
      return found.some((product) => product.id === id);
    }, started),
  );
  const hideStarted = performance.now();
  const hide = await admin.post(`/api/staff/catalogue/products/${id}/visibility`, {
    version: details.version + 1,
    hidden: true,
  });
  if (hide.statusCode !== 200) throw new Error(hide.body);
  hidden.push(await until(async () => (await guest(`/api/products/${id}`)).statusCode === 404, hideStarted));
}

const row = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
  return `| ${label} | ${sorted.length} | ${at(0.5)} ms | ${at(0.95)} ms | ${sorted.at(-1)!.toFixed(0)} ms |`;
};
console.log(`driver: ${databaseUrl ? 'postgres' : 'pglite'}`);
console.log('| on the second instance | edits | median | p95 | slowest |');
console.log('| --- | --- | --- | --- | --- |');
console.log(row('the product shows the new Arabic name', page));
console.log(row('a search by the new word finds it', search));
console.log(row('hidden: its page answers 404', hidden));
await Promise.all([editing.close(), reading.close()]);
await Promise.all([first.close(), second.close()]);
