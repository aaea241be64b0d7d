import { storeApiContext } from '../api/request-context.ts';
import { HeroCarousel } from '../components/home/hero-carousel.tsx';
import { PopularCategories } from '../components/home/popular-categories.tsx';
import { ProductSlider } from '../components/product/product-slider.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { langOf, originOf, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const home = await context.get(storeApiContext).home();
  return {
    carousels: home.carousels,
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
      <PopularCategories categories={loaderData.featuredCategories} />
      <ProductSlider
        title={t('dealsForYou')}
        products={loaderData.products}
        seeAll={{ to: '/deals', label: t('seeAll') }}
      />
    </>
  );
}
