import type { Product } from '@store/contract';
import { Link } from 'react-router';
import { useLang } from '../../i18n/i18n.ts';
import { ProductPrice } from './price.tsx';
import { productPath } from './product-links.ts';

/** A product in a grid or slider. (Baseline; the product feature completes its states.) */
export function ProductCard({ product }: { product: Product }) {
  const lang = useLang();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-3 shadow-sm">
      <Link to={`/${lang}${productPath(product)}`} className="block">
        <img
          src={product.image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          className="aspect-square w-full rounded-xl object-cover"
        />
        <h3 className="mt-2 line-clamp-2 text-sm font-semibold text-slate-800">{product.name}</h3>
      </Link>
      <p className="text-xs text-slate-500">{product.brand.name}</p>
      <div className="mt-auto pt-2">
        <ProductPrice product={product} />
      </div>
    </article>
  );
}
