import { type SQL, sql } from 'drizzle-orm';
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

/** Which products to read: those with one of these ids, brands, categories (any level) or ingredients. */
export interface DocumentSelection {
  products?: readonly number[];
  brands?: readonly number[];
  categories?: readonly number[];
  ingredients?: readonly number[];
}

const intArray = (ids: readonly number[] = []) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Every product's searchable text, read table by table (a few flat scans, not a query per product);
 * with a selection, only the selected products' (docs/decisions/0035: a change re-reads just those).
 */
export async function loadSearchDocuments(db: Db, selection?: DocumentSelection): Promise<SearchDocument[]> {
  let only: SQL | undefined;
  if (selection) {
    // Only the conditions that name something: a change of a few products reads them by primary key.
    const has = (ids?: readonly number[]) => ids !== undefined && ids.length > 0;
    const categories = intArray(selection.categories);
    const parts = [
      has(selection.products) && sql`id = any(${intArray(selection.products)}::int[])`,
      has(selection.brands) && sql`brand_id = any(${intArray(selection.brands)}::int[])`,
      has(selection.categories) &&
        sql`(category_id = any(${categories}::int[]) or category2_id = any(${categories}::int[])
          or category1_id = any(${categories}::int[]))`,
      has(selection.ingredients) &&
        sql`id in (select product_id from product_active_ingredients
          where ingredient_id = any(${intArray(selection.ingredients)}::int[]))`,
    ].filter((part): part is SQL => part !== false);
    if (parts.length === 0) return [];
    const [chosen] = await queryRows<{ ids: string | number[] | null }>(
      db,
      sql`select array_agg(id order by id) as ids from products where ${sql.join(parts, sql` or `)}`,
    );
    const ids = parseIntArray(chosen?.ids ?? null);
    if (ids.length === 0) return [];
    only = sql`${intArray(ids)}::int[]`;
  }
  // Brand and category names: all of them (a few hundred rows), or those of the selected products.
  const namesOf = (brandIds?: number[], categoryIds?: number[]) =>
    Promise.all([
      queryRows<{ id: number; name: string }>(
        db,
        sql`select owner_id as id, name from brand_translations
          ${brandIds ? sql`where owner_id = any(${intArray(brandIds)}::int[])` : sql``} order by owner_id, lang`,
      ),
      queryRows<{ id: number; name: string }>(
        db,
        sql`select owner_id as id, name from category_translations
          ${categoryIds ? sql`where owner_id = any(${intArray(categoryIds)}::int[])` : sql``} order by owner_id, lang`,
      ),
    ]);
  const allNames = only ? undefined : namesOf();
  // Awaited below; a failure while the other reads fail too is not left unhandled.
  allNames?.catch(() => undefined);
  const [products, texts, ingredients] = await Promise.all([
    queryRows<{ id: number; popularity: number; brand_id: number; c3: number; c2: number; c1: number }>(
      db,
      sql`select id, popularity, brand_id, category_id as c3, category2_id as c2, category1_id as c1
        from products ${only ? sql`where id = any(${only})` : sql``} order by id`,
    ),
    queryRows<{ id: number; name: string; description: string; uses: string | null }>(
      db,
      sql`select owner_id as id, name, description, uses from product_translations
        ${only ? sql`where owner_id = any(${only})` : sql``} order by owner_id, lang`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`select pai.product_id as id, it.name from product_active_ingredients pai
        join active_ingredient_translations it on it.owner_id = pai.ingredient_id
        ${only ? sql`where pai.product_id = any(${only})` : sql``}
        order by pai.product_id, pai.sort, it.lang`,
    ),
  ]);
  const [brands, categories] = await (allNames ??
    namesOf(
      [...new Set(products.map((row) => Number(row.brand_id)))],
      [...new Set(products.flatMap((row) => [Number(row.c3), Number(row.c2), Number(row.c1)]))],
    ));
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

/** An `int[]` as the drivers return it: an array (node-postgres, PGlite) or its text form. */
function parseIntArray(value: string | number[] | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
