import { SlotsScreen, staffTranslator } from '../features/staff/index.ts';
import { loadSlots } from '../features/staff/slots.server.ts';
import type { Route } from './+types/staff-slots';

export const loader = (args: Route.LoaderArgs) => loadSlots(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('slotsTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffSlots({ loaderData }: Route.ComponentProps) {
  return <SlotsScreen data={loaderData} />;
}
