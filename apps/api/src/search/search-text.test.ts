import { describe, expect, it } from 'vitest';
import { isStopWord, normalize, splitWords, stem, tokenize, unitOf } from './search-text.ts';

describe('normalize', () => {
  it('folds Arabic letter forms, diacritics, tatweel and digits', () => {
    expect(normalize('أإآٱ')).toBe('اااا');
    expect(normalize('حموضة')).toBe('حموضه');
    expect(normalize('زبادى')).toBe('زبادي');
    expect(normalize('شرائط')).toBe('شرايط');
    expect(normalize('مؤقت')).toBe('موقت');
    expect(normalize('أُوميبرَازول')).toBe('اوميبرازول');
    expect(normalize('بـــانادول')).toBe('بانادول');
    expect(normalize('٥٠٠ مجم ۱۲')).toBe('500 مجم 12');
    expect(normalize('١٫٥ لتر')).toBe('1.5 لتر');
  });

  it('folds English case, accents and apostrophes', () => {
    expect(normalize("Johnson's CRÈME")).toBe('johnsons creme');
    expect(normalize('Women’s')).toBe('womens');
  });
});

describe('splitWords', () => {
  it('splits numbers from their units and letters from digits, in both scripts', () => {
    expect(splitWords('500mg')).toEqual(['500', 'mg']);
    expect(splitWords('850مجم')).toEqual(['850', 'مجم']);
    expect(splitWords('spf50+')).toEqual(['spf', '50']);
    expect(splitWords('0.05% 1.5l')).toEqual(['0.05', '1.5', 'l']);
    expect(splitWords('200,000 iu')).toEqual(['200000', 'iu']);
    expect(splitWords('accu-chek pro-v')).toEqual(['accu', 'chek', 'pro', 'v']);
  });
});

describe('stem', () => {
  it('takes Arabic leading articles and conjunctions off', () => {
    expect(stem('الاسبرين')).toBe(stem('اسبرين'));
    expect(stem('والليمون')).toBe(stem('ليمون'));
    expect(stem('بالفراوله')).toBe(stem('فراوله'));
    expect(stem('للاطفال')).toBe('اطفال');
    expect(stem('كالعسل')).toBe('عسل');
    expect(stem('وفيتامين')).toBe(stem('فيتامين'));
  });

  it('takes common Arabic suffixes off, never leaving fewer than three letters', () => {
    expect(stem('حفاضات')).toBe('حفاض');
    expect(stem('حفاضه')).toBe('حفاض');
    expect(stem('مسكنات')).toBe('مسكن');
    expect(stem('بيت')).toBe('بيت');
    expect(stem('ورق')).toBe('ورق');
    expect(stem('واقي')).toBe('واق');
  });

  it('takes English plural endings off', () => {
    expect(stem('tablets')).toBe('tablet');
    expect(stem('diapers')).toBe('diaper');
    expect(stem('batteries')).toBe('battery');
    expect(stem('brushes')).toBe('brush');
    expect(stem('glass')).toBe('glass');
    expect(stem('gas')).toBe('gas');
    expect(stem('500')).toBe('500');
  });
});

describe('tokenize', () => {
  it('gives stems, one spelling per unit, and a number with its unit as one term', () => {
    const tokens = tokenize('Panadol ٥٠٠مجم Tablets');
    expect(tokens.map((token) => token.term)).toEqual(['panadol', '500', 'mg', 'tablet']);
    expect(tokens[1]?.withUnit).toBe('500mg');
    expect(tokenize('500 mg')[0]?.withUnit).toBe('500mg');
    expect(tokenize('1 L')[0]?.withUnit).toBe('1l');
    expect(tokenize('كونكور 5 ملجم').map((token) => token.term)).toEqual(['كونكور', '5', 'mg']);
  });

  it('knows units and stop words in both languages', () => {
    expect(unitOf('مجم')).toBe('mg');
    expect(unitOf('ml')).toBe('ml');
    expect(unitOf('لتر')).toBe('l');
    expect(unitOf('panadol')).toBeUndefined();
    expect(isStopWord('for')).toBe(true);
    expect(isStopWord('في')).toBe(true);
    expect(isStopWord('panadol')).toBe(false);
  });
});
