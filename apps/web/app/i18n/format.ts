/**
 * Numbers, days and times in the page's digits: the Arabic site writes Arabic-Indic digits
 * (ar-EG), the English one Latin digits. Every number a page shows,
 * money included, goes through here, so one page never mixes the two systems.
 */
import { type Lang, localeOf, storeTimeZone, timeLocaleOf, timeOfDayFormat } from '@store/contract';

export { localeOf };

/**
 * Formatters made once per kind and locale: building an `Intl` formatter costs far more than using
 * one, and a page formats hundreds of numbers while it hydrates (a product slider's prices: 105 ms of
 * a phone's hydration on the home page when each call built its own). Formatters are immutable, so
 * sharing them is safe.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const made = formatters.get(key) as T | undefined;
  if (made) return made;
  const formatter = make();
  formatters.set(key, formatter);
  return formatter;
}

export const numberFormat = (kind: string, locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n:${kind}:${locale}`, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (kind: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d:${kind}:${locale}`, () => new Intl.DateTimeFormat(locale, options));

/** A whole number such as an order id: no thousands separators (`#1234`, `#١٢٣٤`). */
export function formatId(id: number | string, lang: Lang | string): string {
  const n = Number(id);
  return Number.isFinite(n)
    ? numberFormat('id', localeOf(lang), { useGrouping: false }).format(n)
    : String(id);
}

/** A count or quantity, grouped and without trailing zeros. */
export function formatNumber(n: number, lang: Lang | string): string {
  return numberFormat('number', localeOf(lang), { maximumFractionDigits: 3 }).format(n);
}

/** Time left as minutes:seconds (`4:05`, `٤:٠٥`), rounding up so 0:00 means the time is up. */
export function formatCountdown(ms: number, lang: Lang | string): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const digits = (n: number, min: number) =>
    numberFormat(`digits${min}`, localeOf(lang), { minimumIntegerDigits: min, useGrouping: false }).format(n);
  return `${digits(Math.floor(seconds / 60), 1)}:${digits(seconds % 60, 2)}`;
}

/**
 * A slot's clock time ('14:00', 24-hour as the API sends it) as every time on a page reads (:
 * '14:00' in slots beside '9:25 ص' elsewhere): '2:00 PM', '٢:٠٠ م'.
 */
export function formatClock(hhmm: string, lang: Lang | string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  return timeFormat(lang, 'UTC').format(new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** The one way a page writes a time of day (the contract's, which messages use too). */
const timeFormat = (lang: Lang | string, timeZone: string) =>
  dateFormat(`time:${timeZone}`, timeLocaleOf(lang), { ...timeOfDayFormat, timeZone });

/** A Cairo calendar day (YYYY-MM-DD) written out, e.g. "Tuesday, 15 December 2026". */
export function formatDay(day: string, lang: Lang | string): string {
  return dateFormat('day', localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The day itself, not an instant: read and written at UTC so no zone shifts it.
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant's Cairo time of day (`2:05 PM`, `٢:٠٥ م`). */
export function formatTime(iso: string, lang: Lang | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return timeFormat(lang, storeTimeZone).format(date);
}

/** An instant's Cairo day and time (`Nov 23, 2026, 2:05 PM`; the time as formatTime writes it). */
export function formatDateTime(iso: string, lang: Lang | string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat('dateTime', timeLocaleOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: storeTimeZone,
  }).format(date);
}

/** Pounds with two decimals in the page's digits. */
export function formatAmount(amount: number, lang: Lang | string): string {
  return numberFormat('amount', localeOf(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A whole percentage in the page's digits: 15 -> '15%' / '١٥٪'. */
export function formatPercent(percent: number, lang: Lang | string): string {
  return numberFormat('percent', localeOf(lang), { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** A file size in megabytes, one decimal, in the page's digits and words: '2.4 MB' / '٢٫٤ ميجابايت'. */
export function formatMegabytes(bytes: number, lang: Lang | string): string {
  return numberFormat('megabytes', localeOf(lang), {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(Math.max(0.1, bytes / (1024 * 1024)));
}
