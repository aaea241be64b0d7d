import { NearExpiryScreen, staffTranslator } from '../features/staff/index.ts';
import { loadNearExpiry, nearExpiryAction } from '../features/staff/near-expiry.server.ts';
import type { Route } from './+types/staff-near-expiry';

export const loader = (args: Route.LoaderArgs) => loadNearExpiry(args);
export const action = (args: Route.ActionArgs) => nearExpiryAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [
    { title: t('titleSuffix', { page: t('nearExpiryTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StaffNearExpiry({ loaderData }: Route.ComponentProps) {
  return <NearExpiryScreen data={loaderData} />;
}
