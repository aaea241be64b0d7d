import { describe, expect, it } from 'vitest';
import { categories } from './categories.ts';
import { activeIngredients } from './pharmacy-facts.ts';
import { products } from './products.ts';

const level1Of = (categoryId: number): number => {
  let category = categories.find((c) => c.id === categoryId);
  while (category?.parentId != null) category = categories.find((c) => c.id === category!.parentId);
  return category!.id;
};

describe('pharmacy facts of the demo medicines', () => {
  it('gives every medicine and supplement its active ingredients and uses, in both languages', () => {
    const medicines = products.filter((product) => [1, 7].includes(level1Of(product.categoryId)));
    expect(medicines.length).toBeGreaterThan(90);
    const known = new Set(activeIngredients.map((ingredient) => ingredient.id));
    for (const medicine of medicines) {
      expect(medicine.activeIngredients?.length, medicine.name.en).toBeGreaterThan(0);
      for (const ingredient of medicine.activeIngredients ?? []) expect(known.has(ingredient.id)).toBe(true);
      expect(medicine.uses?.en, medicine.name.en).toMatch(/\w/);
      expect(medicine.uses?.ar, medicine.name.en).toMatch(/[\u0621-\u064a]/);
    }
  });

  it('names every active ingredient in English and Arabic, each once', () => {
    expect(new Set(activeIngredients.map((i) => i.id)).size).toBe(activeIngredients.length);
    for (const ingredient of activeIngredients) {
      expect(ingredient.name.en).toMatch(/^[A-Z]/);
      expect(ingredient.name.ar).toMatch(/[\u0621-\u064a]/);
    }
  });
});
