import type { Product } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { HeartIcon } from '../../ui/icons.tsx';
import { ProductGrid } from './product-grid.tsx';

/** Profile tab 5: the favourite products, as cards with their cart controls and hearts. */
export function FavouritesScreen({ products }: { products: Product[] }) {
  const t = useT('shop');
  if (products.length === 0)
    return (
      <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-4 text-slate-700">
        <HeartIcon className="size-5 text-red-600" />
        {t('noFavourites')}
      </p>
    );
  return <ProductGrid products={products} />;
}
