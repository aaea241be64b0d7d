import { BrandsScreen, staffTranslator } from '../features/staff/index.ts';
import { brandsAction, loadBrands } from '../features/staff/taxonomy.server.ts';
import type { Route } from './+types/staff-brands';

export const loader = (args: Route.LoaderArgs) => loadBrands(args);
export const action = (args: Route.ActionArgs) => brandsAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('brandsTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffBrands({ loaderData }: Route.ComponentProps) {
  return <BrandsScreen data={loaderData} />;
}
