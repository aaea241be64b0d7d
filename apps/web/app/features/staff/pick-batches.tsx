import { localeOf, type PickBatch } from '@store/contract';
import { formatNumber } from '../../i18n/format.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * FEFO picking (docs/decisions/0075): the batches an order line is taken from, earliest expiry first,
 * under the line on the order page and the picking list. Nothing when the product has no batches.
 */
export function PickBatches({ batches }: { batches: readonly PickBatch[] | undefined }) {
  const t = useStaffT();
  const lang = useStaffLang();
  if (!batches || batches.length === 0) return null;
  return (
    <span className="block text-xs text-slate-700" data-testid="pick-batches">
      {t('pickFromBatch')}{' '}
      {batches.map((b, index) => (
        <span key={b.batch} className="whitespace-nowrap">
          {index > 0 && (lang === 'ar' ? '، ' : ', ')}
          {t('pickBatchLine', {
            batch: b.batch,
            expiry: expiryText(b.expiry, lang),
            quantity: formatNumber(b.quantity, lang),
          })}
          {b.source === 'suggested' && ` (${t('pickBatchSuggested')})`}
          {b.recalled && <strong className="text-red-700"> ({t('pickBatchRecalled')})</strong>}
        </span>
      ))}
    </span>
  );
}

/** An expiry day as the pack prints it, short: "27 Feb 2027", "٢٧ فبراير ٢٠٢٧". */
export function expiryText(day: string, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
