import { describe, expect, it } from 'vitest';
import { changedTextsOf } from './catalogue-changes.ts';

describe('changedTextsOf', () => {
  it('reads the products whose text changed, and nothing from a price edit or a bad payload', () => {
    expect(changedTextsOf(JSON.stringify({ productId: 7, texts: [7] }))).toEqual([7]);
    expect(changedTextsOf(JSON.stringify({ branchId: 1, productId: 7 }))).toEqual([]);
    expect(changedTextsOf(JSON.stringify({ texts: [1.5, 'x', 3] }))).toEqual([3]);
    expect(changedTextsOf('not json')).toEqual([]);
    expect(changedTextsOf(undefined)).toEqual([]);
  });
});
