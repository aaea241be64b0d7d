/** Copy of the listing feature. */
export const listing = {
  en: {},
  ar: {},
} as const;
