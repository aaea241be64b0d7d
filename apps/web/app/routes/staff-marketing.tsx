import { MarketingScreen, staffTranslator } from '../features/staff/index.ts';
import { loadMarketing, marketingAction } from '../features/staff/marketing.server.ts';
import type { Route } from './+types/staff-marketing';

export const loader = (args: Route.LoaderArgs) => loadMarketing(args);
export const action = (args: Route.ActionArgs) => marketingAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('marketingTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffMarketing({ loaderData }: Route.ComponentProps) {
  return <MarketingScreen data={loaderData} />;
}
