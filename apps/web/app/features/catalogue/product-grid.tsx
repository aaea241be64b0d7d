import type { Product } from '@store/contract';
import { ProductCard } from './product-card.tsx';

/** `priorityImages`: how many cards' pictures load at once (the first row of a page's main grid). */
export function ProductGrid({
  products,
  priorityImages = 0,
}: {
  products: Product[];
  priorityImages?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 desk:gap-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityImages} />
        </li>
      ))}
    </ul>
  );
}

/** Nine placeholder cards while a listing loads (docs/product.md#screen-details). */
export function ProductGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 desk:gap-4">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          data-testid="product-skeleton"
          className="animate-pulse rounded-2xl border border-slate-200 bg-white p-3"
        >
          <div className="aspect-square w-full rounded-xl bg-slate-200" />
          <div className="mt-3 h-3 w-2/5 rounded bg-slate-200" />
          <div className="mt-2 h-4 w-4/5 rounded bg-slate-200" />
          <div className="mt-2 h-4 w-3/5 rounded bg-slate-200" />
          <div className="mt-4 h-5 w-1/2 rounded bg-slate-200" />
          <div className="mt-2 h-9 w-full rounded-full bg-slate-200" />
        </li>
      ))}
    </ul>
  );
}
