import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { optionalQueryInt } from './query-params.ts';

/**
 * Bulk import of prices and stock per branch from a pharmacy system's export (,
 * docs/decisions/0053): upload (CSV or XLSX), map the columns once, dry run, apply. Money in answers
 * is EGP, stock in units (kg for weighed goods), as everywhere in the API.
 */

/**
 * What a column of the file can hold. `sku` is a product's SKU or barcode (the product number today).
 * `batch` and `expiry` (both or neither on a row, docs/decisions/0079): the row's quantity is received
 * into that batch instead of setting the level.
 */
export const stockImportFields = [
  'sku',
  'branch',
  'quantity',
  'price',
  'oldPrice',
  'batch',
  'expiry',
] as const;
export type StockImportField = (typeof stockImportFields)[number];
export type StockImportMapping = Partial<Record<StockImportField, string>>;

export const stockImportStatuses = ['checking', 'checked', 'applying', 'applied', 'failed'] as const;
export type StockImportStatus = (typeof stockImportStatuses)[number];

export const stockImportLimits = {
  /** Rows a file may hold (a chain's whole catalogue at one branch, with room). */
  maxRows: 100_000,
  /** Bytes of the file (base64 in the body takes a third more). */
  maxFileBytes: 12 * 1024 * 1024,
  /** Bad rows and changes an answer lists (the counts are always complete). */
  listedProblems: 500,
  listedChanges: 300,
  fileNameMax: 200,
  headerMax: 100,
} as const;

const header = z.string().trim().min(1).max(stockImportLimits.headerMax);
export const stockImportMappingSchema = z
  .object({
    sku: header.optional(),
    branch: header.optional(),
    quantity: header.optional(),
    price: header.optional(),
    oldPrice: header.optional(),
    batch: header.optional(),
    expiry: header.optional(),
  })
  .strict();

const branchId = optionalQueryInt((n) => n.min(1).max(2_147_483_647));

export const stockImportCreateBody = z.object({
  fileName: requiredText(stockImportLimits.fileNameMax, { error: 'stockImport.fileRequired' }),
  /** The file's bytes, base64. */
  content: z
    .string({ error: 'stockImport.fileRequired' })
    .min(1, { error: 'stockImport.fileRequired' })
    .max(Math.ceil((stockImportLimits.maxFileBytes * 4) / 3) + 4, { error: 'stockImport.tooLarge' })
    // Base64 only: anything else (a NUL, text pasted by hand) is no file.
    .regex(/^[A-Za-z0-9+/=\r\n]*$/, { error: 'stockImport.unreadable' }),
  /** The branch of the rows that name none (a file of one branch). */
  branchId,
  /** Which column holds what; left out: the member's remembered mapping, else a guess from the names. */
  mapping: stockImportMappingSchema.optional(),
});

export const stockImportCheckBody = z.object({
  mapping: stockImportMappingSchema,
  branchId,
});

export const stockImportExportQuery = z.object({
  branchId,
  format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).optional(),
});

const values = z.object({
  stock: z.number().nullable(),
  price: z.number().nullable(),
  oldPrice: z.number().nullable(),
});
export const stockImportChangeSchema = z.object({
  line: z.number().int(),
  sku: z.string(),
  productId: z.number().int(),
  branchId: z.number().int(),
  /**
   * new: the branch gets a row for the product; changed: one of its values differs; received: only a
   * receipt into a batch (its prices stay as they are).
   */
  kind: z.enum(['new', 'changed', 'received']),
  before: values.nullable(),
  after: values,
  /**
   * A row with a batch and an expiry: its quantity received into that batch (docs/decisions/0079).
   * `forSale` false: the batch expires within the cut-off (recorded, not sold); `adds`: the batch is
   * already at the branch and the quantity adds to it.
   */
  receive: z
    .object({
      batch: z.string(),
      expiry: z.string(),
      quantity: z.number(),
      forSale: z.boolean(),
      adds: z.boolean(),
    })
    .nullable(),
});
export type StockImportChange = z.infer<typeof stockImportChangeSchema>;

export const stockImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  status: z.enum(stockImportStatuses),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  branchId: z.number().int().nullable(),
  /** The file's column names, as read. */
  headers: z.array(z.string()),
  mapping: stockImportMappingSchema,
  /** Fields the file must have that no column is mapped to (nothing is checked until they are). */
  missing: z.array(z.enum(stockImportFields)),
  rows: z.number().int(),
  summary: z.object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    /** Rows received into a batch (docs/decisions/0079). */
    received: z.number().int(),
    unknown: z.number().int(),
    bad: z.number().int(),
  }),
  /** Bad rows, by line number of the file (the header is line 1), in the member's language. */
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  changes: z.array(stockImportChangeSchema),
  /** After applying: rows changed, added, and skipped (bad, or changed by orders since the dry run). */
  applied: z
    .object({
      changed: z.number().int(),
      inserted: z.number().int(),
      received: z.number().int(),
      skipped: z.number().int(),
    })
    .nullable(),
  /** Why the import failed (unreadable file...), in the member's language. */
  error: z.string().nullable(),
});
export type StockImport = z.infer<typeof stockImportSchema>;
export const stockImportResponse = envelope(z.object({ import: stockImportSchema }), z.number().int());
