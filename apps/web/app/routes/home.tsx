import { ProductSlider } from '../features/catalogue/product-slider.tsx';
import { HeroCarousel } from '../features/home/hero-carousel.tsx';
import { PopularCategories } from '../features/home/popular-categories.tsx';
import { TopCategories } from '../features/home/top-categories.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  const [home, tree] = await Promise.all([api.home(), api.categoryTree()]);
  return {
    carousels: home.carousels,
    topCategories: tree.map(({ id, name, level }) => ({ id, name, level })),
    featuredCategories: home.featuredCategories,
    products: home.products,
  };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'home');
  return pageMeta({
    lang,
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: '/',
    origin: originOf(matches),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT('home');
  return (
    <>
      <h1 className="sr-only">{t('heading')}</h1>
      <HeroCarousel slides={loaderData.carousels} />
      <TopCategories categories={loaderData.topCategories} />
      <PopularCategories categories={loaderData.featuredCategories} />
      <ProductSlider
        title={t('dealsForYou')}
        products={loaderData.products}
        seeAll={{ to: '/deals', label: t('seeAll') }}
      />
    </>
  );
}
