import type { StaffLiveEvent } from '@store/contract';
import { useCallback, useEffect, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { formatAmount, formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { BoardData } from './board.server.ts';
import { beep, type LiveState, useLiveBoard } from './live-board.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import {
  boardSearch,
  boardStatuses,
  branchName,
  pageCount,
  staffMay,
  titleWithCount,
} from './staff-rules.ts';

const statusTone: Record<number, string> = {
  1: 'bg-amber-100 text-amber-950',
  2: 'bg-sky-100 text-sky-950',
  7: 'bg-indigo-100 text-indigo-950',
  4: 'bg-brand-100 text-brand-900',
  5: 'bg-slate-200 text-slate-900',
  6: 'bg-red-100 text-red-900',
};

export function StatusBadge({ status }: { status: { id: number; name: string } }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${statusTone[status.id] ?? 'bg-slate-100 text-slate-900'}`}
    >
      {status.name}
    </span>
  );
}

/**
 * Counts new orders while the board is out of sight, in the tab's title (`(3) Orders — Staff`); the
 * count goes when the person comes back to the board (focus, the tab shown, a touch or key).
 */
function useNewOrderCount(): [number, () => void] {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const clear = () => {
      if (document.visibilityState === 'visible') setCount(0);
    };
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
  }, []);
  const add = useCallback(() => setCount((n) => n + 1), []);
  return [count, add];
}

export function LiveIndicator({ state }: { state: LiveState }) {
  const t = useStaffT();
  const label = state === 'open' ? t('live') : state === 'connecting' ? t('liveConnecting') : t('liveLost');
  return (
    <span className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700" data-live={state}>
      <span
        aria-hidden="true"
        className={`size-2.5 rounded-full ${state === 'open' ? 'bg-brand-500' : 'bg-amber-500'}`}
      />
      {label}
    </span>
  );
}

export function BoardScreen({ data }: { data: BoardData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const [newCount, addNew] = useNewOrderCount();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  // New prescriptions travel on the same stream (to those who may read them): counted here, listed in the queue.
  const [freshPrescriptions, setFreshPrescriptions] = useState<ReadonlySet<number>>(new Set());
  const onEvent = useCallback(
    (event: StaffLiveEvent) => {
      if (event.type === 'prescription.sent') {
        beep();
        setFreshPrescriptions((ids) => new Set([...ids, event.orderId]));
        return;
      }
      if (event.type !== 'order.placed') return;
      beep();
      addNew();
      setFresh((ids) => new Set([...ids, event.orderId]));
    },
    [addNew],
  );
  const live = useLiveBoard(onEvent);

  useEffect(() => {
    document.title = titleWithCount(document.title, newCount, (n) => formatNumber(n, lang));
  }, [newCount, lang]);

  const { filter, orders, staff } = data;
  const pages = pageCount(data.total, data.pageSize);
  const multiBranch = staff.role === 'admin' || staff.branchIds.length > 1;
  const pageLink = (page: number) => `${location.pathname}${boardSearch({ ...filter, page })}`;

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold">{t('boardTitle')}</h1>
        {newCount > 0 && (
          <span role="status" className="rounded-full bg-amber-200 px-3 py-1 font-semibold text-amber-950">
            {t('newOrders', { count: formatNumber(newCount, lang) })}
          </span>
        )}
        {freshPrescriptions.size > 0 && staffMay(data.staff.role, 'prescriptions') && (
          <Link
            to={`/${lang}/staff/prescriptions`}
            className="rounded-full bg-sky-100 px-3 py-1 font-semibold text-sky-950 underline"
            data-testid="board-new-prescriptions"
          >
            {t('newPrescriptions', { count: formatNumber(freshPrescriptions.size, lang) })}
          </Link>
        )}
        <LiveIndicator state={live} />
      </div>

      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 md:grid-cols-6">
        <h2 className="sr-only">{t('filters')}</h2>
        <FormField
          label={t('status')}
          name="status"
          required={false}
          defaultValue={filter.status ?? ''}
          className="col-span-2 md:col-span-1"
          control={{
            select: [
              { value: '', label: t('anyStatus') },
              ...boardStatuses.map((id) => ({ value: String(id), label: t(`status_${id}`) })),
            ],
          }}
        />
        {multiBranch && (
          <FormField
            label={t('branch')}
            name="branchId"
            required={false}
            defaultValue={filter.branchId ?? ''}
            className="col-span-2 md:col-span-1"
            control={{
              select: [
                { value: '', label: t('allBranches') },
                ...data.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
              ],
            }}
          />
        )}
        <FormField
          label={t('from')}
          name="from"
          type="date"
          required={false}
          defaultValue={filter.from ?? ''}
        />
        <FormField label={t('to')} name="to" type="date" required={false} defaultValue={filter.to ?? ''} />
        <div className="col-span-2 flex items-end gap-2 md:col-span-2">
          <button
            type="submit"
            className="min-h-11 flex-1 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            {t('apply')}
          </button>
          <Link
            to={location.pathname}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 font-semibold"
          >
            {t('clearFilters')}
          </Link>
        </div>
      </Form>

      <p className="mt-4 text-sm text-slate-700">
        {t('ordersCount', { count: formatNumber(data.total, lang) })}
      </p>
      {orders.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          {t('noOrders')}
        </p>
      ) : (
        <ul
          className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
          aria-live="polite"
        >
          {orders.map((order) => (
            <li
              key={order.id}
              data-order-id={order.id}
              className={`relative grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-3 md:grid-cols-[8rem_1fr_14rem_9rem_auto] ${
                fresh.has(order.id) ? 'bg-amber-50' : ''
              }`}
            >
              <Link
                to={`/${lang}/staff/orders/${order.id}`}
                className="text-lg font-bold text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
                aria-label={t('openOrder', { id: `#${formatId(order.id, lang)}` })}
              >
                #{formatId(order.id, lang)}
              </Link>
              <span className="justify-self-end md:order-last">
                <StatusBadge status={order.status} />
              </span>
              <span className="text-slate-800">
                {order.customerName}
                {order.needsConfirmationCall && (
                  <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-900">
                    {t('callFirst')}
                  </span>
                )}
                {fresh.has(order.id) && (
                  <span className="ms-2 rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-amber-950">
                    {t('newBadge')}
                  </span>
                )}
              </span>
              <span className="text-sm text-slate-700">
                {formatDateTime(order.createdAt, lang)}
                {multiBranch && (
                  <span className="block text-slate-600">
                    {branchName(data.branches, order.branchId, (id) =>
                      t('branchNumber', { id: formatId(id, lang) }),
                    )}
                  </span>
                )}
              </span>
              <span className="font-semibold whitespace-nowrap">
                {t('money', { amount: formatAmount(order.total, lang) })}
              </span>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-2">
          {data.page > 1 ? (
            <Link
              to={pageLink(data.page - 1)}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2"
            >
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm">
            {t('pageOf', { page: formatNumber(data.page, lang), pages: formatNumber(pages, lang) })}
          </span>
          {data.page < pages ? (
            <Link
              to={pageLink(data.page + 1)}
              className="min-h-11 rounded-lg border border-slate-300 px-4 py-2"
            >
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
