import { contentPageAction, loadContentPage } from '../features/staff/content.server.ts';
import { ContentPageScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-content-page';

export const loader = (args: Route.LoaderArgs) => loadContentPage(args);
export const action = (args: Route.ActionArgs) => contentPageAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('contentTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageScreen data={loaderData} />;
}
