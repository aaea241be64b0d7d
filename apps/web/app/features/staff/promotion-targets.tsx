import type { FormResult } from '../../lib/forms/form-result.ts';
import type { ProductChoice } from './product-choices.server.ts';
import { ProductPicker, TickList } from './product-picker.tsx';
import { useStaffT } from './staff-copy.ts';

type Option = { id: number; name: string };

/**
 * What a promotion is on (docs/decisions/0076): products found by the console's product search
 * (name, barcode, SKU or number) and ticked, categories and brands ticked in the catalogue's lists.
 * The search is a button of the promotion's own form: the form comes back as posted with what was
 * found, so nothing typed is lost and it works without scripts.
 */
export function PromotionTargets({
  saved,
  products,
  categories,
  brands,
  shown,
  answer,
}: {
  saved: { productIds: number[]; categoryIds: number[]; brandIds: number[] } | null;
  /** The saved promotion's products, named. */
  products: ProductChoice[];
  categories: (Option & { level: number })[];
  brands: Option[];
  shown: (name: string, saved: string) => string;
  answer: FormResult | undefined;
}) {
  const t = useStaffT();
  const picked = (name: string, ids: number[] | undefined) =>
    new Set(
      shown(name, (ids ?? []).join(','))
        .split(',')
        .filter(Boolean)
        .map(Number),
    );
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="text-lg font-bold">{t('promotionTargetsTitle')}</legend>
      <p className="text-sm text-slate-700">{t('promotionTargetsHint')}</p>
      <ProductPicker
        legend={t('promotionProducts')}
        none={t('promotionProductsNone')}
        products={products}
        shown={shown}
        answer={answer}
      />
      <TickList
        legend={t('promotionCategories')}
        name="categoryIds"
        options={categories}
        picked={picked('categoryIds', saved?.categoryIds)}
      />
      <TickList
        legend={t('promotionBrands')}
        name="brandIds"
        options={brands}
        picked={picked('brandIds', saved?.brandIds)}
      />
    </fieldset>
  );
}
