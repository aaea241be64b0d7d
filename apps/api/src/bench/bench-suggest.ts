/**
 * Load-tests the type-ahead, `GET /api/products/suggest?keyword=`, over real HTTP against a started
 * server (as `npm start` runs it) on the large catalogue, and times how long a product change takes
 * to be found by search (docs/decisions/0035).
 *
 *   npm run bench:suggest                                     # data/bench-100000 (PGlite), seeded once
 *   npm run bench:suggest -- --products 100000 --connections 1,4,10 --duration 10
 *   npm run bench:suggest -- --database-url postgres://…       # a PostgreSQL server seeded by seed:large
 *   npm run bench:suggest -- --profile /tmp/prof               # the server's CPU profile, for DevTools
 *
 * Keywords: prefixes of 2 to 6 characters, English and Arabic, of the judged queries and of the demo
 * products' names (what a customer types before picking a suggestion). Two mixes:
 *   - "first time": every distinct prefix once, so each request ranks its keyword afresh (no cached
 *     ranking, no near spellings cached yet);
 *   - "typing": customers typing judged queries character by character (2–6), picked at random, so
 *     popular prefixes repeat and meet the minute-long ranking cache as in production.
 * The client runs in this process on the same machine (both share its cores); latency is per request,
 * from sending to the last byte, with keep-alive connections.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.ts';
import * as demo from '../demo-data/index.ts';
import { createProductSearch } from '../search/search-service.ts';
import { ensureLargeCatalogue, largeCatalogueDir, runScript } from './large-catalogue.ts';
import { judgedQueries } from './search-queries.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,4,10' },
    port: { type: 'string', default: '3997' },
    'skip-change': { type: 'boolean', default: false },
    /** A folder for the server's CPU profile (node --cpu-prof), written when it stops. */
    profile: { type: 'string' },
  },
});

const products = Number(values.products);
const dataDir = largeCatalogueDir(products);
const databaseUrl = values['database-url'];
const port = Number(values.port);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One GET; resolves with the status and the time to the last byte (ms). */
function get(path: string, lang: 'en' | 'ar'): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { 'content-language': lang } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
  });
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      if ((await get('/api/health', 'en')).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the server did not become healthy');
}

const isArabic = (text: string) => /[\u0600-\u06ff]/.test(text);
const suggestPath = (keyword: string) => `/api/products/suggest?keyword=${encodeURIComponent(keyword)}`;

/** A keyword's prefixes of 2 to 6 characters, as typed (a prefix ending in a space is not sent). */
function prefixes(text: string): string[] {
  const found: string[] = [];
  for (let length = 2; length <= Math.min(6, text.length); length++) {
    const prefix = text.slice(0, length);
    if (prefix.trim().length >= 2 && !prefix.endsWith(' ')) found.push(prefix);
  }
  return found;
}

function seededShuffle<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** CPU time (user + system) the process has used so far, in ms (Linux: /proc/<pid>/stat, 100 ticks/s). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * `connections` clients, each sending its next keyword when the previous answer is in, until the
 * keywords run out (`once`) or the time is up. Also the server's CPU time per request (`serverPid`),
 * which other work on the machine inflates far less than latency, and the load average meanwhile.
 */
async function load(
  keywords: readonly string[],
  connections: number,
  durationMs: number,
  once: boolean,
  serverPid?: number,
) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const cpuBefore = cpuMs(serverPid);
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      if (once && next >= keywords.length) return;
      const keyword = keywords[next++ % keywords.length]!;
      const answer = await get(suggestPath(keyword), isArabic(keyword) ? 'ar' : 'en');
      if (answer.status !== 200) errors++;
      latencies.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - started) / 1000;
  const cpuPerRequest = (cpuMs(serverPid) - cpuBefore) / Math.max(1, latencies.length);
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'max ms': Number((latencies.at(-1) ?? 0).toFixed(1)),
    errors,
    'server CPU ms/req': Number(cpuPerRequest.toFixed(2)),
    load: loadavg()[0]!.toFixed(1),
  };
}

/** How long a renamed product takes to be found, through `found` (polled every 20 ms). */
async function timeRename(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  found: (keyword: string, id: number) => Promise<boolean>,
) {
  const [target] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select owner_id as id, name from product_translations where lang = 'en' order by owner_id desc limit 1`,
  );
  const id = Number(target!.id);
  const results: number[] = [];
  try {
    for (const [round, word] of ['Zanzibarol', 'Quokkafen', 'Wombatrin'].entries()) {
      const started = performance.now();
      await db.execute(
        sql`update product_translations set name = ${`${word} ${round} 10 mg`} where owner_id = ${id} and lang = 'en'`,
      );
      while (!(await found(word.toLowerCase(), id))) {
        if (performance.now() - started > 120_000) throw new Error('the renamed product was never found');
        await new Promise((done) => setTimeout(done, 20));
      }
      results.push(performance.now() - started);
    }
  } finally {
    await db.execute(
      sql`update product_translations set name = ${target!.name} where owner_id = ${id} and lang = 'en'`,
    );
  }
  return results.map((ms) => Math.round(ms));
}

async function main() {
  await ensureLargeCatalogue(products, databaseUrl);
  const typedQueries = judgedQueries.map((query) => query.query);
  const names = demo.products.flatMap((product) => [product.name.en, product.name.ar]);
  const distinct = seededShuffle([...new Set([...typedQueries, ...names].flatMap(prefixes))], 17);
  const typing = seededShuffle(
    Array.from({ length: 200 }, () => typedQueries).flatMap((queries) =>
      seededShuffle([...queries], queries.length),
    ),
    29,
  )
    .slice(0, 4000)
    .flatMap(prefixes);
  const arabic = distinct.filter(isArabic).length;
  console.log(
    `${distinct.length} distinct prefixes (${arabic} Arabic, ${distinct.length - arabic} Latin), ` +
      `${typing.length} typed in the typing mix`,
  );

  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO_DATA: 'false',
    NODE_ENV: 'production',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.DATA_DIR = dataDir;
  const startedAt = performance.now();
  const server = runScript(
    'src/main.ts',
    [],
    env,
    values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [],
  );
  const durationMs = Number(values.duration) * 1000;
  const connectionCounts = values.connections.split(',').map(Number);
  const rows: Record<string, string | number>[] = [];
  let renames: number[] | undefined;
  try {
    await waitForHealth();
    const healthy = performance.now();
    // The first search waits for the index to be built.
    const first = await get(suggestPath('pa'), 'en');
    if (first.status !== 200) throw new Error(`suggest answered ${first.status}: ${first.body}`);
    console.log(
      `server healthy in ${((healthy - startedAt) / 1000).toFixed(1)} s, first suggestion (index built) ` +
        `${(first.ms / 1000).toFixed(1)} s later`,
    );
    // Each connection count gets its own share of never-asked prefixes (rankings are cached a minute).
    const share = Math.floor((distinct.length - 50) / connectionCounts.length);
    // JIT warm-up on prefixes kept out of the measured ones.
    await load(distinct.slice(-50), 2, 60_000, true);
    for (const [k, connections] of connectionCounts.entries()) {
      const fresh = distinct.slice(k * share, (k + 1) * share);
      rows.push({ mix: 'first time', ...(await load(fresh, connections, 120_000, true, server.pid)) });
    }
    for (const connections of connectionCounts) {
      rows.push({ mix: 'typing', ...(await load(typing, connections, durationMs, false, server.pid)) });
    }
    if (databaseUrl && !values['skip-change']) {
      const database = await openDatabase({ databaseUrl });
      renames = await timeRename(database.db, async (keyword, id) => {
        const answer = await get(suggestPath(keyword), 'en');
        return answer.status === 200 && answer.body.includes(`"id":${id},`);
      });
      await database.close();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    agent.destroy();
  }
  console.log(
    `\nGET /api/products/suggest, ${products} products, ${databaseUrl ? 'PostgreSQL server' : 'PGlite'}, ` +
      `first time: each distinct prefix once; typing: ${values.duration} s`,
  );
  console.table(rows);

  if (!databaseUrl && !values['skip-change']) {
    // PGlite: one process owns the data directory, so the change is timed here, on the same index
    // code the server runs (LISTEN, read the named products, update in place).
    const database = await openDatabase({ dataDir });
    const search = createProductSearch(database.db);
    const loadStarted = performance.now();
    await search.start();
    await search.version();
    const fullMs = Math.round(performance.now() - loadStarted);
    renames = await timeRename(database.db, async (keyword, id) =>
      (await search.search(keyword)).ids.includes(id),
    );
    await search.close();
    await database.close();
    console.log(`index built at start in ${fullMs} ms`);
  }
  if (renames) console.log(`a renamed product found by its new name after: ${renames.join(', ')} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
