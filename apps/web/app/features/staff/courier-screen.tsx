import { orderStatusIds } from '@store/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { formatAmountToEdit } from '../../i18n/format-change.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { StatusBadge } from './board-screen.tsx';
import type { CourierData } from './courier.server.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';

type CourierOrder = CourierData['orders'][number];

const card = 'rounded-xl border border-slate-200 bg-white p-4';
const primary =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60';
const secondary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-brand-800';

/**
 * The courier's screen (docs/decisions/0043), laid out for a phone held in one hand: the orders in
 * their hands, each with the address and its map, the customer's phone to tap, what to collect and
 * the change to carry; 'delivered' with the amount taken, or 'customer unreachable', which returns
 * the order to the branch. One answer shows at a time, above the list.
 */
export function CourierScreen({ data }: { data: CourierData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({ key: 'courier' });
  // Which order the last answer is about: its field messages show under that order's fields only.
  const [answering, setAnswering] = useState<number | null>(null);
  const revalidator = useRevalidator();
  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold">{t('courierTitle')}</h1>
        <button
          type="button"
          className={secondary}
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state !== 'idle'}
        >
          {t('courierRefresh')}
        </button>
      </div>
      <section className={card} aria-labelledby="courier-today">
        <h2 id="courier-today" className="font-bold">
          {t('courierToday')}
        </h2>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          <dt className="text-slate-700">{t('courierDeliveredCount')}</dt>
          <dd data-testid="courier-delivered">{formatNumber(data.today.delivered, lang)}</dd>
          <dt className="text-slate-700">{t('courierCashToHandIn')}</dt>
          <dd className="font-bold" data-testid="courier-cash">
            {money(data.today.cash)}
          </dd>
          <dt className="text-slate-700">{t('courierCardReader')}</dt>
          <dd>{money(data.today.cardReader)}</dd>
        </dl>
      </section>

      <ResultNotice result={result} />

      {data.orders.length === 0 ? (
        <p className={card}>{t('courierNoOrders')}</p>
      ) : (
        <ul className="grid gap-4" aria-label={t('courierOrders')}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <CourierOrderCard
                order={order}
                fetcher={fetcher}
                sending={sending && answering === order.id}
                fieldErrors={answering === order.id && result && !result.ok ? result.fieldErrors : {}}
                onSubmit={() => setAnswering(order.id)}
                money={money}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CourierOrderCard({
  order,
  fetcher,
  sending,
  fieldErrors,
  onSubmit,
  money,
}: {
  order: CourierOrder;
  fetcher: ReturnType<typeof useFormAction<{ orderId: number }>>['fetcher'];
  sending: boolean;
  fieldErrors: Record<string, string>;
  onSubmit: () => void;
  money: (amount: number) => string;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const out = order.status.id === orderStatusIds.outForDelivery;
  const titleId = `courier-order-${order.id}`;
  return (
    <article className={card} aria-labelledby={titleId} data-order-id={order.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={titleId} className="me-auto text-lg font-bold">
          {t('orderTitle', { id: `#${formatId(order.id, lang)}` })}
        </h2>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 font-semibold">
        <bdi>{order.customerName}</bdi>
      </p>
      <p className="mt-1">
        <bdi>{localizeCopyDigits(lang, order.address)}</bdi>
      </p>
      {order.comment && (
        <p className="mt-1 text-sm text-slate-700">
          {t('commentTitle')}: <bdi>{localizeCopyDigits(lang, order.comment)}</bdi>
        </p>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a href={order.mapUrl} target="_blank" rel="noopener noreferrer" className={secondary}>
          {t('courierMap')}
        </a>
        {order.phone ? (
          <a href={`tel:${order.phone}`} className={secondary}>
            {t('courierCall')} <bdi dir="ltr">{localizeCopyDigits(lang, order.phone)}</bdi>
          </a>
        ) : (
          <span className="self-center text-sm text-slate-600">{t('courierNoPhone')}</span>
        )}
      </div>

      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg bg-slate-50 p-3">
        <dt>{t('courierToCollect')}</dt>
        <dd className="text-lg font-bold" data-testid="to-collect">
          {order.toCollect > 0 ? money(order.toCollect) : t('courierNothingToCollect')}
        </dd>
        <dt className="text-sm text-slate-700">{t('payment')}</dt>
        <dd className="text-sm">{order.paymentType}</dd>
        <dt className="text-sm text-slate-700">{t('courierItems')}</dt>
        <dd className="text-sm">{formatNumber(order.itemCount, lang)}</dd>
      </dl>
      {order.changeFor.length > 0 && (
        <div className="mt-2">
          <h3 className="text-sm font-bold">{t('courierChangeTitle')}</h3>
          <ul className="mt-1 grid gap-1 text-sm">
            {order.changeFor.map((option) => (
              <li key={option.paidWith}>
                {t('courierChangeFor', { paid: money(option.paidWith), change: money(option.change) })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {out ? (
        <>
          <fetcher.Form method="post" className="mt-4 grid gap-3" onSubmit={onSubmit}>
            <input type="hidden" name="intent" value="delivered" />
            <input type="hidden" name="orderId" value={order.id} />
            {order.toCollect > 0 && (
              <FormField
                label={t('courierAmountCollected')}
                name="amountCollected"
                inputMode="decimal"
                defaultValue={formatAmountToEdit(order.toCollect, lang)}
                error={fieldErrors.amountCollected}
              />
            )}
            <button type="submit" className={primary} disabled={sending}>
              {sending ? t('sending') : t('courierDelivered')}
            </button>
          </fetcher.Form>
          <details className="mt-3 rounded-lg border border-amber-300 p-3">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-amber-900">
              {t('courierUnreachable')}
            </summary>
            <fetcher.Form method="post" className="mt-2 grid gap-3" onSubmit={onSubmit}>
              <input type="hidden" name="intent" value="unreachable" />
              <input type="hidden" name="orderId" value={order.id} />
              <FormField
                label={t('courierTries')}
                name="tries"
                inputMode="numeric"
                defaultValue={formatId(1, lang)}
                error={fieldErrors.tries}
              />
              <FormField
                label={t('courierNote')}
                name="note"
                maxLength={500}
                hint={t('courierNoteHint')}
                error={fieldErrors.note}
                control={{ rows: 2 }}
              />
              <button
                type="submit"
                className="inline-flex min-h-12 items-center justify-center rounded-lg bg-amber-700 px-4 font-semibold text-white disabled:opacity-60"
                disabled={sending}
              >
                {sending ? t('sending') : t('courierReturnToBranch')}
              </button>
            </fetcher.Form>
          </details>
        </>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm">
          {t('courierNotOutYet', { at: formatDateTime(order.assignedAt, lang) })}
        </p>
      )}
    </article>
  );
}
