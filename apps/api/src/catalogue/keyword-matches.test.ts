import { describe, expect, it } from 'vitest';
import { intArrayLiteral } from './keyword-matches.ts';

describe('int array literal', () => {
  it('writes ids as one PostgreSQL int[] value', () => {
    expect(intArrayLiteral([3, 1, 2])).toBe('{3,1,2}');
    expect(intArrayLiteral(Int32Array.from([7]))).toBe('{7}');
    expect(intArrayLiteral([])).toBe('{}');
  });
});
