import { profileTabPath } from '@store/contract';
import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import { privatePage, shopMeta } from '../features/cart/index.ts';
import { loadFavourites } from '../features/catalogue/favourites.server.ts';
import { FavouritesScreen } from '../features/catalogue/favourites-screen.tsx';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-favourites';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, { title: 'favouritesTitle', description: 'favouritesTitle', path: profileTabPath(5) });

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadFavourites(context.get(storeApiContext), langOf(params));
}

export default function ProfileFavourites({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  return (
    <ProfileTab title={t('favouritesTitle')}>
      <FavouritesScreen products={loaderData.products} />
    </ProfileTab>
  );
}
