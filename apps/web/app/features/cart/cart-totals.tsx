import { useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';

export interface TotalsFigures {
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
  promoCode?: string | null;
}

/** Subtotal, discount (with the promo code), delivery and total, each with two decimals. */
export function CartTotals({ totals }: { totals: TotalsFigures }) {
  const t = useT('shop');
  const money = useMoney();
  const row = 'flex items-baseline justify-between gap-4 py-1.5';
  return (
    <dl className="text-sm text-slate-700" data-testid="cart-totals">
      <div className={row}>
        <dt>{t('subtotal')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{money(totals.subtotal)}</dd>
      </div>
      {totals.discount > 0 && (
        <div className={row}>
          <dt>{totals.promoCode ? t('discountWithCode', { code: totals.promoCode }) : t('discount')}</dt>
          <dd className="font-semibold text-red-700 tabular-nums">−{money(totals.discount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('deliveryCharge')}</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">
          {totals.deliveryCharge > 0 ? money(totals.deliveryCharge) : t('free')}
        </dd>
      </div>
      <div className={`${row} mt-1 border-t border-slate-200 pt-3 text-base`}>
        <dt className="font-bold text-slate-900">{t('total')}</dt>
        <dd className="font-bold text-slate-900 tabular-nums" data-testid="cart-total">
          {money(totals.total)}
        </dd>
      </div>
    </dl>
  );
}
