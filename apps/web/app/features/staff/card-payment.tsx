import { orderStatusIds } from '@store/contract';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatAmount, formatDateTime, formatId } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { captureFailuresAfter, paymentStatesToActOn } from './capture-alerts.ts';
import { beep, type LiveFeed } from './live-board.ts';
import { OneNotice } from './one-notice.tsx';
import type { OrderData } from './order.server.ts';
import { hasStaffKey, useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * A held card as the console shows it (docs/decisions/0039): the payment state in words,
 * the order page's note when the capture at dispatch failed (with its reason and the way to try
 * again), and the console-wide live alert of such failures.
 */

/** The payment state in the console's words ('Card held until dispatch'), the API's word otherwise. */
export function PaymentStateText({ state }: { state: string }) {
  const t = useStaffT();
  const key = `paymentState_${state}`;
  return <>{hasStaffKey(key) ? t(key as 'paymentState_paid') : state}</>;
}

/** A board row's payment state, red when staff must act on it. */
export function RowPaymentState({ state }: { state: string }) {
  return (
    <span
      className={`block text-sm ${paymentStatesToActOn.includes(state) ? 'font-bold text-red-800' : 'font-normal text-slate-700'}`}
      data-testid="row-payment"
    >
      <PaymentStateText state={state} />
    </span>
  );
}

type Order = OrderData['order'];

/**
 * The order page's note of a capture refused at dispatch: why, and (when the gateway refused and the
 * staff member may move the order) the dispatch again, which tries the capture again.
 */
export function CaptureFailedNote({
  order,
  failure,
  mayRetry,
}: {
  order: Order;
  failure: NonNullable<Order['payment']['captureFailure']>;
  mayRetry: boolean;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({
    intent: 'status',
    key: `capture-retry-${order.id}`,
  });
  const retry =
    mayRetry && failure.reason === 'declined' && order.nextStatusIds.includes(orderStatusIds.outForDelivery);
  return (
    <section
      aria-labelledby="capture-failed-title"
      data-testid="capture-failed"
      className="mt-3 rounded-lg border-2 border-red-600 bg-red-50 px-3 py-2 text-red-950"
    >
      <h2 id="capture-failed-title" className="font-bold">
        {t('captureFailedTitle')}
      </h2>
      <p>
        {t(failure.reason === 'noHold' ? 'captureFailedReason_noHold' : 'captureFailedReason_declined', {
          amount: t('money', { amount: formatAmount(failure.amount, lang) }),
          at: formatDateTime(failure.at, lang),
        })}
      </p>
      {retry && (
        <>
          <p className="text-sm">{t('captureFailedNext')}</p>
          <OneNotice result={result} className="mt-2" />
          <fetcher.Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="statusId" value={orderStatusIds.outForDelivery} />
            <button
              type="submit"
              disabled={sending}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60"
            >
              {sending ? t('sending') : t('captureRetry')}
            </button>
          </fetcher.Form>
        </>
      )}
    </section>
  );
}

/**
 * The console-wide live alert (a failed capture must not go unnoticed): every order whose
 * card payment was refused at dispatch while this console is open (and those the board reads as still
 * waiting), on every page, with a beep, until it goes out after all, is cancelled, or the person
 * hides its line.
 */
export function useCaptureFailedAlerts(feed: LiveFeed) {
  const [ids, setIds] = useState<readonly number[]>([]);
  // Hidden by the person: the board's list does not bring them back while this tab is open.
  const dismissed = useRef(new Set<number>());
  useEffect(
    () =>
      feed.subscribe((message) => {
        if (message.kind !== 'event') return;
        const { event } = message;
        if (event.type === 'payment.captureFailed') beep();
        setIds((current) => captureFailuresAfter(current, event));
      }),
    [feed.subscribe],
  );
  const dismiss = useCallback((id: number) => {
    dismissed.current.add(id);
    setIds((current) => current.filter((one) => one !== id));
  }, []);
  /** The board's list of orders still waiting for their money: a failure before this tab opened too. */
  const seed = useCallback((waiting: readonly number[]) => {
    setIds((current) => {
      const added = waiting.filter((id) => !current.includes(id) && !dismissed.current.has(id));
      return added.length ? [...current, ...added] : current;
    });
  }, []);
  return { ids, dismiss, seed };
}

/** The board hands the console's alert the orders it read as still waiting for their money. */
export const CaptureFailuresSeed = createContext<((ids: readonly number[]) => void) | null>(null);

export function useSeedCaptureFailures(ids: readonly number[]) {
  const seed = useContext(CaptureFailuresSeed);
  useEffect(() => seed?.(ids), [seed, ids]);
}

export function CaptureFailedAlerts({
  ids,
  dismiss,
}: {
  ids: readonly number[];
  dismiss: (id: number) => void;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    // Always in the page, so that a line added to it is announced at once.
    <div role="alert" className="mx-auto max-w-7xl px-4 print:hidden">
      {ids.length > 0 && (
        <section
          aria-label={t('captureFailedAlertsTitle')}
          data-testid="capture-failed-alerts"
          className="mt-3 rounded-lg border-2 border-red-600 bg-red-50 px-3 py-2 text-red-950"
        >
          <ul className="grid gap-1">
            {ids.map((id) => {
              const number = `#${formatId(id, lang)}`;
              return (
                <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-bold">{t('captureFailedAlert', { id: number })}</span>
                  <Link
                    to={`/${lang}/staff/orders/${id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-red-900 underline"
                  >
                    {t('captureFailedOpen', { id: number })}
                  </Link>
                  <button
                    type="button"
                    onClick={() => dismiss(id)}
                    className="ms-auto min-h-11 rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold"
                  >
                    {t('captureFailedDismiss')}
                    <span className="sr-only"> {number}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
