/**
 * The listing screens' constants, in a module without zod: the storefront's listing pages need these
 * numbers in the browser and should not download the schema library for them.
 */
export const sortOptions = {
  mostPopular: 1,
  priceLowest: 2,
  priceHighest: 3,
  nameAsc: 4,
  nameDesc: 5,
  mostRelevant: 6,
} as const;
export type SortOption = (typeof sortOptions)[keyof typeof sortOptions];

export const pageSize = { default: 18, max: 60 } as const;
export const priceSlider = { min: 0, max: 1000 } as const;
