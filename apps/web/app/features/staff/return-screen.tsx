import type { StaffReturn } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { OneNotice, OneNoticeArea } from './one-notice.tsx';
import type { ReturnData } from './returns.server.ts';
import { returnStatusTone } from './returns-screen.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import { Badge } from './staff-list.tsx';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * One return (docs/decisions/0090): the customer, the order, the reason and comment, the lines (and
 * where each went once received), the photos (signed private links, minutes long), what it gives
 * back and how, then the step the return is at: approve or refuse with a note, arrange the pickup,
 * receive, refund. Each step a plain form (works without scripts) carrying the version shown; only
 * the steps the member's role may take (`staffMay` on the role table) are offered.
 */
export function ReturnScreen({ data }: { data: ReturnData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const { request } = data;
  const id = `#${formatId(request.id, lang)}`;
  const steps = stepsOf(request, data.mayHandle, data.mayRefund);
  // Held here, not in the step's form: a step that succeeds moves the return on and its form goes,
  // while its answer must stay on screen (one notice at a time, the latest).
  const decide = useFormAction<unknown>({ key: 'return-decide' });
  const pickup = useFormAction<unknown>({ key: 'return-pickup' });
  const receive = useFormAction<unknown>({ key: 'return-receive' });
  const refund = useFormAction<unknown>({ key: 'return-refund' });
  const actions = { decide, pickup, receive, refund };
  return (
    <OneNoticeArea>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{t('returnTitle', { id })}</h1>
        <Badge tone={returnStatusTone(request.status)}>{t(`returnStatus_${request.status}`)}</Badge>
        <Link
          to={`/${lang}/staff/orders/${request.orderId}`}
          className="inline-flex min-h-11 items-center text-brand-800 underline"
        >
          {t('returnOrder', { id: `#${formatId(request.orderId, lang)}` })}
        </Link>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-4">
          <section className={card} aria-labelledby="return-lines">
            <h2 id="return-lines" className="text-lg font-bold">
              {t('returnRequest')}
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold">{t('returnCustomer')}</dt>
              <dd>
                <bdi>{request.customer.name}</bdi>
                {request.customer.phone && (
                  <>
                    {' '}
                    <a
                      href={`tel:${request.customer.phone}`}
                      dir="ltr"
                      className="ms-2 text-brand-800 underline"
                    >
                      <bdi>{localizeCopyDigits(lang, request.customer.phone)}</bdi>
                    </a>
                  </>
                )}
              </dd>
              <dt className="font-semibold">{t('returnReason')}</dt>
              <dd data-testid="staff-return-reason">{t(`returnReason_${request.reason}`)}</dd>
              {request.comment && (
                <>
                  <dt className="font-semibold">{t('returnComment')}</dt>
                  <dd className="whitespace-pre-line">
                    <bdi>{request.comment}</bdi>
                  </dd>
                </>
              )}
            </dl>
            <h3 className="mt-3 font-semibold">{t('returnLines')}</h3>
            <ul className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
              {request.items.map((item) => (
                <li key={item.orderItemId} className="flex flex-wrap justify-between gap-2 p-3 tabular-nums">
                  <span>
                    <bdi className="font-semibold">{item.name}</bdi> × {formatNumber(item.quantity, lang)}
                    {item.opened && (
                      <span className="ms-2 text-sm text-amber-900">({t('returnOpened')})</span>
                    )}
                  </span>
                  <span className="flex items-center gap-2">
                    {money(item.amount)}
                    {item.disposition && (
                      <Badge
                        tone={
                          item.disposition === 'stock'
                            ? 'bg-brand-100 text-brand-900'
                            : 'bg-amber-100 text-amber-950'
                        }
                      >
                        {t(item.disposition === 'stock' ? 'returnToStock' : 'returnToQuarantine')}
                      </Badge>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section className={card} aria-labelledby="return-photos">
            <h2 id="return-photos" className="text-lg font-bold">
              {t('returnPhotos')}
            </h2>
            {request.attachments.length === 0 ? (
              <p className="mt-2 text-slate-700">{t('returnNoPhotos')}</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-3" data-testid="staff-return-photos">
                {request.attachments.map((file, n) => (
                  <li key={file.id}>
                    <a href={file.path} target="_blank" rel="noopener" className="block">
                      {file.type === 'pdf' ? (
                        <span className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 font-semibold">
                          {t('attachmentN', { n: formatNumber(n + 1, lang) })}
                        </span>
                      ) : (
                        <img
                          src={file.path}
                          alt={t('attachmentN', { n: formatNumber(n + 1, lang) })}
                          className="size-32 rounded-lg border border-slate-200 object-cover"
                        />
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="flex flex-col gap-4">
          <section className={card} aria-labelledby="return-money">
            <h2 id="return-money" className="text-lg font-bold">
              {t('returnAmount')}
            </h2>
            <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="staff-return-amount">
              {money(request.amount)}
            </p>
            <p className="mt-1 text-sm text-slate-700">{t(`returnRefundVia_${request.refundVia}`)}</p>
            <p className="mt-1 text-sm text-slate-700">
              {t('returnRefundable')}: <span className="tabular-nums">{money(request.refundable)}</span>
            </p>
          </section>
          <section className={card} aria-labelledby="return-steps">
            <h2 id="return-steps" className="text-lg font-bold">
              {t('returnSteps')}
            </h2>
            <ReturnHistory request={request} />
            <div className="mt-4 flex flex-col gap-4">
              {Object.entries(actions).map(([step, action]) => (
                // With scripts, each fetcher's own answer; a post made without them is the page's.
                <OneNotice key={step} result={action.fetcher.data ? action.result : undefined} />
              ))}
              <ResultNotice result={decide.posted} />
              {steps.length === 0 && request.status !== 'refunded' && request.status !== 'refused' && (
                <p className="text-slate-700">{t('returnNoActions')}</p>
              )}
              {steps.includes('decide') && <DecideForm request={request} action={decide} />}
              {steps.includes('pickup') && <PickupForm request={request} action={pickup} />}
              {steps.includes('receive') && <ReceiveForm request={request} action={receive} />}
              {steps.includes('refund') && <RefundForm request={request} action={refund} />}
            </div>
          </section>
        </aside>
      </div>
    </OneNoticeArea>
  );
}

type Step = 'decide' | 'pickup' | 'receive' | 'refund';
type StepAction = ReturnType<typeof useFormAction<unknown>>;

/** The steps a member may take now: the API's order of steps, and the role table's actions. */
export function stepsOf(
  request: Pick<StaffReturn, 'status'>,
  mayHandle: boolean,
  mayRefund: boolean,
): Step[] {
  const found: Step[] = [];
  if (mayHandle && request.status === 'requested') found.push('decide');
  if (mayHandle && request.status === 'approved') found.push('pickup');
  if (mayHandle && (request.status === 'approved' || request.status === 'pickup')) found.push('receive');
  if (mayRefund && request.status === 'received') found.push('refund');
  return found;
}

/** What happened so far, with its times and notes. */
function ReturnHistory({ request }: { request: StaffReturn }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const when = (at: string | null) => (at ? formatDateTime(at, lang) : '');
  const rows: { label: string; at: string; note?: string | null }[] = [
    { label: t('returnStatus_requested'), at: when(request.createdAt) },
  ];
  if (request.decidedAt)
    rows.push({
      label: t(request.status === 'refused' ? 'returnStatus_refused' : 'returnStatus_approved'),
      at: when(request.decidedAt),
      note: request.decisionNote,
    });
  if (request.pickupNote) rows.push({ label: t('returnStatus_pickup'), at: '', note: request.pickupNote });
  if (request.receivedAt) rows.push({ label: t('returnStatus_received'), at: when(request.receivedAt) });
  if (request.refundedAt) rows.push({ label: t('returnStatus_refunded'), at: when(request.refundedAt) });
  return (
    <ol
      className="mt-2 flex flex-col gap-2 border-s-2 border-brand-600 ps-3"
      data-testid="staff-return-history"
    >
      {rows.map((row) => (
        <li key={row.label}>
          <span className="font-semibold">{row.label}</span>
          {row.at && <span className="ms-2 text-sm text-slate-600">{row.at}</span>}
          {row.note && (
            <p className="text-sm whitespace-pre-line text-slate-800">
              <bdi>{row.note}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function Version({ request }: { request: StaffReturn }) {
  return <input type="hidden" name="version" value={request.version} />;
}

function DecideForm({ request, action }: { request: StaffReturn; action: StepAction }) {
  const t = useStaffT();
  const shown = (action.result?.ok === false ? action.result.values?.note : undefined) ?? '';
  return (
    <action.fetcher.Form method="post" className="flex flex-col gap-3" data-testid="return-decide-form">
      <Version request={request} />
      <FormField
        label={t('returnDecisionNote')}
        name="note"
        defaultValue={shown}
        maxLength={500}
        control={{ rows: 3 }}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="approve" className={primary} disabled={action.sending}>
          {action.sending ? t('sending') : t('returnApprove')}
        </button>
        <button
          type="submit"
          name="intent"
          value="refuse"
          className={`${secondary} border-red-700 text-red-800`}
          disabled={action.sending}
        >
          {t('returnRefuse')}
        </button>
      </div>
    </action.fetcher.Form>
  );
}

function PickupForm({ request, action }: { request: StaffReturn; action: StepAction }) {
  const t = useStaffT();
  return (
    <action.fetcher.Form method="post" className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <input type="hidden" name="intent" value="pickup" />
      <Version request={request} />
      <FormField label={t('returnPickupNote')} name="note" maxLength={500} control={{ rows: 2 }} />
      <div>
        <button type="submit" className={secondary} disabled={action.sending}>
          {action.sending ? t('sending') : t('returnArrangePickup')}
        </button>
      </div>
    </action.fetcher.Form>
  );
}

function ReceiveForm({ request, action }: { request: StaffReturn; action: StepAction }) {
  const t = useStaffT();
  return (
    <action.fetcher.Form method="post" className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <input type="hidden" name="intent" value="receive" />
      <Version request={request} />
      <p className="text-sm text-slate-700">{t('returnReceiveIntro')}</p>
      <div>
        <button type="submit" className={primary} disabled={action.sending}>
          {action.sending ? t('sending') : t('returnReceive')}
        </button>
      </div>
    </action.fetcher.Form>
  );
}

function RefundForm({ request, action }: { request: StaffReturn; action: StepAction }) {
  const t = useStaffT();
  const money = useStaffMoney();
  const amount = Math.min(request.amount, request.refundable);
  return (
    <action.fetcher.Form method="post" className="flex flex-col gap-3">
      <input type="hidden" name="intent" value="refund" />
      <Version request={request} />
      <p className="text-sm text-slate-700">{t('returnRefundIntro')}</p>
      {request.refundVia === 'cash' && (
        <FormField
          label={t('returnPaidBy')}
          name="paidBy"
          defaultValue="counter"
          control={{
            select: [
              { value: 'counter', label: t('returnPaidByCounter') },
              { value: 'driver', label: t('returnPaidByDriver') },
            ],
          }}
        />
      )}
      <div>
        <button type="submit" className={primary} disabled={action.sending}>
          {action.sending ? t('sending') : t('returnRefund', { amount: money(amount) })}
        </button>
      </div>
    </action.fetcher.Form>
  );
}
