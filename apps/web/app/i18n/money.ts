import { formatAmount } from './format.ts';
import { useLang, useT } from './i18n.ts';

/** Pounds as the shop shows them: two decimals in the page's digits, with the currency. */
export function useMoney(): (amount: number) => string {
  const t = useT();
  const lang = useLang();
  return (amount) => t('price', { amount: formatAmount(amount, lang) });
}

/** Shortened address text (25 characters on the checkout choosers, docs/product.md#screen-details) with an ellipsis. */
export function shorten(text: string, length = 25): string {
  const chars = [...text.trim()];
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : text.trim();
}
