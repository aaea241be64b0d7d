import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productActiveIngredients, products } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';

/**
 * Migration 0035 fills the forms, populations and strengths of a store seeded before it. Run on the
 * demo catalogue with those facts wiped, it must give back what the demo data says (dosage-facts.ts).
 */
let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

const backfill = readFileSync(new URL('../../drizzle/0035_alternatives_rule.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => /^(--.*\n)*UPDATE/.test(statement));

const facts = async () => ({
  products: await store.db
    .select({ id: products.id, form: products.dosageForm, population: products.population })
    .from(products)
    .orderBy(asc(products.id)),
  strengths: await store.db
    .select({
      productId: productActiveIngredients.productId,
      id: productActiveIngredients.ingredientId,
      strength: productActiveIngredients.strength,
    })
    .from(productActiveIngredients)
    .orderBy(asc(productActiveIngredients.productId), asc(productActiveIngredients.ingredientId)),
});

describe('migration 0035 on a catalogue seeded before it', () => {
  it('reads the same forms, populations and strengths from the names as the demo data has', async () => {
    expect(backfill).toHaveLength(3);
    const seeded = await facts();
    await store.db.execute(sql`update products set dosage_form = null, population = 'all'`);
    // The strengths the demo data read from the names (single-ingredient medicines only).
    await store.db.execute(sql`
      update product_active_ingredients i set strength = null
      where (select count(*) from product_active_ingredients o where o.product_id = i.product_id) = 1
        and strength is not null
        and (select name from product_translations t where t.owner_id = i.product_id and t.lang = 'en') like '%' || strength || '%'`);
    for (const statement of backfill) await store.db.execute(sql.raw(statement));
    const filled = await facts();
    const differing = filled.products.filter((row, index) => {
      const before = seeded.products[index]!;
      return row.form !== before.form || row.population !== before.population;
    });
    expect(differing).toEqual([]);
    expect(filled.strengths).toEqual(seeded.strengths);
  });
});
