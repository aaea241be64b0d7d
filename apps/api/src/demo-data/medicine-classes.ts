import type { MedicineClass } from '@store/contract';
import type { DemoProduct } from './types.ts';

/**
 * Active ingredients (ids of pharmacy-facts.ts) that make a demo medicine prescription-only, as an
 * Egyptian pharmacist classifies them (docs/decisions/0054): antibiotics by mouth, in the
 * eye or on the skin (amoxicillin with clavulanic acid, azithromycin, fusidic acid, mupirocin,
 * tobramycin) and medicines for long-term conditions a doctor starts and follows (metformin,
 * glimepiride, bisoprolol, amlodipine, atorvastatin, rosuvastatin). Everything else with an active
 * ingredient (pain relief, colds, antacids, vitamins, nappy creams) is sold over the counter. No demo
 * medicine is a controlled ('table') medicine: those are psychotropics and strong opioids, which the
 * demo catalogue does not list; staff classify one with `POST /staff/medicines/products/{id}/class`.
 * drizzle/0038_medicine_classes.sql repeats this list for stores seeded before it.
 */
export const prescriptionOnlyIngredients: ReadonlySet<number> = new Set([
  37, 38, 39, 40, 42, 43, 44, 45, 46, 48, 49, 50,
]);

export function medicineClassOf(ingredientIds: readonly number[]): MedicineClass {
  if (ingredientIds.length === 0) return 'none';
  return ingredientIds.some((id) => prescriptionOnlyIngredients.has(id)) ? 'prescription' : 'otc';
}

export function withMedicineClass(product: DemoProduct): DemoProduct {
  return {
    ...product,
    medicineClass: medicineClassOf((product.activeIngredients ?? []).map((ingredient) => ingredient.id)),
  };
}
