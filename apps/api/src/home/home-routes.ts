import { cairoDay, type Lang, operations } from '@store/contract';
import { listAddresses } from '../addresses/index.ts';
import { findBranch } from '../branches/index.ts';
import { cartChoices, paymentTypeList } from '../cart/index.ts';
import type { Catalogue, TtlCache } from '../catalogue/index.ts';
import { homeDealIds, homeSlides } from '../content/index.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { type Shop, shopOf } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';

/** How many deals the home page's 'Deals recommended for you' slider gets. */
const recommendedDealsCount = 15;

/**
 * The 'Deals recommended for you' slider: the console's products in its order, less those not sold or
 * out of stock at the branch (docs/decisions/0086); none picked, the branch's best deals.
 */
async function dealsSlider(db: Db, catalogue: Catalogue, picks: TtlCache<number[]>, shop: Shop) {
  const picked = await picks.get('all', () => homeDealIds(db));
  if (picked.length === 0) return catalogue.recommendedDeals(shop, recommendedDealsCount);
  return (await catalogue.productsByIds(shop, picked)).filter((product) => product.outOfStock === 0);
}

/** What every guest of a branch sees on the home page in one language. */
async function sharedHome(db: Db, catalogue: Catalogue, picks: TtlCache<number[]>, shop: Shop) {
  const [slides, branch, featuredCategories, products] = await Promise.all([
    // Today's visible slides of this language (docs/decisions/0082); a day's change shows within
    // the cache's seconds.
    homeSlides(db, shop.lang, cairoDay(new Date())),
    findBranch(db, shop.lang, shop.branchId),
    catalogue.featuredCategories(shop.lang),
    dealsSlider(db, catalogue, picks, shop),
  ]);
  if (!branch) throw new Error(`branch ${shop.branchId} resolved but not found`);
  return {
    carousels: slides,
    featuredCategories,
    products,
    branch,
    // A guest's page has none; a signed-in customer's are laid over a copy (customerChoices).
    addresses: [] as never[],
    paymentType: null,
  };
}

/**
 * The shared part of the home page, reused per branch and language for as long as product pages are
 * (PRODUCT_CACHE_SECONDS, 5 s): the most requested page, the same for every guest of a branch.
 */
export function homePages(db: Db, catalogue: Catalogue) {
  const pages = catalogue.sharedCache<Awaited<ReturnType<typeof sharedHome>>>(500);
  // The console's picked deals: the whole chain's, changed only by a save that notifies the catalogue.
  const picks = catalogue.followedCache<number[]>('home-deal-picks');
  return {
    get: (shop: Shop) =>
      pages.get(`${shop.branchId}:${shop.lang}`, () => sharedHome(db, catalogue, picks, shop)),
  };
}

/** A signed-in customer's own part of the home page: never in the shared cache. */
async function customerChoices(db: Db, userId: number, lang: Lang) {
  const [addresses, choices, paymentTypes] = await Promise.all([
    listAddresses(db, userId, lang),
    cartChoices(db, userId),
    paymentTypeList(db, lang),
  ]);
  return { addresses, paymentType: paymentTypes.find((type) => type.id === choices.paymentTypeId) ?? null };
}

export async function homeRoutes(app: ApiInstance, { db, catalogue }: { db: Db; catalogue: Catalogue }) {
  const pages = homePages(db, catalogue);

  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary: 'Home page: hero carousel, popular categories, recommended deals, current branch',
        ...operationSchema(operations.home, [422]),
      },
    },
    async (request) => {
      const { userId, lang } = request.ctx;
      // A guest gets the shared page itself, not a copy: its absolute URLs are then written once
      // (decision 0038). A customer's own addresses and payment type go on a copy, never cached.
      if (userId === null) return ok(await pages.get(await shopOf(request)));
      const [home, own] = await Promise.all([
        pages.get(await shopOf(request)),
        customerChoices(db, userId, lang),
      ]);
      return ok({ ...home, ...own });
    },
  );
}
