import { type StockImport, stockImportFields } from '@store/contract';
import { useEffect } from 'react';
import { Form, Link, useNavigation, useRevalidator } from 'react-router';
import { formatAmount, formatId, formatNumber } from '../../i18n/format.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { expiryText } from './pick-batches.tsx';
import { secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import type { StockImportData } from './stock-import.server.ts';

const button = 'min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60';
const box = 'mt-4 rounded-xl border border-slate-200 bg-white p-3';
const select = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2';

/**
 * Import prices and stock (docs/decisions/0053): upload a file, choose its columns, read the dry run
 * (counts, every bad row by line, the changes), apply. Plain forms posted to the web's server, which
 * sends the file to the API: no spreadsheet code in any browser bundle, and it works without scripts
 * (a "refresh" link stands in for the polling while the job runs).
 */
export function StockImportScreen({
  data,
  result,
}: {
  data: StockImportData;
  result: FormResult<null> | null;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const found = data.stockImport;
  const busy = found?.status === 'checking' || found?.status === 'applying';
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [busy, revalidator]);
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  return (
    <div>
      <p>
        <Link to={`/${lang}/staff/catalogue`} className="text-brand-800 underline">
          {t('catalogueBack')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('importTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('importIntro')}</p>
      <ExportForm data={data} />
      {result && !result.ok && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">{result.message}</p>
          {result.validation.length > 0 && (
            <ul className="ms-5 list-disc">
              {result.validation.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {found === null || found.status === 'applied' || found.status === 'failed' ? (
        <UploadForm data={data} sending={sending} />
      ) : (
        <p className="mt-3">
          <Link to={`/${lang}/staff/catalogue/import`} className={secondary}>
            {t('importAnother')}
          </Link>
        </p>
      )}
      {found && <ImportReport found={found} data={data} sending={sending} />}
    </div>
  );
}

function BranchSelect({ data, value }: { data: StockImportData; value: number | null }) {
  const t = useStaffT();
  return (
    <label className="block">
      <span className="font-semibold">{t('importBranch')}</span>
      <select name="branchId" defaultValue={value === null ? '' : String(value)} className={select}>
        <option value="">{t('importAnyBranch')}</option>
        {data.branches.map((branch) => (
          <option key={branch.id} value={String(branch.id)}>
            {branch.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function UploadForm({ data, sending }: { data: StockImportData; sending: boolean }) {
  const t = useStaffT();
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={`${box} grid gap-3 sm:grid-cols-3 sm:items-end`}
    >
      <input type="hidden" name="intent" value="upload" />
      <label className="block">
        <span className="font-semibold">{t('importFile')}</span>
        <input
          type="file"
          name="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-1 block min-h-11 w-full"
        />
      </label>
      <BranchSelect data={data} value={data.branches.length === 1 ? (data.branches[0]?.id ?? null) : null} />
      <button type="submit" className={button} disabled={sending}>
        {t('importUpload')}
      </button>
    </Form>
  );
}

function ImportReport({
  found,
  data,
  sending,
}: {
  found: StockImport;
  data: StockImportData;
  sending: boolean;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const busy = found.status === 'checking' || found.status === 'applying';
  const money = (amount: number | null) => (amount === null ? '—' : formatAmount(amount, lang));
  // Before, then after, in the reading direction.
  const arrow = lang === 'ar' ? ' ← ' : ' → ';
  /** A value as it was and will be; only the value when it stays. */
  const moved = (
    before: number | null | undefined,
    after: number | null,
    format: (value: number | null) => string,
  ) =>
    before === undefined || before === after ? format(after) : `${format(before)}${arrow}${format(after)}`;
  const counts: [string, number][] = [
    [t('importRows'), found.rows],
    [t('importNew'), found.summary.new],
    [t('importChanged'), found.summary.changed],
    [t('importUnchanged'), found.summary.unchanged],
    [t('importReceived'), found.summary.received],
    [t('importUnknown'), found.summary.unknown],
    [t('importBad'), found.summary.bad],
  ];
  const branchName = (id: number) =>
    data.branches.find((branch) => branch.id === id)?.name ?? formatId(id, lang);
  return (
    <section aria-labelledby="import-status" className={box} data-testid="stock-import">
      <h2 id="import-status" className="text-lg font-bold">
        <bdi>{found.fileName}</bdi> —{' '}
        <span data-testid="import-status">{t(`importStatus_${found.status}`)}</span>
      </h2>
      {busy && (
        <p className="mt-1" role="status">
          {t('importProgress', {
            done: formatNumber(found.progress.done, lang),
            total: formatNumber(found.progress.total, lang),
          })}{' '}
          <a href={`/${lang}/staff/catalogue/import?id=${found.id}`} className="text-brand-800 underline">
            {t('importRefresh')}
          </a>
        </p>
      )}
      {found.error && (
        <p role="alert" className="mt-2 text-red-800">
          {found.error}
        </p>
      )}
      {found.applied && (
        <p role="status" className="mt-2 font-semibold text-green-800">
          {t('importApplied', {
            changed: formatNumber(found.applied.changed, lang),
            inserted: formatNumber(found.applied.inserted, lang),
            received: formatNumber(found.applied.received, lang),
            skipped: formatNumber(found.applied.skipped, lang),
          })}
        </p>
      )}
      {found.status === 'checked' && found.headers.length > 0 && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="check" />
          <input type="hidden" name="id" value={String(found.id)} />
          <h3 className="font-semibold">{t('importMappingTitle')}</h3>
          <p className="text-sm text-slate-700">{t('importMappingIntro')}</p>
          <p className="text-sm text-slate-700">{t('importBatchHint')}</p>
          {found.missing.length > 0 && (
            <ul role="alert" className="ms-5 mt-1 list-disc text-red-800">
              {found.missing.map((field) => (
                <li key={field}>{t(`importField_${field}`)}</li>
              ))}
            </ul>
          )}
          <div className="mt-2 grid gap-3 sm:grid-cols-3 lg:grid-cols-4 lg:items-end">
            {stockImportFields.map((field) => (
              <label key={field} className="block">
                <span className="text-sm font-semibold">{t(`importField_${field}`)}</span>
                <select name={`map_${field}`} defaultValue={found.mapping[field] ?? ''} className={select}>
                  <option value="">{t('importNoColumn')}</option>
                  {found.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <BranchSelect data={data} value={found.branchId} />
          </div>
          <button type="submit" className={`${secondary} mt-3`} disabled={sending}>
            {t('importCheckAgain')}
          </button>
        </Form>
      )}
      {found.missing.length === 0 && found.rows > 0 && (
        <>
          <h3 className="mt-4 font-semibold">{t('importSummary')}</h3>
          <dl
            className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7"
            data-testid="import-summary"
          >
            {counts.map(([label, count]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="text-xl font-bold">{formatNumber(count, lang)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {found.problems.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-red-900">{t('importProblemsTitle')}</h3>
          {found.status === 'checked' && <p className="text-sm">{t('importFixHint')}</p>}
          {found.problems.length < found.summary.bad && (
            <p className="text-sm">
              {t('importListedOnly', { count: formatNumber(found.problems.length, lang) })}
            </p>
          )}
          <div className="mt-2 overflow-x-auto">
            <table className="w-full" data-testid="import-problems">
              <thead className="bg-slate-50 text-sm">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {t('importLine')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('importReason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {found.problems.map((problem, index) => (
                  <tr key={`${problem.line}-${index}`}>
                    <td className="p-2">{formatId(problem.line, lang)}</td>
                    <td className="p-2">{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {found.changes.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold">{t('importChangesTitle')}</h3>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[40rem]" data-testid="import-changes">
              <thead className="bg-slate-50 text-sm">
                <tr>
                  <th scope="col" className="p-2 text-start">
                    {t('importLine')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('importSku')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('importBranchCol')}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {t('importStockCol')}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {t('importPriceCol')}
                  </th>
                  <th scope="col" className="p-2 text-end">
                    {t('importOldPriceCol')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('importReceiveCol')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {found.changes.map((change) => (
                  <tr key={change.line}>
                    <td className="p-2">{formatId(change.line, lang)}</td>
                    <td className="p-2">
                      <Link
                        to={`/${lang}/staff/catalogue/${change.productId}?branch=${change.branchId}`}
                        className="text-brand-800 underline"
                      >
                        {formatId(change.sku, lang)}
                      </Link>
                      {change.kind === 'new' && <span className="ms-1 text-xs">({t('importNew')})</span>}
                    </td>
                    <td className="p-2">
                      <bdi>{branchName(change.branchId)}</bdi>
                    </td>
                    <td className="p-2 text-end">
                      {moved(change.before?.stock, change.after.stock, (n) => formatNumber(n ?? 0, lang))}
                    </td>
                    <td className="p-2 text-end">{moved(change.before?.price, change.after.price, money)}</td>
                    <td className="p-2 text-end">
                      {moved(change.before?.oldPrice, change.after.oldPrice, money)}
                    </td>
                    <td className="p-2" data-testid="import-receive">
                      {change.receive && (
                        <>
                          {t(change.receive.adds ? 'importReceiveAdds' : 'importReceiveNew', {
                            quantity: formatNumber(change.receive.quantity, lang),
                            batch: change.receive.batch,
                            expiry: expiryText(change.receive.expiry, lang),
                          })}
                          {!change.receive.forSale && (
                            <span className="block text-sm text-amber-900">{t('importReceiveOut')}</span>
                          )}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      {found.status === 'checked' && found.missing.length === 0 && !found.error && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="id" value={String(found.id)} />
          <button
            type="submit"
            className={button}
            disabled={sending || found.summary.new + found.summary.changed + found.summary.received === 0}
          >
            {t('importApply')}
          </button>
        </Form>
      )}
    </section>
  );
}

/**
 * A branch's prices and stock as the import reads them (CSV or XLSX): a plain GET form to the API's
 * export, which takes the console's session cookie, so the browser downloads the file itself.
 */
function ExportForm({ data }: { data: StockImportData }) {
  const t = useStaffT();
  return (
    <form
      method="get"
      action="/api/staff/catalogue/export"
      className="mt-4 flex flex-wrap items-end gap-2 rounded-xl bg-slate-50 p-3"
      aria-labelledby="export-title"
    >
      <h2 id="export-title" className="w-full font-bold">
        {t('exportTitle')}
      </h2>
      <FormField
        label={t('catalogueBranch')}
        name="branchId"
        required={false}
        control={{
          select: data.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
        }}
        className="min-w-48 flex-1"
      />
      <FormField
        label={t('exportFormat')}
        name="format"
        required={false}
        control={{
          select: [
            { value: 'csv', label: 'CSV' },
            { value: 'xlsx', label: 'XLSX (Excel)' },
          ],
        }}
      />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold"
      >
        {t('exportDownload')}
      </button>
    </form>
  );
}
