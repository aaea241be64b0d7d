import type { Product } from '@store/contract';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { productImage, productPath } from '../../lib/product-links.ts';
import { ChevronEndIcon } from '../../ui/icons.tsx';
import { DialogFrame } from '../../ui/modal.tsx';
import { ProductPrice } from './price.tsx';

/** The `/{lang}/product/{id}/alternatives` loader's answer. */
export interface AlternativesData {
  alternatives: Product[];
  failed?: boolean;
}

/**
 * The dialog of `AlternativesButton` (product-actions.tsx), which loads this module on first use: the
 * alternatives of an out-of-stock product (skeleton rows while they load, or the 'no
 * alternatives' text; docs/product.md#screen-details).
 */
export function AlternativesDialog({
  product,
  isOpen,
  onOpenChange,
  data,
  loading,
}: {
  product: Product;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  data: AlternativesData | undefined;
  loading: boolean;
}) {
  const t = useT('product');
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('alternativesTitle', { name: product.name })}
    >
      <AlternativesBody data={data} loading={loading}>
        {(alternatives) => (
          <ul className="divide-y divide-slate-100">
            {alternatives.map((alternative) => (
              <li key={alternative.id}>
                <AlternativeRow product={alternative} onOpen={() => onOpenChange(false)} />
              </li>
            ))}
          </ul>
        )}
      </AlternativesBody>
    </DialogFrame>
  );
}

function AlternativesBody({
  data,
  loading,
  children,
}: {
  data: AlternativesData | undefined;
  loading: boolean;
  children: (alternatives: Product[]) => React.ReactNode;
}) {
  const t = useT('product');
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('loadingAlternatives')}</span>
        <ul aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="flex animate-pulse items-center gap-3">
              <div className="size-16 rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (data?.failed) return <p role="alert">{t('alternativesFailed')}</p>;
  if (!data?.alternatives.length) {
    return (
      <p role="status" className="py-6 text-center font-semibold text-slate-700">
        {t('noAlternatives')}
      </p>
    );
  }
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">{t('alternativesIntro')}</p>
      {children(data.alternatives)}
    </>
  );
}

function AlternativeRow({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const t = useT('product');
  const lang = useLang();
  return (
    <Link
      to={`/${lang}${productPath(product)}`}
      onClick={onOpen}
      className="group flex items-center gap-3 rounded-xl py-3 hover:bg-slate-50"
    >
      <img
        src={productImage(product)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-slate-50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <div className="line-clamp-2 font-semibold text-slate-800 group-hover:text-brand-700">
          {product.name}
        </div>
        <div className="text-xs text-slate-600">{product.brand.name}</div>
        {product.outOfStock === 1 ? (
          <div className="text-xs font-semibold text-red-700">{t('outOfStock')}</div>
        ) : (
          <ProductPrice product={product} />
        )}
      </div>
      <ChevronEndIcon className="flip-rtl size-4 shrink-0 text-slate-400" />
    </Link>
  );
}
