import { describe, expect, it } from 'vitest';
import { medicineClassOf } from './medicine-classes.ts';
import { activeIngredients } from './pharmacy-facts.ts';
import { products } from './products.ts';

const classOf = (nameStart: string) => {
  const product = products.find((candidate) => candidate.name.en.startsWith(nameStart));
  if (!product) throw new Error(`no demo product ${nameStart}`);
  return product.medicineClass;
};

describe('demo medicine classes', () => {
  it('reads the class from the active ingredients', () => {
    expect(medicineClassOf([])).toBe('none');
    expect(medicineClassOf([1, 2])).toBe('otc');
    expect(medicineClassOf([37, 38])).toBe('prescription');
    // Fusidic acid with hydrocortisone: the antibiotic makes it prescription-only.
    expect(medicineClassOf([41, 40])).toBe('prescription');
  });

  it('classifies the demo catalogue as a pharmacist would', () => {
    expect(classOf('Augmentin')).toBe('prescription');
    expect(classOf('Zithromax')).toBe('prescription');
    expect(classOf('Panadol')).toBe('otc');
    expect(classOf('Brufen')).toBe('otc');
    const groceries = products.filter((product) => !product.activeIngredients?.length);
    expect(groceries.length).toBeGreaterThan(0);
    expect(groceries.every((product) => product.medicineClass === 'none')).toBe(true);
  });

  it('names only ingredients the catalogue knows', () => {
    const known = new Set(activeIngredients.map((ingredient) => ingredient.id));
    for (const id of [37, 38, 39, 40, 42, 43, 44, 45, 46, 48, 49, 50]) expect(known.has(id)).toBe(true);
    expect(activeIngredients.find((ingredient) => ingredient.id === 37)?.name.en).toBe('Amoxicillin');
    expect(activeIngredients.find((ingredient) => ingredient.id === 50)?.name.en).toBe('Rosuvastatin');
  });
});
