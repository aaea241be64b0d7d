import { type IdName, type Lang, languages, type PharmacyFacts } from '@store/contract';
import { inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import {
  activeIngredientTranslations,
  brandTranslations,
  cuttingTypeTranslations,
  productActiveIngredients,
  productCuttingTypes,
  productPictures,
  productPictureTranslations,
  products,
  productTranslations,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import type { ProductPicture, ProductRow } from './product-mapper.ts';

/**
 * What a product is at every branch: its text in one language, brand, category, units, cutting types,
 * and a medicine's facts (its product page shows them: read with the text, not by two more queries).
 */
export type ProductText = Omit<ProductRow, 'price' | 'oldPrice' | 'stockMilli'>;

/** What one branch asks for a product and has of it. */
/**
 * A branch's row of the product. Its offer type, when read, is the branch's (staff set it per branch)
 * and wins over the product's.
 */
export type BranchOffer = Pick<ProductRow, 'id' | 'price' | 'oldPrice' | 'stockMilli'> &
  Partial<Pick<ProductRow, 'offerTypeId'>>;

const textColumns = {
  id: products.id,
  name: productTranslations.name,
  description: productTranslations.description,
  specialOfferDesc: productTranslations.specialOfferDesc,
  brandId: products.brandId,
  brandName: brandTranslations.name,
  weighted: products.weighted,
  quantities: products.quantities,
  offerTypeId: products.offerTypeId,
  categoryId: products.categoryId,
  medicineClass: products.medicineClass,
  maxPerOrder: products.maxPerOrder,
  // Uploaded pictures in order with their alt text in the language (docs/decisions/0070); most have none.
  pictures: sql<ProductPicture[]>`(
    select coalesce(json_agg(json_build_object('id', ${productPictures.id}, 'alt', coalesce(${productPictureTranslations.alt}, ''),
                             'width', ${productPictures.width}, 'height', ${productPictures.height})
                             order by ${productPictures.position}), '[]'::json)
    from ${productPictures}
    left join ${productPictureTranslations} on ${productPictureTranslations.ownerId} = ${productPictures.id}
      and ${productPictureTranslations.lang} = ${productTranslations.lang}
    where ${productPictures.productId} = ${products.id})`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as ProductPicture[]) : (value as ProductPicture[]),
  ),
  cuttingTypes: sql<IdName[]>`(
    select coalesce(json_agg(json_build_object('id', ${productCuttingTypes.cuttingTypeId}, 'name', ${cuttingTypeTranslations.name})
                             order by ${productCuttingTypes.sort}, ${productCuttingTypes.cuttingTypeId}), '[]'::json)
    from ${productCuttingTypes}
    join ${cuttingTypeTranslations} on ${cuttingTypeTranslations.ownerId} = ${productCuttingTypes.cuttingTypeId}
      and ${cuttingTypeTranslations.lang} = ${productTranslations.lang}
    where ${productCuttingTypes.productId} = ${products.id})`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as IdName[]) : (value as IdName[]),
  ),
};

const pharmacyColumns = {
  uses: productTranslations.uses,
  activeIngredients: sql<PharmacyFacts['activeIngredients']>`(
    select coalesce(json_agg(json_build_object('id', ${productActiveIngredients.ingredientId}, 'name', ${activeIngredientTranslations.name}, 'strength', ${productActiveIngredients.strength})
                             order by ${productActiveIngredients.sort}, ${productActiveIngredients.ingredientId}), '[]'::json)
    from ${productActiveIngredients}
    join ${activeIngredientTranslations} on ${activeIngredientTranslations.ownerId} = ${productActiveIngredients.ingredientId}
      and ${activeIngredientTranslations.lang} = ${productTranslations.lang}
    where ${productActiveIngredients.productId} = ${products.id})`.mapWith((value: unknown) =>
    typeof value === 'string'
      ? (JSON.parse(value) as PharmacyFacts['activeIngredients'])
      : (value as PharmacyFacts['activeIngredients']),
  ),
};

export async function loadProductTexts(db: Db, lang: Lang, ids: readonly number[]): Promise<ProductText[]> {
  const rows = await db
    .select({ ...textColumns, ...pharmacyColumns })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .innerJoin(brandTranslations, inLang(brandTranslations, products.brandId, lang))
    .where(inArray(products.id, [...ids]));
  return rows.map(({ uses, activeIngredients, ...text }) => ({
    ...text,
    // Null for a product with neither (groceries, cosmetics).
    pharmacy: activeIngredients.length === 0 && uses === null ? null : { activeIngredients, uses },
  }));
}

/**
 * Product texts in memory, per language, for a minute (like the category tree): every page shows
 * products, and their text is the same at every branch, so a page reads only prices and stock (one
 * table) from the database, and the text of products not seen in the last minute (docs/decisions/0010).
 * A product edit shows after at most `ttlMs`; prices and stock are always read fresh.
 */
export class ProductTexts {
  /** `lang:id` → text; null when the time to live is 0 (lru-cache reads 0 as "no limit"). */
  private readonly entries: LRUCache<string, ProductText> | null;

  constructor(ttlMs = 60_000, maxEntries = 50_000) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs, perf: Date }) : null;
  }

  async get(db: Db, lang: Lang, ids: readonly number[]): Promise<Map<number, ProductText>> {
    const found = new Map<number, ProductText>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.entries?.get(`${lang}:${id}`);
      if (hit) found.set(id, hit);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    // One query for all the missing texts of a page (not one load per product, hence no fetchMethod).
    for (const text of await loadProductTexts(db, lang, missing)) {
      found.set(text.id, text);
      this.entries?.set(`${lang}:${text.id}`, text);
    }
    return found;
  }

  /** Forgets these products' texts (or all): search saw them change (docs/decisions/0035). */
  forget(ids: readonly number[] | 'all') {
    if (!this.entries) return;
    if (ids === 'all') {
      this.entries.clear();
      return;
    }
    for (const id of ids) {
      for (const lang of languages) this.entries.delete(`${lang}:${id}`);
    }
  }

  /** The offers with their products' text, in the offers' order; unknown products are left out. */
  async rows(db: Db, lang: Lang, offers: readonly BranchOffer[]): Promise<ProductRow[]> {
    if (offers.length === 0) return [];
    const texts = await this.get(
      db,
      lang,
      offers.map((offer) => offer.id),
    );
    return offers.flatMap((offer) => {
      const text = texts.get(offer.id);
      return text ? [{ ...text, ...offer }] : [];
    });
  }
}

const shared = new WeakMap<Db, ProductTexts>();

/** The texts cache of a database (each test store has its own). */
export function productTexts(db: Db): ProductTexts {
  let texts = shared.get(db);
  if (!texts) {
    texts = new ProductTexts();
    shared.set(db, texts);
  }
  return texts;
}
