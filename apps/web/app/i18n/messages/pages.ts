/** Copy of the pages feature. */
export const pages = {
  en: {},
  ar: {},
} as const;
