import {
  type CategoryNode,
  type FilterData,
  type Lang,
  type Pagination,
  type PharmacyFacts,
  type Product,
  type ProductFilterQuery,
  type ProductPictureView,
  type ProductSearchQuery,
  type PromotionTargets,
  piastersToPounds,
  promotionShown,
  type ShownPromotion,
  type Suggestions,
  shownPromotion,
  taxonomyPicturePath,
} from '@store/contract';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands } from '../db/schema.ts';
import { markShared } from '../http/absolute-urls.ts';
import { notFound } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import { createProductSearch, keywordKey, type SearchLog, tokenize } from '../search/index.ts';
import { changedTextsOf, followCatalogueChanges, taxonomyChanged } from './catalogue-changes.ts';
import {
  CategoryCatalog,
  type CategoryIndex,
  categoryPath,
  categoryRef,
  featuredCategoryIds,
  level3Under,
} from './category-catalog.ts';
import { mediaPath } from './media-paths.ts';
import { listOfferTypes } from './offer-type-queries.ts';
import { productBranches } from './product-branches.ts';
import { type ProductRow, productImageOf, toProduct } from './product-mapper.ts';
import {
  alternativesOf,
  facetCounts,
  findProduct,
  type ListingFilter,
  type ListingPage,
  listProducts,
  productsByIds,
  productWithRelated,
} from './product-queries.ts';
import { productTexts } from './product-texts.ts';
import { TtlCache } from './ttl-cache.ts';

function pagination(page: ListingPage): Pagination {
  return {
    current: page.page,
    size: page.size,
    total: page.total,
    totalPages: Math.ceil(page.total / page.size),
  };
}

/** A keyword's first page with no other filter: what a search that finds nothing is counted by. */
function isPlainSearch(query: ProductFilterQuery): boolean {
  const { keyword, page, size, sort, level, ...filters } = query;
  return (
    !!keyword &&
    keywordKey(keyword).length > 0 &&
    (page ?? 1) === 1 &&
    Object.values(filters).every(
      (value) => value === undefined || (Array.isArray(value) && value.length === 0),
    )
  );
}

export interface CatalogueOptions {
  /**
   * How long a product page, a listing page or the home page (as a guest sees it) is reused at a branch;
   * 0 turns it off.
   */
  productCacheSeconds: number;
  /**
   * Deep-freeze what those caches keep, so writing into a shared answer throws (default: true; the
   * app turns it off in production, where it would only cost time).
   */
  freezeSharedValues?: boolean;
  /** Where the search index reports its loads. */
  log?: SearchLog;
  /**
   * Told of each search that found nothing (reports, docs/decisions/0055): the first page of a
   * keyword alone, with the words as search reads them. Awaited, so a failure is the caller's to log.
   */
  onSearchMiss?: (miss: { branchId: number; lang: Lang; words: string }) => Promise<void>;
  /**
   * The automatic promotions products show as their offer text (docs/decisions/0076), read again
   * after each catalogue change (promotions notify one) and at least every minute.
   */
  automaticPromotions?: () => Promise<(ShownPromotion & { names: Record<Lang, string> })[]>;
  /** The store's clock (tests move it): when a promotion is on. */
  now?: () => Date;
  /**
   * The branch's delivery time promise the product page shows (docs/decisions/0088), in the
   * language; kept with the page for its seconds, and forgotten with it when the branch's settings
   * change (they notify a catalogue change).
   */
  deliveryPromise?: (branchId: number, lang: Lang) => Promise<string | null>;
}

/** The catalogue's public face: what routes and other features (home, recipes) call. */
export function createCatalogue(db: Db, options: CatalogueOptions) {
  const categories = new CategoryCatalog(db);
  /**
   * A few rows that change only when staff change them (the automatic promotions, brands' pictures,
   * and what other features keep: a branch's delivery settings, the home's picked deals): read at
   * most once a minute, and afresh on every instance after a change (catalogue_changes).
   */
  const followedCaches: TtlCache<unknown>[] = [];
  function followedCache<T>(name: string, maxEntries = 1): TtlCache<T> {
    const cache = new TtlCache<T>(60_000, maxEntries, undefined, false, undefined, name);
    followedCaches.push(cache as TtlCache<unknown>);
    return cache;
  }
  // Brands with an uploaded picture (docs/decisions/0083); the others keep their drawn picture.
  const brandPictures = followedCache<Map<number, string>>('brand-pictures');
  const brandImages = () =>
    brandPictures.get('all', async () => {
      const rows = await db
        .select({ id: brands.id, key: brands.pictureKey })
        .from(brands)
        .where(isNotNull(brands.pictureKey));
      return new Map(rows.map((row) => [row.id, taxonomyPicturePath('brand', row.id, row.key!)]));
    });
  const counts = new TtlCache<number>(undefined, undefined, undefined, false, undefined, 'listing-totals');
  // Product search in memory, kept in step with the database on every instance (docs/decisions/0035).
  // Products whose text changed are read again for pages too (not after the texts' minute).
  const search = createProductSearch(db, {
    log: options.log,
    onProductsChanged: (ids) => productTexts(db).forget(ids),
  });
  // A keyword's ranking, reused for its pages, sorts, filter data and branches for a minute, or until
  // the index is reloaded (its version is part of the key).
  const rankings = new TtlCache<{ ids: Int32Array; shownFor: string | null }>(
    60_000,
    2_000,
    {
      max: 4_000_000,
      weigh: (found) => found.ids.length,
    },
    false,
    undefined,
    'search-rankings',
  );
  // The type-ahead's first products per keyword (ranked apart: only those, not every match).
  const suggestions = new TtlCache<{ ids: Int32Array; shownFor: string | null }>(
    60_000,
    20_000,
    undefined,
    false,
    undefined,
    'suggestions',
  );
  // Pages every guest of a branch shares: kept for PRODUCT_CACHE_SECONDS, frozen outside production,
  // forgotten together by `clearSharedPages`, and made absolute once each (markShared, decision 0038).
  const sharedCaches: TtlCache<unknown>[] = [];
  // The category tree's page per loaded tree (forgotten with it when the tree is loaded again).
  const treePages = new WeakMap<CategoryNode[], { categories: CategoryNode[] }>();
  function sharedCache<T>(maxEntries: number): TtlCache<T> {
    const cache = new TtlCache<T>(
      options.productCacheSeconds * 1000,
      maxEntries,
      undefined,
      options.freezeSharedValues ?? true,
      markShared,
      'guest-pages',
    );
    sharedCaches.push(cache as TtlCache<unknown>);
    return cache;
  }
  const productPages = sharedCache<{
    product: Product;
    relatedProducts: Product[];
    pharmacy: PharmacyFacts | null;
    pictures: ProductPictureView[];
    deliveryPromise: string | null;
  }>(5_000);
  const listingPages = sharedCache<{
    products: Product[];
    pagination: Pagination;
    showingResultsFor?: string;
  }>(2_000);
  // Type-ahead answers (prices included), shared by the guests of a branch like pages: each key typed
  // by many customers at once is answered once per index version and PRODUCT_CACHE_SECONDS.
  const suggestAnswers = sharedCache<Suggestions>(5_000);

  // Others that keep what guests share (the web's rendered pages, docs/decisions/0050) forget with them.
  const clearedListeners = new Set<() => void>();
  function clearSharedPages() {
    for (const cache of sharedCaches) cache.clear();
    counts.clear();
    for (const listener of clearedListeners) listener();
  }
  // Staff edits of prices, stock and what a branch sells, from any instance (docs/decisions/0046).
  const changes = followCatalogueChanges(
    db,
    (payload) => {
      // Texts first (a medicine class): a page built after the clear reads the new text.
      const texts = payload === undefined ? [] : changedTextsOf(payload);
      if (texts.length > 0) productTexts(db).forget(texts);
      // Categories or brands edited (docs/decisions/0071): the tree (menus, category pages) first,
      // and every product's text, which names its brand (renamed, or products moved to another).
      if (taxonomyChanged(payload)) {
        categories.forget();
        productTexts(db).forget('all');
      }
      for (const cache of followedCaches) cache.clear();
      clearSharedPages();
    },
    options.log,
  );

  // The automatic promotions, for every answer that shows products.
  const promotions = followedCache<(ShownPromotion & { names: Record<Lang, string> })[]>('shown-promotions');

  async function present(shop: Shop, rows: ProductRow[], index?: CategoryIndex): Promise<Product[]> {
    if (rows.length === 0) return [];
    const categoryIndex = index ?? (await categories.get(shop.lang));
    const load = options.automaticPromotions;
    const running = load ? await promotions.get('all', load) : [];
    const pictures = await brandImages();
    const now = options.now?.() ?? new Date();
    return rows.map((row) => {
      const path = categoryPath(categoryIndex, row.categoryId);
      const shown =
        running.length === 0
          ? null
          : shownPromotion(
              running,
              { productId: row.id, brandId: row.brandId, categoryIds: path.map((node) => node.id) },
              shop.branchId,
              now,
            );
      return toProduct(
        row,
        path,
        shown?.names[shop.lang] ?? null,
        pictures.get(row.brandId) ?? mediaPath.brand(row.brandId),
      );
    });
  }

  /**
   * The deals at a branch: discounted or on offer, and what the automatic promotions on there now
   * are on (the targets of each, together).
   */
  async function dealsAt(shop: Shop): Promise<Pick<ListingFilter, 'deal' | 'promoted'>> {
    const load = options.automaticPromotions;
    const now = options.now?.() ?? new Date();
    const on = load
      ? (await promotions.get('all', load)).filter((p) => promotionShown(p, shop.branchId, now))
      : [];
    if (on.length === 0) return { deal: true };
    const all = (pick: (targets: PromotionTargets) => readonly number[]) =>
      [...new Set(on.flatMap((p) => pick(p.targets!)))].sort((a, b) => a - b);
    return {
      deal: true,
      promoted: {
        productIds: all((t) => t.productIds),
        categoryIds: all((t) => t.categoryIds),
        brandIds: all((t) => t.brandIds),
      },
    };
  }

  /** The query as a listing filter, with the ranking of the products its keyword matches. */
  async function toFilter(
    shop: Shop,
    query: Omit<ProductFilterQuery, 'page' | 'size' | 'sort' | 'level'>,
  ): Promise<{ filter: ListingFilter; matched?: Int32Array; shownFor?: string | null }> {
    const { keyword, deal, ...given } = query;
    const rest: ListingFilter = { ...given, ...(deal ? await dealsAt(shop) : {}) };
    if (!keyword || tokenize(keyword).length === 0) return { filter: rest };
    const key = keywordKey(keyword);
    const found = await rankings.get(`${await search.version()}:${key}`, () => search.search(keyword));
    return { filter: { ...rest, words: [key] }, matched: found.ids, shownFor: found.shownFor };
  }

  async function filterData(
    shop: Shop,
    { filter, matched }: { filter: ListingFilter; matched?: Int32Array },
    node?: CategoryNode,
  ): Promise<FilterData> {
    const index = await categories.get(shop.lang);
    const [facets, pictures] = await Promise.all([
      facetCounts(db, shop.lang, shop.branchId, index, filter, matched),
      brandImages(),
    ]);
    const path = node ? categoryPath(index, node.id) : [];
    // A category page offers its level-3 categories; a search offers those its results fall in.
    const level3 = node
      ? level3Under(
          node.level === 3 && node.parentId !== null ? (index.byId.get(node.parentId) ?? node) : node,
        )
      : [...facets.categories.keys()].flatMap((id) => index.byId.get(id) ?? []);
    return {
      level1Category: path[0] ? categoryRef(path[0]) : null,
      level2Category: path[1] ? categoryRef(path[1]) : null,
      level3Categories: level3.map((category) =>
        categoryRef(category, facets.categories.get(category.id) ?? 0),
      ),
      brands: [...facets.brands.entries()]
        .map(([id, brand]) => ({
          id,
          name: brand.name,
          image: pictures.get(id) ?? mediaPath.brand(id),
          count: brand.count,
        }))
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
      priceRange: {
        min: facets.minPrice === null ? 0 : piastersToPounds(facets.minPrice),
        max: facets.maxPrice === null ? 0 : piastersToPounds(facets.maxPrice),
      },
    };
  }

  return {
    /** How long pages every guest of a branch shares (product, home) may be reused; 0: never. */
    sharedPageSeconds: options.productCacheSeconds,

    /**
     * A cache for another page every guest of a branch shares (the home page): same time to live and
     * freezing as product pages, and cleared with them. Its values must never be written to.
     */
    sharedCache,

    /** A cache of a few rows staff change, read at most once a minute and afresh after a change. */
    followedCache,

    /** Forgets every shared page (product, listing, home): after a price or stock import, and in tests. */
    clearSharedPages,

    /** Calls `listener` whenever the shared pages are forgotten (a staff edit on any instance, an import). */
    onSharedPagesCleared(listener: () => void) {
      clearedListeners.add(listener);
      return () => clearedListeners.delete(listener);
    },

    /** Follows staff edits made on any instance (started with the app, closed with it). */
    catalogueChanges: changes,

    categoryIndex: (lang: Lang) => categories.get(lang),

    async categoryTree(lang: Lang): Promise<CategoryNode[]> {
      return (await categories.get(lang)).roots;
    },

    /**
     * The tree's page (`{categories}`), one object per loaded tree and language, shared by every
     * answer: made absolute and written once while the tree is kept, like the guests' pages
     * (decision 0038), instead of checked and written for every request (the tree cost
     * about 0.48 ms of CPU per answer, four times a cached product page).
     */
    async categoryTreePage(lang: Lang): Promise<{ categories: CategoryNode[] }> {
      const roots = (await categories.get(lang)).roots;
      let page = treePages.get(roots);
      if (!page) {
        page = markShared({ categories: roots });
        treePages.set(roots, page);
      }
      return page;
    },

    async featuredCategories(lang: Lang) {
      const [index, ids] = await Promise.all([categories.get(lang), featuredCategoryIds(db)]);
      return ids.flatMap((id) => {
        const node = index.byId.get(id);
        return node ? [categoryRef(node)] : [];
      });
    },

    /** A category (at the level the URL claims) with the filter data of its page. */
    async category(shop: Shop, id: number, level: number) {
      const index = await categories.get(shop.lang);
      const node = index.byId.get(id);
      if (!node || node.level !== level) throw notFound('error.categoryNotFound');
      return { category: node, ...(await filterData(shop, { filter: { categoryIds: [node.id] } }, node)) };
    },

    /** A listing page as a guest sees it; reused for PRODUCT_CACHE_SECONDS like product pages. */
    async listing(
      shop: Shop,
      query: ProductFilterQuery,
    ): Promise<{ products: Product[]; pagination: Pagination; showingResultsFor?: string }> {
      // A search page is reused only while the index is the same: a synonym or a renamed product
      // shows at once, on every instance, not when the page's time is up.
      const searchVersion = query.keyword ? await search.version() : 0;
      const found = await listingPages.get(
        JSON.stringify([shop.branchId, shop.lang, searchVersion, query]),
        async () => {
          const index = await categories.get(shop.lang);
          const { filter, matched, shownFor } = await toFilter(shop, query);
          const page = await listProducts(
            db,
            counts,
            shop.lang,
            shop.branchId,
            index,
            filter,
            query,
            matched,
          );
          return {
            products: await present(shop, page.rows, index),
            pagination: pagination(page),
            // The keyword's words the results are for, when some had to be left out to find anything.
            ...(shownFor && { showingResultsFor: shownFor }),
          };
        },
      );
      if (found.pagination.total === 0 && options.onSearchMiss && isPlainSearch(query)) {
        await options.onSearchMiss({
          branchId: shop.branchId,
          lang: shop.lang,
          words: keywordKey(query.keyword!),
        });
      }
      return found;
    },

    /**
     * Type-ahead: the first products matching the keyword that the branch sells (thumbnail, price),
     * and the categories and brands whose names match it.
     */
    async suggest(shop: Shop, keyword: string, limit = 6): Promise<Suggestions> {
      if (tokenize(keyword).length === 0) return { products: [], categories: [], brands: [] };
      const key = keywordKey(keyword);
      const version = await search.version();
      return suggestAnswers.get(`${version}:${shop.branchId}:${shop.lang}:${limit}:${key}`, async () => {
        const [found, named, index, pictures] = await Promise.all([
          // Only the first products are ranked (not every match): the type-ahead shows a few.
          suggestions.get(`${version}:${key}`, () => search.search(keyword, limit * 2)),
          search.namedMatches(keyword, shop.lang, 4),
          categories.get(shop.lang),
          brandImages(),
        ]);
        // Suggestions follow every word typed: no relaxed results here.
        const ids = found.shownFor === null ? Array.from(found.ids.subarray(0, limit * 2)) : [];
        const rows = ids.length ? await productsByIds(db, shop.lang, shop.branchId, ids) : [];
        return {
          products: rows.slice(0, limit).map((row) => ({
            id: row.id,
            name: row.name,
            image: productImageOf(row),
            finalPrice: piastersToPounds(row.price),
            unit: row.weighted ? ('kg' as const) : ('piece' as const),
          })),
          categories: named.categories.map((category) => ({
            id: category.id,
            name: category.name,
            level: category.level ?? 3,
            image: index.byId.get(category.id)?.image ?? mediaPath.category(category.id),
          })),
          brands: named.brands.map((brand) => ({
            ...brand,
            image: pictures.get(brand.id) ?? mediaPath.brand(brand.id),
          })),
        };
      });
    },

    /** The in-memory product search: started with the app (follows changes), closed with it. */
    productSearch: search,

    async offers(shop: Shop, options: { offerTypeId?: number; page?: number; size?: number }) {
      const types = await listOfferTypes(db, shop.lang);
      if (options.offerTypeId !== undefined && !types.some((type) => type.id === options.offerTypeId)) {
        throw notFound('error.offerTypeNotFound');
      }
      const index = await categories.get(shop.lang);
      const page = await listProducts(
        db,
        counts,
        shop.lang,
        shop.branchId,
        index,
        { specialOffersOnly: true, offerTypeId: options.offerTypeId },
        { page: options.page, size: options.size },
      );
      return {
        products: await present(shop, page.rows, index),
        pagination: pagination(page),
        offerTypes: types,
      };
    },

    /** Filter data for a search or the deals page. */
    async searchFilterData(shop: Shop, query: ProductSearchQuery): Promise<FilterData> {
      const { brandId, ...rest } = query;
      return filterData(
        shop,
        await toFilter(shop, { ...rest, ...(brandId !== undefined && { brandIds: [brandId] }) }),
      );
    },

    async product(shop: Shop, id: number) {
      return productPages.get(`${shop.branchId}:${shop.lang}:${id}`, async () => {
        // One statement (the product, its related products); texts and pharmacy facts from memory.
        const lookup = await productWithRelated(db, shop.lang, shop.branchId, id);
        if ('missing' in lookup) {
          throw notFound(lookup.missing === 'branch' ? 'error.productNotInBranch' : 'error.productNotFound');
        }
        const [product, ...relatedProductsList] = await present(shop, [lookup.found, ...lookup.related]);
        const deliveryPromise = (await options.deliveryPromise?.(shop.branchId, shop.lang)) ?? null;
        return {
          deliveryPromise,
          product: product!,
          relatedProducts: relatedProductsList,
          pharmacy: lookup.found.pharmacy,
          pictures: lookup.found.pictures.map((picture) => ({
            url: mediaPath.picture(picture.id, 800),
            thumb: mediaPath.picture(picture.id, 160),
            alt: picture.alt || product!.name,
            width: picture.width,
            height: picture.height,
          })),
        };
      });
    },

    /** A product the branch may not sell, and the branches that do (docs/decisions/0031). */
    productBranches(lang: Lang, id: number) {
      return productBranches(db, lang, id);
    },

    async alternatives(shop: Shop, id: number): Promise<Product[]> {
      const lookup = await findProduct(db, shop.lang, shop.branchId, id);
      if ('missing' in lookup && lookup.missing === 'product') throw notFound('error.productNotFound');
      return present(shop, await alternativesOf(db, shop.lang, shop.branchId, id));
    },

    /** Products at the branch by id, in that order; ids not sold there are left out. */
    async productsByIds(shop: Shop, ids: readonly number[]): Promise<Product[]> {
      return present(shop, await productsByIds(db, shop.lang, shop.branchId, ids));
    },

    /** The branch's best deals: discounted or on offer, in stock, most popular first. */
    async recommendedDeals(shop: Shop, limit: number): Promise<Product[]> {
      const index = await categories.get(shop.lang);
      const page = await listProducts(
        db,
        counts,
        shop.lang,
        shop.branchId,
        index,
        { ...(await dealsAt(shop)), inStockOnly: true },
        { size: limit, withTotal: false },
      );
      return present(shop, page.rows, index);
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
