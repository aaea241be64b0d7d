import { SetPasswordScreen, staffTranslator } from '../features/staff/index.ts';
import { loadSetPassword, setPasswordAction } from '../features/staff/people.server.ts';
import type { Route } from './+types/staff-set-password';

export const loader = (args: Route.LoaderArgs) => loadSetPassword(args);
export const action = (args: Route.ActionArgs) => setPasswordAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  // The link's token is in the address: no referrer carries it to another site.
  return [
    { title: t('titleSuffix', { page: t('setPasswordTitle') }) },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function StaffSetPassword({ loaderData }: Route.ComponentProps) {
  return <SetPasswordScreen token={loaderData.token} />;
}
