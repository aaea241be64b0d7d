import { ProductEditorScreen, staffTranslator } from '../features/staff/index.ts';
import { loadProductEditor, productEditorAction } from '../features/staff/product-editor.server.ts';
import type { Route } from './+types/staff-product-editor';

export const loader = (args: Route.LoaderArgs) => loadProductEditor(args);
export const action = (args: Route.ActionArgs) => productEditorAction(args);

export function meta({ params, loaderData }: Route.MetaArgs) {
  const lang = params.lang === 'ar' ? 'ar' : 'en';
  const t = staffTranslator(lang);
  const product = loaderData?.product;
  const page = product ? (lang === 'ar' ? product.nameAr : product.nameEn) : t('productNewTitle');
  return [{ title: t('titleSuffix', { page }) }, { name: 'robots', content: 'noindex' }];
}

export default function StaffProductEditor({ loaderData }: Route.ComponentProps) {
  return <ProductEditorScreen data={loaderData} />;
}
