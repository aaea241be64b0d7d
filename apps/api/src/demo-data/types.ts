import type { MedicineClass } from '@store/contract';
/**
 * Shapes of the hand-written demo catalogue. The loader (`load-demo-data.ts`) turns these into rows;
 * everything here is plain data so it can be reviewed like a spreadsheet.
 * Money is integer piasters (1 EGP = 100 piasters), VAT included.
 */
export type Bilingual = { en: string; ar: string };

import type { DosageForm, Population } from '../catalogue/alternatives-rule.ts';
import type { ImageShape } from '../media/image-shape.ts';

export type { ImageShape };

export interface DemoCategory {
  id: number;
  parentId: number | null;
  level: 1 | 2 | 3;
  name: Bilingual;
  /** Shown in the home page's popular categories grid. */
  featured?: boolean;
  sort: number;
}

export interface DemoBrand {
  id: number;
  name: Bilingual;
}

export interface DemoProduct {
  id: number;
  brandId: number;
  /** A level-3 category id. */
  categoryId: number;
  name: Bilingual;
  /** Plain text, a sentence or three. */
  description: Bilingual;
  /** Price at the reference branch in piasters, VAT included. For weighted goods: per kg. */
  price: number;
  /** Price before discount in piasters, when the product is discounted (> price). */
  oldPrice?: number;
  /** Sold by weight (kg); quantities are then kg steps such as [0.25, 0.5, 1, 1.5, 2]. */
  weighted: boolean;
  /** Allowed quantities, ascending. Units for ordinary goods, e.g. [1,2,3,4,5,6,7,8,9,10]. */
  quantities: number[];
  /** Ids from `cuttingTypes` (meat, poultry, fish only), else []. */
  cuttingTypeIds: number[];
  specialOffer?: { offerTypeId: number; description: Bilingual };
  /** 0..1000, drives 'most popular' sort. */
  popularity: number;
  image: { shape: ImageShape; color: string };
  /** Medicines: active ingredients (ids of `activeIngredients`) and strength as printed. */
  activeIngredients?: { id: number; strength?: string }[];
  /** Medicines: what the product is used for, a short comma-separated list. */
  uses?: Bilingual;
  /** Medicines: how it is taken (dosage-facts.ts); null or absent for everything else. */
  form?: DosageForm | null;
  /** Who it is made for (dosage-facts.ts); absent means `all`. */
  population?: Population;
  /** What it is as a pharmacist sees it (medicine-classes.ts); absent means `none`. */
  medicineClass?: MedicineClass;
}

/** A generic name of an active ingredient (pharmacy-facts.ts). */
export interface DemoActiveIngredient {
  id: number;
  name: Bilingual;
}

export interface DemoCuttingType {
  id: number;
  name: Bilingual;
}

export interface DemoOfferType {
  id: number;
  name: Bilingual;
}

export interface DemoArea {
  id: number;
  name: Bilingual;
  districts: { id: number; name: Bilingual }[];
}

export interface DemoBranch {
  id: number;
  districtId: number;
  name: Bilingual;
  address: Bilingual;
  phone: string;
  /** Delivery charge in piasters. */
  deliveryCharge: number;
  isDefault?: boolean;
  /** Where the branch stands (docs/decisions/0087). */
  location: { lat: number; lng: number };
  /**
   * The areas it delivers to: an outline around the branch, its distance (km) from the branch in
   * eight directions from north clockwise (streets and the Nile make no circles).
   */
  zones: { name: string; radiiKm: number[] }[];
}

export interface DemoCarousel {
  id: number;
  /** A storefront path without language prefix, e.g. '/deals' or '/category/1/3/Baby products'. */
  url: string;
  title: Bilingual;
  subtitle: Bilingual;
  color: string;
}

export interface DemoRecipe {
  id: number;
  name: Bilingual;
  /** HTML (simple <p>, <strong>, <ul><li>) in each language. */
  description: Bilingual;
  steps: Bilingual[];
  /** Product ids from the catalogue (groceries), 3 to 8 per recipe. */
  ingredientProductIds: number[];
  color: string;
}

export interface DemoNamedRow {
  id: number;
  name: Bilingual;
}
