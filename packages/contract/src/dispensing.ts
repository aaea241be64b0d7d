import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { medicineClassSchema } from './medicines.ts';
import { optionalQueryInt, pathId } from './query-params.ts';

/**
 * Dispensing by pack (docs/decisions/0066): staff scan each medicine pack's GS1 DataMatrix against
 * its order line; the store keeps GTIN, serial, batch and expiry, and exports a day's records in the
 * shape a national track-and-trace upload starts from.
 */
/** An order's line: `/staff/orders/{id}/items/{itemId}/packs`. */
export const staffOrderItemParams = z.object({ id: pathId(), itemId: pathId() });

export const staffPackScanBody = z.object({
  /**
   * What the scanner typed or the camera read: the GS1 element string, in any of its forms. Free text
   * under the shared rules (no control characters): the group separator travels as a scanner sends it
   * in keyboard mode, `␝` (U+241D) or `<GS>`, which the reader takes for it.
   */
  code: requiredText(200),
});

export const dispensedPackSchema = z.object({
  id: z.number().int(),
  orderItemId: z.number().int(),
  gtin: z.string(),
  serial: z.string(),
  batch: z.string().nullable(),
  /** YYYY-MM-DD. */
  expiry: z.string(),
  staffName: z.string(),
  at: z.string(),
});
export type DispensedPack = z.infer<typeof dispensedPackSchema>;

export const staffPackScanResponse = envelope(
  z.object({
    pack: dispensedPackSchema,
    /** Packs scanned for the line so far, and how many it needs. */
    scanned: z.number().int(),
    needed: z.number().int(),
  }),
  z.number().int(),
);

/** An order's medicine lines (every class but 'none'), with the packs each needs and has. */
export const dispensingLineSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  medicineClass: medicineClassSchema,
  needed: z.number().int(),
  packs: z.array(dispensedPackSchema),
});
export type DispensingLine = z.infer<typeof dispensingLineSchema>;

/** Packs an order line needs: one per unit ordered (a weighed line is one pack). */
export function packsNeeded(line: { quantityMilli: number; weighted: boolean }): number {
  return line.weighted ? 1 : Math.max(1, Math.ceil(line.quantityMilli / 1000));
}

/**
 * Medicine packs an order still needs scanned before it may leave the branch (docs/decisions/0066):
 * none once a pharmacist has recorded why they are not (`waived`).
 */
export function packsMissing(lines: readonly { needed: number; scanned: number }[], waived: boolean): number {
  if (waived) return 0;
  return lines.reduce((sum, line) => sum + Math.max(0, line.needed - line.scanned), 0);
}

/** A pharmacist's record of why an order's packs go out unscanned: who, why, when. */
export const packsWaiverSchema = z.object({ staffName: z.string(), reason: z.string(), at: z.string() });
export type PacksWaiver = z.infer<typeof packsWaiverSchema>;

export const staffOrderPacksResponse = envelope(
  z.object({
    /** Whether packs may still be scanned: the order is being prepared. */
    open: z.boolean(),
    lines: z.array(dispensingLineSchema),
    /** Packs still to scan before the order may go out (0 once waived). */
    missing: z.number().int(),
    waiver: packsWaiverSchema.nullable(),
  }),
  z.number().int(),
);

/** `POST /staff/orders/{id}/packs/waive`: a pharmacist records why the packs go out unscanned. */
export const staffPacksWaiveBody = z.object({ reason: requiredText(500, { multiline: true }) });

export const staffDispensingExportQuery = z.object({
  /** The branch's day (Cairo), YYYY-MM-DD. */
  date: z.iso.date({ error: 'staff.dateInvalid' }),
  branchId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
});

/** The export's columns, in the order a track-and-trace upload reads them. */
export const dispensingExportColumns = [
  'gtin',
  'serial',
  'batch',
  'expiry',
  'order',
  'dispensed_at',
  'pharmacist',
] as const;
