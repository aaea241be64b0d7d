import { fillPlaceholders, type Lang } from '@store/contract';
import { formatAmount } from '../../i18n/format.ts';
import { useLang } from '../../i18n/i18n.ts';
import { staff as arabic } from '../../i18n/messages/ar/staff.ts';
import { staff as english } from '../../i18n/messages/en/staff.ts';

/**
 * The console's words. Not an i18next namespace of the storefront's copy chunk: that chunk is
 * downloaded by every shopper's page, and the console's words are only wanted under /staff. Both
 * languages ride in the console's own chunk (a few kB), so switching language needs no download.
 */
export const staffCopy = { en: english, ar: arabic } as const;

export type StaffKey = keyof typeof english;
export type StaffT = (key: StaffKey, values?: Record<string, string | number>) => string;

export function staffTranslator(lang: Lang): StaffT {
  const words: Record<string, string> = staffCopy[lang];
  return (key, values = {}) =>
    fillPlaceholders(words[key] ?? english[key], (name) =>
      name in values ? String(values[name]) : undefined,
    );
}

/** The page language (the URL's): the storefront's own hook, so the two share one chunk's export. */
export const useStaffLang = useLang;

export function useStaffT(): StaffT {
  return staffTranslator(useStaffLang());
}

/** Pounds as the console writes them: the page's digits and the one currency label. */
export function useStaffMoney(): (pounds: number) => string {
  const t = useStaffT();
  const lang = useStaffLang();
  return (amount) => t('money', { amount: formatAmount(amount, lang) });
}

/** A key built from data (a status id, an event type), when the copy has it. */
export function hasStaffKey(key: string): key is StaffKey {
  return key in english;
}
