import { ReturnsScreen, staffTranslator } from '../features/staff/index.ts';
import { loadReturns } from '../features/staff/returns.server.ts';
import type { Route } from './+types/staff-returns';

export const loader = (args: Route.LoaderArgs) => loadReturns(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('returnsTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnsScreen data={loaderData} />;
}
