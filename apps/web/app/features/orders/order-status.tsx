import type { OrderSummary } from '@store/contract';
import { useLang, useT } from '../../i18n/i18n.ts';

const hexColour = /^#[0-9a-fA-F]{3,8}$/;

/** The order's status in its colour (a dot and a tinted border; the words stay dark to be readable). */
export function OrderStatusBadge({ status }: { status: OrderSummary['status'] }) {
  const colour = hexColour.test(status.color) ? status.color : '#64748b';
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border-2 bg-white px-2.5 py-0.5 text-xs font-bold text-slate-900"
      style={{ borderColor: colour }}
      data-testid="order-status"
    >
      <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: colour }} />
      {status.name}
    </span>
  );
}

/** How an online payment stands, when there is one to speak of. */
export function PaymentStateNote({ state }: { state: OrderSummary['paymentState'] }) {
  const t = useT('shop');
  if (state === 'not_required') return null;
  const text = {
    paid: t('paymentPaid'),
    pending: t('paymentPending'),
    failed: t('paymentFailedState'),
    refunded: t('paymentRefunded'),
  }[state];
  const good = state === 'paid' || state === 'refunded';
  return <span className={`text-xs font-semibold ${good ? 'text-brand-700' : 'text-red-700'}`}>{text}</span>;
}

export function useOrderDate(): (iso: string) => string {
  const lang = useLang();
  const format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}
