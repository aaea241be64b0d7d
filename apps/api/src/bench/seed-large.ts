/**
 * Fills an empty database with a large catalogue for benchmarks: the demo store plus generated
 * variants of its products (sizes, packs, editions), all bilingual, priced and stocked per branch.
 *
 *   npm run seed:large -- --products 100000 [--data-dir ./data/bench-100k | --database-url postgres://…]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { seededRandom } from '../demo-data/deterministic-random.ts';
import * as demo from '../demo-data/index.ts';
import {
  insertCatalogue,
  insertRecipes,
  insertStorefront,
  refreshSearchText,
  syncIdentitySequences,
} from '../demo-data/load-demo-data.ts';
import type { DemoProduct } from '../demo-data/types.ts';

const variants: { en: string; ar: string; factor: number }[] = [
  { en: 'Value pack', ar: 'عبوة توفير', factor: 1.8 },
  { en: 'Family size', ar: 'حجم عائلي', factor: 2.2 },
  { en: 'Travel size', ar: 'حجم السفر', factor: 0.6 },
  { en: 'Twin pack', ar: 'عبوة مزدوجة', factor: 1.9 },
  { en: 'Limited edition', ar: 'إصدار محدود', factor: 1.1 },
  { en: 'New formula', ar: 'تركيبة جديدة', factor: 1.05 },
  { en: 'Economy pack', ar: 'عبوة اقتصادية', factor: 2.5 },
  { en: 'Mini', ar: 'ميني', factor: 0.5 },
];

export function generateProducts(base: readonly DemoProduct[], count: number): DemoProduct[] {
  const random = seededRandom(20_261_123);
  const generated: DemoProduct[] = [...base];
  for (let id = base.length + 1; generated.length < count; id++) {
    const template = base[(id * 7) % base.length]!;
    const variant = variants[id % variants.length]!;
    const series = Math.floor(id / base.length);
    const price = Math.max(
      100,
      Math.round((template.price * variant.factor * (0.9 + random() * 0.2)) / 25) * 25,
    );
    generated.push({
      ...template,
      id,
      name: {
        en: `${template.name.en} ${variant.en} ${series}`,
        ar: `${template.name.ar} ${variant.ar} ${series}`,
      },
      price,
      oldPrice: random() < 0.2 ? Math.round((price * 1.2) / 25) * 25 : undefined,
      popularity: Math.floor(random() * 1000),
      specialOffer: random() < 0.05 ? template.specialOffer : undefined,
    });
  }
  return generated;
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < demo.products.length) {
    throw new Error(`--products must be a whole number of at least ${demo.products.length}`);
  }
  const target = values['database-url']
    ? { databaseUrl: values['database-url'] }
    : { dataDir: values['data-dir'] ?? `./data/bench-${count}` };
  const started = Date.now();
  const database = await openDatabase(target);
  const products = generateProducts(demo.products, count);
  await database.db.transaction(async (tx) => {
    await insertStorefront(tx, demo);
    await insertCatalogue(tx, { ...demo, products }, demo.branches);
    await insertRecipes(tx, demo.recipes);
    await refreshSearchText(tx);
    await syncIdentitySequences(tx);
  });
  // Fresh statistics and visibility maps, as a long-running store would have.
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  console.log(
    `seeded ${count} products into ${JSON.stringify(target)} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
