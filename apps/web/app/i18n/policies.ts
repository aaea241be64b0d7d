import type { Lang } from '@store/contract';

/**
 * The figures of the store's stated policies (spec sections 1 and 9) that the copy repeats, in one
 * place: a copy text says `{{deliveryFrom}}` and `{{deliveryTo}}`, and `addCopy` writes the figure
 * in when the language's copy is loaded (in the page's digits), so checkout, order placed, the
 * prescription note, the FAQ and the terms cannot disagree again.
 *
 * Delivery: the spec's English terms say 30 to 60 minutes, the Arabic terms and help text 60 to 90;
 * each language shows its own (docs/product.md, docs/decisions/0041).
 */
export const deliveryMinutes: { readonly [L in Lang]: { readonly from: number; readonly to: number } } = {
  en: { from: 30, to: 60 },
  ar: { from: 60, to: 90 },
};

/** A copy text with the policy placeholders replaced by the language's figures (ASCII digits). */
export function withPolicyFigures(lang: Lang, text: string): string {
  if (!text.includes('{{delivery')) return text;
  const { from, to } = deliveryMinutes[lang];
  return text.replaceAll('{{deliveryFrom}}', String(from)).replaceAll('{{deliveryTo}}', String(to));
}
