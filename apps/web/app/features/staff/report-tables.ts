import type { Lang, StaffPromotionUsage, StaffReport } from '@store/contract';
import { formatClock, formatDay, formatId, formatNumber, formatPercent } from '../../i18n/format.ts';
import { hasStaffKey, type StaffT } from './staff-copy.ts';

/**
 * The dashboard's tables (docs/decisions/0063): one model per table, read by the page (cells in the
 * page's digits), its chart (the label and value columns) and its downloads (the raw values: ISO
 * days, pounds with two decimals, whole counts), so the three never disagree.
 */

export type ReportCell = string | number;
/** How a column is written: counts and money right-aligned in the page's digits, days written out. */
export type ReportColumnKind = 'text' | 'count' | 'money' | 'day' | 'hour' | 'percent';

export interface ReportColumn {
  label: string;
  kind: ReportColumnKind;
}

export interface ReportTable {
  id: string;
  title: string;
  columns: ReportColumn[];
  /** Raw values: text, ISO days, hours 0–23, counts, and money in piasters. */
  rows: ReportCell[][];
  /** The chart beside the table, when there is one: its labels' column and its values' column. */
  chart?: { labelColumn: number; valueColumn: number; kind: 'bar' | 'line'; horizontal?: boolean };
}

/** An hour of the day as every time on a page reads ('2:00 PM', '٢:٠٠ م'). */
export function formatHour(hour: number, lang: Lang): string {
  return formatClock(`${hour}:00`, lang);
}

/** One cell as the page shows it (money through the console's money helper). */
export function displayCell(
  value: ReportCell,
  kind: ReportColumnKind,
  lang: Lang,
  money: (pounds: number) => string,
): string {
  if (typeof value === 'string') return kind === 'day' ? formatDay(value, lang) : value;
  if (kind === 'money') return money(value / 100);
  if (kind === 'hour') return formatHour(value, lang);
  if (kind === 'percent') return formatPercent(value, lang);
  return formatNumber(value, lang);
}

/** A short day for a chart's axis ('28/11', '٢٨/١١'): the table beside it writes the whole day. */
export function shortDay(day: string, lang: Lang): string {
  const [, month, date] = day.split('-');
  return `${formatId(Number(date), lang)}/${formatId(Number(month), lang)}`;
}

/** The value a download holds: money in pounds (two decimals), everything else as it is. */
export function exportCell(value: ReportCell, kind: ReportColumnKind): string | number {
  if (typeof value === 'number' && kind === 'money') return Math.round(value) / 100;
  if (typeof value === 'number' && kind === 'hour') return `${String(value).padStart(2, '0')}:00`;
  return value;
}

export function reportTables(report: StaffReport, t: StaffT): ReportTable[] {
  const by = (who: string) => {
    const key = `reportsBy_${who}`;
    return hasStaffKey(key) ? t(key) : who;
  };
  const language = (lang: string) => {
    const key = `reportsLang_${lang}`;
    return hasStaffKey(key) ? t(key) : lang;
  };
  const s = report.substitutions;
  const rx = report.prescriptions;
  return [
    {
      id: 'days',
      title: t('reportsByDay'),
      columns: [
        { label: t('reportsDay'), kind: 'day' },
        { label: t('reportsOrders'), kind: 'count' },
        { label: t('reportsRevenue'), kind: 'money' },
      ],
      rows: report.days.map((d) => [d.date, d.orders, d.revenuePiasters]),
      chart: { labelColumn: 0, valueColumn: 1, kind: report.days.length > 31 ? 'line' : 'bar' },
    },
    {
      id: 'hours',
      title: t('reportsByHour'),
      columns: [
        { label: t('reportsHour'), kind: 'hour' },
        { label: t('reportsOrders'), kind: 'count' },
        { label: t('reportsRevenue'), kind: 'money' },
      ],
      rows: report.hours.map((h) => [h.hour, h.orders, h.revenuePiasters]),
      chart: { labelColumn: 0, valueColumn: 1, kind: 'bar' },
    },
    {
      id: 'payment-types',
      title: t('reportsPaymentTypes'),
      columns: [
        { label: t('reportsPaymentType'), kind: 'text' },
        { label: t('reportsOrders'), kind: 'count' },
        { label: t('reportsRevenue'), kind: 'money' },
      ],
      rows: report.paymentTypes.map((p) => [p.name, p.orders, p.revenuePiasters]),
      chart: { labelColumn: 0, valueColumn: 1, kind: 'bar', horizontal: true },
    },
    {
      id: 'cancellations',
      title: t('reportsCancellations'),
      columns: [
        { label: t('reportsReason'), kind: 'text' },
        { label: t('reportsCancelledBy'), kind: 'text' },
        { label: t('reportsOrders'), kind: 'count' },
      ],
      rows: report.cancellations.map((c) => [
        c.reason || t('reportsReasonNone'),
        by(c.cancelledBy),
        c.orders,
      ]),
      chart: { labelColumn: 0, valueColumn: 2, kind: 'bar', horizontal: true },
    },
    {
      id: 'top-products',
      title: t('reportsTopProducts'),
      columns: [
        { label: t('reportsProduct'), kind: 'text' },
        { label: t('reportsQuantity'), kind: 'count' },
        { label: t('reportsOrders'), kind: 'count' },
        { label: t('reportsRevenue'), kind: 'money' },
      ],
      rows: report.topProducts.map((p) => [p.name, p.quantity, p.orders, p.revenuePiasters]),
      chart: { labelColumn: 0, valueColumn: 3, kind: 'bar', horizontal: true },
    },
    {
      id: 'top-categories',
      title: t('reportsTopCategories'),
      columns: [
        { label: t('reportsCategory'), kind: 'text' },
        { label: t('reportsOrders'), kind: 'count' },
        { label: t('reportsRevenue'), kind: 'money' },
      ],
      rows: report.topCategories.map((c) => [c.name, c.orders, c.revenuePiasters]),
      chart: { labelColumn: 0, valueColumn: 2, kind: 'bar', horizontal: true },
    },
    {
      id: 'substitutions',
      title: t('reportsSubstitutions'),
      columns: [
        { label: t('reportsOutcome'), kind: 'text' },
        { label: t('reportsCount'), kind: 'count' },
      ],
      rows: s.offered
        ? [
            [t('reportsOffered'), s.offered],
            [t('reportsAccepted'), s.accepted],
            [t('reportsRefused'), s.refused],
            [t('reportsExpired'), s.expired],
            [t('reportsPending'), s.pending],
          ]
        : [],
    },
    {
      id: 'prescriptions',
      title: t('reportsPrescriptions'),
      columns: [
        { label: t('reportsOutcome'), kind: 'text' },
        { label: t('reportsCount'), kind: 'count' },
      ],
      rows: rx.received
        ? [
            [t('reportsReceived'), rx.received],
            [t('reportsQuoted'), rx.quoted],
            [t('reportsRejected'), rx.rejected],
            [t('reportsPending'), rx.waiting],
            ...(rx.medianMinutesToAnswer === null
              ? []
              : [[t('reportsMedianMinutes'), rx.medianMinutesToAnswer] as ReportCell[]]),
          ]
        : [],
    },
    {
      // The delivery time promise (docs/decisions/0088): the share kept, per day and branch.
      id: 'promise-kept',
      title: t('reportsPromiseKept'),
      columns: [
        { label: t('reportsDay'), kind: 'day' },
        { label: t('reportsBranch'), kind: 'text' },
        { label: t('reportsDelivered'), kind: 'count' },
        { label: t('reportsKept'), kind: 'count' },
        { label: t('reportsKeptPercent'), kind: 'percent' },
      ],
      rows: (report.promiseKept ?? []).map((p) => [p.date, p.branch, p.delivered, p.kept, p.keptPercent]),
      chart: { labelColumn: 0, valueColumn: 4, kind: 'bar' },
    },
    {
      id: 'searches',
      title: t('reportsSearches'),
      columns: [
        { label: t('reportsWords'), kind: 'text' },
        { label: t('reportsLanguage'), kind: 'text' },
        { label: t('reportsSearchCount'), kind: 'count' },
      ],
      rows: report.searchesWithoutResults.map((m) => [m.words, language(m.lang), m.searches]),
    },
    {
      id: 'couriers',
      title: t('reportsCouriers'),
      columns: [
        { label: t('reportsCourier'), kind: 'text' },
        { label: t('reportsDelivered'), kind: 'count' },
        { label: t('reportsDue'), kind: 'money' },
        { label: t('reportsCash'), kind: 'money' },
        { label: t('reportsCardReader'), kind: 'money' },
        { label: t('reportsDifference'), kind: 'money' },
      ],
      rows: report.couriers.map((c) => [
        c.name,
        c.delivered,
        c.duePiasters,
        c.cashPiasters,
        c.cardReaderPiasters,
        c.differencePiasters,
      ]),
    },
  ];
}

/**
 * A promotion's usage per branch and in all (docs/decisions/0076) as a table, downloaded as the
 * reports' tables are (0086): the page's table and its files read the same rows.
 */
export function promotionUsageTable(
  promotion: { id: number },
  usage: StaffPromotionUsage,
  t: StaffT,
): ReportTable {
  const piasters = (pounds: number) => Math.round(pounds * 100);
  const row = (name: string, figures: Omit<StaffPromotionUsage, 'byBranch'>): ReportCell[] => [
    name,
    figures.orders,
    piasters(figures.discount),
    piasters(figures.deliverySaved),
    piasters(figures.revenue),
  ];
  return {
    id: `promotion-${promotion.id}-usage`,
    title: t('promotionUsageTitle'),
    columns: [
      { label: t('promotionUsageBranch'), kind: 'text' },
      { label: t('promotionUsageOrders'), kind: 'count' },
      { label: t('promotionUsageDiscount'), kind: 'money' },
      { label: t('promotionUsageDelivery'), kind: 'money' },
      { label: t('promotionUsageRevenue'), kind: 'money' },
    ],
    rows: [...usage.byBranch.map((branch) => row(branch.name, branch)), row(t('promotionUsageTotal'), usage)],
  };
}
