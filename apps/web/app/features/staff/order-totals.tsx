import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';

/** An order's sums, as the order screen and the printed delivery sheet show them. */
interface OrderSums {
  subtotal: number;
  discount: number;
  deliveryCharge: number;
  total: number;
}

/** Subtotal, the discount when there is one, delivery and the total, in a two-column list. */
export function OrderTotals({ order, className }: { order: OrderSums; className: string }) {
  const t = useStaffT();
  const _lang = useStaffLang();
  const money = useStaffMoney();
  return (
    <dl className={`grid grid-cols-[1fr_auto] ${className}`}>
      <dt>{t('subtotal')}</dt>
      <dd className="text-end">{money(order.subtotal)}</dd>
      {order.discount > 0 && (
        <>
          <dt>{t('discount')}</dt>
          <dd className="text-end">−{money(order.discount)}</dd>
        </>
      )}
      <dt>{t('delivery')}</dt>
      <dd className="text-end">{money(order.deliveryCharge)}</dd>
      <dt className="font-bold">{t('total')}</dt>
      <dd className="text-end font-bold">{money(order.total)}</dd>
    </dl>
  );
}
