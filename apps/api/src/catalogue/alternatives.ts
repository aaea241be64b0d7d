import { and, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branchProducts, productActiveIngredients, products, productTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import {
  type AlternativeFacts,
  type DosageForm,
  dosageForms,
  fitOf,
  type Population,
  populations,
  type RankedAlternative,
  rankAlternatives,
  usePhrases,
} from './alternatives-rule.ts';

/** Products read per request before the rule picks: the best sellers of the nearby shelves. */
const poolSize = 400;

const asForm = (value: string | null): DosageForm | null =>
  (dosageForms as readonly string[]).includes(value ?? '') ? (value as DosageForm) : null;
const asPopulation = (value: string): Population =>
  (populations as readonly string[]).includes(value) ? (value as Population) : 'all';

/**
 * The substitutes for a product at a branch, best first, by `rankAlternatives` (the one rule, for
 * the product page, the staff console's candidates and an order's default offer). The pool the rule
 * judges: products at the branch with at least `minStockMilli` in stock that share an active
 * ingredient with it, or its level-3 category, or (medicines) its level-2 shelf, where the same use
 * in another form sits ('Cold & flu tablets' beside 'Cough syrups'). Null when the product is unknown.
 */
export async function alternativesAt(
  db: Db,
  input: { productId: number; branchId: number; minStockMilli?: number; limit?: number },
): Promise<RankedAlternative[] | null> {
  const minStockMilli = Math.max(1, input.minStockMilli ?? 1);
  const [own] = await db
    .select({ categoryId: products.categoryId, category2Id: products.category2Id })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!own) return null;
  const ingredientIds = (
    await db
      .select({ id: productActiveIngredients.ingredientId })
      .from(productActiveIngredients)
      .where(eq(productActiveIngredients.productId, input.productId))
  ).map((row) => row.id);
  const sharesIngredient =
    ingredientIds.length === 0
      ? undefined
      : inArray(
          branchProducts.productId,
          db
            .select({ id: productActiveIngredients.productId })
            .from(productActiveIngredients)
            .where(inArray(productActiveIngredients.ingredientId, ingredientIds)),
        );
  const pool = await db
    .select({ id: branchProducts.productId, stockMilli: branchProducts.stockMilli })
    .from(branchProducts)
    .where(
      and(
        eq(branchProducts.branchId, input.branchId),
        ne(branchProducts.productId, input.productId),
        gte(branchProducts.stockMilli, minStockMilli),
        or(
          eq(branchProducts.categoryId, own.categoryId),
          ingredientIds.length > 0 ? eq(branchProducts.category2Id, own.category2Id) : undefined,
          sharesIngredient,
        ),
      ),
    )
    .orderBy(sql`${branchProducts.popularity} desc`, branchProducts.productId)
    .limit(poolSize);
  const facts = await factsOf(db, [input.productId, ...pool.map((row) => row.id)]);
  const product = facts.get(input.productId);
  if (!product) return null;
  const candidates = pool.flatMap((row) => {
    const found = facts.get(row.id);
    return found ? [{ ...found, stockMilli: row.stockMilli }] : [];
  });
  return rankAlternatives(product, candidates, { minStockMilli, limit: input.limit ?? 30 });
}

/** The rule's facts of these products (stock left at 0: the branch's is the caller's). */
async function factsOf(db: Db, ids: readonly number[]): Promise<Map<number, AlternativeFacts>> {
  const rows = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      weighted: products.weighted,
      popularity: products.popularity,
      form: products.dosageForm,
      population: products.population,
      name: productTranslations.name,
      uses: productTranslations.uses,
    })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, 'en'))
    .where(inArray(products.id, [...ids]));
  const ingredients = await db
    .select({
      productId: productActiveIngredients.productId,
      id: productActiveIngredients.ingredientId,
      strength: productActiveIngredients.strength,
    })
    .from(productActiveIngredients)
    .where(inArray(productActiveIngredients.productId, [...ids]));
  const facts = new Map<number, AlternativeFacts>();
  for (const row of rows) {
    facts.set(row.id, {
      id: row.id,
      categoryId: row.categoryId,
      ingredients: ingredients
        .filter((ingredient) => ingredient.productId === row.id)
        .map(({ id, strength }) => ({ id, strength })),
      form: asForm(row.form),
      population: asPopulation(row.population),
      uses: usePhrases(row.uses),
      weighted: row.weighted,
      fit: fitOf(row.name),
      popularity: row.popularity,
      stockMilli: 0,
    });
  }
  return facts;
}
