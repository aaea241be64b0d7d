import { branchDeliveryAction, loadBranchDelivery } from '../features/staff/branch-delivery.server.ts';
import { BranchDeliveryScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-branch-settings';

export const loader = (args: Route.LoaderArgs) => loadBranchDelivery(args);
export const action = (args: Route.ActionArgs) => branchDeliveryAction(args);

export function meta({ params, loaderData }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  const page = loaderData
    ? `${t('branchSettingsTitle')} – ${loaderData.branch.name}`
    : t('branchSettingsTitle');
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffBranchSettings({ loaderData }: Route.ComponentProps) {
  return <BranchDeliveryScreen data={loaderData} />;
}
