import { useId } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { categoryPath } from '../../lib/product-links.ts';

/**
 * 'Shop by category': every top category as a chip (Medication first, as the tree orders it: the
 * phone drawer hides it, so the home page gives it its place), and the link to all categories.
 */
export function TopCategories({ categories }: { categories: { id: number; name: string; level: number }[] }) {
  const tl = useT('layout');
  const lang = useLang();
  const headingId = useId();
  if (categories.length === 0) return null;
  const chip =
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap';
  return (
    <section aria-labelledby={headingId} className="container-page mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 desk:text-2xl">
          {tl('shopByCategory')}
        </h2>
        <Link
          to={`/${lang}/categories`}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {tl('allCategories')}
        </Link>
      </div>
      <ul className="flex gap-2 overflow-x-auto pb-2 desk:flex-wrap" data-testid="top-categories">
        {categories.map((category) => (
          <li key={category.id} className="shrink-0">
            <Link
              to={`/${lang}${categoryPath(category)}`}
              className={`${chip} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700`}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
