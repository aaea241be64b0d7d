import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AlternativeFacts,
  dosageForms,
  fitOf,
  judgeAlternative,
  populations,
  populationsCompatible,
  rankAlternatives,
  routeOfForm,
  usePhrases,
} from './alternatives-rule.ts';

const medicine = (id: number, facts: Partial<AlternativeFacts>): AlternativeFacts => ({
  id,
  categoryId: 35,
  ingredients: [{ id: 1, strength: '500 mg' }],
  form: 'tablet',
  population: 'adult',
  uses: ['pain relief', 'headache', 'fever'],
  weighted: false,
  fit: null,
  popularity: 100,
  stockMilli: 10_000,
  ...facts,
});

const grocery = (id: number, facts: Partial<AlternativeFacts>): AlternativeFacts =>
  medicine(id, { categoryId: 80, ingredients: [], form: null, population: 'all', uses: [], ...facts });

describe('the alternatives rule', () => {
  const panadol = medicine(1, {});

  it('offers the same ingredients in the same form and strength first, then another strength, then the same use', () => {
    const sameStrength = medicine(2, { popularity: 1 });
    const otherStrength = medicine(3, { ingredients: [{ id: 1, strength: '1000 mg' }], popularity: 900 });
    const sameUse = medicine(4, {
      ingredients: [{ id: 3, strength: '400 mg' }],
      uses: ['headache', 'period pain'],
      popularity: 999,
    });
    expect(rankAlternatives(panadol, [sameUse, otherStrength, sameStrength])).toEqual([
      { id: 2, match: 'ingredients' },
      { id: 3, match: 'ingredients' },
      { id: 4, match: 'use' },
    ]);
  });

  it('never offers lozenges for tablets, nor a decongestant tablet for lozenges', () => {
    const decongestant = medicine(5, {
      ingredients: [
        { id: 1, strength: '500 mg' },
        { id: 8, strength: '30 mg' },
      ],
      uses: ['cold and flu', 'blocked nose', 'sore throat'],
    });
    const lozenge = medicine(6, {
      ingredients: [{ id: 10, strength: '0.6 mg' }],
      form: 'lozenge',
      population: 'all',
      uses: ['sore throat'],
    });
    expect(judgeAlternative(decongestant, lozenge)).toBeNull();
    expect(judgeAlternative(lozenge, decongestant)).toBeNull();
  });

  it('never offers a baby syrup for adult tablets, nor adult tablets for a baby', () => {
    const babySyrup = medicine(7, {
      form: 'suspension',
      population: 'baby',
      ingredients: [{ id: 1, strength: '120 mg/5 ml' }],
    });
    expect(judgeAlternative(panadol, babySyrup)).toBeNull();
    expect(judgeAlternative(babySyrup, panadol)).toBeNull();
    // Not even a product with no age on it: a baby's dose goes by weight.
    expect(judgeAlternative(babySyrup, medicine(8, { form: 'syrup', population: 'all' }))).toBeNull();
  });

  it('does not mix medicines with groceries, and keeps groceries to their shelf, size and way of selling', () => {
    const toothbrush = grocery(10, {});
    expect(judgeAlternative(panadol, toothbrush)).toBeNull();
    expect(judgeAlternative(toothbrush, grocery(11, {}))).toEqual({ match: 'use', tier: 2, shared: 0 });
    expect(judgeAlternative(toothbrush, grocery(12, { categoryId: 81 }))).toBeNull();
    expect(judgeAlternative(grocery(13, { weighted: true }), grocery(14, {}))).toBeNull();
    expect(judgeAlternative(grocery(15, { fit: 'size 3' }), grocery(16, { fit: 'size 5' }))).toBeNull();
    expect(judgeAlternative(grocery(15, { fit: 'size 3' }), grocery(17, { fit: 'size 3' }))).not.toBeNull();
  });

  it('offers another medicine only for the same main use, beyond "pain relief" and "fever"', () => {
    const feverOnly = medicine(20, {
      ingredients: [{ id: 8, strength: '30 mg' }],
      uses: ['pain relief', 'fever'],
    });
    expect(judgeAlternative(panadol, feverOnly)).toBeNull();
    // A cold remedy eases a headache too, but it is no headache tablet (and the reverse).
    const coldTablet = medicine(21, {
      ingredients: [{ id: 8, strength: '30 mg' }],
      uses: ['cold and flu', 'blocked nose', 'headache'],
    });
    expect(judgeAlternative(panadol, coldTablet)).toBeNull();
    expect(judgeAlternative(coldTablet, panadol)).toBeNull();
  });

  it('keeps the way into the body apart for products without ingredients too', () => {
    // Found by the property below (seed -1863032028): two baby products of one shelf, tablet and eye drops.
    const vitaminTablet = grocery(7, { categoryId: 1, form: 'tablet', population: 'baby' });
    const eyeDrops = grocery(8, { categoryId: 1, form: 'eye-drops', population: 'baby' });
    expect(judgeAlternative(vitaminTablet, eyeDrops)).toBeNull();
    expect(
      judgeAlternative(vitaminTablet, grocery(9, { categoryId: 1, form: 'syrup', population: 'baby' })),
    ).not.toBeNull();
    expect(
      judgeAlternative(vitaminTablet, grocery(10, { categoryId: 1, population: 'baby' })),
    ).not.toBeNull();
  });

  it('leaves out what is not in stock for the quantity, and cuts at the limit', () => {
    const few = medicine(2, { stockMilli: 1_000 });
    const many = medicine(3, { stockMilli: 5_000 });
    expect(rankAlternatives(panadol, [few, many], { minStockMilli: 2_000 }).map((row) => row.id)).toEqual([
      3,
    ]);
    expect(rankAlternatives(panadol, [few, many], { limit: 1 })).toHaveLength(1);
    expect(rankAlternatives(panadol, [medicine(4, { stockMilli: 0 })])).toEqual([]);
  });

  it('reads uses and sizes from the catalogue texts', () => {
    expect(usePhrases('Pain relief, headache ,, Fever')).toEqual(['pain relief', 'headache', 'fever']);
    expect(usePhrases(null)).toEqual([]);
    expect(fitOf('Pampers Baby-Dry diapers size 3 (6-10 kg), 58 diapers')).toBe('size 3');
    expect(fitOf('Bebelac infant formula Junior 3 (1-3 years) 400 g')).toBe('stage 3');
    expect(fitOf('Similac Gold 1 (0-6 months) 400 g')).toBe('stage 1');
    expect(fitOf('Johnson’s baby shampoo 200 ml')).toBeNull();
  });
});

const factsArb = fc.record({
  id: fc.integer({ min: 1, max: 40 }),
  categoryId: fc.integer({ min: 1, max: 4 }),
  ingredients: fc.uniqueArray(
    fc.record({ id: fc.integer({ min: 1, max: 4 }), strength: fc.constantFrom(null, '5 mg', '10 mg') }),
    { selector: (ingredient) => ingredient.id, maxLength: 2 },
  ),
  form: fc.option(fc.constantFrom(...dosageForms), { nil: null }),
  population: fc.constantFrom(...populations),
  uses: fc.uniqueArray(fc.constantFrom('pain relief', 'headache', 'cough', 'blocked nose', 'sore throat'), {
    maxLength: 3,
  }),
  weighted: fc.boolean(),
  fit: fc.constantFrom(null, 'size 3', 'size 4'),
  popularity: fc.integer({ min: 0, max: 1000 }),
  stockMilli: fc.integer({ min: 0, max: 5_000 }),
});

describe('the alternatives rule, for any catalogue', () => {
  it('never offers the product itself, twice the same product, one out of stock, or one of a refused population or route', () => {
    fc.assert(
      fc.property(
        factsArb,
        fc.array(factsArb, { maxLength: 25 }),
        fc.integer({ min: 1, max: 4_000 }),
        (product, candidates, minStockMilli) => {
          const ranked = rankAlternatives(product, candidates, { minStockMilli });
          const ids = ranked.map((row) => row.id);
          expect(ids).not.toContain(product.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const { id } of ranked) {
            // Any candidate of that id the rule accepted (ids may repeat in the input).
            const accepted = candidates.filter(
              (candidate) => candidate.id === id && judgeAlternative(product, candidate) !== null,
            );
            expect(accepted.length).toBeGreaterThan(0);
            expect(accepted.some((candidate) => candidate.stockMilli >= minStockMilli)).toBe(true);
            for (const candidate of accepted) {
              expect(populationsCompatible(product.population, candidate.population)).toBe(true);
              if (product.form && candidate.form)
                expect(routeOfForm(candidate.form)).toBe(routeOfForm(product.form));
              expect(candidate.ingredients.length > 0).toBe(product.ingredients.length > 0);
            }
          }
        },
      ),
    );
  });

  it('ranks every same-ingredient match before every same-use match', () => {
    fc.assert(
      fc.property(factsArb, fc.array(factsArb, { maxLength: 25 }), (product, candidates) => {
        const matches = rankAlternatives(product, candidates).map((row) => row.match);
        expect(matches).toEqual([...matches].sort());
      }),
    );
  });

  it('judges the same whatever order the candidates come in', () => {
    fc.assert(
      fc.property(
        factsArb,
        fc.uniqueArray(factsArb, { selector: (facts) => facts.id, maxLength: 20 }),
        (product, candidates) => {
          expect(rankAlternatives(product, [...candidates].reverse())).toEqual(
            rankAlternatives(product, candidates),
          );
        },
      ),
    );
  });
});
