import { z } from 'zod';
import { withAsciiDigits } from './digits.ts';
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

/** The largest `maxPerOrder` a pharmacist may set: a limit above it is no limit. */
export const maxPerOrderLimit = 99;

/**
 * The quantities a customer may choose (units, ascending, as a product lists them): its allowed ones
 * up to its largest quantity per order, whole packs (null: all). The storefront offers these; the
 * cart, checkout, quotes and subscriptions refuse more (`saleProblem`).
 */
export function quantitiesWithin(quantities: readonly number[], maxPerOrder: number | null): number[] {
  if (maxPerOrder === null) return [...quantities];
  return quantities.filter((quantity) => quantity <= maxPerOrder);
}

/** Why a quantity of a product may not go into a cart, an order, a subscription or a quote. */
export type SaleProblem =
  | { key: 'medicines.controlledNotOnline'; params: { name: string } }
  | { key: 'medicines.maxPerOrder'; params: { name: string; count: number } };

/**
 * The one rule of what the store may sell online of a medicine (docs/decisions/0054): a controlled
 * medicine never; any product no more than its largest quantity per order. `quantityMilli` is the
 * whole order's quantity of the product (a cart or order may hold it on more than one line).
 */
export function saleProblem(
  product: { name: string; medicineClass: MedicineClass; maxPerOrder: number | null },
  quantityMilli: number,
): SaleProblem | null {
  if (!soldOnline(product.medicineClass))
    return { key: 'medicines.controlledNotOnline', params: { name: product.name } };
  if (product.maxPerOrder !== null && quantityMilli > product.maxPerOrder * 1000)
    return { key: 'medicines.maxPerOrder', params: { name: product.name, count: product.maxPerOrder } };
  return null;
}

/** The first sale problem of an order's lines, each product's quantities added up. */
export function linesSaleProblem(
  lines: readonly {
    productId: number;
    quantityMilli: number;
    name: string;
    medicineClass: MedicineClass;
    maxPerOrder: number | null;
  }[],
): SaleProblem | null {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantityMilli);
  for (const line of lines) {
    const problem = saleProblem(line, totals.get(line.productId) ?? 0);
    if (problem) return problem;
  }
  return null;
}

/** A blank box is no limit; digits in any script. */
const maxPerOrderField = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = String(withAsciiDigits(value)).trim();
  return text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
}, z
  .number({ error: 'medicines.maxPerOrderInvalid' })
  .int({ error: 'medicines.maxPerOrderInvalid' })
  .min(1, { error: 'medicines.maxPerOrderInvalid' })
  .max(maxPerOrderLimit, { error: 'medicines.maxPerOrderInvalid' })
  .nullable());

/**
 * `POST /staff/medicines/products/{id}/class`: a pharmacist or admin classifies a product and sets
 * its largest quantity per order (left out: unchanged).
 */
export const staffMedicineClassBody = z.object({
  medicineClass: medicineClassSchema,
  maxPerOrder: maxPerOrderField.optional(),
});
export type StaffMedicineClassBody = z.infer<typeof staffMedicineClassBody>;

export const staffMedicineClassResponse = envelope(
  z.object({
    product: z.object({
      id: z.number().int(),
      medicineClass: medicineClassSchema,
      maxPerOrder: z.number().int().nullable(),
    }),
  }),
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
