import { homePicksAction, loadHomePicks } from '../features/staff/home-picks.server.ts';
import { HomePicksScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-content-home';

export const loader = (args: Route.LoaderArgs) => loadHomePicks(args);
export const action = (args: Route.ActionArgs) => homePicksAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('homePicksTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffContentHome({ loaderData }: Route.ComponentProps) {
  return <HomePicksScreen data={loaderData} />;
}
