import { ContentPage } from '../features/content/content-page.tsx';
import { RecipeCard } from '../features/recipes/recipe-card.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/recipes';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('recipesTitle'),
    description: t('recipesDescription'),
    path: '/recipes',
    origin: originOf(matches),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { recipes: await context.get(storeApiContext).recipes() };
}

export default function Recipes({ loaderData }: Route.ComponentProps) {
  const t = useT('pages');
  const { recipes } = loaderData;
  return (
    <ContentPage title={t('recipesTitle')} intro={t('recipesIntro')} wide>
      {recipes.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-slate-600">{t('noRecipes')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 desk:gap-6">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}
