import type { Bilingual, ImageShape } from './types.ts';

/** One size / strength / pack of a template: name suffix (en, ar) and price in piasters. */
export type Variant = readonly [suffixEn: string, suffixAr: string, price: number];

/**
 * A row of the product table. Every variant becomes one product whose name is `name + ' ' + suffix`
 * (the suffix may be empty), or `name` with '{}' replaced by the suffix when it contains '{}'.
 * Variants share the description and picture.
 */
export interface ProductTemplate {
  /** Level-3 category id. */
  category: number;
  /** English brand name, resolved against `brands`. */
  brand: string;
  name: Bilingual;
  description: Bilingual;
  variants: readonly Variant[];
  shape: ImageShape;
  color: string;
  /** Sold by kg; price is per kg. */
  weighted?: boolean;
  /** Explicit allowed quantities (otherwise kg steps for weighted goods, 1..maxQuantity for others). */
  quantities?: readonly number[];
  /** Highest unit quantity for non-weighted goods (default 10). */
  maxQuantity?: number;
  /** Cutting type ids (meat, poultry and fish only). */
  cuts?: readonly number[];
  /** Added to the random popularity (0..899) for staples that sell a lot. */
  popularityBoost?: number;
}

/** Shorthand for loose produce from the 'Fresh market' house brand, priced per kg. */
export function produce(
  category: number,
  name: Bilingual,
  pricePerKg: number,
  color: string,
  description: Bilingual,
  popularityBoost = 0,
): ProductTemplate {
  return {
    category,
    brand: 'Fresh market',
    name,
    description,
    variants: [['', '', pricePerKg]],
    shape: 'produce',
    color,
    weighted: true,
    popularityBoost,
  };
}

/** Shorthand for butcher / poultry / fish counter goods, priced per kg, with cutting options. */
export function counter(
  category: number,
  name: Bilingual,
  pricePerKg: number,
  cuts: readonly number[],
  color: string,
  description: Bilingual,
  brand = 'Fresh market',
  popularityBoost = 0,
): ProductTemplate {
  return {
    category,
    brand,
    name,
    description,
    variants: [['', '', pricePerKg]],
    shape: 'meat',
    color,
    weighted: true,
    cuts,
    popularityBoost,
  };
}
