import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

/** What search reads of one product, every language together (results never depend on the language). */
export interface SearchDocument {
  id: number;
  popularity: number;
  brandId: number;
  categoryIds: [number, number, number];
  /** Product names, one per language. */
  names: string[];
  brands: string[];
  /** Generic names of the active ingredients, every language. */
  ingredients: string[];
  /** What the product is used for, every language. */
  uses: string[];
  /** Level-3, level-2 and level-1 category names, every language. */
  categories: string[];
  descriptions: string[];
}

/** Every product's searchable text, read table by table (a few flat scans, not a query per product). */
export async function loadSearchDocuments(db: Db): Promise<SearchDocument[]> {
  const [products, texts, brands, categories, ingredients] = await Promise.all([
    queryRows<{ id: number; popularity: number; brand_id: number; c3: number; c2: number; c1: number }>(
      db,
      sql`select id, popularity, brand_id, category_id as c3, category2_id as c2, category1_id as c1
        from products order by id`,
    ),
    queryRows<{ id: number; name: string; description: string; uses: string | null }>(
      db,
      sql`select owner_id as id, name, description, uses from product_translations order by owner_id, lang`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select owner_id as id, name from brand_translations order by owner_id, lang`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select owner_id as id, name from category_translations order by owner_id, lang`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select pai.product_id as id, it.name from product_active_ingredients pai
        join active_ingredient_translations it on it.owner_id = pai.ingredient_id
        order by pai.product_id, pai.sort, it.lang`,
    ),
  ]);
  const grouped = (rows: readonly { id: number; name: string }[]) => {
    const byId = new Map<number, string[]>();
    for (const row of rows) {
      const id = Number(row.id);
      const list = byId.get(id);
      if (list) list.push(row.name);
      else byId.set(id, [row.name]);
    }
    return byId;
  };
  const brandNames = grouped(brands);
  const categoryNames = grouped(categories);
  const ingredientNames = grouped(ingredients);
  const textsOf = new Map<number, { names: string[]; descriptions: string[]; uses: string[] }>();
  for (const row of texts) {
    const id = Number(row.id);
    let entry = textsOf.get(id);
    if (!entry) {
      entry = { names: [], descriptions: [], uses: [] };
      textsOf.set(id, entry);
    }
    entry.names.push(row.name);
    entry.descriptions.push(row.description);
    if (row.uses) entry.uses.push(row.uses);
  }
  return products.map((row) => {
    const id = Number(row.id);
    const levels: [number, number, number] = [Number(row.c3), Number(row.c2), Number(row.c1)];
    const text = textsOf.get(id);
    return {
      id,
      popularity: Number(row.popularity),
      brandId: Number(row.brand_id),
      categoryIds: levels,
      names: text?.names ?? [],
      brands: brandNames.get(Number(row.brand_id)) ?? [],
      ingredients: ingredientNames.get(id) ?? [],
      uses: text?.uses ?? [],
      categories: levels.flatMap((level) => categoryNames.get(level) ?? []),
      descriptions: text?.descriptions ?? [],
    };
  });
}
