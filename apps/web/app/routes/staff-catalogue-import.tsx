import { StockImportScreen, staffTranslator } from '../features/staff/index.ts';
import { loadStockImport, stockImportAction } from '../features/staff/stock-import.server.ts';
import type { Route } from './+types/staff-catalogue-import';

export const loader = (args: Route.LoaderArgs) => loadStockImport(args);
export const action = (args: Route.ActionArgs) => stockImportAction(args);

export function meta({ params }: Route.MetaArgs) {
  const t = staffTranslator(params.lang === 'ar' ? 'ar' : 'en');
  return [{ title: t('titleSuffix', { page: t('importTitle') }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffCatalogueImport({ loaderData, actionData }: Route.ComponentProps) {
  return <StockImportScreen data={loaderData} result={actionData ?? null} />;
}
