import type { Lang, PharmacyFacts } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { activeIngredientTranslations, productActiveIngredients, productTranslations } from '../db/schema.ts';

/**
 * A medicine's active ingredients (generic names, strength) and uses in the language; null for a
 * product that has neither (groceries, cosmetics).
 */
export async function pharmacyFacts(db: Db, lang: Lang, productId: number): Promise<PharmacyFacts | null> {
  const [ingredients, [texts]] = await Promise.all([
    db
      .select({
        id: productActiveIngredients.ingredientId,
        name: activeIngredientTranslations.name,
        strength: productActiveIngredients.strength,
      })
      .from(productActiveIngredients)
      .innerJoin(
        activeIngredientTranslations,
        and(
          eq(activeIngredientTranslations.ownerId, productActiveIngredients.ingredientId),
          eq(activeIngredientTranslations.lang, lang),
        ),
      )
      .where(eq(productActiveIngredients.productId, productId))
      .orderBy(asc(productActiveIngredients.sort), asc(productActiveIngredients.ingredientId)),
    db
      .select({ uses: productTranslations.uses })
      .from(productTranslations)
      .where(and(eq(productTranslations.ownerId, productId), eq(productTranslations.lang, lang))),
  ]);
  const uses = texts?.uses ?? null;
  if (ingredients.length === 0 && uses === null) return null;
  return { activeIngredients: ingredients, uses };
}
