import { CategoriesScreen, staffTranslator } from '../features/staff/index.ts';
import { categoriesAction, loadCategories } from '../features/staff/taxonomy.server.ts';
import type { Route } from './+types/staff-categories';

export const loader = (args: Route.LoaderArgs) => loadCategories(args);
export const action = (args: Route.ActionArgs) => categoriesAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [
    { title: t('titleSuffix', { page: t('categoriesTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StaffCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen data={loaderData} />;
}
