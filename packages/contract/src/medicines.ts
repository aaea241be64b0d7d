import { z } from 'zod';
import { envelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { pathId } from './query-params.ts';

/**
 * What a product is as a pharmacist sees it (docs/decisions/0054): not a medicine; an
 * over-the-counter medicine; a prescription-only medicine; a controlled ('table') medicine, which
 * Egyptian law lets a pharmacy dispense only at the counter against a stamped paper prescription.
 */
export const medicineClasses = ['none', 'otc', 'prescription', 'controlled'] as const;
export const medicineClassSchema = z.enum(medicineClasses).meta({ id: 'MedicineClass' });
export type MedicineClass = z.infer<typeof medicineClassSchema>;

/** Whether the store may put the product in a cart, an order, a subscription or a quote at all. */
export function soldOnline(medicineClass: MedicineClass): boolean {
  return medicineClass !== 'controlled';
}

/** Whether an order with the product needs a prescription checked by a pharmacist. */
export function needsPrescription(medicineClass: MedicineClass): boolean {
  return medicineClass === 'prescription' || medicineClass === 'controlled';
}

/** `POST /staff/medicines/products/{id}/class`: a pharmacist or admin classifies a product. */
export const staffMedicineClassBody = z.object({ medicineClass: medicineClassSchema });
export type StaffMedicineClassBody = z.infer<typeof staffMedicineClassBody>;

export const staffMedicineClassResponse = envelope(
  z.object({ product: z.object({ id: z.number().int(), medicineClass: medicineClassSchema }) }),
);

/**
 * Whether an order waits for a pharmacist (docs/decisions/0061): an order with a prescription-only
 * medicine is placed 'pending' and moves on (preparing, dispatch) only once 'approved'. Null: it has none.
 */
export const pharmacistChecks = ['pending', 'approved'] as const;
export type PharmacistCheck = (typeof pharmacistChecks)[number];

/** The branch may move the order on (accept, prepare, dispatch): nothing waits for a pharmacist. */
export function pharmacistCheckAllowsMove(check: PharmacistCheck | null): boolean {
  return check !== 'pending';
}

/** The pharmacist of record of an order: who checked it, their syndicate licence number, when. */
export const pharmacistOfRecordSchema = z
  .object({ name: z.string(), licenceNumber: z.string().nullable(), checkedAt: z.string() })
  .meta({ id: 'PharmacistOfRecord' });
export type PharmacistOfRecord = z.infer<typeof pharmacistOfRecordSchema>;

/** `POST /staff/medicines/orders/{id}/refuse`: a prescription-only line leaves the order, with why. */
export const staffRefuseLineBody = z.object({
  orderItemId: pathId(),
  reason: requiredText(500, { multiline: true }),
});
export type StaffRefuseLineBody = z.infer<typeof staffRefuseLineBody>;

export const staffPharmacistCheckResponse = envelope(
  z.object({
    order: z.object({
      id: z.number().int(),
      pharmacistCheck: z.enum(pharmacistChecks).nullable(),
      pharmacist: pharmacistOfRecordSchema.nullable(),
      /** EGP, after any refused line left it. */
      total: z.number(),
      cancelled: z.boolean(),
    }),
  }),
  z.number().int(),
);
