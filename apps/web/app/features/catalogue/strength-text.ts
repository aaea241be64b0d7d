import type { Lang } from '@store/contract';
import { formatNumber } from '../../i18n/format.ts';

/** Units of a medicine's strength as Arabic labels write them. */
const arabicUnits: Record<string, string> = {
  mg: 'مجم',
  mcg: 'ميكروجرام',
  g: 'جم',
  ml: 'مل',
  IU: 'وحدة دولية',
};

/**
 * An active ingredient's strength as stored ('500 mg', '120 mg/5 ml', '200,000 IU', '0.9%') in the
 * page's language: on Arabic pages its figures in Arabic-Indic digits (through Intl, like every
 * number there) and its units in Arabic ('٥٠٠ مجم', '١٢٠ مجم/٥ مل', '٠٫٩٪'). Anything it does not
 * know is left as written.
 */
export function strengthText(strength: string, lang: Lang): string {
  if (lang === 'en') return strength;
  return strength
    .replace(/[0-9][0-9,]*(?:\.[0-9]+)?/g, (figure) => formatNumber(Number(figure.replace(/,/g, '')), lang))
    .replace(/\b(mcg|mg|ml|g|IU)\b/g, (unit) => arabicUnits[unit] ?? unit)
    .replace(/%/g, '٪');
}
