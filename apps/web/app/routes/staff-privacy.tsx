import { PrivacyScreen, staffTranslator } from '../features/staff/index.ts';
import { loadPrivacyRequests, privacyRequestsAction } from '../features/staff/privacy.server.ts';
import type { Route } from './+types/staff-privacy';

export const loader = (args: Route.LoaderArgs) => loadPrivacyRequests(args);
export const action = (args: Route.ActionArgs) => privacyRequestsAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('privacyTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffPrivacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyScreen data={loaderData} />;
}
