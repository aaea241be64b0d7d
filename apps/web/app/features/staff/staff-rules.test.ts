import { describe, expect, it } from 'vitest';
import {
  boardFilter,
  boardSearch,
  branchName,
  cancellable,
  dispatchWaitsUntil,
  isoDay,
  needsAmountCollected,
  offeredReasons,
  pageCount,
  staffMay,
  titleWithCount,
  wholeNumber,
} from './staff-rules.ts';

describe('the console rules', () => {
  it('reads the board filters, Arabic-Indic digits included, and drops what is not valid', () => {
    expect(
      boardFilter(new URLSearchParams('status=2&branchId=٣&from=٢٠٢٦-١١-٠١&to=2026-11-31&page=0')),
    ).toEqual({
      status: 2,
      branchId: 3,
      from: '2026-11-01',
      to: undefined,
      page: undefined,
    });
    expect(boardFilter(new URLSearchParams('status=8'))).toMatchObject({ status: undefined });
    // Scheduled orders (status subscribed) have their own filter.
    expect(boardFilter(new URLSearchParams('status=٣'))).toMatchObject({ status: 3 });
    expect(boardSearch({ status: 1, page: 1 })).toBe('?status=1');
    expect(boardSearch({ branchId: 2, from: '2026-11-01', page: 3 })).toBe(
      '?branchId=2&from=2026-11-01&page=3',
    );
    expect(boardSearch({})).toBe('');
    // The search box keeps what was typed (the API reads the digits), with the other filters and pages.
    expect(boardFilter(new URLSearchParams('q=%2B20 100 ١٢٣&page=2'))).toMatchObject({
      q: '+20 100 ١٢٣',
      page: 2,
    });
    expect(boardFilter(new URLSearchParams('q=%20%20')).q).toBeUndefined();
    expect(boardSearch({ q: '0100 123', page: 2 })).toBe('?q=0100+123&page=2');
  });

  it('keeps the dispatch button waiting while the customer may still choose substitutes', () => {
    const now = Date.parse('2026-12-01T08:05:00Z');
    const until = '2026-12-01T08:11:00.000Z';
    expect(dispatchWaitsUntil(7, { until }, now)).toBe(until);
    expect(dispatchWaitsUntil(7, { until }, Date.parse(until))).toBeNull();
    expect(dispatchWaitsUntil(7, { until: null }, now)).toBeNull();
    expect(dispatchWaitsUntil(2, { until }, now)).toBeNull();
  });

  it("offers the customer's reasons only before dispatch", () => {
    const reasons = [
      { id: 101, kind: 'staff' as const },
      { id: 3, kind: 'customer' as const },
    ];
    expect(offeredReasons(reasons, false).map((r) => r.id)).toEqual([101, 3]);
    expect(offeredReasons(reasons, true).map((r) => r.id)).toEqual([101]);
  });

  it('takes whole numbers and days only', () => {
    expect(wholeNumber('١٢')).toBe(12);
    expect(wholeNumber('1.5')).toBeUndefined();
    expect(wholeNumber('-1')).toBeUndefined();
    expect(isoDay('2026-02-30')).toBeUndefined();
    expect(isoDay('2026-02-28')).toBe('2026-02-28');
  });

  it('offers each role only what the API lets it do', () => {
    expect(staffMay('support', 'orders.changeStatus')).toBe(false);
    expect(staffMay('pharmacist', 'orders.amend')).toBe(true);
    expect(staffMay('pharmacist', 'audit.read')).toBe(false);
    expect(staffMay('admin', 'audit.read')).toBe(true);
    // Support: the inbox and orders to read; no prescriptions (health data).
    expect(staffMay('support', 'prescriptions.read')).toBe(false);
    expect(staffMay('support', 'support.answer')).toBe(true);
    expect(staffMay('pharmacist', 'prescriptions.answer')).toBe(true);
    // A courier reads only their own deliveries: not the board.
    expect(staffMay('courier', 'orders.read')).toBe(false);
    expect(staffMay('courier', 'courier.deliver')).toBe(true);
    expect(cancellable(7)).toBe(true);
    expect(cancellable(4)).toBe(false);
    // Cash (1) and card reader (2) record the money at delivery (4); online (3) does not.
    expect(needsAmountCollected(1, 4)).toBe(true);
    expect(needsAmountCollected(3, 4)).toBe(false);
    expect(needsAmountCollected(1, 5)).toBe(false);
  });

  it('names a branch, or numbers it when the list does not have it', () => {
    const branches = [{ id: 1, name: 'Nasr City' }];
    expect(branchName(branches, 1, (id) => `Branch ${id}`)).toBe('Nasr City');
    expect(branchName(branches, 9, (id) => `Branch ${id}`)).toBe('Branch 9');
  });

  it('counts pages and new orders in the tab title', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(titleWithCount('Orders — Staff', 3)).toBe('(3) Orders — Staff');
    expect(titleWithCount('(3) Orders — Staff', 4)).toBe('(4) Orders — Staff');
    expect(titleWithCount('(3) Orders — Staff', 0)).toBe('Orders — Staff');
  });
});
