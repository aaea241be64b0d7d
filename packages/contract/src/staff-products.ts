import { z } from 'zod';
import { asciiDigits, withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { isValidGtin } from './gs1.ts';
import { queryInt } from './query-params.ts';

/**
 * Products created and edited from the staff console in both languages (,
 * docs/decisions/0052): names, descriptions, uses, brand, level-3 category, allowed quantities,
 * weight pricing, SKU, barcodes (GTIN check digit) and hide/show. Edits carry the version they
 * started from: a newer one refuses the edit with 409 naming what changed.
 */

export const staffProductLimits = {
  nameMax: 200,
  descriptionMax: 5000,
  usesMax: 500,
  skuMax: 40,
  barcodesMax: 10,
  quantitiesMax: 20,
  quantityMax: 1000,
} as const;

const id = queryInt((n) => n.min(1).max(2_147_483_647));

/** A barcode typed or scanned in any digits (spaces and dashes dropped), check digit verified. */
const barcode = z.preprocess(
  (value) => (typeof value === 'string' ? asciiDigits(value).replace(/[\s-]/g, '') : value),
  z
    .string({ error: 'staffProducts.barcodeInvalid' })
    .refine(isValidGtin, { error: 'staffProducts.barcodeInvalid' }),
);

/** An allowed quantity in units (kg for weighed goods), three decimals at most, in any digits. */
const allowedQuantity = z.preprocess(
  (value) => {
    const text = withAsciiDigits(value);
    return typeof text === 'string' && /^\s*\d+(\.\d{1,3})?\s*$/.test(text) ? Number(text) : text;
  },
  z
    .number({ error: 'staffProducts.quantitiesInvalid' })
    .gt(0, { error: 'staffProducts.quantitiesInvalid', abort: true })
    .max(staffProductLimits.quantityMax, { error: 'staffProducts.quantitiesInvalid' }),
);

/** "1, 2, 3" or a list: typed in one box of a form, or sent as an array. */
const quantitiesField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? asciiDigits(value)
          .split(/[,،\s]+/)
          .filter(Boolean)
      : value,
  z
    .array(allowedQuantity, { error: 'staffProducts.quantitiesInvalid' })
    .min(1, { error: 'staffProducts.quantitiesInvalid' })
    .max(staffProductLimits.quantitiesMax, { error: 'staffProducts.quantitiesInvalid' })
    .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
);

/** Barcodes one a line or comma-separated (a form's box), or a list. */
const barcodesField = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[,،\n\r]+/)
          .map((code) => code.trim())
          .filter(Boolean)
      : value,
  z
    .array(barcode)
    .max(staffProductLimits.barcodesMax, { error: 'validation.tooLong' })
    .transform((list) => [...new Set(list)]),
);

/** A checkbox of a form ("on") or a boolean. */
const flag = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' || value === '' ? false : value),
  z.boolean(),
);

const textsFields = {
  nameEn: requiredText(staffProductLimits.nameMax),
  nameAr: requiredText(staffProductLimits.nameMax),
  descriptionEn: optionalText(staffProductLimits.descriptionMax, { multiline: true }).nullable(),
  descriptionAr: optionalText(staffProductLimits.descriptionMax, { multiline: true }).nullable(),
  /** What a medicine is used for, comma-separated (search reads it); empty for other products. */
  usesEn: optionalText(staffProductLimits.usesMax).nullable(),
  usesAr: optionalText(staffProductLimits.usesMax).nullable(),
};

export const staffProductFields = z.object({
  ...textsFields,
  brandId: id,
  /** A level-3 category (422 otherwise). */
  categoryId: id,
  /** Sold by weight: quantities are kilograms. */
  weighted: flag.optional(),
  quantities: quantitiesField,
  sku: z.preprocess(
    (value) => (typeof value === 'string' ? asciiDigits(value).trim() || undefined : (value ?? undefined)),
    z
      .string()
      .regex(/^[A-Za-z0-9._-]+$/, { error: 'staffProducts.skuInvalid' })
      .max(staffProductLimits.skuMax, { error: 'staffProducts.skuInvalid' })
      .optional(),
  ),
  barcodes: barcodesField.optional(),
  hidden: flag.optional(),
  /**
   * Kept cold (cold chain, `products.cold_chain`): returned only for the store's fault
   * (docs/decisions/0085). A form's unticked box sends nothing: not kept cold.
   */
  coldChain: flag.optional(),
});
export type StaffProductFields = z.infer<typeof staffProductFields>;

export const staffProductCreateBody = staffProductFields;
export const staffProductEditBody = staffProductFields.extend({
  /** The version the edit started from (optimistic: a newer one refuses the edit with 409). */
  version: id,
});
/** Hide or show only (the list's button). */
export const staffProductVisibilityBody = z.object({ version: id, hidden: flag });

/**
 * Product pictures (docs/decisions/0070): JPEG, PNG or WebP up to 10 MB, at most 12 a product,
 * stored cleaned with WebP copies at the widths the storefront shows (a list's card, the product
 * page, a phone's double-density screen).
 */
export const productPictureLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxPictures: 12,
  altMax: 200,
  /** The WebP widths made from each picture: 160 (cart, type-ahead), 400 (cards), 800 (product page). */
  sizes: [160, 400, 800] as const,
} as const;
export type ProductPictureSize = (typeof productPictureLimits.sizes)[number];

const altFields = {
  altEn: optionalText(productPictureLimits.altMax).nullable(),
  altAr: optionalText(productPictureLimits.altMax).nullable(),
};

export const staffPictureAddBody = z.object({
  /** The picture's bytes, base64 (JPEG, PNG or WebP: judged by its content, not its name). */
  content: z
    .string({ error: 'productPictures.fileRequired' })
    .min(1, { error: 'productPictures.fileRequired' })
    .max(Math.ceil((productPictureLimits.maxFileBytes * 4) / 3) + 4, { error: 'productPictures.tooLarge' })
    .regex(/^[A-Za-z0-9+/=\r\n]*$/, { error: 'productPictures.unreadable' }),
  ...altFields,
});
export const staffPictureAltBody = z.object(altFields);
/** Where the picture goes: 1 makes it the main picture; past the end, the last. */
export const staffPictureMoveBody = z.object({ position: id });
export const staffPictureParams = z.object({ id, pictureId: id });

export const staffProductPictureSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  altEn: z.string(),
  altAr: z.string(),
  /** The console's thumbnail (160 px WebP). */
  thumb: z.string(),
  /** The largest WebP copy (800 px). */
  url: z.string(),
});
export type StaffProductPicture = z.infer<typeof staffProductPictureSchema>;

export const staffProductDetailsSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  usesEn: z.string().nullable(),
  usesAr: z.string().nullable(),
  brandId: z.number().int(),
  categoryId: z.number().int(),
  weighted: z.boolean(),
  quantities: z.array(z.number()),
  sku: z.string().nullable(),
  barcodes: z.array(z.string()),
  hidden: z.boolean(),
  /** Kept cold (cold chain): returns only when damaged, wrong or expired. */
  coldChain: z.boolean(),
  /** In order; the first is the one lists show. */
  pictures: z.array(staffProductPictureSchema),
});
export type StaffProductDetails = z.infer<typeof staffProductDetailsSchema>;
/** What the editor's brand and category boxes offer, in the member's language. */
export const staffCatalogueChoicesResponse = envelope(
  z.object({
    /** Every brand, by name. */
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /**
     * Every category, named by its path, in menu order (a parent before its children): the editor
     * offers level 3, the only level a product takes; the product list filters by any level.
     */
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
  }),
);

export const staffProductDetailsResponse = envelope(
  z.object({ product: staffProductDetailsSchema }),
  z.number().int(),
);
