import { type BatchDisposal, batchDisposals, type StockBatch } from '@store/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatId, formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { CatalogueProductData, StaffChainRecallResult, StaffRecallResult } from './catalogue.server.ts';
import { expiryText } from './pick-batches.tsx';
import { primary } from './staff-buttons.ts';
import { type StaffT, useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

type Result = { branchId: number; recall?: StaffRecallResult; chain?: StaffChainRecallResult } | null;
const select = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2';

/** Whether a batch is sold, out of sale near its expiry, or recalled, in words. */
export function batchState(t: StaffT, batch: Pick<StockBatch, 'withdrawn' | 'daysLeft'>): string {
  if (batch.withdrawn === 'recalled') return t('batchRecalled');
  if (batch.daysLeft < 0) return t('batchExpired');
  return batch.withdrawn === 'expiring' ? t('batchExpiring') : t('batchForSale');
}

/**
 * A product's batches at the branch whose ledger the page shows (docs/decisions/0075): earliest expiry
 * first, with the level and what has no batch; managers and admins receive stock by batch, pharmacists
 * and admins recall one and see who received it.
 */
export function BatchesSection({ data }: { data: CatalogueProductData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const batches = data.batches!;
  const branch = data.product.branches.find((row) => row.branchId === data.ledgerBranchId);
  const unit = (n: number) => formatNumber(n, lang);
  const mayReceive = staffMay(data.staff.role, 'catalogue.edit');
  const mayRecall = staffMay(data.staff.role, 'medicines.recall');
  // Across the chain, admins only (docs/decisions/0079).
  const mayRecallChain = staffMay(data.staff.role, 'medicines.recallChain');
  // What may be written off: units left of a batch out of sale.
  const withdrawn = batches.batches.filter((batch) => batch.withdrawn !== null && batch.quantity > 0);
  return (
    <section id="batches" className={`${card} mt-6`} aria-labelledby="batches-title">
      <h2 id="batches-title" className="text-lg font-bold">
        {t('batchesTitle', { branch: branch?.branchName ?? '' })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('batchesCutoff', { days: unit(batches.cutoffDays) })}{' '}
        {t('batchesUnbatched', { sellable: unit(batches.sellable), unbatched: unit(batches.unbatched) })}
      </p>
      {batches.batches.length === 0 ? (
        <p className="mt-2">{t('batchesEmpty')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[36rem]" data-testid="stock-batches">
            <thead className="bg-slate-50 text-sm">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('batchNumber')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('batchExpiry')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('batchReceived')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('batchLeft')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('batchState')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {batches.batches.map((batch) => (
                <tr key={batch.id}>
                  <td className="p-2 font-semibold">
                    <bdi dir="ltr">{batch.batch}</bdi>
                  </td>
                  <td className="p-2 whitespace-nowrap">{expiryText(batch.expiry, lang)}</td>
                  <td className="p-2 text-end">{unit(batch.received)}</td>
                  <td className="p-2 text-end">{unit(batch.quantity)}</td>
                  <td className={`p-2 ${batch.withdrawn ? 'font-semibold text-red-700' : ''}`}>
                    {batchState(t, batch)}
                    {batch.writtenOff && (
                      <span
                        className="block text-sm font-normal text-slate-700"
                        data-testid="batch-written-off"
                      >
                        {t('batchWrittenOff', {
                          quantity: unit(batch.writtenOff.quantity),
                          disposal: t(`batchDisposal_${batch.writtenOff.disposal}`),
                        })}
                        {batch.writtenOff.by && (
                          <>
                            {lang === 'ar' ? '، ' : ', '}
                            <bdi>{batch.writtenOff.by}</bdi>
                          </>
                        )}
                        {': '}
                        <bdi>{batch.writtenOff.note}</bdi>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(mayReceive || mayRecall) && data.ledgerBranchId !== null && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {mayReceive && <ReceiveForm branchId={data.ledgerBranchId} />}
          {mayRecall && <RecallForm branchId={data.ledgerBranchId} batches={batches.batches} />}
          {mayReceive && withdrawn.length > 0 && (
            <WriteOffForm branchId={data.ledgerBranchId} batches={withdrawn} />
          )}
          {mayRecallChain && (
            <ChainRecallForm
              branchId={data.ledgerBranchId}
              branchName={(id) =>
                data.product.branches.find((row) => row.branchId === id)?.branchName ?? formatId(id, lang)
              }
            />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The frame of every batch form (receive, recall, write off, recall at every branch): a titled post
 * with its intent and branch, its fields, the answer and what it found, and its one button.
 */
function BatchForm({
  action,
  intent,
  branchId,
  titleId,
  title,
  hint,
  border,
  button,
  buttonClass = primary,
  results,
  children,
}: {
  action: ReturnType<typeof useFormAction<Result>>;
  intent: string;
  branchId: number;
  titleId: string;
  title: string;
  hint?: string;
  border: string;
  button: string;
  buttonClass?: string;
  results?: ReactNode;
  children: ReactNode;
}) {
  const t = useStaffT();
  const { fetcher, sending, result } = action;
  return (
    <fetcher.Form
      method="post"
      className={`grid gap-3 rounded-lg border ${border} p-3`}
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="font-bold">
        {title}
      </h3>
      {hint && <p className="text-sm text-slate-700">{hint}</p>}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="branchId" value={branchId} />
      {children}
      <ResultNotice result={result} />
      {results}
      <div>
        <button type="submit" disabled={sending} className={buttonClass}>
          {sending ? t('sending') : button}
        </button>
      </div>
    </fetcher.Form>
  );
}

function ReceiveForm({ branchId }: { branchId: number }) {
  const t = useStaffT();
  const intent = `batch-${branchId}`;
  const action = useFormAction<Result>({ key: intent, intent });
  const { posted } = action;
  const values = posted && !posted.ok ? posted.values : undefined;
  return (
    <BatchForm
      action={action}
      intent="batch"
      branchId={branchId}
      titleId="receive-title"
      title={t('batchReceiveTitle')}
      border="border-slate-200"
      button={t('batchReceive')}
    >
      <FormField
        label={t('batchNumber')}
        name="batch"
        maxLength={20}
        dir="ltr"
        defaultValue={values?.batch ?? ''}
      />
      <FormField label={t('batchExpiry')} name="expiry" type="date" defaultValue={values?.expiry ?? ''} />
      <FormField
        label={t('catalogueQuantity')}
        name="quantity"
        inputMode="decimal"
        maxLength={12}
        defaultValue={values?.quantity ?? ''}
      />
      <FormField
        label={t('catalogueNote')}
        name="note"
        required={false}
        maxLength={300}
        control={{ rows: 2 }}
        defaultValue={values?.note ?? ''}
      />
    </BatchForm>
  );
}

/** What a recall asks, at one branch or at all: the batch, and the maker's notice or the reason. */
function RecallFields({ batch, note }: { batch: string; note: string }) {
  const t = useStaffT();
  return (
    <>
      <FormField label={t('batchNumber')} name="batch" maxLength={20} dir="ltr" defaultValue={batch} />
      <FormField
        label={t('batchRecallNote')}
        name="note"
        maxLength={300}
        control={{ rows: 2 }}
        defaultValue={note}
      />
    </>
  );
}

function RecallForm({ branchId, batches }: { branchId: number; batches: readonly StockBatch[] }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const intent = `recall-${branchId}`;
  const action = useFormAction<Result>({ key: intent, intent });
  const { result, posted } = action;
  const values = posted && !posted.ok ? posted.values : undefined;
  const recall = result?.ok ? result.data?.recall : undefined;
  const open = batches.filter((batch) => batch.withdrawn !== 'recalled');
  return (
    <BatchForm
      action={action}
      intent="recall"
      branchId={branchId}
      titleId="recall-title"
      title={t('batchRecallTitle')}
      hint={t('batchRecallHint')}
      border="border-red-200"
      button={t('batchRecall')}
      buttonClass={`${primary} bg-red-700`}
      results={
        recall &&
        recall.recipients.length > 0 && (
          <ul className="grid gap-1 text-sm" data-testid="recall-recipients">
            {recall.recipients.map((r) => (
              <li key={r.orderId}>
                <Link to={`/${lang}/staff/orders/${r.orderId}`} className="text-brand-800 underline">
                  #{formatId(r.orderId, lang)}
                </Link>{' '}
                <bdi>{r.customerName}</bdi> {r.phone && <bdi dir="ltr">{r.phone}</bdi>} –{' '}
                {formatNumber(r.quantity, lang)} (
                {r.source === 'dispensed' ? t('recallDispensed') : t('recallAllocated')}
                {!r.received && `${lang === 'ar' ? '، ' : ', '}${t('recallRepicked')}`})
              </li>
            ))}
          </ul>
        )
      }
    >
      <RecallFields batch={values?.batch ?? open[0]?.batch ?? ''} note={values?.note ?? ''} />
    </BatchForm>
  );
}

/** Writing off what is left of a batch out of sale (docs/decisions/0079): managers and admins. */
function WriteOffForm({ branchId, batches }: { branchId: number; batches: readonly StockBatch[] }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const intent = `write-off-${branchId}`;
  const action = useFormAction<Result>({ key: intent, intent });
  const { posted } = action;
  const values = posted && !posted.ok ? posted.values : undefined;
  return (
    <BatchForm
      action={action}
      intent="write-off"
      branchId={branchId}
      titleId="write-off-title"
      title={t('batchWriteOffTitle')}
      hint={t('batchWriteOffHint')}
      border="border-amber-300"
      button={t('batchWriteOff')}
    >
      <label className="block">
        <span className="font-semibold">{t('batchNumber')}</span>
        <select name="batch" defaultValue={values?.batch ?? batches[0]?.batch} className={select}>
          {batches.map((batch) => (
            <option key={batch.id} value={batch.batch}>
              {batch.batch} ({formatNumber(batch.quantity, lang)}
              {lang === 'ar' ? '، ' : ', '}
              {batchState(t, batch)})
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="font-semibold">{t('batchWriteOffDisposal')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {batchDisposals.map((disposal: BatchDisposal) => (
            <label key={disposal} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="disposal"
                value={disposal}
                defaultChecked={(values?.disposal ?? 'destroyed') === disposal}
              />
              {t(`batchDisposal_${disposal}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t('batchWriteOffNote')}
        name="note"
        maxLength={300}
        control={{ rows: 2 }}
        defaultValue={values?.note ?? ''}
      />
    </BatchForm>
  );
}

/** A recall at every branch that has the batch, admins only (docs/decisions/0079), with each branch's result. */
function ChainRecallForm({ branchId, branchName }: { branchId: number; branchName: (id: number) => string }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const intent = `recall-chain-${branchId}`;
  const action = useFormAction<Result>({ key: intent, intent });
  const { result, posted } = action;
  const values = posted && !posted.ok ? posted.values : undefined;
  const chain = result?.ok ? result.data?.chain : undefined;
  return (
    <BatchForm
      action={action}
      intent="recall-chain"
      branchId={branchId}
      titleId="chain-recall-title"
      title={t('batchChainRecallTitle')}
      hint={t('batchChainRecallHint')}
      border="border-red-300"
      button={t('batchChainRecall')}
      buttonClass={`${primary} bg-red-800`}
      results={
        chain && (
          <ul className="grid gap-1 text-sm" data-testid="chain-recall-branches">
            {chain.branches.map((b) => (
              <li key={b.branchId}>
                {t('chainRecallBranch', {
                  branch: branchName(b.branchId),
                  state:
                    b.status === 'already'
                      ? t('chainRecallAlready')
                      : t('chainRecallRecalled', {
                          units: formatNumber(b.withdrawn, lang),
                          count: formatNumber(b.notified, lang),
                        }),
                })}
              </li>
            ))}
          </ul>
        )
      }
    >
      <RecallFields batch={values?.batch ?? ''} note={values?.note ?? ''} />
    </BatchForm>
  );
}
