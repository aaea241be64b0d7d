import { CategoriesScreen } from '../features/catalogue/categories-screen.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/categories';

/** `/categories`: every top category with its subcategories (only what the page shows is sent). */
export async function loader({ context }: Route.LoaderArgs) {
  const tree = await context.get(storeApiContext).categoryTree();
  return {
    categories: tree.map(({ id, name, level, image, children }) => ({
      id,
      name,
      level,
      image,
      children: children.map((child) => ({ id: child.id, name: child.name, level: child.level })),
    })),
  };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'layout');
  return pageMeta({
    lang,
    title: t('allCategories'),
    description: t('categoriesDescription'),
    path: '/categories',
    origin: originOf(matches),
  });
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen categories={loaderData.categories} />;
}
