import { useId } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { categoryPath } from '../../lib/product-links.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';

/** A top category and its subcategories, as the categories page shows them. */
export interface TopCategory {
  id: number;
  name: string;
  level: number;
  image: string;
  children: { id: number; name: string; level: number }[];
}

/**
 * Every top category with its subcategories (Medication included: the phone drawer hides it, this
 * page is how a phone reaches it besides the home page).
 */
export function CategoriesScreen({ categories }: { categories: TopCategory[] }) {
  const tl = useT('layout');
  const lang = useLang();
  return (
    <>
      <Breadcrumb items={[{ label: tl('allCategories') }]} />
      <div className="container-page py-6">
        <h1 className="text-2xl font-extrabold text-slate-900 desk:text-3xl">{tl('allCategories')}</h1>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 desk:grid-cols-3" data-testid="all-categories">
          {categories.map((category) => (
            <CategoryCard key={category.id} category={category} lang={lang} />
          ))}
        </ul>
      </div>
    </>
  );
}

function CategoryCard({ category, lang }: { category: TopCategory; lang: string }) {
  const headingId = useId();
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <Link
        to={`/${lang}${categoryPath(category)}`}
        className="group flex items-center gap-3"
        data-category-id={category.id}
      >
        <img
          src={category.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-16 shrink-0 rounded-xl bg-slate-50 object-cover"
        />
        <h2
          id={headingId}
          className="text-lg font-bold text-slate-900 group-hover:text-brand-700 group-hover:underline"
        >
          {category.name}
        </h2>
      </Link>
      {category.children.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link
                to={`/${lang}${categoryPath(child)}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700"
              >
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
