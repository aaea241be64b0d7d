import { carouselAction, loadContentPages } from '../features/staff/content.server.ts';
import { ContentScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-content';

export const loader = (args: Route.LoaderArgs) => loadContentPages(args);
export const action = (args: Route.ActionArgs) => carouselAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('contentTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffContent({ loaderData }: Route.ComponentProps) {
  return <ContentScreen data={loaderData} />;
}
