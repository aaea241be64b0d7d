import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { ProductGrid } from '../features/catalogue/product-grid.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper } from '../lib/forms/shop.server.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { HeartIcon } from '../ui/icons.tsx';
import type { Route } from './+types/profile-favourites';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('favouritesTitle'),
    description: t('favouritesTitle'),
    path: '/profile/5',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  return forShopper(langOf(params), api, async () => ({ products: await api.favorites() }));
}

/** Profile tab 5: the favourite products, as cards with their cart controls and hearts. */
export default function ProfileFavourites({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <ProfileTab title={t('favouritesTitle')}>
      {loaderData.products.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-slate-700">
          <HeartIcon className="size-5 text-red-600" />
          {t('noFavourites')}
        </p>
      ) : (
        <ProductGrid products={loaderData.products} />
      )}
    </ProfileTab>
  );
}
