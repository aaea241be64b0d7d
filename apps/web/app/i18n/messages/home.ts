/** Copy of the home feature. */
export const home = {
  en: {},
  ar: {},
} as const;
