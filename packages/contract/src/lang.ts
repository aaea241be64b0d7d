/**
 * The languages and how a request names one: a module of its own, so the web's every page can ask
 * `isLang` without the contract's message tables (i18n.ts) riding in its shared script chunk.
 */
export const languages = ['en', 'ar'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The Intl locale every number, amount and day of a language is written in, on both sides: Arabic
 * pages write Arabic-Indic digits (ar-EG), English ones Latin digits.
 */
export const localeOf = (lang: Lang | string) => (lang === 'ar' ? 'ar-EG' : 'en-GB');

/**
 * The one way a time of day is written, in pages and in messages ('14:00' in slots, '9:25 ص'
 * elsewhere, '09:36' in a notification): 12-hour with AM/PM (ص/م), as Egyptians read it. The
 * locale is `timeLocaleOf` ('en-GB' writes 'pm' in lower case).
 */
export const timeOfDayFormat: Readonly<Intl.DateTimeFormatOptions> = {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
};
export const timeLocaleOf = (lang: Lang | string) => (lang === 'ar' ? 'ar-EG' : 'en-EG');

/** Picks the language from a `content-language` / `accept-language` style header: 'ar', 'ar-EG', 'en-US,en'. */
export function langFromHeader(header: string | undefined | null): Lang {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : defaultLang;
}
