import { describe, expect, it } from 'vitest';
import { adjustStock, changedSettings } from './branch-row-rules.ts';

describe('a manual stock adjustment', () => {
  it('adds or takes a delta, never below what open orders hold', () => {
    expect(adjustStock({ stockMilli: 5000, heldMilli: 2000 }, { deltaMilli: 3000 })).toEqual({
      ok: true,
      deltaMilli: 3000,
      stockMilli: 8000,
    });
    expect(adjustStock({ stockMilli: 5000, heldMilli: 2000 }, { deltaMilli: -5000 })).toEqual({
      ok: true,
      deltaMilli: -5000,
      stockMilli: 0,
    });
    expect(adjustStock({ stockMilli: 5000, heldMilli: 2000 }, { deltaMilli: -5001 })).toEqual({ ok: false });
  });

  it('turns a count of the shelf into the move that makes the books agree', () => {
    // 7 on the shelf, 2 of them held by orders: customers can buy 5.
    expect(adjustStock({ stockMilli: 9000, heldMilli: 2000 }, { countedMilli: 7000 })).toEqual({
      ok: true,
      deltaMilli: -4000,
      stockMilli: 5000,
    });
    expect(adjustStock({ stockMilli: 9000, heldMilli: 2000 }, { countedMilli: 2000 })).toMatchObject({
      stockMilli: 0,
    });
    expect(adjustStock({ stockMilli: 9000, heldMilli: 2000 }, { countedMilli: 1999 })).toEqual({ ok: false });
  });

  it('may always raise a level a heavier delivery took below zero', () => {
    expect(adjustStock({ stockMilli: -300, heldMilli: 0 }, { deltaMilli: 100 })).toEqual({
      ok: true,
      deltaMilli: 100,
      stockMilli: -200,
    });
  });
});

describe('what another edit changed', () => {
  it('names the settings that differ, in a fixed order', () => {
    const row = { price: 1000, oldPrice: null, offerTypeId: null, notSold: false };
    expect(changedSettings(row, row)).toEqual([]);
    expect(changedSettings(row, { ...row, notSold: true, price: 1200 })).toEqual(['price', 'notSold']);
  });
});
