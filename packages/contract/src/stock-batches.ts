import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
import { envelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { optionalQueryInt } from './query-params.ts';

/**
 * Batches and expiry (docs/decisions/0075): a branch's stock of a product kept per batch (batch
 * number, expiry, quantity), received by batch, taken first-expiry-first-out by orders, withdrawn
 * from sale within the expiry cut-off, and recalled.
 */

export const stockBatchLimits = {
  batchMax: 20,
  noteMax: 300,
  quantityMax: 1_000_000,
  /** Days before its expiry a batch stops being sold online (store setting `stock.expiryCutoffDays`). */
  defaultCutoffDays: 90,
  cutoffMaxDays: 730,
} as const;

/** The store setting that holds the cut-off in days (table `store_settings`). */
export const expiryCutoffSettingKey = 'stock.expiryCutoffDays';

/** The windows the near-expiry report offers, in days from today. */
export const nearExpiryWindows = [30, 60, 90] as const;
export type NearExpiryWindow = (typeof nearExpiryWindows)[number];

/** Why a batch is out of sale: null while it is sold; `expiring` within the cut-off (or expired); `recalled`. */
export const batchWithdrawals = ['expiring', 'recalled'] as const;
export type BatchWithdrawal = (typeof batchWithdrawals)[number];

const dayPattern =
  /^\s*[0-9\u0660-\u0669\u06f0-\u06f9]{4}-[0-9\u0660-\u0669\u06f0-\u06f9]{2}-[0-9\u0660-\u0669\u06f0-\u06f9]{2}\s*$/;

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A batch number once upper-cased with ASCII digits: letters, digits, - / . (the bulk import reads the same). */
export const batchNumberPattern = /^[A-Z0-9][A-Z0-9./-]*$/;

/** A batch number as printed on the pack (GS1 AI 10: up to 20 characters, letters, digits, - / .). */
const batchNumber = requiredText(stockBatchLimits.batchMax, { error: 'batches.batchInvalid' })
  .transform((value) => String(withAsciiDigits(value)).toUpperCase())
  .pipe(z.string().regex(batchNumberPattern, { error: 'batches.batchInvalid' }));

/**
 * `POST /staff/catalogue/products/{id}/branches/{branchId}/batches`: stock received, by batch. The
 * same batch number again adds to that batch (its expiry must match).
 */
export const staffReceiveBatchBody = z.object({
  batch: batchNumber,
  /** YYYY-MM-DD, any digits. */
  expiry: z
    .string({ error: 'batches.expiryInvalid' })
    .regex(dayPattern, { error: 'batches.expiryInvalid' })
    .transform((value) => String(withAsciiDigits(value)).trim())
    .pipe(z.string().refine(isCalendarDay, { error: 'batches.expiryInvalid' })),
  /** Units received (kg for weighed goods), three decimals at most, in any digits. */
  quantity: z.preprocess(
    (value) => {
      const text = withAsciiDigits(value);
      return typeof text === 'string' && /^\s*\d+(\.\d{1,3})?\s*$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error: 'batches.quantityInvalid' })
      .gt(0, { error: 'batches.quantityInvalid', abort: true })
      .max(stockBatchLimits.quantityMax, { error: 'batches.quantityInvalid', abort: true })
      .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, { error: 'batches.quantityInvalid' }),
  ),
  note: optionalText(stockBatchLimits.noteMax, { multiline: true }),
});

/** `POST .../batches/recall`: the batch recalled at this branch, and why (the maker's notice). */
export const staffRecallBatchBody = z.object({
  batch: batchNumber,
  note: requiredText(stockBatchLimits.noteMax, { error: 'batches.recallNoteRequired', multiline: true }),
});

/** What became of a written-off batch (docs/decisions/0079). */
export const batchDisposals = ['destroyed', 'returned'] as const;
export type BatchDisposal = (typeof batchDisposals)[number];

/**
 * `POST /staff/catalogue/products/{id}/batches/recall` (admins): the batch recalled at every branch
 * that has it, in one transaction (docs/decisions/0079). Same body as a branch's recall.
 */
export const staffChainRecallBody = staffRecallBatchBody;

/**
 * `POST .../branches/{branchId}/batches/write-off`: what is left of a batch out of sale (expired,
 * expiring or recalled) taken off the books, destroyed or returned to the supplier, and why.
 */
export const staffWriteOffBatchBody = z.object({
  batch: batchNumber,
  disposal: z.enum(batchDisposals, { error: 'batches.disposalInvalid' }),
  note: requiredText(stockBatchLimits.noteMax, { error: 'batches.writeOffNoteRequired', multiline: true }),
});

export const stockBatchSchema = z.object({
  id: z.number().int(),
  batch: z.string(),
  /** YYYY-MM-DD. */
  expiry: z.string(),
  /** Units received in all. */
  received: z.number(),
  /** Units left that no order took (on the shelf, for sale while not withdrawn). */
  quantity: z.number(),
  withdrawn: z.enum(batchWithdrawals).nullable(),
  withdrawnAt: z.string().nullable(),
  /** Days from today (Cairo) to its expiry; negative once expired. */
  daysLeft: z.number().int(),
  receivedBy: z.string().nullable(),
  receivedAt: z.string(),
  /** Units written off (destroyed or returned), the last write-off's disposal, who, when and why; null: none. */
  writtenOff: z
    .object({
      quantity: z.number(),
      disposal: z.enum(batchDisposals),
      at: z.string(),
      by: z.string().nullable(),
      note: z.string(),
    })
    .nullable(),
});
export type StockBatch = z.infer<typeof stockBatchSchema>;

export const staffBatchesResponse = envelope(
  z.object({
    branchId: z.number().int(),
    productId: z.number().int(),
    /** The cut-off in days: a batch expiring sooner is not sold online. */
    cutoffDays: z.number().int(),
    /** Units customers can buy (the branch row's level). */
    sellable: z.number(),
    /** Of those, units that came in without a batch (before batches, or by a plain adjustment). */
    unbatched: z.number(),
    /** Earliest expiry first. */
    batches: z.array(stockBatchSchema),
  }),
  z.number().int(),
);

/** `GET /staff/branches/{id}/near-expiry?days=30|60|90`. */
export const staffNearExpiryQuery = z.object({
  days: optionalQueryInt((n) => n.min(1).max(365)),
});

export const nearExpiryRowSchema = z.object({
  batchId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  batch: z.string(),
  expiry: z.string(),
  daysLeft: z.number().int(),
  /** Units of the batch still at the branch (sold or not). */
  quantity: z.number(),
  withdrawn: z.enum(batchWithdrawals).nullable(),
});
export type NearExpiryRow = z.infer<typeof nearExpiryRowSchema>;

export const staffNearExpiryResponse = envelope(
  z.object({
    branchId: z.number().int(),
    days: z.number().int(),
    cutoffDays: z.number().int(),
    /** Batches with units left expiring by today + `days` (expired ones included), earliest first. */
    batches: z.array(nearExpiryRowSchema),
  }),
  z.number().int(),
);

/** An order that took units of a recalled batch: from the packs scanned at dispensing, or its FEFO allocation. */
export const recallRecipientSchema = z.object({
  orderId: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  phone: z.string().nullable(),
  /** Units of the batch the order took. */
  quantity: z.number(),
  /** `dispensed`: packs of the batch were scanned for it; `allocated`: its FEFO allocation took the batch. */
  source: z.enum(['dispensed', 'allocated']),
  /**
   * Whether the customer has it (dispensed, or the order left the branch): told. An order still at
   * the branch is picked again from the batches for sale instead, and not told.
   */
  received: z.boolean(),
});
export type RecallRecipient = z.infer<typeof recallRecipientSchema>;

export const staffRecallResponse = envelope(
  z.object({
    batchId: z.number().int(),
    batch: z.string(),
    /** Units taken out of sale by the recall (0 when it was already out of sale). */
    withdrawn: z.number(),
    recipients: z.array(recallRecipientSchema),
    /** Customers told (one notification per order that received the batch). */
    notified: z.number().int(),
  }),
  z.number().int(),
);

/** A chain-wide recall: each branch that had the batch, with its own recall's result. */
export const staffChainRecallResponse = envelope(
  z.object({
    batch: z.string(),
    branches: z.array(
      z.object({
        branchId: z.number().int(),
        /** `recalled` now; `already`: the branch had recalled it before (nothing done there). */
        status: z.enum(['recalled', 'already']),
        batchId: z.number().int(),
        withdrawn: z.number(),
        recipients: z.array(recallRecipientSchema),
        notified: z.number().int(),
      }),
    ),
    /** Customers told across the chain. */
    notified: z.number().int(),
  }),
  z.number().int(),
);

/** FEFO picking: the batches an order line is taken from (`items[].batches` of the staff order). */
export const pickBatchSchema = z.object({
  batch: z.string(),
  expiry: z.string(),
  quantity: z.number(),
  /** `allocated` when the order took it at placement; `suggested` when picked now from what is for sale. */
  source: z.enum(['allocated', 'suggested']),
  /** Recalled since the order took it: not to be picked (other batches are suggested for it). */
  recalled: z.boolean().optional(),
});
export type PickBatch = z.infer<typeof pickBatchSchema>;

/** `POST /staff/stock/expiry-cutoff` (admins): the store's cut-off in days, typed in any digits. */
export const staffExpiryCutoffBody = z.object({
  days: z.preprocess(
    (value) => {
      const text = withAsciiDigits(value);
      return typeof text === 'string' && /^\s*\d+\s*$/.test(text) ? Number(text) : text;
    },
    z
      .number({ error: 'batches.cutoffInvalid' })
      .int({ error: 'batches.cutoffInvalid' })
      .min(0, { error: 'batches.cutoffInvalid' })
      .max(stockBatchLimits.cutoffMaxDays, { error: 'batches.cutoffInvalid' }),
  ),
});

export const staffExpiryCutoffResponse = envelope(
  z.object({
    cutoffDays: z.number().int(),
    /** Batches taken out of sale, and returned to sale, by the new cut-off at once. */
    withdrawn: z.number().int(),
    readmitted: z.number().int(),
  }),
);
