import { PrescriptionsScreen, staffTranslator } from '../features/staff/index.ts';
import { loadPrescriptions } from '../features/staff/prescriptions.server.ts';
import type { Route } from './+types/staff-prescriptions';

export const loader = (args: Route.LoaderArgs) => loadPrescriptions(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [
    { title: t('titleSuffix', { page: t('prescriptionsTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StaffPrescriptions({ loaderData }: Route.ComponentProps) {
  return <PrescriptionsScreen data={loaderData} />;
}
