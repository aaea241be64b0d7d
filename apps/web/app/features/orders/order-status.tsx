import type { Order, OrderSummary } from '@store/contract';
import { formatDateTime } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';

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

/**
 * How an online payment stands, when there is one to speak of; with `card` (the order page), the
 * amount held until dispatch, or taken after it, and what the door collects (docs/decisions/0039).
 */
export function PaymentStateNote({
  state,
  card,
}: {
  state: OrderSummary['paymentState'];
  card?: Order['cardPayment'];
}) {
  const t = useT('shop');
  const money = useMoney();
  if (state === 'not_required') return null;
  const text = {
    paid: card?.captured ? t('paymentPaidAmount', { amount: money(card.captured) }) : t('paymentPaid'),
    pending: t('paymentPending'),
    failed: t('paymentFailedState'),
    refunded: t('paymentRefunded'),
    held: card?.held ? t('paymentHeld', { amount: money(card.held) }) : t('paymentHeldPlain'),
    capture_failed: t('paymentCaptureFailed'),
    voided: t('paymentVoided'),
  }[state];
  const good = state === 'paid' || state === 'refunded' || state === 'held' || state === 'voided';
  return (
    <>
      <span
        className={`text-xs font-semibold ${good ? 'text-brand-700' : 'text-red-700'}`}
        data-testid="payment-state"
      >
        {text}
      </span>
      {card && card.collectAtDoor > 0 && (
        <span className="text-xs font-semibold text-slate-900">
          {t('paymentAtDoor', { amount: money(card.collectAtDoor) })}
        </span>
      )}
    </>
  );
}

export function useOrderDate(): (iso: string) => string {
  const lang = useLang();
  return (iso) => formatDateTime(iso, lang);
}
