/** Copy of the product feature. */
export const product = {
  en: {},
  ar: {},
} as const;
