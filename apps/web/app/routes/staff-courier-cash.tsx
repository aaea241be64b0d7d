import { loadCourierCash } from '../features/staff/courier.server.ts';
import { CourierCashScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-courier-cash';

export const loader = (args: Route.LoaderArgs) => loadCourierCash(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('cashTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCourierCash({ loaderData }: Route.ComponentProps) {
  return <CourierCashScreen data={loaderData} />;
}
