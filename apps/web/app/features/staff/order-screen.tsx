import { orderStatusIds } from '@store/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatAmount, formatDateTime, formatId, formatNumber, formatTime } from '../../i18n/format.ts';
import { formatAmountChange, formatAmountToEdit } from '../../i18n/format-change.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { type FormResult, useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { StatusBadge } from './board-screen.tsx';
import { CaptureFailedNote, PaymentStateText } from './card-payment.tsx';
import { deliveryLabel } from './delivery-slot.ts';
import { useLiveBoard } from './live-board.ts';
import { OneNotice, OneNoticeArea } from './one-notice.tsx';
import type { OrderData } from './order.server.ts';
import { OrderTotals } from './order-totals.tsx';
import { PickBatches } from './pick-batches.tsx';
import { PinLinks } from './pin-links.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { hasStaffKey, type StaffT, useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import { LiveIndicator } from './staff-list.tsx';
import {
  amendable,
  branchName,
  cancellable,
  dispatchWaitsUntil,
  needsAmountCollected,
  offeredReasons,
  staffMay,
  weighable,
} from './staff-rules.ts';

type Order = OrderData['order'];

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** The order's events, its placing first even when no event row records it. */
function timeline(order: Order) {
  return order.events.some((event) => event.type === 'order.placed')
    ? order.events
    : [{ type: 'order.placed', at: order.createdAt }, ...order.events];
}

/**
 * A weighed line beside what was ordered, and why its amount changed: '1.5 kg ordered – 1.6 kg
 * weighed – +1.50 EGP' (the change in piasters, so 0.1 + 0.2 stays 0.30).
 */
export function weighingText(
  t: StaffT,
  lang: string,
  weighing: { orderedQuantity: number; orderedAmount: number },
  quantity: number,
  amount: number,
): string {
  const change = (Math.round(amount * 100) - Math.round(weighing.orderedAmount * 100)) / 100;
  return t('weighedLine', {
    ordered: formatNumber(weighing.orderedQuantity, lang),
    weighed: formatNumber(quantity, lang),
    change: t('money', { amount: formatAmountChange(change, lang) }),
  });
}

function eventLabel(t: StaffT, type: string): string {
  const key = `event_${type.replace(/\./g, '_')}`;
  return hasStaffKey(key) ? t(key) : type;
}

/** The order page: everything about one order and every action the staff member's role allows. */
export function OrderScreen({ data }: { data: OrderData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { order, staff } = data;
  const live = useLiveBoard(undefined, order.id);
  const money = useStaffMoney();
  const number = `#${formatId(order.id, lang)}`;
  const mayChange = staffMay(staff.role, 'orders.changeStatus');
  const mayCancel = staffMay(staff.role, 'orders.cancel') && cancellable(order.status.id);
  const mayAmend = staffMay(staff.role, 'orders.amend');
  // Held here, not in the cancel form: the form goes once the order is cancelled, and its answer
  // must stay on screen in its place (it is the latest; the earlier status message must not come back).
  const cancelAction = useFormAction<{ orderId: number }>({ intent: 'cancel' });
  // Held here too: once all is paid back the cash refund's form goes, its answer stays.
  const cashRefundAction = useFormAction<unknown>({ intent: 'cashRefund' });
  const weighted = order.items.filter((item) => item.weighted);
  const printLink = (kind: string, size: string) =>
    `/${lang}/staff/orders/${order.id}/print?kind=${kind}&size=${size}`;

  return (
    <OneNoticeArea>
      <Link to={`/${lang}/staff`} className="text-brand-800 underline">
        {t('backToBoard')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('orderTitle', { id: number })}</h1>
        <StatusBadge status={order.status} />
        <span className="me-auto" />
        <LiveIndicator state={live} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {formatDateTime(order.createdAt, lang)} –{' '}
        {branchName(data.branches, order.branchId, (id) => t('branchNumber', { id: formatId(id, lang) }))}
      </p>
      {order.delivery && (
        <p className="mt-1 font-semibold text-brand-900" data-testid="order-delivery">
          {t('deliverySlot')}: {deliveryLabel(t, lang, order.delivery)}
        </p>
      )}
      {order.pharmacist && (
        <p className="mt-1 font-semibold text-slate-800" data-testid="pharmacist-of-record">
          {t('pharmacistOfRecord', { name: order.pharmacist.name })}
          {order.pharmacist.licenceNumber && (
            <>
              {' '}
              – {t('pharmacistLicence', { number: localizeCopyDigits(lang, order.pharmacist.licenceNumber) })}
            </>
          )}
        </p>
      )}
      {order.prescriptionId != null && (
        <p className="mt-1">
          <Link
            to={`/${lang}/staff/prescriptions/${order.prescriptionId}`}
            className="font-semibold text-brand-800 underline"
            data-testid="order-prescription"
          >
            {t('fromPrescription', { id: `#${formatId(order.prescriptionId, lang)}` })}
          </Link>
        </p>
      )}
      {staffMay(staff.role, 'medicines.dispense') && (
        <p className="mt-3 print:hidden">
          <Link to={`/${lang}/staff/orders/${order.id}/dispense`} className={secondary}>
            {t('dispenseLink')}
          </Link>
        </p>
      )}
      <nav aria-label={t('print')} className="mt-3 flex flex-wrap gap-2 text-sm print:hidden">
        {(['picking', 'delivery'] as const).map((kind) =>
          (['a4', 'receipt'] as const).map((size) => (
            <a
              key={`${kind}-${size}`}
              href={printLink(kind, size)}
              className={secondary}
              target="_blank"
              rel="noopener"
            >
              {t(kind === 'picking' ? 'printPicking' : 'printDelivery')} –{' '}
              {t(size === 'a4' ? 'sizeA4' : 'sizeReceipt')}
            </a>
          )),
        )}
      </nav>

      {order.returnedAt && order.courierReturn && (
        <div
          role="note"
          data-testid="courier-returned"
          className="mt-3 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-amber-950"
        >
          <p className="font-bold">{t('courierReturnedTitle')}</p>
          <p>
            {t('courierReturnedBy', {
              name: order.courier?.name ?? '',
              tries: formatNumber(order.courierReturn.tries, lang),
              at: formatDateTime(order.courierReturn.at, lang),
              note: order.courierReturn.note,
            })}
          </p>
          <p className="text-sm">{t('courierDecide')}</p>
        </div>
      )}

      {order.payment.state === 'capture_failed' && order.payment.captureFailure && (
        <CaptureFailedNote order={order} failure={order.payment.captureFailure} mayRetry={mayChange} />
      )}

      {order.pharmacistCheck === 'pending' && (
        <PharmacistCheck order={order} mayCheck={staffMay(staff.role, 'medicines.check')} />
      )}

      {order.flags.needsConfirmationCall && (
        <p
          role="note"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900"
        >
          {t('confirmationCall')}
        </p>
      )}

      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-4">
          <section className={card} aria-labelledby="items-title">
            <h2 id="items-title" className="text-lg font-bold">
              {t('items')}
            </h2>
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[34rem] text-start">
                <thead className="text-sm text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 text-start">
                      {t('product')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('quantity')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('amount')}
                    </th>
                    <th scope="col" className="py-2 text-end">
                      {t('stockAtBranch')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {order.items.map((item) => {
                    const short = item.stockAtBranch === null || item.stockAtBranch < item.quantity;
                    return (
                      <tr key={item.id} data-item-id={item.id}>
                        <td className="py-2">
                          <span className="font-semibold">{item.name}</span>
                          {item.weighted && (
                            <span className="ms-2 text-xs text-slate-600">{t('byWeight')}</span>
                          )}
                          <PickBatches batches={item.batches} />
                          <span className="block text-sm text-slate-600">
                            {t('unitPrice')}: {money(item.unitPrice)}
                          </span>
                          {mayAmend && amendable(order.status.id) && (
                            <Link
                              to={`?substitute=${item.id}#substitutes`}
                              preventScrollReset
                              className="text-sm text-brand-800 underline"
                            >
                              {t('offerSubstitutes', { name: item.name })}
                            </Link>
                          )}
                        </td>
                        <td className="py-2 text-end">
                          {formatNumber(item.quantity, lang)}
                          {item.weighing && (
                            <span className="block text-xs text-slate-700" data-testid="weighing">
                              {weighingText(t, lang, item.weighing, item.quantity, item.amount)}
                            </span>
                          )}
                        </td>
                        <td className="py-2 text-end">{money(item.amount)}</td>
                        <td className={`py-2 text-end ${short ? 'font-bold text-red-700' : ''}`}>
                          {item.stockAtBranch === null
                            ? t('notSoldHere')
                            : formatNumber(item.stockAtBranch, lang)}
                          {item.stockAtBranch !== null && short && (
                            <span className="block text-xs">{t('lowStock')}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <OrderTotals order={order} className="mt-3 gap-x-4 gap-y-1 border-t border-slate-200 pt-3" />
          </section>

          {data.candidates && <SubstitutePicker order={order} candidates={data.candidates} />}

          {mayAmend && weighable(order.status.id) && weighted.length > 0 && <WeightsForm order={order} />}

          <section className={card} aria-labelledby="actions-title">
            <h2 id="actions-title" className="text-lg font-bold">
              {t('actions')}
            </h2>
            {!mayCancel && <OneNotice result={cancelAction.result} className="mt-3" />}
            {!mayChange && !mayCancel ? (
              <p className="mt-2">{t('readOnly')}</p>
            ) : (
              <>
                {mayChange && <StatusForms order={order} />}
                {mayCancel && (
                  <CancelForm
                    action={cancelAction}
                    reasons={data.reasons}
                    dispatched={order.dispatchedAt !== null}
                  />
                )}
              </>
            )}
          </section>
        </div>

        <aside className="grid content-start gap-4" aria-label={t('customerTitle')}>
          <section className={card} aria-labelledby="customer-title">
            <h2 id="customer-title" className="text-lg font-bold">
              {t('customerTitle')}
            </h2>
            <p className="mt-1 font-semibold">
              <bdi>{order.customer.name}</bdi>
            </p>
            {order.customer.phone && (
              <p>
                {t('phone')}:{' '}
                <a href={`tel:${order.customer.phone}`} dir="ltr" className="text-brand-800 underline">
                  <bdi>{localizeCopyDigits(lang, order.customer.phone)}</bdi>
                </a>
              </p>
            )}
            {order.customer.email && (
              <p className="break-all">
                <bdi>{order.customer.email}</bdi>
              </p>
            )}
            <h3 className="mt-3 font-bold">{t('addressTitle')}</h3>
            <p>
              <bdi>{localizeCopyDigits(lang, order.address)}</bdi>
            </p>
            {order.addressPin && <PinLinks pin={order.addressPin} />}
            {order.comment && (
              <>
                <h3 className="mt-3 font-bold">{t('commentTitle')}</h3>
                <p>
                  <bdi>{order.comment}</bdi>
                </p>
              </>
            )}
          </section>
          <CourierSection order={order} couriers={data.couriers} />
          <section className={card} aria-labelledby="payment-title">
            <h2 id="payment-title" className="text-lg font-bold">
              {t('paymentTitle')}
            </h2>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-700">{t('payment')}</dt>
              <dd>{order.payment.type}</dd>
              <dt className="text-slate-700">{t('paymentState')}</dt>
              <dd data-testid="payment-state">
                <PaymentStateText state={order.payment.state} />
              </dd>
              {order.payment.held !== undefined && order.payment.held > 0 && (
                <>
                  <dt className="text-slate-700">{t('heldAmount')}</dt>
                  <dd data-testid="payment-held">{money(order.payment.held)}</dd>
                </>
              )}
              {order.payment.captured !== undefined && order.payment.captured > 0 && (
                <>
                  <dt className="text-slate-700">{t('capturedAmount')}</dt>
                  <dd data-testid="payment-captured">{money(order.payment.captured)}</dd>
                </>
              )}
              {order.payment.toCollect !== undefined && (
                <>
                  <dt className="text-slate-700">{t('toCollect')}</dt>
                  <dd data-testid="payment-to-collect">{money(order.payment.toCollect)}</dd>
                </>
              )}
              {order.payment.amountCollected !== null && (
                <>
                  <dt className="text-slate-700">{t('amountCollected')}</dt>
                  <dd>{money(order.payment.amountCollected)}</dd>
                </>
              )}
              {order.payment.refunded > 0 && (
                <>
                  <dt className="text-slate-700">{t('refunded')}</dt>
                  <dd>{money(order.payment.refunded)}</dd>
                </>
              )}
            </dl>
            {order.payment.cashRefundDue !== undefined && order.payment.cashRefundDue > 0 && (
              <CashRefundForm
                due={order.payment.cashRefundDue}
                mayPay={staffMay(staff.role, 'refunds.pay')}
                action={cashRefundAction}
              />
            )}
            <OneNotice result={cashRefundAction.result} className="mt-3" />
          </section>
          <section className={card} aria-labelledby="subs-title">
            <h2 id="subs-title" className="text-lg font-bold">
              {t('substitutionsTitle')}
            </h2>
            <p data-testid="substitution-state">
              {order.substitutions.pending + order.substitutions.answered === 0
                ? t('substitutionsNone')
                : [
                    order.substitutions.pending > 0 &&
                      t('substitutionsPending', { count: formatNumber(order.substitutions.pending, lang) }),
                    order.substitutions.answered > 0 &&
                      t('substitutionsAnswered', { count: formatNumber(order.substitutions.answered, lang) }),
                  ]
                    .filter(Boolean)
                    .join(' – ')}
            </p>
          </section>
          <section className={card} aria-labelledby="timeline-title">
            <h2 id="timeline-title" className="text-lg font-bold">
              {t('timeline')}
            </h2>
            <ol className="mt-2 grid gap-2 border-s-2 border-brand-200 ps-3">
              {timeline(order).map((event) => (
                <li key={`${event.type}-${event.at}`}>
                  <span className="font-semibold">{eventLabel(t, event.type)}</span>
                  <span className="block text-sm text-slate-600">{formatDateTime(event.at, lang)}</span>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </OneNoticeArea>
  );
}

/**
 * An order with prescription-only medicines waits for a pharmacist (docs/decisions/0061): the
 * prescription beside it, and (for a pharmacist) approving its medicines or refusing one with why.
 */
function PharmacistCheck({ order, mayCheck }: { order: Order; mayCheck: boolean }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const approve = useFormAction<{ orderId: number }>({ intent: 'pharmacistApprove' });
  const refuse = useFormAction<{ orderId: number }>({ intent: 'pharmacistRefuse' });
  return (
    <section
      aria-labelledby="pharmacist-check-title"
      data-testid="pharmacist-check"
      className="mt-3 rounded-lg border border-amber-400 bg-amber-50 px-3 py-3 text-amber-950"
    >
      <h2 id="pharmacist-check-title" className="font-bold">
        {t('pharmacistCheckTitle')}
      </h2>
      <p>{t('pharmacistCheckPending')}</p>
      {order.prescriptionId != null && (
        <p className="mt-1">
          <Link
            to={`/${lang}/staff/prescriptions/${order.prescriptionId}`}
            className="font-semibold text-brand-800 underline"
          >
            {t('prescriptionOfOrder', { id: `#${formatId(order.prescriptionId, lang)}` })}
          </Link>
        </p>
      )}
      {mayCheck && (
        <>
          <OneNotice result={approve.result ?? refuse.result} className="mt-3" />
          <approve.fetcher.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="pharmacistApprove" />
            <button type="submit" className={primary} disabled={approve.sending}>
              {approve.sending ? t('sending') : t('pharmacistApprove')}
            </button>
          </approve.fetcher.Form>
          <refuse.fetcher.Form method="post" className="mt-3 grid gap-2 sm:grid-cols-2 sm:items-end">
            <input type="hidden" name="intent" value="pharmacistRefuse" />
            <label className="grid gap-1 text-sm font-semibold">
              {t('pharmacistRefuseLine')}
              <select
                name="orderItemId"
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
              >
                {order.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </select>
            </label>
            <FormField
              label={t('pharmacistRefuseReason')}
              name="reason"
              error={refuse.result?.fieldErrors.reason}
            />
            <button type="submit" className={secondary} disabled={refuse.sending}>
              {refuse.sending ? t('sending') : t('pharmacistRefuse')}
            </button>
          </refuse.fetcher.Form>
        </>
      )}
    </section>
  );
}

/**
 * The kiosk case (docs/decisions/0085): a late payment the gateway cannot give back is paid back in
 * cash; the member records the amount (pounds, any digits) and who paid it (`POST staff/orders/{id}/
 * cash-refund`). Shown to those whose role may pay refunds (`refunds.pay`); the others see what is due.
 */
function CashRefundForm({
  due,
  mayPay,
  action,
}: {
  due: number;
  mayPay: boolean;
  action: ReturnType<typeof useFormAction<unknown>>;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-slate-200 pt-3" data-testid="cash-refund-due">
      <p className="font-semibold text-amber-900">
        {t('cashRefundTitle')}: <span className="tabular-nums">{money(due)}</span>
      </p>
      {mayPay && (
        <action.fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="cashRefund" />
          <p className="text-sm text-slate-700">{t('cashRefundIntro')}</p>
          <FormField
            label={t('cashRefundAmount')}
            name="amount"
            inputMode="decimal"
            defaultValue={action.result?.values?.amount ?? formatAmountToEdit(due, lang)}
          />
          <FormField
            label={t('returnPaidBy')}
            name="paidBy"
            defaultValue={action.result?.values?.paidBy ?? 'counter'}
            control={{
              select: [
                { value: 'counter', label: t('returnPaidByCounter') },
                { value: 'driver', label: t('returnPaidByDriver') },
              ],
            }}
          />
          <div>
            <button type="submit" className={primary} disabled={action.sending}>
              {action.sending ? t('sending') : t('cashRefundPaid')}
            </button>
          </div>
        </action.fetcher.Form>
      )}
    </div>
  );
}

function useAfterSuccess(result: FormResult<unknown> | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (result?.ok && result.next) navigate(result.next, { preventScrollReset: true });
  }, [result, navigate]);
}

function StatusForms({ order }: { order: Order }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({ intent: 'status' });
  if (order.nextStatusIds.length === 0)
    return (
      <>
        <OneNotice result={result} className="mt-3" />
        <p className="mt-2">
          {/* A scheduled order has not started its road yet: say when it will. */}
          {order.status.id === orderStatusIds.subscribed && order.delivery
            ? t('scheduledWaits', { day: deliveryLabel(t, lang, order.delivery) })
            : t('noNextStatus')}
        </p>
      </>
    );
  return (
    <div className="mt-2">
      <OneNotice result={result} className="mt-3" />
      {order.nextStatusIds.map((next) => {
        const name = t(`status_${next}` as 'status_1');
        const withAmount = needsAmountCollected(order.paymentTypeId, next);
        // The API refuses it too; the button says why instead of failing.
        const waitsUntil = dispatchWaitsUntil(next, order.substitutions, Date.now());
        const whyId = `status-${next}-waits`;
        return (
          <fetcher.Form key={next} method="post" className="mt-2 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="statusId" value={next} />
            {withAmount && (
              <FormField
                label={t('amountCollectedLabel')}
                name="amountCollected"
                inputMode="decimal"
                defaultValue={formatAmountToEdit(order.total, lang)}
                hint={t('amountCollectedHint', {
                  total: t('money', { amount: formatAmount(order.total, lang) }),
                })}
                error={result?.fieldErrors.amountCollected}
                className="min-w-48 flex-1"
              />
            )}
            <button
              type="submit"
              className={primary}
              disabled={sending || waitsUntil !== null}
              aria-describedby={waitsUntil ? whyId : undefined}
            >
              {sending ? t('sending') : t('moveTo', { status: name })}
            </button>
            {waitsUntil && (
              <p id={whyId} className="basis-full text-amber-950" data-testid="dispatch-waits">
                {t('dispatchWaits', { time: formatTime(waitsUntil, lang) })}
              </p>
            )}
          </fetcher.Form>
        );
      })}
    </div>
  );
}

/**
 * Who carries the order (docs/decisions/0043), and handing it to a courier of its branch; after a
 * return (customer unreachable) the same form is the staff's "send it out again".
 */
function CourierSection({ order, couriers }: { order: Order; couriers: OrderData['couriers'] }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({ intent: 'courier' });
  return (
    <section className={card} aria-labelledby="courier-title">
      <h2 id="courier-title" className="text-lg font-bold">
        {t('courierTitleOnOrder')}
      </h2>
      <p className="mt-1" data-testid="order-courier">
        {order.courier ? <bdi>{order.courier.name}</bdi> : t('courierNone')}
      </p>
      {couriers && (
        <>
          <OneNotice result={result} className="mt-2" />
          {couriers.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('courierNoCouriers')}</p>
          ) : (
            <fetcher.Form method="post" className="mt-2 grid gap-2">
              <input type="hidden" name="intent" value="courier" />
              <FormField
                label={t('courierChoose')}
                name="courierId"
                defaultValue=""
                error={result?.fieldErrors.courierId}
                control={{
                  select: [
                    { value: '', label: t('courierChoosePlaceholder'), disabled: true },
                    ...couriers.map((courier) => ({
                      value: String(courier.id),
                      label: t('courierCarrying', {
                        name: courier.name,
                        count: formatNumber(courier.carrying, lang),
                      }),
                    })),
                  ],
                }}
              />
              <button type="submit" className={primary} disabled={sending}>
                {sending
                  ? t('sending')
                  : order.returnedAt
                    ? t('courierTryAgain')
                    : order.courier
                      ? t('courierReassign')
                      : t('courierAssign')}
              </button>
            </fetcher.Form>
          )}
        </>
      )}
    </section>
  );
}

function CancelForm({
  action,
  reasons,
  dispatched,
}: {
  action: ReturnType<typeof useFormAction<{ orderId: number }>>;
  reasons: OrderData['reasons'];
  dispatched: boolean;
}) {
  const t = useStaffT();
  const { fetcher, sending, result } = action;
  return (
    <details className="mt-4 rounded-lg border border-red-200 p-3" open={result ? !result.ok : undefined}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-red-800">
        {t('cancelTitle')}
      </summary>
      <OneNotice result={result} className="mt-3" />
      <fetcher.Form method="post" className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value="cancel" />
        <FormField
          label={t('reason')}
          name="reasonId"
          defaultValue=""
          error={result?.fieldErrors.reasonId}
          hint={dispatched ? t('storeReasonsOnly') : undefined}
          control={{
            select: [
              { value: '', label: t('chooseReason'), disabled: true },
              ...offeredReasons(reasons, dispatched).map((reason) => ({
                value: String(reason.id),
                label: reason.kind === 'staff' ? reason.name : t('customerReason', { reason: reason.name }),
              })),
            ],
          }}
        />
        <FormField
          label={t('cancelComment')}
          name="comment"
          required={false}
          maxLength={500}
          error={result?.fieldErrors.comment}
          control={{ rows: 2 }}
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60"
        >
          {sending ? t('sending') : t('cancelButton')}
        </button>
      </fetcher.Form>
    </details>
  );
}

function SubstitutePicker({
  order,
  candidates,
}: {
  order: Order;
  candidates: NonNullable<OrderData['candidates']>;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({ intent: 'substitute' });
  useAfterSuccess(result);
  const item = order.items.find((line) => line.id === candidates.orderItemId);
  if (!item) return null;
  return (
    <section id="substitutes" className={`${card} border-brand-300`} aria-labelledby="substitutes-title">
      <h2 id="substitutes-title" className="text-lg font-bold">
        {t('substitutesFor', { name: item.name })}
      </h2>
      <OneNotice result={result} className="mt-3" />
      {candidates.candidates.length === 0 ? (
        <p className="mt-2">{t('noCandidates')}</p>
      ) : (
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="substitute" />
          <input type="hidden" name="orderItemId" value={item.id} />
          <fieldset>
            <legend className="text-sm text-slate-700">{t('substitutesHint')}</legend>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {candidates.candidates.map((candidate) => (
                <li key={candidate.id}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                    <input
                      type="checkbox"
                      name="alternativeProductIds"
                      value={candidate.id}
                      className="mt-1 size-5 accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold">{candidate.name}</span>
                      <span className="block text-sm text-slate-700">
                        {t('money', { amount: formatAmount(candidate.price, lang) })} –{' '}
                        {t('inStock', { count: formatNumber(candidate.stock, lang) })} –{' '}
                        {t(candidate.source === 'ingredients' ? 'source_ingredients' : 'source_use')}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className={primary} disabled={sending}>
              {sending ? t('sending') : t('askCustomer')}
            </button>
            <Link to={`/${lang}/staff/orders/${order.id}`} preventScrollReset className={secondary}>
              {t('closeSubstitutes')}
            </Link>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}

function WeightsForm({ order }: { order: Order }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<{ orderId: number }>({ intent: 'weights' });
  return (
    <section className={card} aria-labelledby="weights-title">
      <h2 id="weights-title" className="text-lg font-bold">
        {t('weightsTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('weightsHint')}</p>
      <OneNotice result={result} className="mt-3" />
      <fetcher.Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="weights" />
        {order.items
          .filter((item) => item.weighted)
          .map((item) => (
            <FormField
              key={item.id}
              required={false}
              label={t('deliveredKg', { name: item.name })}
              name={`weight-${item.id}`}
              inputMode="decimal"
              autoComplete="off"
              // What the customer ordered, also once weighed (the quantity is then the weighed one).
              hint={t('orderedKg', {
                quantity: formatNumber(item.weighing?.orderedQuantity ?? item.quantity, lang),
              })}
              error={result?.fieldErrors[`weight-${item.id}`]}
            />
          ))}
        <div className="sm:col-span-2">
          <button type="submit" className={primary} disabled={sending}>
            {sending ? t('sending') : t('saveWeights')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
