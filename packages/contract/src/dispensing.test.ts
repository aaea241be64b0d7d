import { describe, expect, it } from 'vitest';
import { packsMissing, packsNeeded } from './dispensing.ts';

describe('packsNeeded', () => {
  it('is one pack per unit, one for a weighed line', () => {
    expect(packsNeeded({ quantityMilli: 3000, weighted: false })).toBe(3);
    expect(packsNeeded({ quantityMilli: 1500, weighted: true })).toBe(1);
  });
});

describe('packsMissing', () => {
  it('adds up what each medicine line still needs, never counting a line over its need', () => {
    expect(
      packsMissing(
        [
          { needed: 2, scanned: 1 },
          { needed: 3, scanned: 0 },
        ],
        false,
      ),
    ).toBe(4);
    expect(packsMissing([{ needed: 2, scanned: 2 }], false)).toBe(0);
    expect(
      packsMissing(
        [
          { needed: 1, scanned: 3 },
          { needed: 1, scanned: 0 },
        ],
        false,
      ),
    ).toBe(1);
    expect(packsMissing([], false)).toBe(0);
  });

  it('is nothing once a pharmacist has recorded why the packs go out unscanned', () => {
    expect(packsMissing([{ needed: 2, scanned: 0 }], true)).toBe(0);
  });
});
