import { type IdName, type Lang, type ProductFilterQuery, pageSize, sortOptions } from '@store/contract';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import {
  branchProducts,
  brandTranslations,
  cuttingTypeTranslations,
  productAlternatives,
  productCuttingTypes,
  products,
  productTranslations,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import type { CategoryIndex } from './category-catalog.ts';
import type { ProductRow } from './product-mapper.ts';
import type { TtlCache } from './ttl-cache.ts';

const productColumns = {
  id: products.id,
  name: productTranslations.name,
  description: productTranslations.description,
  specialOfferDesc: productTranslations.specialOfferDesc,
  brandId: products.brandId,
  brandName: brandTranslations.name,
  price: branchProducts.price,
  oldPrice: branchProducts.oldPrice,
  stockMilli: branchProducts.stockMilli,
  weighted: products.weighted,
  quantities: products.quantities,
  offerTypeId: products.offerTypeId,
  categoryId: products.categoryId,
};

/** Products sold at the branch that meet the conditions, with text in the language. */
function productsAtBranch(db: Db, lang: Lang, branchId: number, conditions: (SQL | undefined)[]) {
  return db
    .select(productColumns)
    .from(branchProducts)
    .innerJoin(products, eq(products.id, branchProducts.productId))
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .innerJoin(brandTranslations, inLang(brandTranslations, products.brandId, lang))
    .where(and(eq(branchProducts.branchId, branchId), ...conditions));
}

/** Folds a customer's keyword the same way the stored search text was folded (store_normalize). */
export async function normalizeKeyword(db: Db, keyword: string): Promise<string[]> {
  const [row] = await queryRows<{ folded: string }>(db, sql`select store_normalize(${keyword}) as folded`);
  const folded = row?.folded ?? '';
  return folded
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

/** Every word must appear, as a substring or (one typo away) as a similar word. */
function keywordCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(sql`${products.searchText} like ${`%${word}%`}`, sql`${word} <% ${products.searchText}`),
    ),
  );
}

const dealCondition = () =>
  or(gt(branchProducts.oldPrice, branchProducts.price), isNotNull(branchProducts.offerTypeId))!;

/** Category ids of any level: each matches through the product column of its own level. */
function categoryCondition(categoryIds: readonly number[], index: CategoryIndex): SQL {
  const byLevel: Record<1 | 2 | 3, number[]> = { 1: [], 2: [], 3: [] };
  for (const id of categoryIds) {
    const node = index.byId.get(id);
    if (node) byLevel[node.level as 1 | 2 | 3].push(id);
  }
  const parts = [
    byLevel[1].length ? inArray(branchProducts.category1Id, byLevel[1]) : undefined,
    byLevel[2].length ? inArray(branchProducts.category2Id, byLevel[2]) : undefined,
    byLevel[3].length ? inArray(branchProducts.categoryId, byLevel[3]) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length ? or(...parts)! : sql`false`;
}

export interface ListingFilter {
  categoryIds?: readonly number[];
  brandIds?: readonly number[];
  /** Pounds. */
  priceFrom?: number;
  priceTo?: number;
  deal?: boolean;
  /** Already folded by normalizeKeyword. */
  words?: string[];
  offerTypeId?: number;
  specialOffersOnly?: boolean;
  inStockOnly?: boolean;
}

export function listingConditions(filter: ListingFilter, index: CategoryIndex): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filter.categoryIds?.length ? categoryCondition(filter.categoryIds, index) : undefined,
    filter.brandIds?.length ? inArray(branchProducts.brandId, [...filter.brandIds]) : undefined,
    filter.priceFrom !== undefined
      ? gte(branchProducts.price, Math.round(filter.priceFrom * 100))
      : undefined,
    filter.priceTo !== undefined ? lte(branchProducts.price, Math.round(filter.priceTo * 100)) : undefined,
    filter.deal ? dealCondition() : undefined,
    filter.words ? keywordCondition(filter.words) : undefined,
    filter.specialOffersOnly ? isNotNull(branchProducts.offerTypeId) : undefined,
    filter.offerTypeId !== undefined ? eq(branchProducts.offerTypeId, filter.offerTypeId) : undefined,
    filter.inStockOnly ? gt(branchProducts.stockMilli, 0) : undefined,
  ];
  return conditions.filter((condition) => condition !== undefined);
}

/**
 * Most popular first. Spelled `desc nulls last` to match the listing indexes (drizzle creates them
 * that way); a plain `desc` means nulls first to PostgreSQL, which would then sort instead of reading
 * the index in order. The column is never null, so both orders are the same rows.
 */
const popularityDesc = sql`${branchProducts.popularity} desc nulls last`;

function orderFor(sort: number | undefined, words: string[] | undefined): SQL[] {
  const relevance = words?.length
    ? sql`word_similarity(${words.join(' ')}, ${products.searchText}) desc`
    : undefined;
  switch (sort) {
    case sortOptions.priceLowest:
      return [asc(branchProducts.price), asc(branchProducts.productId)];
    case sortOptions.priceHighest:
      return [desc(branchProducts.price), asc(branchProducts.productId)];
    case sortOptions.nameAsc:
      return [asc(productTranslations.sortName), asc(branchProducts.productId)];
    case sortOptions.nameDesc:
      return [desc(productTranslations.sortName), desc(branchProducts.productId)];
    case sortOptions.mostRelevant:
      return relevance
        ? [relevance, popularityDesc, asc(branchProducts.productId)]
        : [popularityDesc, asc(branchProducts.productId)];
    default:
      return [popularityDesc, asc(branchProducts.productId)];
  }
}

export interface ListingPage {
  rows: ProductRow[];
  total: number;
  page: number;
  size: number;
}

export async function listProducts(
  db: Db,
  counts: TtlCache<number>,
  lang: Lang,
  branchId: number,
  index: CategoryIndex,
  filter: ListingFilter,
  paging: { page?: number; size?: number; sort?: ProductFilterQuery['sort']; withTotal?: boolean },
): Promise<ListingPage> {
  const page = paging.page ?? 1;
  const size = paging.size ?? pageSize.default;
  const where = and(eq(branchProducts.branchId, branchId), ...listingConditions(filter, index));
  const byName = paging.sort === sortOptions.nameAsc || paging.sort === sortOptions.nameDesc;
  // Pick the page's ids first, touching only the columns that filter and sort; text comes after, for
  // those ids alone. The search text is joined only for keywords, names only for A-Z sorts.
  let ids = db.select({ id: branchProducts.productId }).from(branchProducts).$dynamic();
  if (filter.words?.length) ids = ids.innerJoin(products, eq(products.id, branchProducts.productId));
  if (byName)
    ids = ids.innerJoin(productTranslations, inLang(productTranslations, branchProducts.productId, lang));
  const pageIds = (
    await ids
      .where(where)
      .orderBy(...orderFor(paging.sort, filter.words))
      .limit(size)
      .offset((page - 1) * size)
  ).map((row) => row.id);
  let total = pageIds.length + (page - 1) * size;
  // A short page is the last one: its length gives the total. Otherwise count (cached briefly).
  if (paging.withTotal !== false && (pageIds.length === size || pageIds.length === 0)) {
    const key = JSON.stringify([branchId, filter]);
    total = await counts.get(key, async () => {
      let counted = db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(branchProducts)
        .$dynamic();
      if (filter.words?.length)
        counted = counted.innerJoin(products, eq(products.id, branchProducts.productId));
      const [row] = await counted.where(where);
      return row?.total ?? 0;
    });
  }
  return { rows: await productsByIds(db, lang, branchId, pageIds), total, page, size };
}

/** Products at the branch by id, in the order of `ids`; ids not sold there are left out. */
export async function productsByIds(
  db: Db,
  lang: Lang,
  branchId: number,
  ids: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await productsAtBranch(db, lang, branchId, [inArray(products.id, [...ids])]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ProductLookup = { found: ProductRow } | { missing: 'product' | 'branch' };

export async function findProduct(db: Db, lang: Lang, branchId: number, id: number): Promise<ProductLookup> {
  const [row] = await productsByIds(db, lang, branchId, [id]);
  if (row) return { found: row };
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return { missing: exists ? 'branch' : 'product' };
}

export async function relatedProducts(
  db: Db,
  lang: Lang,
  branchId: number,
  product: ProductRow,
  limit = 10,
): Promise<ProductRow[]> {
  return productsAtBranch(db, lang, branchId, [
    eq(branchProducts.categoryId, product.categoryId),
    sql`${branchProducts.productId} <> ${product.id}`,
    gt(branchProducts.stockMilli, 0),
  ])
    .orderBy(popularityDesc, asc(branchProducts.productId))
    .limit(limit);
}

/** Substitutes the store proposes for a product, those in stock at the branch first. */
export async function alternativesOf(
  db: Db,
  lang: Lang,
  branchId: number,
  productId: number,
): Promise<ProductRow[]> {
  const rows = await db
    .select({ id: productAlternatives.alternativeId })
    .from(productAlternatives)
    .where(eq(productAlternatives.productId, productId))
    .orderBy(asc(productAlternatives.sort));
  const found = await productsByIds(
    db,
    lang,
    branchId,
    rows.map((row) => row.id),
  );
  return found.filter((row) => row.stockMilli > 0);
}

/** Cutting types of each product, in the language. */
export async function cuttingTypesOf(
  db: Db,
  lang: Lang,
  productIds: readonly number[],
): Promise<Map<number, IdName[]>> {
  const map = new Map<number, IdName[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select({
      productId: productCuttingTypes.productId,
      id: productCuttingTypes.cuttingTypeId,
      name: cuttingTypeTranslations.name,
    })
    .from(productCuttingTypes)
    .innerJoin(
      cuttingTypeTranslations,
      inLang(cuttingTypeTranslations, productCuttingTypes.cuttingTypeId, lang),
    )
    .where(inArray(productCuttingTypes.productId, [...productIds]))
    .orderBy(asc(productCuttingTypes.sort));
  for (const row of rows) {
    const list = map.get(row.productId) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.productId, list);
  }
  return map;
}

export interface FacetCounts {
  categories: Map<number, number>;
  brands: Map<number, { name: string; count: number }>;
  /** Piasters; null when nothing matches. */
  minPrice: number | null;
  maxPrice: number | null;
}

/** How the matching products spread over level-3 categories and brands, and their price range. */
export async function facetCounts(
  db: Db,
  lang: Lang,
  branchId: number,
  index: CategoryIndex,
  filter: ListingFilter,
): Promise<FacetCounts> {
  const rows = await db
    .select({
      categoryId: branchProducts.categoryId,
      brandId: branchProducts.brandId,
      brandName: brandTranslations.name,
      count: sql<number>`count(*)`.mapWith(Number),
      minPrice: sql<number | null>`min(${branchProducts.price})`,
      maxPrice: sql<number | null>`max(${branchProducts.price})`,
    })
    .from(branchProducts)
    .innerJoin(products, eq(products.id, branchProducts.productId))
    .innerJoin(brandTranslations, inLang(brandTranslations, branchProducts.brandId, lang))
    .where(and(eq(branchProducts.branchId, branchId), ...listingConditions(filter, index)))
    .groupBy(branchProducts.categoryId, branchProducts.brandId, brandTranslations.name);
  const facets: FacetCounts = { categories: new Map(), brands: new Map(), minPrice: null, maxPrice: null };
  for (const row of rows) {
    facets.categories.set(row.categoryId, (facets.categories.get(row.categoryId) ?? 0) + row.count);
    const brand = facets.brands.get(row.brandId);
    facets.brands.set(row.brandId, { name: row.brandName, count: (brand?.count ?? 0) + row.count });
    const min = row.minPrice === null ? null : Number(row.minPrice);
    const max = row.maxPrice === null ? null : Number(row.maxPrice);
    if (min !== null && (facets.minPrice === null || min < facets.minPrice)) facets.minPrice = min;
    if (max !== null && (facets.maxPrice === null || max > facets.maxPrice)) facets.maxPrice = max;
  }
  return facets;
}
