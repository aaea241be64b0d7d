import { type Lang, languages } from '@store/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productTranslations } from '../db/schema.ts';

/**
 * Products' names as they are now, in every language (an order line or a subscription keeps them:
 * the customer's order reads the same after a rename). A name a product lacks is ''.
 */
export async function productNamesInEveryLanguage(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, Record<Lang, string>>> {
  const ids = [...new Set(productIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: productTranslations.ownerId,
            lang: productTranslations.lang,
            name: productTranslations.name,
          })
          .from(productTranslations)
          .where(inArray(productTranslations.ownerId, ids));
  return new Map(
    ids.map((id) => [
      id,
      Object.fromEntries(
        languages.map((lang) => [lang, rows.find((row) => row.id === id && row.lang === lang)?.name ?? '']),
      ) as Record<Lang, string>,
    ]),
  );
}

/** Products' names in one language, by id (a product without one is left out). */
export async function productNamesIn(
  db: Db,
  productIds: readonly number[],
  lang: Lang,
): Promise<Map<number, string>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productTranslations.ownerId, name: productTranslations.name })
    .from(productTranslations)
    .where(and(inArray(productTranslations.ownerId, ids), eq(productTranslations.lang, lang)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
