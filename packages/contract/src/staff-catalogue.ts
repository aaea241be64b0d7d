import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText } from './fields.ts';
import { medicineClassSchema } from './medicines.ts';
import { idList, optionalQueryInt, queryInt } from './query-params.ts';

/**
 * Prices and stock per branch, edited from the staff console (docs/decisions/0046). Money
 * in answers is EGP as everywhere in the API; bodies take EGP too (at most two decimals), in any digits.
 */

/** Why a branch's stock of a product changed: one row of the stock ledger each. */
export const stockReasons = [
  'opening',
  'import',
  'order_placed',
  'order_cancelled',
  'order_edited',
  'substituted',
  'weighed',
  'delivery_received',
  'count_correction',
  'damaged',
  'expired',
  'returned',
  'other',
  /** Batches (docs/decisions/0075): received by batch, withdrawn within the expiry cut-off, recalled. */
  'batch_received',
  'batch_expiring',
  'batch_recalled',
  /** Back in sale: the cut-off was lowered. */
  'batch_readmitted',
  /** What was left of a withdrawn batch destroyed or returned (docs/decisions/0079): no change to the level. */
  'batch_written_off',
  /** A returned item that cannot be sold again (docs/decisions/0085): no change to the level, the units in its note. */
  'return_quarantined',
] as const;
export type StockReason = (typeof stockReasons)[number];

/** The reasons staff choose from for a manual adjustment (the others are written by orders and imports). */
export const stockAdjustmentReasons = [
  'delivery_received',
  'count_correction',
  'damaged',
  'expired',
  'returned',
  'other',
] as const satisfies readonly StockReason[];

/** Which products of a branch the console lists: any, in stock, out of stock, not sold there. */
export const staffStockFilters = ['any', 'in', 'out', 'notSold'] as const;
export type StaffStockFilter = (typeof staffStockFilters)[number];
/** What a product lacks or is: hidden or shown to customers, without an uploaded picture, without Arabic text. */
export const staffProductFilters = ['all', 'shown', 'hidden', 'noPicture', 'noArabic'] as const;
export type StaffProductFilter = (typeof staffProductFilters)[number];

export const staffCatalogueLimits = {
  pageSize: 50,
  noteMax: 300,
  priceMax: 1_000_000,
  stockMax: 1_000_000,
} as const;

const optionalId = optionalQueryInt((n) => n.min(1).max(2_147_483_647));

export const staffCatalogueQuery = z.object({
  /** A product's name or words (the store's own search), or its number (SKU). */
  q: optionalText(100),
  /** Whose prices and stock the list shows (default: the member's first branch, the store's first for an admin). */
  branchId: optionalId,
  categoryId: optionalId,
  brandId: optionalId,
  stock: z.enum(staffStockFilters, { error: 'validation.invalid' }).optional(),
  product: z.enum(staffProductFilters, { error: 'validation.invalid' }).optional(),
  /** Keyset paging: the last product id of the page before (ids ascending). */
  after: optionalQueryInt((n) => n.min(0).max(2_147_483_647)),
  /** Only these products (a page at most): a form's chosen products named by their numbers. */
  ids: idList(staffCatalogueLimits.pageSize),
});

export const staffCatalogueRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  weighted: z.boolean(),
  /** At the listed branch; null when the branch has no row for the product. */
  price: z.number().nullable(),
  oldPrice: z.number().nullable(),
  stock: z.number().nullable(),
  notSold: z.boolean(),
});
export type StaffCatalogueRow = z.infer<typeof staffCatalogueRowSchema>;

export const staffCatalogueResponse = envelope(
  z.object({
    branchId: z.number().int(),
    products: z.array(staffCatalogueRowSchema),
    /** Pass as `after` for the next page; null on the last page. */
    nextAfter: z.number().int().nullable(),
  }),
);

export const staffBranchRowSchema = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  price: z.number(),
  oldPrice: z.number().nullable(),
  offerTypeId: z.number().int().nullable(),
  notSold: z.boolean(),
  /** What customers can still buy (the level): stock on hand minus what open orders hold. */
  stock: z.number(),
  /** What open orders (placed, scheduled, not yet delivered) hold. */
  held: z.number(),
  /** On hand at the branch: stock plus held. */
  onHand: z.number(),
  version: z.number().int(),
});
export type StaffBranchRow = z.infer<typeof staffBranchRowSchema>;

export const staffCatalogueProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  weighted: z.boolean(),
  /** What a pharmacist allows online (docs/decisions/0054): its class, its largest quantity per order. */
  medicineClass: medicineClassSchema,
  maxPerOrder: z.number().int().nullable(),
  /** The branches the member may see that have a row for the product. */
  branches: z.array(staffBranchRowSchema),
  offerTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StaffCatalogueProduct = z.infer<typeof staffCatalogueProductSchema>;
export const staffCatalogueProductResponse = envelope(
  z.object({ product: staffCatalogueProductSchema }),
  z.number().int(),
);

export const staffBranchParams = z.object({
  id: queryInt((n) => n.min(1).max(2_147_483_647)),
  branchId: queryInt((n) => n.min(1).max(2_147_483_647)),
});

/** EGP with at most two decimals, typed in any digits ("١٢٫٥٠" = 12.50). */
const pounds = (error: 'staffCatalogue.priceInvalid') =>
  z.preprocess(
    (value) => {
      const text = withAsciiDigits(value);
      return typeof text === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error })
      .min(0, { error, abort: true })
      .max(staffCatalogueLimits.priceMax, { error, abort: true })
      .refine((egp) => Math.abs(egp * 100 - Math.round(egp * 100)) < 1e-6, { error }),
  );

export const staffBranchRowBody = z
  .object({
    /** The version the edit started from (optimistic: a newer one refuses the edit with 409). */
    version: queryInt((n) => n.min(1).max(2_147_483_647)),
    price: pounds('staffCatalogue.priceInvalid').refine((egp) => egp > 0, {
      error: 'staffCatalogue.priceInvalid',
    }),
    /** The price before the discount (shown struck through); empty: no discount. */
    oldPrice: pounds('staffCatalogue.priceInvalid').nullish(),
    /** The offer shown on the product (none when left out). */
    offerTypeId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
    notSold: z.boolean().optional(),
  })
  .refine((body) => body.oldPrice == null || body.oldPrice > body.price, {
    error: 'staffCatalogue.oldPriceLow',
    path: ['oldPrice'],
  });

/** A quantity in units (kg for weighed goods), three decimals at most, in any digits. */
const quantity = (signed: boolean) =>
  z.preprocess(
    (value) => {
      const text = withAsciiDigits(value);
      const pattern = signed ? /^\s*[-−]?\d+(\.\d{1,3})?\s*$/ : /^\s*\d+(\.\d{1,3})?\s*$/;
      return typeof text === 'string' && pattern.test(text) ? Number(text.replace('−', '-')) : text;
    },
    z
      .number({ error: 'staffCatalogue.quantityInvalid' })
      .min(signed ? -staffCatalogueLimits.stockMax : 0, {
        error: 'staffCatalogue.quantityInvalid',
        abort: true,
      })
      .max(staffCatalogueLimits.stockMax, { error: 'staffCatalogue.quantityInvalid', abort: true })
      .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, {
        error: 'staffCatalogue.quantityInvalid',
      }),
  );

/**
 * A stock adjustment: either `delta` (add or take) or `counted` (the level on the shelf now: the
 * adjustment is what makes the books say so). Never below what open orders hold.
 */
export const staffStockAdjustmentBody = z
  .object({
    delta: quantity(true).optional(),
    counted: quantity(false).optional(),
    reason: z.enum(stockAdjustmentReasons, { error: 'staffCatalogue.reasonRequired' }),
    note: optionalText(staffCatalogueLimits.noteMax, { multiline: true }),
  })
  .refine((body) => (body.delta === undefined) !== (body.counted === undefined), {
    error: 'staffCatalogue.deltaOrCounted',
    path: ['delta'],
  })
  .refine((body) => body.delta !== 0, { error: 'staffCatalogue.quantityInvalid', path: ['delta'] });

export const stockMovementSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  reason: z.enum(stockReasons),
  /** Units (kg for weighed goods): positive in, negative out. */
  delta: z.number(),
  /** The level (what customers can buy) after this row. */
  level: z.number(),
  orderId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const staffStockLedgerQuery = z.object({
  /** Keyset paging, newest first: the smallest row id of the page before. */
  before: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
});
export const staffStockLedgerResponse = envelope(
  z.object({
    movements: z.array(stockMovementSchema),
    /** Pass as `before` for older rows; null when there are none. */
    nextBefore: z.number().int().nullable(),
  }),
);
