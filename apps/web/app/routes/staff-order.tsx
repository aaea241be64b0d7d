import { OrderScreen, staffTranslator } from '../features/staff/index.ts';
import { loadOrder, orderAction } from '../features/staff/order.server.ts';
import { formatId } from '../i18n/format.ts';
import type { Route } from './+types/staff-order';

export const loader = (args: Route.LoaderArgs) => loadOrder(args);
export const action = (args: Route.ActionArgs) => orderAction(args);

export function meta({ params }: Route.MetaArgs) {
  const lang = params.lang === 'ar' ? 'ar' : 'en';
  const t = staffTranslator(lang);
  const page = t('orderTitle', { id: `#${formatId(params.id, lang)}` });
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffOrder({ loaderData }: Route.ComponentProps) {
  return <OrderScreen data={loaderData} />;
}
