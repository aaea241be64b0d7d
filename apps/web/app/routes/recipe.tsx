import { ProductGrid } from '../features/catalogue/product-grid.tsx';
import { RecipeCard, recipePath } from '../features/recipes/recipe-card.tsx';
import { translator, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { htmlToBlocks, htmlToText } from '../lib/html-text.ts';
import { pathIdOr404 } from '../lib/path-id.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import type { Route } from './+types/recipe';

/** Serves `/recipes/{id}` and `/recipe/{id}/{name}`; both name `/recipe/{id}/{name}` as canonical. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return context.get(storeApiContext).recipe(pathIdOr404(params.id));
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  if (!loaderData) return [{ title: t('recipesTitle') }];
  const { recipe } = loaderData;
  const text = htmlToText(recipe.description);
  return pageMeta({
    lang,
    title: recipe.name,
    description: text.length > 160 ? `${text.slice(0, 157)}…` : text,
    path: recipePath(recipe),
    origin: originOf(matches),
  });
}

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  const t = useT('pages');
  const { recipe, relatedRecipes } = loaderData;
  const description = htmlToBlocks(recipe.description);
  return (
    <>
      <Breadcrumb items={[{ label: t('recipesTitle'), to: '/recipes' }, { label: recipe.name }]} />
      <article className="container-page pt-4 pb-12">
        <div className="grid gap-6 desk:grid-cols-2 desk:items-center">
          <img
            src={recipe.image}
            alt={recipe.name}
            width={640}
            height={427}
            className="aspect-[3/2] w-full rounded-2xl bg-slate-100 object-cover"
          />
          <div>
            <h1 className="text-2xl font-bold text-slate-900 desk:text-4xl">{recipe.name}</h1>
            <div className="mt-4 space-y-2 text-lg leading-relaxed text-slate-700">
              {description.map((block, index) => (
                <p key={index}>{block}</p>
              ))}
            </div>
          </div>
        </div>

        {recipe.steps.length > 0 && (
          <section aria-labelledby="recipe-steps" className="mt-10">
            <h2 id="recipe-steps" className="text-xl font-bold text-brand-800">
              {t('steps')}
            </h2>
            <ol className="mt-4 space-y-3">
              {recipe.steps.map((step, index) => (
                <li key={step.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <p className="pt-1 leading-relaxed text-slate-700">{htmlToText(step.description)}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        <section aria-labelledby="recipe-ingredients" className="mt-10">
          <h2 id="recipe-ingredients" className="text-xl font-bold text-brand-800">
            {t('ingredients')}
          </h2>
          <div className="mt-4">
            {recipe.ingredients.length > 0 ? (
              <ProductGrid products={recipe.ingredients.map((ingredient) => ingredient.product)} />
            ) : (
              <p className="rounded-xl bg-white p-4 text-slate-600">{t('noIngredients')}</p>
            )}
          </div>
        </section>

        {relatedRecipes.length > 0 && (
          <section aria-labelledby="related-recipes" className="mt-12">
            <h2 id="related-recipes" className="text-xl font-bold text-brand-800">
              {t('relatedRecipes')}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {relatedRecipes.map((related) => (
                <li key={related.id}>
                  <RecipeCard recipe={related} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </>
  );
}
