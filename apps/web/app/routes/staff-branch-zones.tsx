import { branchZonesAction, loadBranchZones } from '../features/staff/branch-zones.server.ts';
import { BranchZonesScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-branch-zones';

export const loader = (args: Route.LoaderArgs) => loadBranchZones(args);
export const action = (args: Route.ActionArgs) => branchZonesAction(args);

export function meta({ params, loaderData }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  const page = loaderData ? `${t('zonesTitle')} – ${loaderData.branch.name}` : t('zonesTitle');
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffBranchZones({ loaderData }: Route.ComponentProps) {
  return <BranchZonesScreen data={loaderData} />;
}
