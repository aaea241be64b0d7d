import { courierAction, loadCourier } from '../features/staff/courier.server.ts';
import { CourierScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-courier';

export const loader = (args: Route.LoaderArgs) => loadCourier(args);
export const action = (args: Route.ActionArgs) => courierAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('courierTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCourier({ loaderData }: Route.ComponentProps) {
  return <CourierScreen data={loaderData} />;
}
