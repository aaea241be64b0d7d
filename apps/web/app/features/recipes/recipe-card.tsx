import type { RecipeSummary } from '@store/contract';
import { Link } from 'react-router';
import { useLang } from '../../i18n/i18n.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { slug } from '../../lib/product-links.ts';

/** `/recipe/{id}/{name}` (without the language prefix). */
export function recipePath(recipe: Pick<RecipeSummary, 'id' | 'name'>): string {
  return `/recipe/${recipe.id}/${encodeURIComponent(slug(recipe.name))}`;
}

/** A recipe in a grid: picture, name and the description as plain text, three lines at most. */
export function RecipeCard({ recipe, headingLevel = 2 }: { recipe: RecipeSummary; headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={recipe.image}
        alt=""
        width={480}
        height={320}
        loading="lazy"
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-bold text-slate-900">
          <Link
            to={`/${lang}${recipePath(recipe)}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {recipe.name}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-slate-600">
          {htmlToText(recipe.description)}
        </p>
      </div>
    </article>
  );
}
