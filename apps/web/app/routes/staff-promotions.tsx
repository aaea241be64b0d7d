import { PromotionsScreen, staffTranslator } from '../features/staff/index.ts';
import { loadPromotions, promotionsAction } from '../features/staff/promotions.server.ts';
import type { Route } from './+types/staff-promotions';

export const loader = (args: Route.LoaderArgs) => loadPromotions(args);
export const action = (args: Route.ActionArgs) => promotionsAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [
    { title: t('titleSuffix', { page: t('promotionsTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function StaffPromotions({ loaderData }: Route.ComponentProps) {
  return <PromotionsScreen data={loaderData} />;
}
