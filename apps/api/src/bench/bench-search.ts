/**
 * Search quality and speed on the judged query set (search-queries.ts), for the store's search and
 * MiniSearch side by side, overall and per kind of query.
 *
 *   npm run bench:search                       # the demo catalogue (in-memory PGlite, seeded here)
 *   npm run bench:search -- --products 100000  # the large catalogue (data/bench-100000, seeded once)
 *   npm run bench:search -- --engines store,postgres,minisearch --verbose
 *
 * hit@3: a relevant product among the first 3; recall@18: share of the relevant products (at most 18)
 * on the first page of 18; MRR: mean of 1/rank of the first relevant product; zero: share of queries
 * answered with nothing; latency: one search (the ranking of every match), p50 and p95 over all
 * queries, run twice after one warm-up pass.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import { rankKeyword } from '../catalogue/keyword-matches.ts';
import { openDatabase, queryRows } from '../db/client.ts';
import * as demo from '../demo-data/index.ts';
import { seedDemoData } from '../demo-data/seed.ts';
import type { DemoProduct } from '../demo-data/types.ts';
import { buildProductIndex, productDocument } from '../search/product-index.ts';
import { loadSearchDocuments, type SearchDocument } from '../search/search-documents.ts';
import { loadSynonyms } from '../search/search-synonyms.ts';
import { judgedQueries, type QueryKind, queryKinds, relevantIds } from './search-queries.ts';
import { generateProducts } from './seed-large.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    engines: { type: 'string', default: 'store,postgres,minisearch' },
    verbose: { type: 'boolean', default: false },
  },
});

interface Engine {
  name: string;
  search(keyword: string): Promise<number[]> | number[];
}

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

async function openCatalogue(): Promise<{
  database: Awaited<ReturnType<typeof openDatabase>>;
  catalogue: readonly DemoProduct[];
}> {
  if (!values.products) {
    const database = await openDatabase({ dataDir: null });
    await seedDemoData(database.db);
    return { database, catalogue: demo.products };
  }
  const count = Number(values.products);
  const dataDir = resolve(apiDir, `data/bench-${count}`);
  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) {
    console.log(`seeding ${count} products into ${dataDir} (once)…`);
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'src/bench/seed-large.ts', '--products', String(count), '--data-dir', dataDir],
      { cwd: apiDir, stdio: 'inherit' },
    );
  }
  const database = await openDatabase({ dataDir });
  return { database, catalogue: generateProducts(demo.products, count) };
}

/** MiniSearch as a developer would set it up: every text field, prefix and fuzzy search, names boosted. */
function miniSearch(documents: readonly SearchDocument[]): Engine {
  // The one-line Arabic normalization: hamza forms, taa marbuta, alef maqsura, diacritics, digits.
  const fold = (text: string) =>
    text
      .toLowerCase()
      .replace(/[أإآ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/[\u064b-\u065f\u0640]/g, '')
      .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  const index = new MiniSearch<{ id: number; [field: string]: unknown }>({
    fields: ['names', 'brands', 'ingredients', 'uses', 'categories', 'descriptions'],
    processTerm: (term) => fold(term),
    searchOptions: {
      prefix: true,
      fuzzy: 0.2,
      boost: { names: 3, brands: 2, ingredients: 2, uses: 1.5, categories: 1.5 },
    },
  });
  index.addAll(
    documents.map((doc) => ({
      id: doc.id,
      names: doc.names.join(' '),
      brands: doc.brands.join(' '),
      ingredients: doc.ingredients.join(' '),
      uses: doc.uses.join(' '),
      categories: doc.categories.join(' '),
      descriptions: doc.descriptions.join(' '),
    })),
  );
  return { name: 'minisearch', search: (keyword) => index.search(keyword).map((hit) => Number(hit.id)) };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Score {
  queries: number;
  hit3: number;
  recall18: number;
  mrr: number;
  zero: number;
}

async function main() {
  const started = Date.now();
  const { database, catalogue } = await openCatalogue();
  const db = database.db;
  const documents = await loadSearchDocuments(db);
  const synonyms = await loadSynonyms(db);
  console.log(
    `catalogue: ${documents.length} products, ${synonyms.length} synonym rows (loaded in ${Date.now() - started} ms)`,
  );
  const wanted = new Set(values.engines.split(','));
  const engines: Engine[] = [];
  if (wanted.has('store')) {
    const buildStarted = performance.now();
    const index = buildProductIndex(documents, synonyms);
    console.log(`store index built in ${(performance.now() - buildStarted).toFixed(0)} ms`);
    engines.push({ name: 'store', search: (keyword) => Array.from(index.search(keyword).ids) });
    // Type-ahead: every prefix of two letters or more of every query, as typed (the index's part of
    // GET products/suggest, which ranks only the first 12; the endpoint itself: npm run bench:suggest).
    const prefixes = judgedQueries.flatMap(({ query }) =>
      Array.from({ length: Math.max(0, query.length - 1) }, (_, k) => query.slice(0, k + 2)),
    );
    // Measured as typed for the first time (no near spellings cached yet), after the index is built.
    const typed: number[] = [];
    for (const prefix of prefixes) {
      const t0 = performance.now();
      index.search(prefix, 12);
      typed.push(performance.now() - t0);
    }
    typed.sort((a, b) => a - b);
    console.log(
      `store type-ahead (index, first 12): ${prefixes.length} prefixes, p50 ${percentile(typed, 50).toFixed(2)} ms, p95 ${percentile(typed, 95).toFixed(2)} ms`,
    );
    // An edit of one product, in memory (the database read of its texts not included).
    const edited = documents
      .slice(-20)
      .map((doc) => ({ ...doc, names: doc.names.map((name) => `${name} x`) }));
    const updates: number[] = [];
    for (const doc of edited) {
      const t0 = performance.now();
      index.update([productDocument(doc)]);
      updates.push(performance.now() - t0);
    }
    // Back as they were, for the judged queries below.
    index.update(documents.slice(-20).map(productDocument));
    updates.sort((a, b) => a - b);
    console.log(
      `store index update of one product: p50 ${percentile(updates, 50).toFixed(1)} ms, max ${updates.at(-1)!.toFixed(1)} ms (20 products)`,
    );
  }
  if (wanted.has('postgres')) {
    engines.push({
      name: 'postgres (before)',
      async search(keyword) {
        const [row] = await queryRows<{ folded: string }>(
          db,
          sql`select store_normalize(${keyword}) as folded`,
        );
        const words = (row?.folded ?? '').split(' ').filter(Boolean).slice(0, 8);
        return Array.from(await rankKeyword(db, words));
      },
    });
  }
  if (wanted.has('minisearch')) {
    const buildStarted = performance.now();
    engines.push(miniSearch(documents));
    console.log(`minisearch index built in ${(performance.now() - buildStarted).toFixed(0)} ms`);
  }

  const judged = judgedQueries.map((query) => ({ ...query, ids: relevantIds(query, catalogue) }));
  const unjudged = judged.filter((query) => query.ids.size === 0);
  if (unjudged.length)
    console.warn(`no relevant product in the catalogue for: ${unjudged.map((q) => q.query)}`);
  console.log(`${judged.length} judged queries\n`);

  const rows: string[][] = [];
  for (const engine of engines) {
    const latencies: number[] = [];
    const slowest: { query: string; ms: number; found: number }[] = [];
    const byKind = new Map<QueryKind | 'all', Score>();
    const add = (kind: QueryKind | 'all', score: Omit<Score, 'queries'>) => {
      const sum = byKind.get(kind) ?? { queries: 0, hit3: 0, recall18: 0, mrr: 0, zero: 0 };
      sum.queries++;
      sum.hit3 += score.hit3;
      sum.recall18 += score.recall18;
      sum.mrr += score.mrr;
      sum.zero += score.zero;
      byKind.set(kind, sum);
    };
    for (const query of judged) await engine.search(query.query); // warm-up
    for (let pass = 0; pass < 2; pass++) {
      for (const query of judged) {
        const t0 = performance.now();
        const ids = await engine.search(query.query);
        const ms = performance.now() - t0;
        latencies.push(ms);
        if (pass > 0) slowest.push({ query: query.query, ms, found: ids.length });
        if (pass > 0 || query.ids.size === 0) continue;
        const firstRelevant = ids.findIndex((id) => query.ids.has(id));
        const page = ids.slice(0, 18).filter((id) => query.ids.has(id)).length;
        const score = {
          hit3: firstRelevant >= 0 && firstRelevant < 3 ? 1 : 0,
          recall18: page / Math.min(18, query.ids.size),
          mrr: firstRelevant >= 0 ? 1 / (firstRelevant + 1) : 0,
          zero: ids.length === 0 ? 1 : 0,
        };
        add(query.kind, score);
        add('all', score);
        if (values.verbose && score.hit3 === 0) {
          console.log(
            `  ${engine.name} miss [${query.kind}] ${query.query}: first relevant at ${firstRelevant + 1 || '-'} of ${ids.length}`,
          );
        }
      }
    }
    latencies.sort((a, b) => a - b);
    if (values.verbose) {
      slowest.sort((a, b) => b.ms - a.ms);
      for (const slow of slowest.slice(0, 8))
        console.log(`  ${engine.name} slow: ${slow.query} ${slow.ms.toFixed(1)} ms (${slow.found} found)`);
    }
    for (const kind of ['all', ...queryKinds] as const) {
      const sum = byKind.get(kind);
      if (!sum) continue;
      const pct = (value: number) => `${((100 * value) / sum.queries).toFixed(1)}%`;
      rows.push([
        engine.name,
        kind,
        String(sum.queries),
        pct(sum.hit3),
        pct(sum.recall18),
        (sum.mrr / sum.queries).toFixed(3),
        pct(sum.zero),
        kind === 'all' ? percentile(latencies, 50).toFixed(2) : '',
        kind === 'all' ? percentile(latencies, 95).toFixed(2) : '',
      ]);
    }
  }
  const header = ['engine', 'kind', 'queries', 'hit@3', 'recall@18', 'MRR', 'zero', 'p50 ms', 'p95 ms'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
