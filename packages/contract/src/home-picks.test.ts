import { describe, expect, it } from 'vitest';
import {
  homePicksLimits,
  keepPickOrder,
  movePick,
  staffDealProductsBody,
  staffFeaturedCategoriesBody,
} from './home-picks.ts';

describe('the home picks', () => {
  it('keeps the saved order and adds the newly ticked at the end, each once', () => {
    expect(keepPickOrder([3, 1, 2], [1, 2, 3])).toEqual([3, 1, 2]);
    expect(keepPickOrder([3, 1, 2], [2, 9, 3, 7, 9])).toEqual([3, 2, 9, 7]);
    expect(keepPickOrder([3, 1], [])).toEqual([]);
  });

  it('moves one place up or down, nothing at either end', () => {
    expect(movePick([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(movePick([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
    expect(movePick([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(movePick([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(movePick([1, 2, 3], 8, 'up')).toEqual([1, 2, 3]);
  });

  it('reads ids typed in any digits, none twice, at most the grid and the slider hold', () => {
    expect(staffFeaturedCategoriesBody.parse({ categoryIds: ['٣', '12'], version: '٢' })).toEqual({
      categoryIds: [3, 12],
      version: 2,
    });
    expect(staffFeaturedCategoriesBody.parse({ version: 0 })).toEqual({ categoryIds: [], version: 0 });
    // Saved from a screen that says which version it shows, always.
    expect(staffFeaturedCategoriesBody.safeParse({ categoryIds: [3] }).success).toBe(false);
    const twice = staffDealProductsBody.safeParse({ productIds: [4, 4], version: 0 });
    expect(twice.error?.issues.map((i) => i.message)).toEqual(['homePicks.duplicate']);
    const many = Array.from({ length: homePicksLimits.productsMax + 1 }, (_, i) => i + 1);
    expect(staffDealProductsBody.safeParse({ productIds: many, version: 0 }).error?.issues[0]?.message).toBe(
      'homePicks.tooManyProducts',
    );
    const categories = Array.from({ length: homePicksLimits.categoriesMax + 1 }, (_, i) => i + 1);
    expect(staffFeaturedCategoriesBody.safeParse({ categoryIds: categories, version: 0 }).success).toBe(
      false,
    );
  });
});
