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

  it('gives the first results of the whole ranking when asked for a few (type-ahead)', () => {
    for (const keyword of [
      'panadol',
      'pana',
      '500mg',
      'قوطة',
      'panadol zzzqqq',
      'extra 500 panadol',
      'p',
      'oil for hair',
    ]) {
      const whole = index.search(keyword);
      for (const limit of [1, 2, 3]) {
        const few = index.search(keyword, limit);
        expect(Array.from(few.ids)).toEqual(Array.from(whole.ids.subarray(0, limit)));
        expect(few.shownFor).toBe(whole.shownFor);
      }
    }
  });

  it('leaves stop words out', () => {
    expect(ids('syrup for cough')).toEqual([3]);
    expect(ids('oil for hair')).toEqual([7]);
  });
});

describe('SearchIndex.update', () => {
  const queries = [
    'panadol',
    'pana',
    'pandol',
    'paracetamol',
    'headache',
    'كحة',
    'قوطة',
    'tomato',
    'toma',
    'panadol extra',
    'panadol 500mg',
    '500mg',
    'glucofage',
    'oil',
    'zinger',
    'zing',
    'zingr bar',
    'honey',
    'castor oil',
    'extra 500 panadol',
  ];
  const synonymRows = [
    ['كحة', 'سعال', 'cough'],
    ['قوطة', 'طماطم'],
  ];
  const answers = (built: SearchIndex) =>
    queries.map((query) => {
      const found = built.search(query);
      return { query, ids: Array.from(found.ids), shownFor: found.shownFor };
    });
  const fresh = (docs: IndexedDocument[]) => new SearchIndex(docs, weights, synonymRows, 'names');

  it('answers as an index built from scratch after renames, additions, removals and popularity', () => {
    const updated = fresh(documents);
    const renamed = doc(1, 100, {
      names: ['Zinger honey extra', 'زنجر عسل'],
      ingredients: ['Paracetamol'],
    });
    const added = [
      doc(9, 700, { names: ['Zinger bar 50 g'], descriptions: ['honey and oats'] }),
      doc(8, 20, { names: ['Panadol Cold 500 mg'], uses: ['cough'] }),
    ];
    const morePopular = doc(3, 1000, documents[2]!.fields);
    expect(updated.update([renamed, ...added, morePopular], [7])).toBe(true);
    const expected = [renamed, documents[1]!, morePopular, ...documents.slice(3, 6), ...added];
    expect(updated.size).toBe(expected.length);
    expect(answers(updated)).toEqual(answers(fresh(expected)));
    // The old name's words are gone from the vocabulary (no word start leads to them).
    expect(Array.from(updated.search('castor').ids)).toEqual([]);
    expect(Array.from(updated.search('zing').ids).sort()).toEqual([1, 9]);
  });

  it('takes a removed document back under its id, and says when it cannot keep ids in order', () => {
    const updated = fresh(documents);
    expect(updated.update([], [4])).toBe(true);
    expect(Array.from(updated.search('tomatoes').ids)).not.toContain(4);
    expect(updated.update([documents[3]!])).toBe(true);
    expect(answers(updated)).toEqual(answers(fresh(documents)));
    // A new id below the largest indexed one: the caller builds the index again.
    const small = fresh(documents.slice(1));
    expect(small.update([doc(1, 5, { names: ['Zinger'] })])).toBe(false);
    expect(Array.from(small.search('zinger').ids)).toEqual([]);
  });

  it('replaces its synonyms without touching the documents', () => {
    const updated = fresh(documents);
    expect(Array.from(updated.search('بندورة').ids)).toEqual([]);
    updated.setSynonyms([['بندورة', 'طماطم']]);
    expect(Array.from(updated.search('بندورة').ids)).toEqual([4, 5]);
    // The old rows are gone: "سعال" is in no product's text.
    expect(Array.from(updated.search('سعال').ids)).toEqual([]);
  });

  it('stays equal to a fresh build through many random changes', () => {
    let seed = 17;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const words = [
      'alpha',
      'alpine',
      'beta',
      'betadine',
      'gamma',
      'gammal',
      'delta',
      'وردة',
      'ورد',
      'كحة',
      '500mg',
      'zinc',
      'zincum',
    ];
    const pick = () => words[Math.floor(random() * words.length)]!;
    const text = () => Array.from({ length: 1 + Math.floor(random() * 4) }, pick).join(' ');
    const make = (id: number) =>
      doc(id, Math.floor(random() * 1000), {
        names: [text()],
        ingredients: random() < 0.5 ? [text()] : [],
        descriptions: [text()],
      });
    const current = new Map<number, IndexedDocument>();
    for (let id = 1; id <= 40; id++) current.set(id, make(id));
    const updated = fresh([...current.values()]);
    let nextId = 41;
    const probes = [
      ...words,
      'alp',
      'bet',
      'gam',
      'ward',
      'zin',
      'alpha beta',
      'gamma delta',
      'betadin',
      'alpine 500mg',
    ];
    for (let round = 0; round < 60; round++) {
      const changed: IndexedDocument[] = [];
      const removed: number[] = [];
      // Every fifth round a batch bigger than the binary-search path of `update` takes.
      const batch = 1 + Math.floor(random() * (round % 5 === 4 ? 40 : 5));
      for (let k = 0; k < batch; k++) {
        const ids = [...current.keys()];
        const roll = random();
        if (roll < 0.4 && ids.length > 0) {
          const id = ids[Math.floor(random() * ids.length)]!;
          const replaced = make(id);
          current.set(id, replaced);
          changed.push(replaced);
        } else if (roll < 0.7 && ids.length > 0) {
          const id = ids[Math.floor(random() * ids.length)]!;
          current.delete(id);
          removed.push(id);
        } else {
          const added = make(nextId++);
          current.set(added.id, added);
          changed.push(added);
        }
      }
      // Later changes of one id win, as the caller reads each product once.
      const latest = new Map(changed.filter((d) => current.get(d.id) === d).map((d) => [d.id, d]));
      expect(updated.update([...latest.values()], removed)).toBe(true);
      const expected = fresh([...current.values()]);
      for (const probe of probes) {
        const got = updated.search(probe);
        const want = expected.search(probe);
        expect(Array.from(updated.search(probe, 2).ids)).toEqual(Array.from(want.ids.subarray(0, 2)));
        expect({ probe, ids: Array.from(got.ids), shownFor: got.shownFor }).toEqual({
          probe,
          ids: Array.from(want.ids),
          shownFor: want.shownFor,
        });
      }
    }
  });
});
