import { nearExpiryWindows } from '@store/contract';
import { Form, Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { batchState } from './batches-section.tsx';
import type { NearExpiryData } from './near-expiry.server.ts';
import { expiryText } from './pick-batches.tsx';
import { useStaffLang, useStaffT } from './staff-copy.ts';

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
                    <td className="p-2 font-semibold" dir="ltr">
                      {row.batch}
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
    </div>
  );
}
