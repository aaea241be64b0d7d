import type { Product } from '@store/contract';
import { useLang, useT } from '../../i18n/i18n.ts';

/** Pounds with two decimals in the page's digits. */
export function formatAmount(amount: number, lang: 'en' | 'ar'): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Final price, struck old price and discount, as the spec's product card and page show them. */
export function ProductPrice({ product, size = 'md' }: { product: Product; size?: 'md' | 'lg' }) {
  const t = useT();
  const lang = useLang();
  const amount = formatAmount(product.finalPrice, lang);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
        {product.weighted ? t('perKg', { amount }) : t('price', { amount })}
      </span>
      {product.oldPrice !== '0' && (
        <del className="text-sm text-slate-500">
          {t('price', { amount: formatAmount(Number(product.oldPrice), lang) })}
        </del>
      )}
    </p>
  );
}
