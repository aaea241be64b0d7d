import { describe, expect, it } from 'vitest';
import { staffBranchRowBody, staffStockAdjustmentBody } from './staff-catalogue.ts';

describe('the staff catalogue bodies', () => {
  it('read prices in any digits, at most two decimals, the old price above the price', () => {
    expect(staffBranchRowBody.parse({ version: '٣', price: '١٢٫٥٠', oldPrice: '15' })).toMatchObject({
      version: 3,
      price: 12.5,
      oldPrice: 15,
    });
    expect(staffBranchRowBody.parse({ version: 1, price: 9, oldPrice: null }).oldPrice).toBeNull();
    expect(staffBranchRowBody.safeParse({ version: 1, price: '1.005' }).success).toBe(false);
    expect(staffBranchRowBody.safeParse({ version: 1, price: 0 }).success).toBe(false);
    expect(staffBranchRowBody.safeParse({ version: 1, price: 10, oldPrice: 10 }).success).toBe(false);
  });

  it('take one of a delta or a count, in any digits, with a listed reason', () => {
    expect(staffStockAdjustmentBody.parse({ delta: '-٢٫٥', reason: 'damaged' })).toMatchObject({
      delta: -2.5,
    });
    expect(staffStockAdjustmentBody.parse({ counted: '٠', reason: 'count_correction' })).toMatchObject({
      counted: 0,
    });
    expect(staffStockAdjustmentBody.safeParse({ delta: 1, counted: 1, reason: 'other' }).success).toBe(false);
    expect(staffStockAdjustmentBody.safeParse({ reason: 'other' }).success).toBe(false);
    expect(staffStockAdjustmentBody.safeParse({ delta: 1, reason: 'order_placed' }).success).toBe(false);
    expect(staffStockAdjustmentBody.safeParse({ counted: -1, reason: 'other' }).success).toBe(false);
  });
});
