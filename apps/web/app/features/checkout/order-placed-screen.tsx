import type { OrderSummary } from '@store/contract';
import { profileTabPath } from '@store/contract';
import { Link, useLocation } from 'react-router';
import { formatClock, formatDay } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { CheckCircleIcon } from '../../ui/icons.tsx';

/** The order id: from the navigation state (docs/product.md#screen-details), or the query (after the payment gateway). */
function orderIdOf(state: unknown, search: string): number | null {
  const fromState = (state as { orderId?: unknown } | null)?.orderId;
  const raw = typeof fromState === 'number' ? String(fromState) : new URLSearchParams(search).get('orderId');
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/** Thank you, the order number, and the ways on: my orders, the order, continue shopping. */
export function OrderPlacedScreen({ delivery = null }: { delivery?: OrderSummary['delivery'] }) {
  const t = useT('shop');
  const lang = useLang();
  const location = useLocation();
  const orderId = orderIdOf(location.state, location.search);
  const button = 'inline-flex h-11 items-center justify-center rounded-full px-6 text-sm font-bold';
  return (
    <div className="container-page flex flex-col items-center py-16 text-center">
      <CheckCircleIcon className="size-20 text-brand-600" />
      <h1 className="mt-6 text-2xl font-bold text-slate-900 desk:text-3xl">{t('orderPlacedTitle')}</h1>
      <p className="mt-3 max-w-lg text-slate-700" data-testid="order-placed-text">
        {orderId ? t('orderPlacedText', { id: orderId }) : t('orderPlacedNoId')}
      </p>
      {delivery ? (
        <p className="mt-1 text-sm font-semibold text-slate-800" data-testid="scheduled-delivery">
          {t('scheduledFor', {
            date: formatDay(delivery.date, lang),
            from: formatClock(delivery.from, lang),
            to: formatClock(delivery.to, lang),
          })}
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t('deliveryTime')}</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {orderId && (
          <Link
            to={`/${lang}/order-info/${orderId}`}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {t('viewOrder')}
          </Link>
        )}
        <Link
          to={profileTabPath(3, lang)}
          className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          {t('myOrders')}
        </Link>
        <Link
          to={`/${lang}/`}
          className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}
