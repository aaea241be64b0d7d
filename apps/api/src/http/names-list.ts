import type { Lang } from '@store/contract';

const formats = new Map<Lang, Intl.ListFormat>();

/**
 * Names listed in a message, in the message's language: 'A, B, and C' in English, 'A وB وC' in
 * Arabic (an English message joined with the Arabic comma was the finding).
 */
export function namesList(lang: Lang, names: readonly string[]): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { type: 'conjunction', style: 'long' });
    formats.set(lang, format);
  }
  return format.format(names);
}
