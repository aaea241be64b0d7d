import type { Cart } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';

/**
 * The branch's delivery terms under the totals (docs/decisions/0072): its charge, the amount from
 * which delivery is free, and its minimum order, as the cart's answer gives them; above them, while
 * the branch is closed, when it opens (the answer's words, in the page's language); in the cart, the
 * branch's delivery time promise (docs/decisions/0088, the answer's words too).
 */
export function DeliveryTerms({
  cart,
  promise = false,
}: {
  cart: Pick<Cart, 'branch' | 'limits'>;
  /** Also the branch's delivery time promise for instant orders (the cart; checkout shows it by the choice). */
  promise?: boolean;
}) {
  const t = useT('shop');
  const money = useMoney();
  const { deliveryCharge, freeDeliveryFrom, minimumOrder, closedNotice } = cart.limits;
  return (
    <p className="text-xs text-slate-600" data-testid="delivery-terms">
      {closedNotice && (
        <strong role="status" className="mb-1 block text-sm text-amber-900">
          {closedNotice}
        </strong>
      )}
      {promise && cart.limits.deliveryPromise && (
        <strong className="mb-1 block text-sm text-brand-800" data-testid="delivery-promise">
          {cart.limits.deliveryPromise}
        </strong>
      )}
      {deliveryCharge !== undefined &&
        `${t(deliveryCharge > 0 ? 'branchDeliveryCharge' : 'branchDeliveryFree', {
          branch: cart.branch.name,
          amount: money(deliveryCharge),
        })} `}
      {deliveryCharge !== undefined &&
        deliveryCharge > 0 &&
        freeDeliveryFrom != null &&
        `${t('freeDeliveryFromNote', { amount: money(freeDeliveryFrom) })} `}
      {t('pricesIncludeVat')} {t('minimumOrderNote', { amount: money(minimumOrder) })}
    </p>
  );
}
