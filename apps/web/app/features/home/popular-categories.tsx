import type { CategoryRef } from '@store/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { categoryPath } from '../../lib/product-links.ts';

/** 'Popular categories': a tile (picture and name) per featured category, linking to its listing. */
export function PopularCategories({
  categories,
}: {
  categories: Pick<CategoryRef, 'id' | 'name' | 'level' | 'image'>[];
}) {
  const t = useT('home');
  const lang = useLang();
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="container-page mt-10">
      <h2 id={headingId} className="mb-4 text-xl font-bold text-slate-900 desk:text-2xl">
        {t('popularCategories')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 desk:grid-cols-6 desk:gap-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`/${lang}${categoryPath(category)}`}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-2 text-center shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md desk:p-3"
            >
              <img
                src={category.image}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-xl object-cover"
              />
              <span className="line-clamp-2 text-xs leading-5 font-semibold text-slate-800 group-hover:text-brand-700 sm:text-sm">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
