import { useState } from 'react';
import { downloadCsv, downloadXlsx, type ExportPeriod } from './report-export.ts';
import type { ReportTable } from './report-tables.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

const button =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

/**
 * A console table's CSV and Excel downloads (docs/decisions/0063): the reports' tables and a
 * promotion's usage (0086) through the one export path, headers in the member's language.
 */
export function ReportDownloads({ table, period }: { table: ReportTable; period: ExportPeriod }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className={button}
        aria-label={t('reportsDownloadOf', { what: table.title, format: 'CSV' })}
        onClick={() => downloadCsv(table, period)}
      >
        {t('reportsDownloadCsv')}
      </button>
      <button
        type="button"
        className={button}
        disabled={busy}
        aria-label={t('reportsDownloadOf', { what: table.title, format: 'Excel' })}
        onClick={() => {
          setBusy(true);
          downloadXlsx(table, period, lang === 'ar').finally(() => setBusy(false));
        }}
      >
        {t('reportsDownloadXlsx')}
      </button>
    </>
  );
}
