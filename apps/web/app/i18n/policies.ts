import type { Lang } from '@store/contract';
import { delivery as arabicDelivery } from './messages/ar/policy-figures.ts';
import { delivery as englishDelivery } from './messages/en/policy-figures.ts';

/**
 * The figures of the store's stated policies (spec sections 1 and 9) that the copy repeats, each
 * language's in one place (messages/{lang}/policy-figures.ts, inside that language's copy chunk):
 * the copy texts that state them write these figures in (`${delivery.from}`), and policies.test.ts
 * keeps any copy text from writing its own, so checkout, order placed, the prescription note, the
 * FAQ and the terms cannot disagree again. (Written in where the copy is defined rather than
 * replaced when it loads, and not imported by the app: no code or chunk on a page's first load.)
 *
 * Delivery: the spec's English terms say 30 to 60 minutes, the Arabic terms and help text 60 to 90;
 * each language shows its own (docs/product.md, docs/decisions/0041).
 */
export const deliveryMinutes: { readonly [L in Lang]: { readonly from: number; readonly to: number } } = {
  en: englishDelivery,
  ar: arabicDelivery,
};
