import { CustomerScreen, staffTranslator } from '../features/staff/index.ts';
import { loadCustomer } from '../features/staff/people.server.ts';
import type { Route } from './+types/staff-customer';

export const loader = (args: Route.LoaderArgs) => loadCustomer(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('customersTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerScreen data={loaderData} />;
}
