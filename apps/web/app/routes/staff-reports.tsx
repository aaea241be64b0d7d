import { ReportsScreen, staffTranslator } from '../features/staff/index.ts';
import { loadReports } from '../features/staff/reports.server.ts';
import type { Route } from './+types/staff-reports';

export const loader = (args: Route.LoaderArgs) => loadReports(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('reportsTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return <ReportsScreen data={loaderData} />;
}
