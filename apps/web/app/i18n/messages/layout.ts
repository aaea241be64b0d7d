/** Copy of the layout feature. */
export const layout = {
  en: {},
  ar: {},
} as const;
