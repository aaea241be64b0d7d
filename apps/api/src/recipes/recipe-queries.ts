import type { Lang, RecipeSummary } from '@store/contract';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { mediaPath } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  recipeIngredients,
  recipeSteps,
  recipeStepTranslations,
  recipes,
  recipeTranslations,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';

function summaries(db: Db, lang: Lang) {
  return db
    .select({ id: recipes.id, name: recipeTranslations.name, description: recipeTranslations.description })
    .from(recipes)
    .innerJoin(recipeTranslations, inLang(recipeTranslations, recipes.id, lang))
    .$dynamic();
}

const withImage = <T extends { id: number }>(row: T) => ({ ...row, image: mediaPath.recipe(row.id) });

export async function listRecipes(db: Db, lang: Lang): Promise<RecipeSummary[]> {
  const rows = await summaries(db, lang).orderBy(asc(recipes.sort), asc(recipes.id));
  return rows.map(withImage);
}

export async function findRecipe(db: Db, lang: Lang, id: number) {
  const [summary] = await summaries(db, lang).where(eq(recipes.id, id));
  if (!summary) return null;
  const [steps, ingredients] = await Promise.all([
    db
      .select({ id: recipeSteps.id, description: recipeStepTranslations.description })
      .from(recipeSteps)
      .innerJoin(recipeStepTranslations, inLang(recipeStepTranslations, recipeSteps.id, lang))
      .where(eq(recipeSteps.recipeId, id))
      .orderBy(asc(recipeSteps.sort)),
    db
      .select({ id: recipeIngredients.id, productId: recipeIngredients.productId })
      .from(recipeIngredients)
      .where(eq(recipeIngredients.recipeId, id))
      .orderBy(asc(recipeIngredients.sort)),
  ]);
  return { recipe: withImage(summary), steps, ingredients };
}

/** Other recipes, those sharing the most ingredients first. */
export async function relatedRecipes(db: Db, lang: Lang, id: number, limit = 4): Promise<RecipeSummary[]> {
  const shared = db
    .select({ productId: recipeIngredients.productId })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, id));
  const overlap = sql<number>`(select count(*) from ${recipeIngredients} ri where ri.recipe_id = ${recipes.id} and ri.product_id in (${shared}))`;
  const rows = await summaries(db, lang)
    .where(ne(recipes.id, id))
    .orderBy(sql`${overlap} desc`, asc(recipes.sort), asc(recipes.id))
    .limit(limit);
  return rows.map(withImage);
}
