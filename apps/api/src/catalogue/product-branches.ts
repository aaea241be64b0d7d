import type { Lang } from '@store/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { branchProducts, branchTranslations, products, productTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { notFound } from '../http/envelope.ts';
import { mediaPath } from './media-paths.ts';
import { soldHere } from './product-queries.ts';

/**
 * A product as any branch shows it, and the branches that sell it (in stock there or not): what the
 * product page shows when the customer's branch does not sell it, instead of 'not found'.
 */
export async function productBranches(db: Db, lang: Lang, id: number) {
  const [product] = await db
    .select({
      name: productTranslations.name,
      description: productTranslations.description,
      pictureId: products.pictureId,
    })
    .from(productTranslations)
    .innerJoin(products, eq(products.id, productTranslations.ownerId))
    .where(and(eq(productTranslations.ownerId, id), eq(productTranslations.lang, lang)));
  if (!product) throw notFound('error.productNotFound');
  const rows = await db
    .select({
      id: branchProducts.branchId,
      name: branchTranslations.name,
      stockMilli: branchProducts.stockMilli,
    })
    .from(branchProducts)
    .innerJoin(branchTranslations, inLang(branchTranslations, branchProducts.branchId, lang))
    .where(and(eq(branchProducts.productId, id), soldHere()))
    .orderBy(asc(branchProducts.branchId));
  return {
    product: {
      id,
      name: product.name,
      description: product.description,
      image: mediaPath.product(id, product.pictureId),
    },
    branches: rows.map((row) => ({ id: row.id, name: row.name, inStock: row.stockMilli > 0 })),
  };
}
