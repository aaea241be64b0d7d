import { exportCell, type ReportTable } from './report-tables.ts';

/**
 * A dashboard table downloaded (docs/decisions/0063): CSV written here, XLSX by `write-excel-file`
 * fetched only when someone asks for one. The files hold raw values (ISO days, pounds with two
 * decimals, ASCII digits) so a spreadsheet can sum them; the header row is in the page's language.
 */

/** Excel reads a CSV as UTF-8 (Arabic included) only when it starts with a byte order mark. */
const byteOrderMark = '\uFEFF';

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return) is kept as text
 * with a leading apostrophe: customers' search words reach these files.
 */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = safeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The table as CSV: a BOM, the header row, one line per row, CRLF line ends (RFC 4180). */
export function tableCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((c) => csvField(c.label)),
    ...table.rows.map((row) => row.map((cell, i) => csvField(exportCell(cell, table.columns[i]!.kind)))),
  ];
  return `${byteOrderMark}${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** A report's days; a table of no period (a promotion's usage) has none. */
export type ExportPeriod = { from: string; to: string } | null;

/** The file's name: the table and the period, e.g. `days-2026-11-01-2026-11-28.csv`. */
export function exportFileName(table: ReportTable, period: ExportPeriod, ext: string) {
  return period ? `${table.id}-${period.from}-${period.to}.${ext}` : `${table.id}.${ext}`;
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(table: ReportTable, period: ExportPeriod) {
  save(new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' }), exportFileName(table, period, 'csv'));
}

export async function downloadXlsx(table: ReportTable, period: ExportPeriod, rightToLeft: boolean) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) =>
    row.map((cell, i) => {
      const column = table.columns[i]!;
      const value = exportCell(cell, column.kind);
      if (typeof value === 'number')
        return { value, type: Number, format: column.kind === 'money' ? '#,##0.00' : '0' };
      return { value: safeText(value), type: String };
    }),
  );
  const blob = await writeXlsxFile([header, ...rows], {
    sheet: table.id,
    rightToLeft,
    columns: table.columns.map((c) => ({ width: c.kind === 'text' || c.kind === 'day' ? 28 : 14 })),
  }).toBlob();
  save(blob, exportFileName(table, period, 'xlsx'));
}
