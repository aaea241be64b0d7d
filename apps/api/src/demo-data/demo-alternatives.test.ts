import { describe, expect, it } from 'vitest';
import {
  type AlternativeFacts,
  fitOf,
  rankAlternatives,
  usePhrases,
} from '../catalogue/alternatives-rule.ts';
import { products } from './products.ts';
import type { DemoProduct } from './types.ts';

/**
 * Every alternative the store would offer in the demo catalogue, checked as a pharmacist would
 *: all products in stock, every product a candidate for every other (a wider pool than
 * the API reads), so whatever the branch has, no offer breaks these.
 */
const factsOf = (product: DemoProduct): AlternativeFacts => ({
  id: product.id,
  categoryId: product.categoryId,
  ingredients: (product.activeIngredients ?? []).map(({ id, strength }) => ({
    id,
    strength: strength ?? null,
  })),
  form: product.form ?? null,
  population: product.population ?? 'all',
  uses: usePhrases(product.uses?.en),
  weighted: product.weighted,
  fit: fitOf(product.name.en),
  popularity: product.popularity,
  stockMilli: 100_000,
});

const byId = new Map(products.map((product) => [product.id, product]));
const all = products.map(factsOf);
const offered = all.flatMap((product) =>
  rankAlternatives(product, all, { limit: 100 }).map((alternative) => ({ product, ...alternative })),
);

/**
 * Forms that may stand in for each other: those taken by mouth, creams and ointments, nose sprays
 * and drops. Any other form (a lozenge, eye drops, a suppository) only for itself.
 */
const interchangeable = [
  new Set(['cream', 'ointment', 'gel']),
  new Set(['nasal-spray', 'nasal-drops']),
  new Set([
    'tablet',
    'capsule',
    'chewable',
    'effervescent',
    'sachet',
    'syrup',
    'suspension',
    'oral-liquid',
    'oral-drops',
    'ampoule',
    'jelly',
  ]),
];
const ingredientSet = (product: DemoProduct) =>
  (product.activeIngredients ?? [])
    .map((ingredient) => ingredient.id)
    .sort((a, b) => a - b)
    .join(',');

/** What is wrong with offering `alternative` for `product`, in words; empty when nothing is. */
function offences(product: DemoProduct, alternative: DemoProduct, match: string): string[] {
  const wrong: string[] = [];
  const medicine = (p: DemoProduct) => (p.activeIngredients?.length ?? 0) > 0;
  const population = (p: DemoProduct) => p.population ?? 'all';
  if (product.id === alternative.id) wrong.push('itself');
  if ((population(product) === 'baby') !== (population(alternative) === 'baby'))
    wrong.push('baby and not baby');
  if (
    new Set([population(product), population(alternative)]).size === 2 &&
    population(product) !== 'all' &&
    population(alternative) !== 'all'
  )
    wrong.push(`${population(product)} and ${population(alternative)}`);
  if (medicine(product) !== medicine(alternative)) wrong.push('medicine and not');
  if (medicine(product)) {
    const [a, b] = [product.form ?? 'none', alternative.form ?? 'none'];
    if (a !== b && !interchangeable.some((forms) => forms.has(a) && forms.has(b)))
      wrong.push(`${b} for ${a}`);
    if (match === 'ingredients' && (ingredientSet(product) !== ingredientSet(alternative) || a !== b))
      wrong.push('not the same ingredients and form');
    const uses = new Set(usePhrases(product.uses?.en));
    if (match === 'use' && !usePhrases(alternative.uses?.en).some((use) => uses.has(use)))
      wrong.push('no use in common');
  } else {
    if (product.categoryId !== alternative.categoryId) wrong.push('another shelf');
    if (product.weighted !== alternative.weighted) wrong.push('by weight and by the piece');
    if (fitOf(product.name.en) !== fitOf(alternative.name.en)) wrong.push('another size');
  }
  return wrong;
}

describe('alternatives in the demo catalogue', () => {
  it('gives every medicine a form and every product a population', () => {
    const missing = products
      .filter((p) => (p.activeIngredients?.length ?? 0) > 0 && !p.form)
      .map((p) => p.name.en);
    expect(missing).toEqual([]);
    expect(products.every((p) => p.population !== undefined)).toBe(true);
  });

  it('offers nothing a pharmacist would not (naming every offending pair)', () => {
    const wrong = offered.flatMap(({ product, id, match }) => {
      const [a, b] = [byId.get(product.id)!, byId.get(id)!];
      const found = offences(a, b, match);
      return found.length === 0 ? [] : [`${b.name.en} for ${a.name.en}: ${found.join(', ')}`];
    });
    expect(wrong).toEqual([]);
    // Most products have something to offer (the shelves are not empty).
    expect(new Set(offered.map((row) => row.product.id)).size).toBeGreaterThan(products.length * 0.8);
  });

  const offersFor = (name: string) => {
    const product = products.find((p) => p.name.en === name);
    if (!product) throw new Error(name);
    return offered.filter((row) => row.product.id === product.id).map((row) => byId.get(row.id)!.name.en);
  };

  it('offers the same medicine first, and never lozenges for a decongestant nor a baby syrup for tablets', () => {
    expect(offersFor('Panadol Extra 24 tablets')[0]).toBe('Panadol Extra 48 tablets');
    // Paracetamol 500 mg tablets, whatever the brand, before anything else.
    expect(offersFor('Panadol Advance 500 mg 24 tablets').slice(0, 3).sort()).toEqual([
      'Abimol 500 mg 20 tablets',
      'Panadol Advance 500 mg 48 tablets',
      'Paracetamol 500 mg 20 tablets',
    ]);
    expect(offersFor('Congestal 20 tablets').filter((name) => name.includes('Strepsils'))).toEqual([]);
    expect(offersFor('Panadol Extra 24 tablets').filter((name) => name.includes('Baby'))).toEqual([]);
    expect(offersFor('Panadol Baby & Infant suspension 100 ml')).toEqual([]);
    expect(offersFor('Lipitor 20 mg 30 tablets')[0]).toBe('Atorvastatin 20 mg 30 tablets');
    expect(offersFor('Pampers Baby-Dry diapers size 4 (9-14 kg), 52 diapers')).toEqual([
      'Molfix diapers size 4 (7-14 kg), 52 diapers',
    ]);
  });
});
