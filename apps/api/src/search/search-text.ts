/**
 * How search reads text, the same for the catalogue and the customer's keyword (docs/decisions/0035):
 * fold (normalize), split into words (tokenize, numbers apart from their units), and reduce each word
 * to a stem (Arabic light stemming, English plurals).
 */

const foldMap: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  '٫': '.',
  '٬': ',',
  '،': ',',
};
for (let digit = 0; digit <= 9; digit++) {
  foldMap[String.fromCharCode(0x0660 + digit)] = String(digit);
  foldMap[String.fromCharCode(0x06f0 + digit)] = String(digit);
}

/**
 * Lower case; alef forms → ا, ة → ه, ى → ي, ئ → ي, ؤ → و; Arabic-Indic and Persian digits → 0-9;
 * diacritics, tatweel and apostrophes dropped; Latin accents dropped (é → e).
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640'’`]/g, '')
    .toLowerCase()
    .replace(/[أإآٱةىئؤ٫٬،\u0660-\u0669\u06f0-\u06f9]/g, (char) => foldMap[char] ?? char);
}

/** Units written after a number, in either language, and the one spelling search keeps. */
const units: Record<string, string> = {
  mg: 'mg',
  مجم: 'mg',
  ملجم: 'mg',
  مللجم: 'mg',
  ملغ: 'mg',
  ملليجرام: 'mg',
  مليجرام: 'mg',
  ml: 'ml',
  مل: 'ml',
  ملل: 'ml',
  مللي: 'ml',
  ملي: 'ml',
  g: 'g',
  gm: 'g',
  gr: 'g',
  جم: 'g',
  جرام: 'g',
  غ: 'g',
  kg: 'kg',
  كجم: 'kg',
  كيلو: 'kg',
  كيلوجرام: 'kg',
  l: 'l',
  lt: 'l',
  ltr: 'l',
  لتر: 'l',
  iu: 'iu',
  وحده: 'iu',
  mcg: 'mcg',
  ميكروجرام: 'mcg',
  cm: 'cm',
  سم: 'cm',
  m: 'm',
  متر: 'm',
};

/** Words too common to narrow a search ("for", "with", "في", "مع"): left out of keywords. */
const stopWords = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'for',
  'with',
  'in',
  'to',
  'on',
  'by',
  'في',
  'من',
  'علي',
  'مع',
  'عن',
  'الي',
  'او',
  'و',
]);

export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

/** The unit a word names (`mg` for "mg", "مجم", "ملجم"…), or undefined. */
export function unitOf(word: string): string | undefined {
  return Object.hasOwn(units, word) ? units[word] : undefined;
}

const numberPattern = /^\d+(\.\d+)?$/;
export const isNumber = (word: string) => numberPattern.test(word);

/**
 * Splits folded text into words: letters (Latin or Arabic) and numbers apart, so `500mg` and `٥٠٠مجم`
 * are `500 mg`; `1,000` and `200,000` are one number; decimals keep their point (`0.05`).
 */
export function splitWords(folded: string): string[] {
  const text = folded.replace(/(\d),(?=\d{3}\b)/g, '$1');
  return text.match(/\d+(?:\.\d+)?|[a-z\u00df-\u00ff]+|[\u0621-\u064a]+/g) ?? [];
}

const arabicPrefixes = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const arabicSuffixes = ['ات', 'ون', 'ين', 'ان', 'ها', 'يه', 'ه', 'ي'];
const arabicLetter = /[\u0621-\u064a]/;

/**
 * Arabic light stemming (after Larkey's light10): leading ال، وال، بال، كال، فال، لل, a leading و
 * on longer words, then one common suffix (ات، ون، ين، ان، ها، يه، ه، ي), never leaving fewer than
 * two letters (three after a suffix). English: plural endings (ies → y, es after s/x/ch/sh, s).
 */
export function stem(word: string): string {
  if (arabicLetter.test(word)) return stemArabic(word);
  if (isNumber(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

function stemArabic(word: string): string {
  let result = word;
  for (const prefix of arabicPrefixes) {
    if (result.startsWith(prefix) && result.length - prefix.length >= 2) {
      result = result.slice(prefix.length);
      break;
    }
  }
  if (result === word && result.startsWith('و') && result.length >= 5) result = result.slice(1);
  for (const suffix of arabicSuffixes) {
    if (result.endsWith(suffix) && result.length - suffix.length >= 3) {
      result = result.slice(0, -suffix.length);
      break;
    }
  }
  return result;
}

/** One word of a text as search keeps it. */
export interface Token {
  /** The stem (`stem`) of the folded word; a unit's one spelling (`mg`). */
  term: string;
  /** The word as folded, before stemming. */
  word: string;
  /** A number directly followed by a unit: both as one term (`500mg`), kept for exact matching. */
  withUnit?: string;
}

/** Folds, splits and stems a text; a number followed by a unit also carries the pair (`500mg`). */
export function tokenize(text: string): Token[] {
  const words = splitWords(normalize(text));
  const tokens: Token[] = words.map((word) => ({ term: unitOf(word) ?? stem(word), word }));
  for (let i = 0; i + 1 < tokens.length; i++) {
    const unit = unitOf(words[i + 1]!);
    if (isNumber(words[i]!) && unit) tokens[i]!.withUnit = `${words[i]}${unit}`;
  }
  return tokens;
}
