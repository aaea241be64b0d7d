import { onlinePaymentTypeIds, orderStatusIds, type StaffLiveEvent } from '@store/contract';
import { useCallback, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { formatAmount, formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { BoardData } from './board.server.ts';
import { StageBoard } from './board-view.tsx';
import { RowPaymentState, useSeedCaptureFailures } from './card-payment.tsx';
import { deliveryLabel } from './delivery-slot.ts';
import { beep, useLiveBoard } from './live-board.ts';
import { useNewOrders } from './new-order-signal.tsx';
import { countText, newOrdersAfter } from './new-orders.ts';
import { hasStaffKey, useStaffLang, useStaffT } from './staff-copy.ts';
import { StaffDateField } from './staff-date-field.tsx';
import {
  Badge,
  EmptyList,
  ListHeading,
  NewTag,
  Pager,
  RowLink,
  RowList,
  RowTag,
  rowClass,
  tones,
  useRowBranch,
} from './staff-list.tsx';
import { boardSearch, boardStatuses, courierAssignable, pageCount, staffMay } from './staff-rules.ts';

const statusTone: Record<number, string> = {
  1: tones.waiting,
  2: tones.answered,
  3: tones.closed,
  7: tones.preparing,
  4: tones.done,
  5: tones.closed,
  6: tones.refused,
};

/**
 * A status by the console's own word for it, the one its buttons use ('Move to “In process”'), not the
 * API's (the customer's), which named the same state differently; the API's name for one the console
 * does not know.
 */
export function StatusBadge({ status }: { status: { id: number; name: string } }) {
  const t = useStaffT();
  const key = `status_${status.id}`;
  return <Badge tone={statusTone[status.id]}>{hasStaffKey(key) ? t(key) : status.name}</Badge>;
}

export function BoardScreen({ data }: { data: BoardData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  // Rows that arrived unseen (while on another page too, counted by the console's frame) or live here.
  const unseen = useNewOrders();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => unseen);
  // New prescriptions travel on the same stream (to those who may read them): counted here, listed in the queue.
  const [freshPrescriptions, setFreshPrescriptions] = useState<ReadonlySet<number>>(new Set());
  const onEvent = useCallback((event: StaffLiveEvent) => {
    if (event.type === 'prescription.sent') {
      beep();
      setFreshPrescriptions((ids) => new Set([...ids, event.orderId]));
      return;
    }
    // The frame beeps for a new order; a row cancelled before anyone looked is not new.
    setFresh((ids) => newOrdersAfter(ids, event));
  }, []);
  const live = useLiveBoard(onEvent);
  // Card payments refused at dispatch before this tab opened are the console's alert too.
  useSeedCaptureFailures(data.captureFailed);

  const { filter } = data;

  return (
    <div>
      <ListHeading title={t('boardTitle')} live={live}>
        {freshPrescriptions.size > 0 && staffMay(data.staff.role, 'prescriptions.read') && (
          <Link
            to={`/${lang}/staff/prescriptions`}
            className="rounded-full bg-sky-100 px-3 py-1 font-semibold text-sky-950 underline"
            data-testid="board-new-prescriptions"
          >
            {countText(lang, 'newPrescriptions', freshPrescriptions.size)}
          </Link>
        )}
      </ListHeading>

      <BoardViews
        view={data.view}
        branchId={filter.branchId}
        timers={staffMay(data.staff.role, 'branches.settings')}
      />
      {data.view === 'board' ? (
        <StageBoard
          data={data}
          courierForm={(order) =>
            data.couriers && handOutFromBoard(order) ? (
              <BoardCourierForm
                orderId={order.id}
                couriers={data.couriers.filter((c) => c.branchIds.includes(order.branchId))}
              />
            ) : null
          }
        />
      ) : (
        <BoardList data={data} fresh={fresh} />
      )}
    </div>
  );
}

/** The board by stage or the list: two links, the branch kept; and, for its managers, the board's timers. */
function BoardViews({
  view,
  branchId,
  timers,
}: {
  view: 'board' | 'list';
  branchId: number | undefined;
  timers: boolean;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const branch = branchId ? `&branchId=${branchId}` : '';
  const link = (to: 'board' | 'list', label: string) => (
    <Link
      to={`${location.pathname}?view=${to}${branch}`}
      aria-current={view === to ? 'page' : undefined}
      className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 font-semibold text-slate-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
    >
      {label}
    </Link>
  );
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <nav aria-label={t('boardViews')} className="flex gap-2" data-testid="board-views">
        {link('board', t('boardViewBoard'))}
        {link('list', t('boardViewList'))}
      </nav>
      {timers && view === 'board' && (
        <Link
          to={`/${lang}/staff/board-timers${branchId ? `?branchId=${branchId}` : ''}`}
          className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2"
        >
          {t('boardTimersLink')}
        </Link>
      )}
    </div>
  );
}

/** The list with its filters: for searching and for the past. */
function BoardList({ data, fresh }: { data: BoardData; fresh: ReadonlySet<number> }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const { filter, orders, staff } = data;
  const pages = pageCount(data.total, data.pageSize);
  const branchOf = useRowBranch(staff, data.branches);
  const multiBranch = branchOf !== null;
  const pageLink = (page: number) => `${location.pathname}${boardSearch({ ...filter, page })}`;
  return (
    <>
      <Form
        method="get"
        role="search"
        className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 md:grid-cols-4 lg:grid-cols-6"
      >
        <h2 className="sr-only">{t('filters')}</h2>
        <FormField
          label={t('searchOrders')}
          name="q"
          inputMode="tel"
          autoComplete="off"
          maxLength={40}
          required={false}
          defaultValue={filter.q ?? ''}
          hint={t('searchOrdersHint')}
          className="col-span-2"
        />
        {/* Two columns from tablet width: a sixth of a portrait tablet cut 'all statuses' short. */}
        <FormField
          label={t('status')}
          name="status"
          required={false}
          defaultValue={filter.status ?? ''}
          className="col-span-2"
          control={{
            select: [
              { value: '', label: t('anyStatus') },
              ...boardStatuses.map((id) => ({
                value: String(id),
                label: id === orderStatusIds.subscribed ? t('scheduledFilter') : t(`status_${id}`),
              })),
            ],
          }}
        />
        {multiBranch && (
          <FormField
            label={t('branch')}
            name="branchId"
            required={false}
            defaultValue={filter.branchId ?? ''}
            className="col-span-2"
            control={{
              select: [
                { value: '', label: t('allBranches') },
                ...data.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
              ],
            }}
          />
        )}
        <StaffDateField label={t('from')} name="from" defaultValue={filter.from} />
        <StaffDateField label={t('to')} name="to" defaultValue={filter.to} />
        <div className="col-span-2 flex items-end gap-2">
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

      <p className="mt-4 text-sm text-slate-700">{countText(lang, 'ordersCount', data.total)}</p>
      {orders.length === 0 ? (
        <EmptyList>{t('noOrders')}</EmptyList>
      ) : (
        <RowList className="mt-2">
          {orders.map((order) => (
            <li
              key={order.id}
              data-order-id={order.id}
              // Fixed columns (the status's too): an `auto` one is sized per row, and the dates moved with each badge.
              className={rowClass('md:grid-cols-[7rem_minmax(0,1fr)_12rem_8rem_9rem]', fresh.has(order.id))}
            >
              <RowLink to={`/${lang}/staff/orders/${order.id}`} id={order.id} label="openOrder" />
              <span className="justify-self-end md:order-last">
                <StatusBadge status={order.status} />
              </span>
              <span className="text-slate-800">
                {order.customerName}
                {order.needsConfirmationCall && (
                  <RowTag tone="bg-red-100 text-red-900">{t('callFirst')}</RowTag>
                )}
                {fresh.has(order.id) && <NewTag />}
                {order.returnedAt && (
                  <RowTag tone="bg-amber-100 text-amber-950">{t('courierReturnedBadge')}</RowTag>
                )}
                {order.courier && (
                  <span className="block text-sm text-slate-600" data-testid="row-courier">
                    {t('courierTitleOnOrder')}: <bdi>{order.courier.name}</bdi>
                  </span>
                )}
              </span>
              <span className="text-sm text-slate-700 tabular-nums">
                {formatDateTime(order.createdAt, lang)}
                {order.delivery && (
                  <span className="block font-semibold text-brand-900" data-testid="board-delivery">
                    {t('deliverySlot')}: {deliveryLabel(t, lang, order.delivery)}
                  </span>
                )}
                {branchOf && <span className="block text-slate-600">{branchOf(order.branchId)}</span>}
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums md:text-end">
                {t('money', { amount: formatAmount(order.total, lang) })}
                {onlinePaymentTypeIds.includes(order.paymentTypeId) && (
                  <RowPaymentState state={order.paymentState} />
                )}
              </span>
              {data.couriers && handOutFromBoard(order) && (
                <BoardCourierForm
                  orderId={order.id}
                  couriers={data.couriers.filter((c) => c.branchIds.includes(order.branchId))}
                />
              )}
            </li>
          ))}
        </RowList>
      )}

      {pages > 1 && (
        <Pager
          previous={data.page > 1 ? pageLink(data.page - 1) : null}
          next={data.page < pages ? pageLink(data.page + 1) : null}
        >
          <span className="text-sm">
            {t('pageOf', { page: formatNumber(data.page, lang), pages: formatNumber(pages, lang) })}
          </span>
        </Pager>
      )}
    </>
  );
}

/** Rows the board hands out from: not yet with a courier and not yet out, or brought back (0043). */
function handOutFromBoard(
  order: Pick<BoardData['orders'][number], 'returnedAt' | 'courier' | 'status'>,
): boolean {
  if (order.returnedAt) return true;
  return (
    order.courier === null &&
    courierAssignable(order.status.id) &&
    order.status.id !== orderStatusIds.outForDelivery
  );
}

/** A row's courier choice: above the row's link, so it can be used without opening the order. */
function BoardCourierForm({
  orderId,
  couriers,
}: {
  orderId: number;
  couriers: NonNullable<BoardData['couriers']>;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({ key: `courier-${orderId}` });
  useFormResult(result);
  if (couriers.length === 0) return null;
  const id = `board-courier-${orderId}`;
  return (
    <fetcher.Form
      method="post"
      className="relative z-10 col-span-full flex flex-wrap items-center gap-2 md:order-last"
    >
      <input type="hidden" name="orderId" value={orderId} />
      <label htmlFor={id} className="sr-only">
        {t('boardCourierFor', { id: `#${formatId(orderId, lang)}` })}
      </label>
      <select
        id={id}
        name="courierId"
        required
        defaultValue=""
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="" disabled>
          {t('courierChoosePlaceholder')}
        </option>
        {couriers.map((courier) => (
          <option key={courier.id} value={courier.id}>
            {t('courierCarrying', { name: courier.name, count: formatNumber(courier.carrying, lang) })}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-semibold text-brand-800 disabled:opacity-60"
      >
        {sending ? t('sending') : t('boardHandOut')}
      </button>
    </fetcher.Form>
  );
}
