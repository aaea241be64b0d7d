import { createHash } from 'node:crypto';
import {
  type Lang,
  type ProductFilterQuery,
  type PromotionTargets,
  pageSize,
  sortOptions,
} from '@store/contract';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { branchProducts, brandTranslations, products, productTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { alternativesAt } from './alternatives.ts';
import type { CategoryIndex } from './category-catalog.ts';
import { intArrayLiteral } from './keyword-matches.ts';
import type { ProductRow } from './product-mapper.ts';
import { type BranchOffer, productTexts } from './product-texts.ts';
import type { TtlCache } from './ttl-cache.ts';

/** What a page reads from branch_products; the text comes from memory (productTexts). */
const offerColumns = {
  id: branchProducts.productId,
  price: branchProducts.price,
  oldPrice: branchProducts.oldPrice,
  stockMilli: branchProducts.stockMilli,
  offerTypeId: branchProducts.offerTypeId,
};

/** The product is one of these ids: one bind parameter however many (the statement text stays the same). */
function productIn(ids: ArrayLike<number>): SQL {
  return sql`${branchProducts.productId} = any(${intArrayLiteral(ids)}::int[])`;
}

/**
 * Runs a query of `offerColumns`. On a PostgreSQL server the statement is prepared once per connection
 * (named after its text): planning these one-table queries (nine indexes to weigh) takes longer than
 * running them. PGlite runs it as it is.
 */
async function readOffers(
  db: Db,
  query: PromiseLike<BranchOffer[]> & { toSQL(): { sql: string; params: unknown[] } },
): Promise<BranchOffer[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return query;
  const { sql: text, params } = query.toSQL();
  const result = await client.query<[number, number, number | null, number, number | null]>({
    name: `offers_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`,
    text,
    values: params,
    rowMode: 'array',
  });
  return result.rows.map(([id, price, oldPrice, stockMilli, offerTypeId]) => ({
    id,
    price,
    oldPrice,
    stockMilli,
    offerTypeId,
  }));
}

/** The branch sells the product now: a row set "not sold here", or of a hidden product, is left out of every customer read. */
/**
 * The one rule for a branch row a customer may see and buy: sold at the branch and the product not
 * hidden (docs/decisions/0052). Every read of what a branch sells uses it.
 */
export const soldHere = () => and(eq(branchProducts.notSold, false), eq(branchProducts.hidden, false))!;

const dealCondition = () =>
  or(gt(branchProducts.oldPrice, branchProducts.price), isNotNull(branchProducts.offerTypeId))!;

/** The products promotions are on: chosen ones, their brands' and their categories' (any level). */
function promotedCondition(targets: PromotionTargets, index: CategoryIndex): SQL | undefined {
  return or(
    targets.productIds.length ? inArray(branchProducts.productId, [...targets.productIds]) : undefined,
    targets.brandIds.length ? inArray(branchProducts.brandId, [...targets.brandIds]) : undefined,
    targets.categoryIds.length ? categoryCondition(targets.categoryIds, index) : undefined,
  );
}

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
  /** Folded by KeywordMatches.words; matched through the ranking it gives (`matched` below). */
  words?: string[];
  offerTypeId?: number;
  specialOffersOnly?: boolean;
  inStockOnly?: boolean;
  /** With `deal`: what the automatic promotions on now are on, deals too (docs/decisions/0076). */
  promoted?: PromotionTargets;
}

/**
 * The filter's conditions on branch_products. A keyword is matched through `matched`, the ids of the
 * products it matches (KeywordMatches.ranking), so no listing reads the search text itself.
 */
export function listingConditions(filter: ListingFilter, index: CategoryIndex, matched?: Int32Array): SQL[] {
  if (filter.words?.length && !matched) throw new Error('a keyword filter needs its matching products');
  const conditions: (SQL | undefined)[] = [
    soldHere(),
    filter.categoryIds?.length ? categoryCondition(filter.categoryIds, index) : undefined,
    filter.brandIds?.length ? inArray(branchProducts.brandId, [...filter.brandIds]) : undefined,
    filter.priceFrom !== undefined
      ? gte(branchProducts.price, Math.round(filter.priceFrom * 100))
      : undefined,
    filter.priceTo !== undefined ? lte(branchProducts.price, Math.round(filter.priceTo * 100)) : undefined,
    filter.deal
      ? filter.promoted
        ? or(dealCondition(), promotedCondition(filter.promoted, index))
        : dealCondition()
      : undefined,
    filter.words?.length && matched ? productIn(matched) : undefined,
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

/** SQL order of a listing; sort 6 with a keyword follows the keyword's ranking instead (rankedPage). */
function orderFor(sort: number | undefined): SQL[] {
  switch (sort) {
    case sortOptions.priceLowest:
      return [asc(branchProducts.price), asc(branchProducts.productId)];
    case sortOptions.priceHighest:
      return [desc(branchProducts.price), asc(branchProducts.productId)];
    case sortOptions.nameAsc:
      return [asc(productTranslations.sortName), asc(branchProducts.productId)];
    case sortOptions.nameDesc:
      return [desc(productTranslations.sortName), desc(branchProducts.productId)];
    default:
      return [popularityDesc, asc(branchProducts.productId)];
  }
}

/**
 * The first `need` ids of `ranking` (most relevant first) sold at the branch and meeting the other
 * conditions, in ranking order. Reads the ranking in growing slices, so a first page looks up a few
 * dozen ids whatever the number of matches. `complete`: the whole ranking was read, so `ids` is
 * every match at the branch and its length the exact total.
 */
export async function rankedPage(
  db: Db,
  branchId: number,
  conditions: SQL[],
  ranking: Int32Array,
  need: number,
): Promise<{ offers: BranchOffer[]; complete: boolean }> {
  const offers: BranchOffer[] = [];
  let from = 0;
  // Most products are sold at every branch: a quarter more than needed usually fills the page at once.
  let slice = need + Math.ceil(need / 4) + 4;
  while (offers.length < need && from < ranking.length) {
    const part = ranking.subarray(from, from + slice);
    const rows = await readOffers(
      db,
      db
        .select(offerColumns)
        .from(branchProducts)
        .where(and(eq(branchProducts.branchId, branchId), productIn(part), ...conditions)),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of part) {
      const offer = byId.get(id);
      if (offer) offers.push(offer);
    }
    from += part.length;
    slice *= 4;
  }
  const complete = from >= ranking.length;
  return { offers: complete ? offers : offers.slice(0, need), complete };
}

export interface ListingPage {
  rows: ProductRow[];
  total: number;
  page: number;
  size: number;
}

/**
 * One page of a listing and the total. `matched`: the ranking of the filter's keyword
 * (KeywordMatches.ranking), required when the filter has words.
 */
export async function listProducts(
  db: Db,
  counts: TtlCache<number>,
  lang: Lang,
  branchId: number,
  index: CategoryIndex,
  filter: ListingFilter,
  paging: { page?: number; size?: number; sort?: ProductFilterQuery['sort']; withTotal?: boolean },
  matched?: Int32Array,
): Promise<ListingPage> {
  const page = paging.page ?? 1;
  const size = paging.size ?? pageSize.default;
  const skip = (page - 1) * size;
  const conditions = listingConditions(filter, index, matched);
  if (filter.words?.length && matched?.length === 0) return { rows: [], total: 0, page, size };
  const where = and(eq(branchProducts.branchId, branchId), ...conditions);
  let pageOffers: BranchOffer[];
  let exactTotal: number | undefined;
  if (filter.words?.length && matched && paging.sort === sortOptions.mostRelevant) {
    // Most relevant: walk the keyword's ranking, keeping what the branch sells and the filter allows.
    const { words: _, ...others } = filter;
    const walked = await rankedPage(db, branchId, listingConditions(others, index), matched, skip + size);
    pageOffers = walked.offers.slice(skip, skip + size);
    if (walked.complete) exactTotal = walked.offers.length;
  } else {
    // The page's rows of branch_products, read off the index of the order (names joined only for A-Z
    // sorts); the text comes from memory after.
    let query = db.select(offerColumns).from(branchProducts).$dynamic();
    if (paging.sort === sortOptions.nameAsc || paging.sort === sortOptions.nameDesc)
      query = query.innerJoin(
        productTranslations,
        inLang(productTranslations, branchProducts.productId, lang),
      );
    pageOffers = await readOffers(
      db,
      query
        .where(where)
        .orderBy(...orderFor(paging.sort))
        .limit(size)
        .offset(skip),
    );
  }
  let total = exactTotal ?? pageOffers.length + skip;
  // A short page is the last one: its length gives the total. Otherwise count (cached briefly).
  if (
    exactTotal === undefined &&
    paging.withTotal !== false &&
    (pageOffers.length === size || pageOffers.length === 0)
  ) {
    total = await counts.get(JSON.stringify([branchId, filter]), async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(branchProducts)
        .where(where);
      return row?.total ?? 0;
    });
  }
  return { rows: await productTexts(db).rows(db, lang, pageOffers), total, page, size };
}

/** Products at the branch by id, in the order of `ids`; ids not sold there are left out. */
export async function productsByIds(
  db: Db,
  lang: Lang,
  branchId: number,
  ids: readonly number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const offers = await readOffers(
    db,
    db
      .select(offerColumns)
      .from(branchProducts)
      .where(and(eq(branchProducts.branchId, branchId), productIn(ids), soldHere())),
  );
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  return productTexts(db).rows(
    db,
    lang,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export type ProductLookup = { found: ProductRow } | { missing: 'product' | 'branch' };

export async function findProduct(db: Db, lang: Lang, branchId: number, id: number): Promise<ProductLookup> {
  const [row] = await productsByIds(db, lang, branchId, [id]);
  if (row) return { found: row };
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return { missing: exists ? 'branch' : 'product' };
}

/**
 * A product at the branch and its related products (the category's others in stock there, most
 * popular first), in one statement: a product page's only query once the texts are in memory
 * (one transaction per read).
 */
export async function productWithRelated(
  db: Db,
  lang: Lang,
  branchId: number,
  id: number,
  limit = 10,
): Promise<{ found: ProductRow; related: ProductRow[] } | { missing: 'product' | 'branch' }> {
  const own = db
    .select({ ...offerColumns, rank: sql<number>`0`.as('rank') })
    .from(branchProducts)
    .where(and(eq(branchProducts.branchId, branchId), eq(branchProducts.productId, id), soldHere()));
  const related = db
    .select({
      ...offerColumns,
      rank: sql<number>`row_number() over (order by ${popularityDesc}, ${branchProducts.productId})`.as(
        'rank',
      ),
    })
    .from(branchProducts)
    .where(
      and(
        eq(branchProducts.branchId, branchId),
        sql`${branchProducts.categoryId} = (select ${products.categoryId} from ${products} where ${products.id} = ${id})`,
        sql`${branchProducts.productId} <> ${id}`,
        gt(branchProducts.stockMilli, 0),
        soldHere(),
      ),
    )
    .orderBy(popularityDesc, asc(branchProducts.productId))
    .limit(limit);
  const offers = await readOffers(db, own.unionAll(related).orderBy(sql`rank`));
  const [first, ...others] = await productTexts(db).rows(db, lang, offers.map(offerOnly));
  if (first?.id === id) return { found: first, related: others };
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return { missing: exists ? 'branch' : 'product' };
}

/** Just the offer's columns (PGlite's rows carry the query's others too). */
const offerOnly = ({ id, price, oldPrice, stockMilli, offerTypeId }: BranchOffer): BranchOffer => ({
  id,
  price,
  oldPrice,
  stockMilli,
  offerTypeId,
});

/** Substitutes the store proposes for a product, in stock at the branch, best first (alternatives-rule.ts). */
export async function alternativesOf(
  db: Db,
  lang: Lang,
  branchId: number,
  productId: number,
): Promise<ProductRow[]> {
  const ranked = (await alternativesAt(db, { productId, branchId })) ?? [];
  const found = await productsByIds(
    db,
    lang,
    branchId,
    ranked.map((row) => row.id),
  );
  return found.filter((row) => row.stockMilli > 0);
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
  matched?: Int32Array,
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
    .innerJoin(brandTranslations, inLang(brandTranslations, branchProducts.brandId, lang))
    .where(and(eq(branchProducts.branchId, branchId), ...listingConditions(filter, index, matched)))
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
