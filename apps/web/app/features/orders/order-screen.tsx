import { profileTabPath } from '@store/contract';
import { Link } from 'react-router';
import { formatClock, formatDay, formatId, formatNumber, formatTime } from '../../i18n/format.ts';
import { formatAmountChange } from '../../i18n/format-change.ts';
import { localizeCopyDigits, useLang, useT } from '../../i18n/i18n.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { CartTotals, Panel } from '../cart/index.ts';
import { OrderLines } from '../checkout/index.ts';
import { EditItemsForm } from './edit-items-form.tsx';
import { KioskReference } from './kiosk-reference.tsx';
import type { OrderPageData } from './order.server.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderStatusBadge, PaymentStateNote, useOrderDate } from './order-status.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { SubstitutionNotice } from './substitution-notice.tsx';

/** One order: status in its colour, items, totals, address, payment, branch and comment. */
export function OrderScreen({
  order,
  reasons,
  cancelInPage,
  pageResult,
  live,
  returns,
}: OrderPageData & {
  pageResult: FormResult | undefined;
  /** The live-updates line (lazy, from the route), under the date. */
  live?: React.ReactNode;
  /** A delivered order's returns (the returns feature's, from the route): the link and the requests. */
  returns?: React.ReactNode;
}) {
  const t = useT('shop');
  const tc = useT('care');
  const tp = useT();
  const lang = useLang();
  const date = useOrderDate();
  const unpaid = order.paymentState === 'pending' || order.paymentState === 'failed';
  /** A weighed line beside what was ordered, and why its amount changed ('+1.50 EGP'). */
  const weighingText = (
    weighing: { orderedQuantity: number; orderedAmount: number },
    line: { quantity: number; amount: number },
  ) =>
    t('weighedLine', {
      ordered: formatNumber(weighing.orderedQuantity, lang),
      weighed: formatNumber(line.quantity, lang),
      change: tp('price', {
        amount: formatAmountChange(
          (Math.round(line.amount * 100) - Math.round(weighing.orderedAmount * 100)) / 100,
          lang,
        ),
      }),
    });
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('myOrders'), to: profileTabPath(3) },
          { label: t('orderTitle', { id: formatId(order.id, lang) }) },
        ]}
      />
      <div className="container-page pt-4 pb-12">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">
            {t('orderTitle', { id: formatId(order.id, lang) })}
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="mt-1 text-slate-600">{t('placedOn', { date: date(order.createdAt) })}</p>
        {live}
        {order.delivery && (
          <p data-testid="scheduled-delivery" className="mt-1 font-semibold text-slate-800">
            {t('scheduledFor', {
              date: formatDay(order.delivery.date, lang),
              from: formatClock(order.delivery.from, lang),
              to: formatClock(order.delivery.to, lang),
            })}
          </p>
        )}
        {order.prescriptionId != null && (
          <p className="mt-1">
            <Link
              to={`/${lang}/order-info/${order.prescriptionId}?type=prescription`}
              className="text-sm font-semibold text-brand-800 underline hover:text-brand-900"
              data-testid="order-prescription"
            >
              {t('fromPrescription', { id: formatId(order.prescriptionId, lang) })}
            </Link>
          </p>
        )}
        {order.kioskPayment && !order.cancelled && <KioskReference kiosk={order.kioskPayment} />}
        <OrderActions order={order} reasons={reasons} cancelInPage={cancelInPage} pageResult={pageResult} />
        <p className="mt-3">
          <Link
            to={`/${lang}/support?order=${order.id}`}
            className="text-sm font-semibold text-brand-800 underline hover:text-brand-900"
            data-testid="report-problem"
          >
            {tc('reportProblem')}
          </Link>
        </p>
        {returns}
        <SubstitutionNotice order={order} />
        <EditItemsForm order={order} />
        {order.expectedBy && (
          // Acceptance plus the delivery time promised at placement (docs/decisions/0088), Cairo time.
          <p data-testid="expected-by" className="mt-3 text-sm font-semibold text-brand-800">
            {t('expectedBy', { time: formatTime(order.expectedBy, lang) })}
          </p>
        )}
        <OrderTimeline orderId={order.id} steps={order.timeline} />
        {order.pharmacistCheck === 'pending' && !order.pharmacist && (
          <p
            data-testid="pharmacist-waiting"
            className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-sm font-semibold text-amber-950"
          >
            {tc('pharmacistWaiting')}
          </p>
        )}
        {order.pharmacist && (
          <p data-testid="pharmacist-of-record" className="mt-3 text-sm text-slate-800">
            <span className="font-semibold">{tc('pharmacistOfRecord')}: </span>
            <bdi>{order.pharmacist.name}</bdi>
            {order.pharmacist.licenceNumber && (
              <>
                {' – '}
                {tc('pharmacistLicence', {
                  number: localizeCopyDigits(lang, order.pharmacist.licenceNumber),
                })}
              </>
            )}
          </p>
        )}
        {order.needsConfirmationCall && (
          <p className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950">
            {t('confirmationCall')}
          </p>
        )}
        <div className="mt-6 grid gap-6 desk:grid-cols-[minmax(0,1fr)_24rem] desk:items-start">
          <Panel id="order-items" title={t('orderItems')}>
            <OrderLines
              lines={order.items.map((item) => ({
                key: item.id,
                name: item.name,
                image: item.image,
                quantity: item.quantity,
                weighted: item.weighted,
                amount: item.amount,
                detail: item.cuttingType,
                note: item.weighing ? weighingText(item.weighing, item) : null,
              }))}
            />
          </Panel>
          <Panel id="order-summary" title={t('orderSummary')} summary sticky={false}>
            <CartTotals totals={order} />
            <dl className="flex flex-col gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t('deliveryAddress')}</dt>
                <dd className="font-semibold text-slate-900">
                  <bdi>{localizeCopyDigits(lang, order.address)}</bdi>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('paymentMethod')}</dt>
                <dd className="flex flex-col font-semibold text-slate-900">
                  {order.paymentType.type}
                  <PaymentStateNote state={order.paymentState} card={order.cardPayment} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('branch')}</dt>
                <dd className="font-semibold text-slate-900">{order.branch.name}</dd>
              </div>
              {order.comment && (
                <div>
                  <dt className="text-slate-600">{t('orderComment')}</dt>
                  <dd className="whitespace-pre-line text-slate-900">
                    <bdi>{order.comment}</bdi>
                  </dd>
                </div>
              )}
            </dl>
            {unpaid && !order.cancelled && !order.kioskPayment && (
              <Link
                to={`/${lang}/checkout?pay=${order.id}`}
                className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
              >
                {t('payNow')}
              </Link>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}
