import { BreachesScreen, staffTranslator } from '../features/staff/index.ts';
import { breachesAction, loadBreaches } from '../features/staff/privacy.server.ts';
import type { Route } from './+types/staff-breaches';

export const loader = (args: Route.LoaderArgs) => loadBreaches(args);
export const action = (args: Route.ActionArgs) => breachesAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('breachesTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffBreaches({ loaderData }: Route.ComponentProps) {
  return <BreachesScreen data={loaderData} />;
}
