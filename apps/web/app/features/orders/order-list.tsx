import type { OrderSummary } from '@store/contract';
import { Link } from 'react-router';
import { formatId, formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import { ChevronEndIcon } from '../../ui/icons.tsx';
import { OrderStatusBadge, PaymentStateNote, useOrderDate } from './order-status.tsx';

/** A list of orders, each linking to its detail page. */
export function OrderList({
  title,
  orders,
  old = false,
}: {
  title: string;
  orders: OrderSummary[];
  old?: boolean;
}) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const date = useOrderDate();
  const id = old ? 'old-orders' : 'pending-orders';
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('noOrders')}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/${lang}/order-info/${order.id}`}
                className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
                data-testid="order-row"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-slate-900 group-hover:text-brand-700">
                      {t('orderNumber', { id: formatId(order.id, lang) })}
                    </span>
                    <OrderStatusBadge status={order.status} />
                    {old && (
                      <span className="text-xs font-semibold text-slate-600">
                        {order.cancelled ? t('cancelled') : t('completed')}
                      </span>
                    )}
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('placedOn', { date: date(order.createdAt) })} –{' '}
                    {t('itemsCount', { count: formatNumber(order.itemsCount, lang) })} –{' '}
                    {order.paymentType.type}
                  </p>
                  <PaymentStateNote state={order.paymentState} />
                </div>
                <span className="shrink-0 font-bold text-slate-900 tabular-nums">{money(order.total)}</span>
                <ChevronEndIcon className="flip-rtl size-4 shrink-0 text-slate-400" />
              </Link>
              {order.hasAlternatives && !order.cancelled && (
                <Link
                  to={`/${lang}/order-info/${order.id}/alternatives`}
                  className="mt-1 flex min-h-11 items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100"
                  data-testid="order-alternatives-link"
                >
                  {t('alternativesWaiting')}
                  <span className="shrink-0 text-brand-700 underline">{t('chooseAlternatives')}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Profile tab 3: orders in process and previous orders, each linking to its detail. */
export function OrderLists({
  pendingOrders,
  oldOrders,
}: {
  pendingOrders: OrderSummary[];
  oldOrders: OrderSummary[];
}) {
  const t = useT('shop');
  return (
    <>
      <OrderList title={t('pendingOrders')} orders={pendingOrders} />
      <OrderList title={t('oldOrders')} orders={oldOrders} old />
    </>
  );
}
