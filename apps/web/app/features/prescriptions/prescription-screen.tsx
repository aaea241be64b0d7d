import { profileTabPath } from '@store/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import { type FormResult, useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { AttachmentLinks } from '../../ui/attachment-links.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { CheckCircleIcon } from '../../ui/icons.tsx';
import { CartTotals, Panel } from '../cart/index.ts';
import { RadioChoices } from '../orders/index.ts';
import { PrescriptionStatusBadge } from './prescription-list.tsx';
import type { PrescriptionPageData } from './prescriptions.server.ts';

type Prescription = PrescriptionPageData['prescription'];

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/**
 * A prescription (`/order-info/{id}?type=prescription`): its files (signed links that work for a few
 * minutes), its status (the delivery-time note only while it is new), the pharmacist's price offer
 * with confirm (and payment type) and decline, and cancel with a reason while no order was made.
 */
export function PrescriptionScreen({
  prescription,
  reasons,
  paymentTypes,
  sent,
  pageResult,
}: PrescriptionPageData & { pageResult: FormResult | undefined }) {
  const t = useT('care');
  const lang = useLang();
  const title = t('prescriptionTitle', { id: formatId(prescription.id, lang) });
  return (
    <>
      <Breadcrumb items={[{ label: t('myPrescriptions'), to: profileTabPath(8) }, { label: title }]} />
      <div className="container-page pt-4 pb-12">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{title}</h1>
          <PrescriptionStatusBadge status={prescription.statusKey} name={prescription.statusName} />
        </div>
        <p className="mt-1 text-slate-600">
          {t('sentOn', { date: formatDateTime(prescription.createdAt, lang) })}
        </p>
        {sent && prescription.statusKey === 'new' && (
          <p
            role="status"
            className="mt-3 flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 font-semibold text-brand-800"
          >
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
            {t('sentNotice')}
          </p>
        )}
        {prescription.statusKey === 'new' && (
          <p
            className="mt-3 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950"
            data-testid="delivery-note"
          >
            {t('deliveryNote')}
          </p>
        )}
        {prescription.statusKey === 'rejected' && prescription.rejectionReason && (
          <div role="note" className="mt-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p className="font-bold">{t('rejectedTitle')}</p>
            <p className="mt-1 whitespace-pre-line" dir="auto">
              {prescription.rejectionReason}
            </p>
          </div>
        )}
        {prescription.orderId !== null && (
          <p className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
            {t('orderMade')}
            <Link
              to={`/${lang}/order-info/${prescription.orderId}`}
              className="font-bold underline"
              data-testid="prescription-order-link"
            >
              {t('viewOrder', { id: formatId(prescription.orderId, lang) })}
            </Link>
          </p>
        )}
        <div className="mt-6 grid gap-6 desk:grid-cols-[minmax(0,1fr)_24rem] desk:items-start">
          <div className="flex flex-col gap-6">
            <Attachments prescription={prescription} />
            {prescription.quote && (
              <Quote prescription={prescription} paymentTypes={paymentTypes} pageResult={pageResult} />
            )}
          </div>
          <Panel id="prescription-details" title={t('deliverTo')} summary sticky={false}>
            <p className="font-semibold text-slate-900">
              <bdi>{prescription.address}</bdi>
            </p>
            {prescription.description && (
              <div>
                <h3 className="text-sm text-slate-600">{t('yourNotes')}</h3>
                <p className="whitespace-pre-line text-slate-900" dir="auto">
                  {prescription.description}
                </p>
              </div>
            )}
            {prescription.canCancel && reasons.length > 0 && (
              <CancelPrescription id={prescription.id} reasons={reasons} pageResult={pageResult} />
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

function Attachments({ prescription }: { prescription: Prescription }) {
  const t = useT('care');
  return (
    <Panel id="prescription-files" title={t('attachments')}>
      <AttachmentLinks
        attachments={prescription.attachments}
        size="large"
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3"
        testId="prescription-files"
      />
      <p className="mt-3 text-xs text-slate-600">{t('linksExpire')}</p>
    </Panel>
  );
}

function Quote({
  prescription,
  paymentTypes,
  pageResult,
}: {
  prescription: Prescription;
  paymentTypes: PrescriptionPageData['paymentTypes'];
  pageResult: FormResult | undefined;
}) {
  const t = useT('care');
  const lang = useLang();
  const money = useMoney();
  const quote = prescription.quote!;
  const confirmer = useFormAction({ key: `confirm-${prescription.id}`, intent: 'confirm' });
  useFormResult(confirmer.result);
  const decliner = useFormAction({ key: `decline-${prescription.id}`, intent: 'decline' });
  useFormResult(decliner.result);
  const confirmResult = confirmer.result ?? (pageResult?.intent === 'confirm' ? pageResult : undefined);
  const paymentError = confirmResult?.fieldErrors.paymentTypeId;
  return (
    <Panel id="prescription-quote" title={t('quoteTitle')}>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm" data-testid="quote-items">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 text-start font-semibold">
                {t('product')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t('quantity')}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {t('price')}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {t('amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.productId} className="border-b border-slate-100 align-top">
                <td className="py-2 text-slate-900">
                  <bdi>{item.name}</bdi>
                  {!item.available && (
                    <span className="block text-xs font-semibold text-red-700">{t('unavailable')}</span>
                  )}
                </td>
                <td className="px-2 py-2 text-end tabular-nums">{formatNumber(item.quantity, lang)}</td>
                <td className="px-2 py-2 text-end whitespace-nowrap tabular-nums">
                  {item.price === null ? '—' : money(item.price)}
                </td>
                <td className="py-2 text-end font-semibold whitespace-nowrap tabular-nums">
                  {money(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3">
        <CartTotals
          totals={{
            subtotal: quote.subtotal,
            discount: 0,
            deliveryCharge: quote.deliveryCharge,
            total: quote.total,
          }}
        />
      </div>
      {quote.note && (
        <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
          <h3 className="font-semibold text-slate-700">{t('quoteNote')}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-900" dir="auto">
            {quote.note}
          </p>
        </div>
      )}
      {prescription.canConfirm && (
        <div className="mt-5 flex flex-col gap-4 border-t border-slate-200 pt-4">
          <confirmer.fetcher.Form
            method="post"
            className="flex flex-col gap-4"
            data-testid="confirm-quote-form"
          >
            <input type="hidden" name="intent" value="confirm" />
            <RadioChoices
              legend={t('paymentType')}
              name="paymentTypeId"
              choices={paymentTypes.map((type) => ({ id: type.id, name: type.type }))}
              firstChecked
              error={paymentError}
              errorId="payment-type-error"
            />
            <CommentField label={t('orderComment')} />
            <Refusal result={confirmResult} shown={Boolean(paymentError)} />
            <button type="submit" disabled={confirmer.sending} className={primary}>
              {confirmer.sending ? t('confirming') : t('confirm')}
            </button>
          </confirmer.fetcher.Form>
          <decliner.fetcher.Form method="post">
            <input type="hidden" name="intent" value="decline" />
            <button type="submit" disabled={decliner.sending} className={`${secondary} w-full`}>
              {decliner.sending ? t('declining') : t('decline')}
            </button>
          </decliner.fetcher.Form>
        </div>
      )}
    </Panel>
  );
}

/** Cancel with a reason: a disclosure holding a plain form (keyboard and no-script friendly). */
function CancelPrescription({
  id,
  reasons,
  pageResult,
}: {
  id: number;
  reasons: { id: number; name: string }[];
  pageResult: FormResult | undefined;
}) {
  const t = useT('care');
  const canceller = useFormAction({ key: `cancel-prescription-${id}`, intent: 'cancel' });
  useFormResult(canceller.result);
  const result = canceller.result ?? (pageResult?.intent === 'cancel' ? pageResult : undefined);
  const reasonError = result?.fieldErrors.reasonId;
  return (
    <details className="rounded-xl border border-red-200 p-3" open={Boolean(result && !result.ok)}>
      <summary className="cursor-pointer py-1 text-sm font-bold text-red-700">{t('cancelTitle')}</summary>
      <canceller.fetcher.Form
        method="post"
        className="mt-3 flex flex-col gap-3"
        data-testid="cancel-prescription-form"
      >
        <input type="hidden" name="intent" value="cancel" />
        <RadioChoices
          legend={t('cancelReason')}
          intro={<p className="text-sm text-slate-600">{t('cancelIntro')}</p>}
          name="reasonId"
          choices={reasons}
          error={reasonError}
          errorId="prescription-reason-error"
        />
        <CommentField label={t('cancelComment')} />
        <Refusal result={result} shown={Boolean(reasonError)} />
        <button
          type="submit"
          disabled={canceller.sending}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-red-700 px-6 text-sm font-bold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {canceller.sending ? t('cancelling') : t('cancelConfirm')}
        </button>
      </canceller.fetcher.Form>
    </details>
  );
}

/** A form's optional comment (up to 500 characters). */
function CommentField({ label }: { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="comment"
        rows={2}
        maxLength={500}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
    </div>
  );
}

/** A refused post's message, unless a field already shows it (`shown`). */
function Refusal({ result, shown }: { result: FormResult | undefined; shown: boolean }) {
  if (!result || result.ok || shown) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
      {result.message}
    </p>
  );
}
