import type { Product } from '@store/contract';
import { formatAmount, formatPercent } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';

/** True when the product shows a struck-through old price. */
export function hasOldPrice(product: Pick<Product, 'oldPrice'>): boolean {
  const old = Number(product.oldPrice);
  return product.oldPrice !== '0' && Number.isFinite(old) && old > 0;
}

/** Final price, struck old price and discount, as product cards and pages show them (docs/product.md#screen-details). */
export function ProductPrice({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const t = useT();
  const tp = useT('product');
  const lang = useLang();
  const amount = formatAmount(product.finalPrice, lang);
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-bold text-slate-900 ${large ? 'text-2xl' : 'text-base'}`}>
        <span className="sr-only">{tp('currentPrice')} </span>
        {product.weighted ? t('perKg', { amount }) : t('price', { amount })}
      </span>
      {hasOldPrice(product) && (
        <del className={`text-slate-500 ${large ? 'text-base' : 'text-xs'}`}>
          <span className="sr-only">{tp('oldPrice')} </span>
          {t('price', { amount: formatAmount(Number(product.oldPrice), lang) })}
        </del>
      )}
    </p>
  );
}

/** '-15%' over a product picture; screen readers hear '15% off'. */
export function DiscountBadge({ discount, className = '' }: { discount: number; className?: string }) {
  const t = useT('product');
  const lang = useLang();
  if (discount <= 0) return null;
  const percent = formatPercent(discount, lang);
  return (
    <span
      className={`inline-flex items-center rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{formatPercent(-discount, lang)}</span>
      <span className="sr-only">{t('discountOff', { percent })}</span>
    </span>
  );
}
