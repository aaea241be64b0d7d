import { customerService, type Order, orderStatusIds } from '@store/contract';
import { useEffect, useState } from 'react';
import { formatCountdown, formatId, formatTime } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { ShopDialog } from '../../ui/shop-dialog.tsx';
import { CancelOrderForm, type CancelReason } from './cancel-order-form.tsx';

/** Milliseconds left until `until`, ticking each second; null on the server and before hydration. */
export function useTimeLeft(until: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!until) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until || now === null) return null;
  return Math.max(0, new Date(until).getTime() - now);
}

/**
 * The order's actions: cancel (while the window is open; a reason dialog, or the form in the page
 * without scripts) with the time left counting down, and order again for a completed order.
 */
export function OrderActions({
  order,
  reasons,
  cancelInPage,
  pageResult,
}: {
  order: Order;
  reasons: CancelReason[];
  /** `?cancel=1`: the form is shown in the page (the no-script path of the cancel button). */
  cancelInPage: boolean;
  /** What the action answered to a post without scripts. */
  pageResult: FormResult | undefined;
}) {
  const t = useT('shop');
  const lang = useLang();
  const [dialogOpen, setDialogOpen] = useState(false);
  const canceller = useFormAction({ key: `cancel-${order.id}`, intent: 'cancel' });
  useFormResult(canceller.result, {
    onResult: (answer) => {
      if (answer.ok) setDialogOpen(false);
    },
  });
  const reorderer = useFormAction({ key: `reorder-${order.id}`, intent: 'reorder' });
  useFormResult(reorderer.result);
  const left = useTimeLeft(order.cancellableUntil);
  const result = canceller.result ?? pageResult;
  const open = order.cancellableUntil !== null && left !== 0;
  const pagePath = `/${lang}/order-info/${order.id}`;
  const time = (iso: string) => formatTime(iso, lang);

  return (
    <div
      className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 empty:hidden"
      data-testid="order-actions"
    >
      {open && order.cancellableUntil && (
        <>
          <p className="text-sm font-semibold text-slate-800 tabular-nums" data-testid="cancel-countdown">
            {left === null ? (
              t('cancelUntil', { time: time(order.cancellableUntil) })
            ) : (
              <span aria-live="off">{t('cancelTimeLeft', { time: formatCountdown(left, lang) })}</span>
            )}
          </p>
          {!cancelInPage && (
            <a
              href={`${pagePath}?cancel=1`}
              onClick={(event) => {
                event.preventDefault();
                setDialogOpen(true);
              }}
              className="inline-flex h-11 items-center justify-center rounded-full border border-red-200 bg-white px-5 text-sm font-bold text-red-700 hover:bg-red-50"
            >
              {t('cancelOrder')}
            </a>
          )}
        </>
      )}
      {open && cancelInPage && (
        <section
          aria-labelledby="cancel-in-page"
          // A line of its own, under the time left.
          className="basis-full"
        >
          <div className="max-w-lg rounded-2xl border border-red-200 bg-white p-5">
            <h2 id="cancel-in-page" className="mb-3 text-base font-bold text-slate-900">
              {t('cancelOrderTitle', { id: formatId(order.id, lang) })}
            </h2>
            <CancelOrderForm
              reasons={reasons}
              fetcher={canceller.fetcher}
              result={result}
              keepHref={pagePath}
            />
          </div>
        </section>
      )}
      {!open && pageResult && !pageResult.ok && pageResult.intent !== 'items' && (
        <p role="alert" className="basis-full rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {pageResult.message}
        </p>
      )}
      {!open && !order.cancelled && !order.canReorder && order.status.id < orderStatusIds.delivered && (
        <p className="text-sm text-slate-600">
          {t('cancelClosed', {
            ...customerService,
            hotline: formatId(customerService.hotline, lang),
          })}
        </p>
      )}
      {order.canReorder && (
        <reorderer.fetcher.Form method="post">
          <input type="hidden" name="intent" value="reorder" />
          <button
            type="submit"
            disabled={reorderer.sending}
            className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t('orderAgain')}
          </button>
        </reorderer.fetcher.Form>
      )}
      <ShopDialog
        isOpen={dialogOpen && open}
        onOpenChange={setDialogOpen}
        title={t('cancelOrderTitle', { id: formatId(order.id, lang) })}
      >
        <CancelOrderForm
          reasons={reasons}
          fetcher={canceller.fetcher}
          result={canceller.fetcher.data}
          onKeep={() => setDialogOpen(false)}
          keepHref={pagePath}
        />
      </ShopDialog>
    </div>
  );
}
