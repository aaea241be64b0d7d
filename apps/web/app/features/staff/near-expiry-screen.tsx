import { nearExpiryWindows } from '@store/contract';
import { Form, Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { batchState } from './batches-section.tsx';
import type { NearExpiryData } from './near-expiry.server.ts';
import { expiryText } from './pick-batches.tsx';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';
const field = 'min-h-11 rounded-lg border border-slate-300 px-3';

/**
 * A branch's batches that expire soon (docs/decisions/0075), earliest first, with what is left of
 * each and whether it is still sold online. A plain GET form chooses the branch and the period.
 */
export function NearExpiryScreen({ data }: { data: NearExpiryData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const unit = (n: number) => formatNumber(n, lang);
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('nearExpiryTitle')}</h1>
      <p className="text-slate-700">{t('nearExpiryIntro')}</p>
      <Form method="get" className={`${card} flex flex-wrap items-end gap-3`}>
        {data.branches.length > 1 && (
          <label className="grid gap-1">
            <span className="font-semibold">{t('nearExpiryBranch')}</span>
            <select name="branchId" defaultValue={data.branchId ?? ''} className={field}>
              {data.branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="grid gap-1">
          <span className="font-semibold">{t('batchExpiry')}</span>
          <select name="days" defaultValue={data.days} className={field}>
            {nearExpiryWindows.map((days) => (
              <option key={days} value={days}>
                {t('nearExpiryWithin', { days: unit(days) })}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
        >
          {t('nearExpiryShow')}
        </button>
      </Form>
      <section className={card} aria-labelledby="near-expiry-list">
        <h2 id="near-expiry-list" className="text-lg font-bold">
          {t('nearExpiryWithin', { days: unit(data.days) })}
        </h2>
        {!data.report || data.report.batches.length === 0 ? (
          <p className="mt-2">{t('nearExpiryEmpty')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[40rem]" data-testid="near-expiry">
              <thead className="bg-slate-50 text-sm">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {t('nearExpiryProduct')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('batchNumber')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('batchExpiry')}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {t('nearExpiryDaysLeft')}
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
                {data.report.batches.map((row) => (
                  <tr key={row.batchId}>
                    <td className="p-2">
                      <Link
                        to={`/${lang}/staff/catalogue/${row.productId}?branch=${data.branchId}#batches`}
                        className="text-brand-800 underline"
                      >
                        <bdi>{row.name}</bdi>
                      </Link>
                    </td>
                    <td className="p-2 font-semibold">
                      <bdi dir="ltr">{row.batch}</bdi>
                    </td>
                    <td className="p-2 whitespace-nowrap">{expiryText(row.expiry, lang)}</td>
                    <td className={`p-2 text-end ${row.daysLeft < 0 ? 'font-bold text-red-700' : ''}`}>
                      {unit(row.daysLeft)}
                    </td>
                    <td className="p-2 text-end">{unit(row.quantity)}</td>
                    <td className="p-2">{batchState(t, row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {staffMay(data.staff.role, 'stock.cutoff') && data.report && (
        <CutoffForm days={data.report.cutoffDays} />
      )}
    </div>
  );
}

/** Admins: how many days before its expiry a batch stops being sold online (applied at once). */
function CutoffForm({ days }: { days: number }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = useFormAction<unknown>({ key: 'cutoff', intent: 'cutoff' });
  return (
    <fetcher.Form method="post" className={`${card} grid max-w-md gap-3`} aria-labelledby="cutoff-title">
      <h2 id="cutoff-title" className="text-lg font-bold">
        {t('cutoffTitle')}
      </h2>
      <FormField
        label={t('cutoffDays')}
        name="days"
        inputMode="numeric"
        maxLength={4}
        hint={t('cutoffHint')}
        defaultValue={formatNumber(days, lang)}
      />
      <ResultNotice result={result} />
      <div>
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60"
        >
          {sending ? t('sending') : t('catalogueSave')}
        </button>
      </div>
    </fetcher.Form>
  );
}
