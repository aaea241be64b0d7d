import type { DosageForm, Population } from '../catalogue/alternatives-rule.ts';
import { categories } from './categories.ts';
import type { DemoProduct } from './types.ts';

/**
 * What the alternatives rule needs of a demo product besides its ingredients: the form it
 * is taken in, who it is for, and the strength when the facts table left it to the name. Read from
 * the English name as printed on the pack ('Otrivin 0.05% children nasal drops'), in order: the
 * more particular words first ('chewable tablets' is chewable, 'eye drops' are not nasal drops).
 */
const formWords: readonly [RegExp, DosageForm][] = [
  [/\blozenges?\b/, 'lozenge'],
  [/\beye drops\b/, 'eye-drops'],
  [/\bnasal spray\b/, 'nasal-spray'],
  [/\bnasal drops\b/, 'nasal-drops'],
  [/\bsuppositor/, 'suppository'],
  [/\beffervescent\b/, 'effervescent'],
  [/\bchewable\b/, 'chewable'],
  [/\bjell(y|ies)\b/, 'jelly'],
  [/\bampoules?\b/, 'ampoule'],
  [/\bsachets?\b/, 'sachet'],
  [/\bsuspension\b/, 'suspension'],
  [/\bsyrup\b/, 'syrup'],
  [/\b(emul)?gel\b/, 'gel'],
  [/\bointment\b/, 'ointment'],
  [/\bcream\b/, 'cream'],
  [/\bantiseptic (liquid|solution)\b/, 'skin-liquid'],
  [/\bliquid\b/, 'oral-liquid'],
  [/\bcapsules?\b/, 'capsule'],
  [/\btablets?\b/, 'tablet'],
];

export function dosageFormOf(nameEn: string): DosageForm | null {
  const name = nameEn.toLowerCase();
  return formWords.find(([words]) => words.test(name))?.[1] ?? null;
}

const categoryById = new Map(categories.map((category) => [category.id, category]));
const level1Of = (categoryId: number): number => {
  let category = categoryById.get(categoryId);
  while (category?.parentId != null) category = categoryById.get(category.parentId);
  return category?.id ?? 0;
};

/** Level-1 'Baby products': nappies, formula, baby bath... */
const babyProducts = 4;
/** Level-3 'Kids vitamins'. */
const kidsVitamins = 113;
/** Children's suspensions whose names do not say so: dosed by a child's weight. */
const childSuspensions = [
  'Augmentin 457 mg/5 ml suspension',
  'Zithromax 200 mg/5 ml suspension',
  'Antinal suspension',
];
/**
 * Taken whole by adults (and children over 12): tablets, capsules, effervescent tablets. Not sachets:
 * oral rehydration salts are for every age.
 */
const adultForms = new Set<DosageForm>(['tablet', 'capsule', 'effervescent', 'chewable', 'suppository']);

export function populationOf(
  product: Pick<DemoProduct, 'name' | 'categoryId' | 'uses'>,
  form: DosageForm | null,
): Population {
  const name = product.name.en;
  const uses = product.uses?.en ?? '';
  if (
    /\b(baby|infant)\b/i.test(name) ||
    /\bbabies\b/.test(uses) ||
    level1Of(product.categoryId) === babyProducts
  )
    return 'baby';
  if (
    /\b(children|kids?|wellkid)\b/i.test(name) ||
    /\bchildren\b/.test(uses) ||
    product.categoryId === kidsVitamins ||
    childSuspensions.some((start) => name.startsWith(start))
  )
    return 'child';
  if (/\badults?\b/i.test(name) || (form !== null && adultForms.has(form))) return 'adult';
  return 'all';
}

/** The first strength printed in a name: '400 mg', '0.1%', '200,000 IU', '100 mg/5 ml'. */
export function strengthInName(nameEn: string): string | null {
  return /(\d[\d,.]*\s?(?:mg|mcg|g|%|IU)(?:\/\s?\d+\s?ml)?)(?![a-z])/i.exec(nameEn)?.[1] ?? null;
}

/**
 * The product with its form and population; a single-ingredient medicine whose facts give no
 * strength takes the one printed in its name ('Brufen 600 mg'), so 400 mg and 600 mg are told apart.
 */
export function withDosageFacts(product: DemoProduct): DemoProduct {
  const medicine = (product.activeIngredients?.length ?? 0) > 0;
  const form = medicine ? dosageFormOf(product.name.en) : null;
  const [only, ...others] = product.activeIngredients ?? [];
  const strength = only && others.length === 0 && !only.strength ? strengthInName(product.name.en) : null;
  return {
    ...product,
    form,
    population: populationOf(product, form),
    ...(strength && only ? { activeIngredients: [{ ...only, strength }] } : {}),
  };
}
