import { catalogueProductAction, loadCatalogueProduct } from '../features/staff/catalogue.server.ts';
import { CatalogueProductScreen, staffTranslator } from '../features/staff/index.ts';
import type { Route } from './+types/staff-catalogue-product';

export const loader = (args: Route.LoaderArgs) => loadCatalogueProduct(args);
export const action = (args: Route.ActionArgs) => catalogueProductAction(args);

export function meta({ params, loaderData }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  const page = loaderData?.product.name ?? t('catalogueTitle');
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCatalogueProduct({ loaderData }: Route.ComponentProps) {
  return <CatalogueProductScreen data={loaderData} />;
}
