import { dispenseAction, loadDispense } from '../features/staff/dispense.server.ts';
import { DispenseScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-dispense';

export const loader = (args: Route.LoaderArgs) => loadDispense(args);
export const action = (args: Route.ActionArgs) => dispenseAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [
    { title: t('titleSuffix', { page: t('dispenseTitle', { id: `#${params.id}` }) }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StaffDispense({ loaderData }: Route.ComponentProps) {
  return <DispenseScreen data={loaderData} />;
}
