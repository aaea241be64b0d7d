import { describe, expect, it } from 'vitest';
import { joinSynonymTerms, parseSynonymTerms } from './synonym-terms.ts';

describe('synonym terms typed in one box', () => {
  it('splits at Latin and Arabic commas, trimming each word', () => {
    expect(parseSynonymTerms('panadol, paracetamol،بنادول ، باراسيتامول')).toEqual([
      'panadol',
      'paracetamol',
      'بنادول',
      'باراسيتامول',
    ]);
  });

  it('keeps phrases and digits as typed (the API reads Arabic-Indic digits)', () => {
    expect(parseSynonymTerms('واقي شمس، sun cream, spf ٥٠')).toEqual(['واقي شمس', 'sun cream', 'spf ٥٠']);
  });

  it('drops blank pieces: trailing, doubled and lone commas', () => {
    expect(parseSynonymTerms(' كحة ،، cough, ')).toEqual(['كحة', 'cough']);
    expect(parseSynonymTerms(' ، , ')).toEqual([]);
    expect(parseSynonymTerms('')).toEqual([]);
  });

  it('gives one word back unsplit', () => {
    expect(parseSynonymTerms('fever')).toEqual(['fever']);
  });

  it('joins a row with the page language comma, and reads back the same', () => {
    const terms = ['كحة', 'cough', 'سعال'];
    expect(joinSynonymTerms(terms, 'ar')).toBe('كحة، cough، سعال');
    expect(joinSynonymTerms(terms, 'en')).toBe('كحة, cough, سعال');
    for (const lang of ['ar', 'en'] as const)
      expect(parseSynonymTerms(joinSynonymTerms(terms, lang))).toEqual(terms);
  });
});
