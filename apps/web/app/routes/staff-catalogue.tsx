import { loadCatalogue } from '../features/staff/catalogue.server.ts';
import { CatalogueScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-catalogue';

export const loader = (args: Route.LoaderArgs) => loadCatalogue(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('catalogueTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCatalogue({ loaderData }: Route.ComponentProps) {
  return <CatalogueScreen data={loaderData} />;
}
