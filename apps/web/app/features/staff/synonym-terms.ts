import type { Lang } from '@store/contract';

/**
 * The synonym screen's one text box: words separated by commas, Latin (`,`) or Arabic (`،`), as an
 * Arabic keyboard types them. Blank pieces (a trailing comma, two commas) are dropped; everything
 * else (lengths, how many, repeats, digits) is the API's to judge, with its localized messages.
 */
export function parseSynonymTerms(text: string): string[] {
  return text
    .split(/[,،]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** The row's words back in one box, with the page language's comma. */
export function joinSynonymTerms(terms: readonly string[], lang: Lang): string {
  return terms.join(lang === 'ar' ? '، ' : ', ');
}
