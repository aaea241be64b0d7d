import type { StaffLiveEvent } from '@store/contract';
import { createContext, useContext, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { beep, type LiveFeed } from './live-board.ts';
import { countText, newOrdersAfter } from './new-orders.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { titleWithCount } from './staff-rules.ts';

/** The orders that arrived unseen, for the board to mark its rows. */
export const NewOrdersContext = createContext<ReadonlySet<number>>(new Set());

export function useNewOrders(): ReadonlySet<number> {
  return useContext(NewOrdersContext);
}

/**
 * The new-order signal on every console page (a pharmacist on one order's page missed the
 * next one): a beep, the count in the tab's title (`(3) Order #12 — Staff`) and a link to the board
 * in the console's header. The count goes once the person is on the board and looking (the board
 * opened, focus, the tab shown, a touch or key there); an order cancelled before then leaves it.
 */
export function useNewOrderSignal(feed: LiveFeed): ReadonlySet<number> {
  const lang = useStaffLang();
  const { pathname } = useLocation();
  const onBoard = pathname.replace(/\/$/, '') === `/${lang}/staff`;
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());

  useEffect(
    () =>
      feed.subscribe((message) => {
        if (message.kind !== 'event') return;
        const event: StaffLiveEvent = message.event;
        if (event.type === 'order.placed') beep();
        setIds((current) => newOrdersAfter(current, event));
      }),
    [feed.subscribe],
  );

  useEffect(() => {
    if (!onBoard) return;
    const clear = () => {
      if (document.visibilityState === 'visible') setIds((current) => (current.size ? new Set() : current));
    };
    clear();
    window.addEventListener('focus', clear);
    document.addEventListener('visibilitychange', clear);
    window.addEventListener('pointerdown', clear);
    window.addEventListener('keydown', clear);
    return () => {
      window.removeEventListener('focus', clear);
      document.removeEventListener('visibilitychange', clear);
      window.removeEventListener('pointerdown', clear);
      window.removeEventListener('keydown', clear);
    };
  }, [onBoard]);

  // After each page's own title is in place (its meta), on every page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page brings its own title, without the count.
  useEffect(() => {
    document.title = titleWithCount(document.title, ids.size, (n) => formatNumber(n, lang));
  }, [ids.size, lang, pathname]);

  return ids;
}

/** The header's part of the signal: a polite live region, with the link to the board while there are new orders. */
export function NewOrderSignal({ count }: { count: number }) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <p role="status" className="contents">
      {count > 0 && (
        <Link
          to={`/${lang}/staff`}
          data-testid="new-orders-signal"
          aria-label={`${countText(lang, 'newOrders', count)}. ${t('newOrdersSignal')}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-amber-300 px-4 font-bold text-amber-950 ring-2 ring-white"
        >
          <span aria-hidden="true" className="size-2.5 rounded-full bg-red-600" />
          {countText(lang, 'newOrders', count)}
        </Link>
      )}
    </p>
  );
}
