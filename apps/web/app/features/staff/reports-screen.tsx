import type { Lang, ReportSummary } from '@store/contract';
import { Form } from 'react-router';
import { formatDay, formatId, formatNumber, formatPercent } from '../../i18n/format.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportDownloads } from './report-downloads.tsx';
import { displayCell, formatHour, type ReportTable, reportTables, shortDay } from './report-tables.ts';
import type { ReportsData } from './reports.server.ts';
import { type StaffT, useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import { StaffDateField } from './staff-date-field.tsx';
import { branchName } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** The change from the period before, in words and the page's digits ('up 12%', 'ارتفاع ١٢٪'). */
function change(current: number, previous: number, t: StaffT, lang: Lang): string | null {
  if (current === previous) return t('reportsNoChange');
  if (previous === 0) return null;
  const percent = formatPercent(Math.round((Math.abs(current - previous) / previous) * 100), lang);
  return t(current > previous ? 'reportsUp' : 'reportsDown', { percent });
}

/**
 * The reports dashboard (docs/decisions/0063): a period and a branch (a plain GET form, so it works
 * without scripts), the headline figures against the period before, then each table with its chart
 * beside it and its downloads. Every number in the page's digits.
 */
export function ReportsScreen({ data }: { data: ReportsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const { report, branches } = data;
  const { current, previous } = report;
  const period = { from: current.from, to: current.to };
  const tables = reportTables(report, t);
  const count = (n: number) => formatNumber(n, lang);
  const pounds = (piasters: number) => money(piasters / 100);
  const acceptance = (s: { offered: number; accepted: number }) =>
    s.offered === 0 ? '–' : formatPercent(Math.round((s.accepted / s.offered) * 100), lang);
  const figures: { label: string; key: keyof ReportSummary; write: (n: number) => string }[] = [
    { label: t('reportsOrders'), key: 'orders', write: count },
    { label: t('reportsRevenue'), key: 'revenuePiasters', write: pounds },
    { label: t('reportsAverageBasket'), key: 'averageBasketPiasters', write: pounds },
    { label: t('reportsCancelled'), key: 'cancelled', write: count },
    { label: t('reportsNewCustomers'), key: 'newCustomers', write: count },
    { label: t('reportsReturningCustomers'), key: 'returningCustomers', write: count },
  ];
  const where =
    report.branchId === null
      ? t('allBranches')
      : branchName(branches, report.branchId, (id) => t('branchNumber', { id: formatId(id, lang) }));
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('reportsTitle')}</h1>
      <p className="text-slate-700">{t('reportsIntro')}</p>
      <Form method="get" className={`${card} flex flex-wrap items-end gap-3`}>
        <StaffDateField name="from" label={t('reportsFrom')} defaultValue={current.from} />
        <StaffDateField name="to" label={t('reportsTo')} defaultValue={current.to} />
        {branches.length > 1 && (
          <label className="grid gap-1">
            <span className="font-semibold">{t('branch')}</span>
            <select
              name="branchId"
              defaultValue={report.branchId ?? ''}
              className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            >
              <option value="">{t('allBranches')}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
        >
          {t('reportsShow')}
        </button>
      </Form>
      <section aria-labelledby="report-period" className="grid gap-3">
        <div>
          <h2 id="report-period" className="text-lg font-bold">
            {where} –{' '}
            {t('reportsPeriod', { from: formatDay(current.from, lang), to: formatDay(current.to, lang) })}
          </h2>
          <p className="text-sm text-slate-700">
            {t('reportsComparedWith', {
              from: formatDay(previous.from, lang),
              to: formatDay(previous.to, lang),
            })}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {figures.map((figure) => {
            const now = current[figure.key] as number;
            const before = previous[figure.key] as number;
            const moved = change(now, before, t, lang);
            return (
              <div key={figure.key} className={card} data-figure={figure.key}>
                <dt className="text-sm font-semibold text-slate-700">{figure.label}</dt>
                <dd className="mt-1 text-2xl font-bold">{figure.write(now)}</dd>
                <dd className="mt-1 text-sm text-slate-700">
                  {moved && <span className="font-semibold">{moved}</span>}
                  {moved && ' – '}
                  {t('reportsBefore', { value: figure.write(before) })}
                </dd>
              </div>
            );
          })}
          <div className={card} data-figure="acceptance">
            <dt className="text-sm font-semibold text-slate-700">{t('reportsAcceptance')}</dt>
            <dd className="mt-1 text-2xl font-bold">{acceptance(report.substitutions)}</dd>
            <dd className="mt-1 text-sm text-slate-700">
              {formatNumber(report.substitutions.accepted, lang)} /{' '}
              {formatNumber(report.substitutions.offered, lang)}
            </dd>
          </div>
        </dl>
      </section>
      {tables.map((table) => (
        <ReportSection key={table.id} table={table} period={period} />
      ))}
    </div>
  );
}

function ReportSection({ table, period }: { table: ReportTable; period: { from: string; to: string } }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const headingId = `report-${table.id}`;
  const chart = table.chart;
  const inPounds = chart !== undefined && table.columns[chart.valueColumn]!.kind === 'money';
  const hasFigures =
    table.rows.length > 0 && (!chart || table.rows.some((row) => Number(row[chart.valueColumn]) > 0));
  return (
    <section aria-labelledby={headingId} className={card} data-report={table.id}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="me-auto text-lg font-bold">
          {table.title}
        </h2>
        {table.rows.length > 0 && <ReportDownloads table={table} period={period} />}
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('reportsEmpty')}</p>
      ) : (
        <div className={`mt-3 grid gap-4 ${chart && hasFigures ? 'lg:grid-cols-2' : ''}`}>
          {chart && hasFigures && (
            <ReportChart
              spec={{
                labels: table.rows.map((row) => {
                  const value = row[chart.labelColumn]!;
                  const kind = table.columns[chart.labelColumn]!.kind;
                  if (kind === 'day') return shortDay(String(value), lang);
                  if (kind === 'hour') return formatHour(Number(value), lang);
                  return String(value);
                }),
                // Money is drawn in pounds, as the table writes it.
                values: table.rows.map((row) => Number(row[chart.valueColumn]) / (inPounds ? 100 : 1)),
                valueLabel: table.columns[chart.valueColumn]!.label,
                kind: chart.kind,
                horizontal: chart.horizontal ?? false,
                format: (n) => (inPounds ? money(n) : formatNumber(n, lang)),
              }}
            />
          )}
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-labelledby={headingId}>
              <thead className="text-slate-700">
                <tr>
                  {table.columns.map((column, i) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={`py-2 pe-3 ${i > 0 && column.kind !== 'text' ? 'text-end' : 'text-start'}`}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => {
                      const column = table.columns[i]!;
                      const text = displayCell(cell, column.kind, lang, money);
                      return i === 0 ? (
                        <th key={column.label} scope="row" className="py-2 pe-3 text-start font-semibold">
                          <bdi>{text}</bdi>
                        </th>
                      ) : (
                        <td
                          key={column.label}
                          className={`py-2 pe-3 ${column.kind === 'text' ? 'text-start' : 'text-end'}`}
                        >
                          <bdi>{text}</bdi>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
