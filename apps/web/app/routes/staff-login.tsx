import { LoginScreen, staffTranslator } from '../features/staff/index.ts';
import { loadLogin, loginAction } from '../features/staff/login.server.ts';
import type { Route } from './+types/staff-login';

export const loader = (args: Route.LoaderArgs) => loadLogin(args);
export const action = (args: Route.ActionArgs) => loginAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('loginTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffLogin({ loaderData }: Route.ComponentProps) {
  return <LoginScreen next={loaderData.next} />;
}
