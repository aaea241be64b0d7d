import { ReturnScreen, staffTranslator } from '../features/staff/index.ts';
import { loadReturn, returnAction } from '../features/staff/returns.server.ts';
import { formatId } from '../i18n/format.ts';
import type { Route } from './+types/staff-return';

export const loader = (args: Route.LoaderArgs) => loadReturn(args);
export const action = (args: Route.ActionArgs) => returnAction(args);

export function meta({ params }: Route.MetaArgs) {
  const lang = params.lang === 'ar' ? 'ar' : 'en';
  const t = staffTranslator(lang);
  const page = t('returnTitle', { id: `#${formatId(params.id, lang)}` });
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnScreen data={loaderData} />;
}
