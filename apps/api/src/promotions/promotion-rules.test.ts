import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  managesPromotion,
  promotionDays,
  promotionPeriod,
  promotionValues,
  valueAtEdge,
} from './promotion-rules.ts';

describe('promotion rules', () => {
  it('admins manage every promotion; a branch manager only those at their own branches', () => {
    const admin = { id: 1, role: 'admin' as const, branchIds: [] };
    const manager = { id: 2, role: 'branch_manager' as const, branchIds: [1, 2] };
    expect(managesPromotion(admin, [])).toBe(true);
    expect(managesPromotion(admin, [3])).toBe(true);
    expect(managesPromotion(manager, [])).toBe(false);
    expect(managesPromotion(manager, [1])).toBe(true);
    expect(managesPromotion(manager, [1, 2])).toBe(true);
    expect(managesPromotion(manager, [1, 3])).toBe(false);
  });

  it('runs from the first Cairo midnight to the midnight after the last day (summer time too)', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    const winter = promotionPeriod('2026-12-01', '2026-12-07');
    expect(winter.startsAt?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(winter.expiresAt?.toISOString()).toBe('2026-12-07T22:00:00.000Z');
    expect(promotionDays(winter.startsAt, winter.expiresAt)).toEqual({
      startsOn: '2026-12-01',
      endsOn: '2026-12-07',
    });
    const summer = promotionPeriod('2026-07-01', undefined);
    expect(summer.startsAt?.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(summer.expiresAt).toBeNull();
  });

  it('keeps money in piasters and percents whole', () => {
    const base = {
      nameEn: 'x',
      nameAr: 'س',
      firstOrderOnly: false,
      combinable: true,
    };
    expect(promotionValues({ ...base, kind: 'fixed', value: 12.5, minimumOrder: 300 })).toMatchObject({
      code: null,
      value: 1250,
      minimumOrder: 30_000,
      startsAt: null,
      expiresAt: null,
    });
    expect(promotionValues({ ...base, kind: 'percent', value: 10, code: 'NEW10' })).toMatchObject({
      code: 'NEW10',
      value: 10,
      minimumOrder: 0,
    });
    expect(promotionValues({ ...base, kind: 'freeDelivery', value: 99 }).value).toBe(0);
    expect(valueAtEdge('fixed', 1250)).toBe(12.5);
    expect(valueAtEdge('percent', 10)).toBe(10);
  });
});
