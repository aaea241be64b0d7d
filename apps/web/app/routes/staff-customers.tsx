import { CustomersScreen, staffTranslator } from '../features/staff/index.ts';
import { loadCustomers, resolvePhoneConflictAction } from '../features/staff/people.server.ts';
import type { Route } from './+types/staff-customers';

export const loader = (args: Route.LoaderArgs) => loadCustomers(args);
export const action = (args: Route.ActionArgs) => resolvePhoneConflictAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('customersTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersScreen data={loaderData} />;
}
