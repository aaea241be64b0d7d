import { type Lang, storeTimeZone, timeLocaleOf } from '@store/contract';
import { dateFormat, localeOf, numberFormat } from './format.ts';

/*
 * Formats only the order pages use, apart from format.ts: what format.ts holds is in every page's
 * first load (the first-load budget of decision 0037).
 */
/**
 * A change of an amount with its sign, two decimals, in the page's digits: '+1.50', '-2.00',
 * '+١٫٥٠' (a weighed line's difference from what was ordered); '0.00' when nothing changed.
 */
export function formatAmountChange(change: number, lang: Lang | string): string {
  return numberFormat('amountChange', localeOf(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(change);
}

/** An instant's Cairo day written out, with its time (`Saturday, November 28, 2026 at 2:00 PM`). */
export function formatFullDateTime(iso: string, lang: Lang | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat('fullDateTime', timeLocaleOf(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: storeTimeZone,
  }).format(date);
}

/** An amount to edit in a field: the page's digits, two decimals, no grouping (the contract reads ٫ and Arabic-Indic digits). */
export function formatAmountToEdit(amount: number, lang: Lang | string): string {
  return numberFormat('amountToEdit', localeOf(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(amount);
}
