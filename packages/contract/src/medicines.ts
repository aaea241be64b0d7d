import { z } from 'zod';
import { envelope } from './envelope.ts';

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
