import type { OrderLiveEvent } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useQueuedReload } from '../../lib/queued-reload.ts';

/** Seconds between reloads while the live stream is down. */
export const pollSeconds = 5;

type LiveState = 'connecting' | 'open' | 'lost';

/**
 * The order page, live (lazy-loaded by the route): an EventSource on `/api/orders/{id}/events` (the
 * session cookie goes with it), and every event of this order reloads the page's data, at most one
 * reload at a time. While the stream is down the page reloads every few seconds instead, and once
 * it is back, once more for anything missed.
 */
export default function LiveOrderUpdates({ orderId, statusId }: { orderId: number; statusId: number }) {
  const t = useT('notifications');
  const reload = useQueuedReload();
  const statusIdRef = useRef(statusId);
  statusIdRef.current = statusId;
  const [state, setState] = useState<LiveState>('connecting');

  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setState('lost');
      const timer = setInterval(reload, pollSeconds * 1000);
      return () => clearInterval(timer);
    }
    let poll: ReturnType<typeof setInterval> | undefined;
    let wasLost = false;
    const source = new EventSource(`/api/orders/${orderId}/events`);
    source.onopen = () => {
      setState('open');
      if (poll) clearInterval(poll);
      poll = undefined;
      if (wasLost) reload();
      wasLost = false;
    };
    source.onerror = () => {
      setState('lost');
      wasLost = true;
      poll ??= setInterval(reload, pollSeconds * 1000);
    };
    const onOrder = (message: MessageEvent<string>) => {
      try {
        // Read by hand, not with the contract's schema: zod would weigh more than this whole module.
        const event = JSON.parse(message.data) as Partial<OrderLiveEvent> | null;
        // The first event tells the status as it is now: news only if the page shows another.
        if (event?.orderId !== orderId) return;
        if (event.type !== 'order.current' || event.statusId !== statusIdRef.current) reload();
      } catch {
        // Unreadable: ignored.
      }
    };
    source.addEventListener('order', onOrder);
    source.addEventListener('message', onOrder);
    source.addEventListener('resync', reload);
    return () => {
      source.close();
      if (poll) clearInterval(poll);
    };
  }, [orderId, reload]);

  if (state === 'connecting') return null;
  return (
    <p
      className="mt-2 flex items-center gap-2 text-xs text-slate-600"
      data-testid="live-order"
      data-state={state}
      role={state === 'lost' ? 'status' : undefined}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${state === 'open' ? 'animate-pulse bg-emerald-500' : 'bg-amber-500'}`}
      />
      {state === 'open' ? t('liveOn') : t('liveLost')}
    </p>
  );
}
