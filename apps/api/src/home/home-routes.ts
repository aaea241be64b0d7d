import { homeQuery, homeResponse, responses } from '@store/contract';
import { asc } from 'drizzle-orm';
import { findBranch } from '../branches/index.ts';
import { type Catalogue, mediaPath } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { carousels, carouselTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ok } from '../http/envelope.ts';
import { shopOf } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';

/** How many deals the home page's 'Deals recommended for you' slider gets. */
const recommendedDealsCount = 15;

export async function homeRoutes(app: ApiInstance, { db, catalogue }: { db: Db; catalogue: Catalogue }) {
  app.get(
    '/home',
    {
      schema: {
        tags: ['home'],
        summary: 'Home page: hero carousel, popular categories, recommended deals, current branch',
        querystring: homeQuery,
        response: responses(homeResponse, [422]),
      },
    },
    async (request) => {
      const shop = await shopOf(request);
      const slides = await db
        .select({
          id: carousels.id,
          url: carousels.url,
          title: carouselTranslations.title,
          subtitle: carouselTranslations.subtitle,
        })
        .from(carousels)
        .innerJoin(carouselTranslations, inLang(carouselTranslations, carousels.id, shop.lang))
        .orderBy(asc(carousels.sort), asc(carousels.id));
      const branch = await findBranch(db, shop.lang, shop.branchId);
      if (!branch) throw new Error(`branch ${shop.branchId} resolved but not found`);
      return ok({
        carousels: slides.map((slide) => ({ ...slide, image: mediaPath.banner(slide.id, shop.lang) })),
        featuredCategories: await catalogue.featuredCategories(shop.lang),
        products: await catalogue.recommendedDeals(shop, recommendedDealsCount),
        branch,
        // Accounts add the user's addresses and chosen payment type.
        addresses: [],
        paymentType: null,
      });
    },
  );
}
