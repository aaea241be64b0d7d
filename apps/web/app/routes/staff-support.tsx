import { SupportScreen, staffTranslator } from '../features/staff/index.ts';
import { loadSupport } from '../features/staff/support.server.ts';
import type { Route } from './+types/staff-support';

export const loader = (args: Route.LoaderArgs) => loadSupport(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('supportTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffSupport({ loaderData }: Route.ComponentProps) {
  return <SupportScreen data={loaderData} />;
}
