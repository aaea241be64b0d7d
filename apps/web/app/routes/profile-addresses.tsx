import { profileTabPath } from '@store/contract';
import { addressAction, loadAddresses } from '../features/addresses/addresses.server.ts';
import { AddressesScreen } from '../features/addresses/addresses-screen.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-addresses';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('addressesTitle'),
    description: t('addressesTitle'),
    path: profileTabPath(2),
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadAddresses(request, context.get(storeApiContext), langOf(params));

export const action = ({ request, context, params }: Route.ActionArgs) =>
  addressAction(request, context.get(storeApiContext), langOf(params));

export default function ProfileAddresses({ loaderData }: Route.ComponentProps) {
  return <AddressesScreen {...loaderData} />;
}
