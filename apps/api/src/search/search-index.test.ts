import { describe, expect, it } from 'vitest';
import { allowedEdits, type IndexedDocument, SearchIndex, withinEdits } from './search-index.ts';

const doc = (id: number, popularity: number, fields: IndexedDocument['fields']): IndexedDocument => ({
  id,
  popularity,
  fields,
});

const documents: IndexedDocument[] = [
  doc(1, 100, {
    names: ['Panadol Extra 24 tablets', 'بانادول إكسترا 24 قرص'],
    ingredients: ['Paracetamol', 'باراسيتامول'],
    uses: ['headache, fever', 'صداع، خافض للحرارة'],
  }),
  doc(2, 900, { names: ['Panadol Advance 500 mg', 'بانادول أدفانس 500 مجم'], ingredients: ['Paracetamol'] }),
  doc(3, 500, { names: ['Prospan cough syrup 100 ml', 'بروسبان شراب للكحة 100 مل'] }),
  doc(4, 50, { names: ['Tomatoes', 'طماطم'] }),
  doc(5, 999, { names: ['Chipsy tomato 75 g', 'شيبسي بالطماطم 75 جم'] }),
  doc(6, 10, { names: ['Glucophage 500 mg', 'جلوكوفاج 500 مجم'], descriptions: ['for type 2 diabetes'] }),
  doc(7, 10, { names: ['Isis castor oil 125 ml'], descriptions: ['hair oil'] }),
];
const weights = { names: 10, ingredients: 7, uses: 6, descriptions: 1 };
const index = new SearchIndex(
  documents,
  weights,
  [
    ['كحة', 'سعال', 'cough'],
    ['قوطة', 'طماطم'],
  ],
  'names',
);
const ids = (keyword: string) => Array.from(index.search(keyword).ids);

describe('edit distance', () => {
  it('allows no edit for short words, one for medium, two for long (by letters typed)', () => {
    expect([3, 4, 7, 8, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it('counts insertions, deletions, substitutions and swapped neighbours', () => {
    expect(withinEdits('panadol', 'pandol', 1)).toBe(true);
    expect(withinEdits('catafalm', 'cataflam', 1)).toBe(true);
    expect(withinEdits('sentrum', 'centrum', 1)).toBe(true);
    expect(withinEdits('glucofage', 'glucophage', 1)).toBe(false);
    expect(withinEdits('glucofage', 'glucophage', 2)).toBe(true);
    expect(withinEdits('abc', 'xyz', 2)).toBe(false);
  });
});

describe('SearchIndex', () => {
  it('needs every word, ranks by the field found in, then popularity', () => {
    expect(ids('panadol')).toEqual([2, 1]);
    expect(ids('panadol extra')).toEqual([1]);
    // An ingredient (weight 7) counts less than a name (10): both Panadols, most popular first.
    expect(ids('paracetamol')).toEqual([2, 1]);
    expect(ids('headache')).toEqual([1]);
  });

  it('is the same in both languages and for Arabic spelling variants', () => {
    expect(ids('بانادول اكسترا')).toEqual([1]);
    expect(ids('باراسيتامول')).toEqual([1]);
    expect(ids('الطماطم')).toEqual(ids('طماطم'));
  });

  it('matches word starts (not insides) and near spellings by length', () => {
    expect(ids('pana')).toEqual([2, 1]);
    expect(ids('ana')).toEqual([]);
    expect(ids('pandol')).toEqual([2, 1]);
    expect(ids('glucofage')).toEqual([6]);
    // Three letters: no typo allowed ("oli" is not "oil").
    expect(ids('oli')).toEqual([]);
  });

  it('splits a number from its unit and matches the pair exactly', () => {
    // Glucophage first: its shorter name is more about "500 mg".
    expect(ids('500mg')).toEqual([6, 2]);
    expect(ids('٥٠٠ مجم')).toEqual([6, 2]);
    expect(ids('panadol 500mg')).toEqual([2]);
  });

  it('knows synonyms both ways', () => {
    expect(ids('كحة')).toEqual([3]);
    expect(ids('سعال')).toEqual([3]);
    // A name made of the word itself ranks above a longer one, whatever the popularity.
    expect(ids('قوطة')).toEqual([4, 5]);
  });

  it('relaxes: drops words found nowhere, then the most common word, and says what it shows', () => {
    expect(index.search('panadol')).toMatchObject({ shownFor: null });
    const unknown = index.search('panadol zzzqqq');
    expect(Array.from(unknown.ids)).toEqual([2, 1]);
    expect(unknown.shownFor).toBe('panadol');
    // Every word exists but never all together: the commonest goes ("extra": one product, the others two).
    const common = index.search('extra 500 panadol');
    expect(common.shownFor).toBe('extra panadol');
    expect(Array.from(common.ids)).toEqual([1]);
    // Equally common: the later word goes.
    const apart = index.search('glucophage 125');
    expect(Array.from(apart.ids)).toEqual([6]);
    expect(apart.shownFor).toBe('glucophage');
    expect(index.search('zzzqqq').ids).toHaveLength(0);
    expect(index.search('zzzqqq').shownFor).toBeNull();
  });

  it('leaves stop words out', () => {
    expect(ids('syrup for cough')).toEqual([3]);
    expect(ids('oil for hair')).toEqual([7]);
  });
});
