import { describe, expect, it } from 'vitest';
import {
  addDays,
  cutoffDaysOf,
  daysBetween,
  fefoTake,
  isExpired,
  judgeReceipt,
  sellableMilli,
  sellableOnline,
  withdrawalOf,
} from './stock-batch-rules.ts';

const batch = (
  id: number,
  expiry: string,
  quantityMilli: number,
  withdrawn: 'expiring' | 'recalled' | null = null,
) => ({
  id,
  expiry,
  quantityMilli,
  withdrawn,
});

describe('days', () => {
  it('counts whole days across months and leap years', () => {
    expect(daysBetween('2026-11-29', '2026-11-29')).toBe(0);
    expect(daysBetween('2026-11-29', '2027-02-27')).toBe(90);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-29', '2026-11-28')).toBe(-1);
    expect(addDays('2026-11-29', 90)).toBe('2027-02-27');
  });
});

describe('the expiry cut-off', () => {
  const today = '2026-11-29';
  it('sells a batch with more than the cut-off left, not one at or within it', () => {
    expect(sellableOnline('2027-02-28', today, 90)).toBe(true);
    expect(sellableOnline('2027-02-27', today, 90)).toBe(false);
    expect(sellableOnline('2026-12-15', today, 90)).toBe(false);
  });
  it('never sells an expired batch, whatever the cut-off; a batch is in date on its expiry day', () => {
    expect(isExpired('2026-11-28', today)).toBe(true);
    expect(isExpired('2026-11-29', today)).toBe(false);
    expect(sellableOnline('2026-11-28', today, 0)).toBe(false);
    expect(sellableOnline('2026-11-30', today, 0)).toBe(true);
  });
  it('keeps a recalled batch recalled, and says expiring for one within the cut-off', () => {
    expect(withdrawalOf({ expiry: '2030-01-01', withdrawn: 'recalled' }, today, 90)).toBe('recalled');
    expect(withdrawalOf({ expiry: '2027-01-01', withdrawn: null }, today, 90)).toBe('expiring');
    expect(withdrawalOf({ expiry: '2030-01-01', withdrawn: null }, today, 90)).toBeNull();
  });
  it('reads the setting, falling back on the default for nonsense', () => {
    expect(cutoffDaysOf(undefined, 90, 730)).toBe(90);
    expect(cutoffDaysOf('60', 90, 730)).toBe(60);
    expect(cutoffDaysOf('-5', 90, 730)).toBe(90);
    expect(cutoffDaysOf('abc', 90, 730)).toBe(90);
    expect(cutoffDaysOf('9999', 90, 730)).toBe(90);
  });
});

describe('the sellable level', () => {
  it('adds the batches for sale to the units without a batch', () => {
    const batches = [
      batch(1, '2027-06-01', 5000),
      batch(2, '2027-01-01', 3000, 'expiring'),
      batch(3, '2028-01-01', 2000, 'recalled'),
    ];
    expect(sellableMilli(batches, 1500)).toBe(6500);
    expect(sellableMilli([], 4000)).toBe(4000);
  });
});

describe('first expiry first out', () => {
  it('takes the earliest expiry first, spilling into the next batch', () => {
    const batches = [
      batch(1, '2028-01-01', 5000),
      batch(2, '2027-06-01', 2000),
      batch(3, '2027-09-01', 4000),
    ];
    const { takes, shortMilli } = fefoTake(batches, 5000);
    expect(takes.map((t) => [t.batch.id, t.quantityMilli])).toEqual([
      [2, 2000],
      [3, 3000],
    ]);
    expect(shortMilli).toBe(0);
  });
  it('skips withdrawn and empty batches, and breaks a tie by the earlier received', () => {
    const batches = [
      batch(4, '2027-03-01', 1000, 'recalled'),
      batch(6, '2027-06-01', 1000),
      batch(5, '2027-06-01', 1000),
      batch(7, '2027-05-01', 0),
    ];
    expect(fefoTake(batches, 1500).takes.map((t) => [t.batch.id, t.quantityMilli])).toEqual([
      [5, 1000],
      [6, 500],
    ]);
  });
  it('says what the batches cannot cover', () => {
    expect(fefoTake([batch(1, '2027-06-01', 1000)], 2500).shortMilli).toBe(1500);
    expect(fefoTake([], 1000)).toEqual({ takes: [], shortMilli: 1000 });
  });
});

describe('judgeReceipt (the receive form and the bulk import)', () => {
  const today = '2026-11-29';
  const input = { batch: 'L1', expiry: '2027-06-30' };
  it('takes a new batch for sale, or out of sale within the cut-off', () => {
    expect(judgeReceipt(undefined, input, today, 90)).toEqual({ ok: true, forSale: true, adds: false });
    expect(judgeReceipt(undefined, { ...input, expiry: '2027-01-15' }, today, 90)).toEqual({
      ok: true,
      forSale: false,
      adds: false,
    });
  });
  it('adds to the same batch in its state', () => {
    expect(judgeReceipt({ expiry: '2027-06-30', withdrawn: null }, input, today, 90)).toEqual({
      ok: true,
      forSale: true,
      adds: true,
    });
    expect(judgeReceipt({ expiry: '2027-06-30', withdrawn: 'expiring' }, input, today, 90)).toMatchObject({
      forSale: false,
    });
  });
  it('refuses an expired batch, a recalled one and another expiry for the same number', () => {
    expect(judgeReceipt(undefined, { ...input, expiry: '2026-11-28' }, today, 0)).toMatchObject({
      ok: false,
      key: 'batches.expired',
    });
    expect(judgeReceipt(undefined, { ...input, expiry: today }, today, 0)).toMatchObject({ ok: true });
    expect(judgeReceipt({ expiry: '2027-06-30', withdrawn: 'recalled' }, input, today, 90)).toMatchObject({
      ok: false,
      key: 'batches.isRecalled',
    });
    expect(judgeReceipt({ expiry: '2027-05-31', withdrawn: null }, input, today, 90)).toEqual({
      ok: false,
      key: 'batches.expiryMismatch',
      params: { batch: 'L1', expiry: '2027-05-31' },
    });
  });
});
