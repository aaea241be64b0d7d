import { describe, expect, it } from 'vitest';
import {
  averageBasket,
  everyDay,
  everyHour,
  periodLength,
  previousPeriod,
  promiseKeptByDay,
} from './report-rules.ts';

describe('report periods', () => {
  it('counts both ends', () => {
    expect(periodLength('2026-11-01', '2026-11-01')).toBe(1);
    expect(periodLength('2026-11-01', '2026-11-07')).toBe(7);
    expect(periodLength('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('compares with the period of the same length just before, across months and years', () => {
    expect(previousPeriod('2026-11-01', '2026-11-07')).toEqual({ from: '2026-10-25', to: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod('2026-01-01', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('keeps the days and hours without orders, as zeros, in order', () => {
    const days = everyDay('2026-10-30', '2026-11-02', [{ date: '2026-11-01', n: 3 }], (date) => ({
      date,
      n: 0,
    }));
    expect(days).toEqual([
      { date: '2026-10-30', n: 0 },
      { date: '2026-10-31', n: 0 },
      { date: '2026-11-01', n: 3 },
      { date: '2026-11-02', n: 0 },
    ]);
    const hours = everyHour([{ hour: 23, n: 1 }], (hour) => ({ hour, n: 0 }));
    expect(hours).toHaveLength(24);
    expect(hours[23]).toEqual({ hour: 23, n: 1 });
    expect(hours[0]).toEqual({ hour: 0, n: 0 });
  });

  it('rounds the average basket to the piaster', () => {
    expect(averageBasket(0, 0)).toBe(0);
    expect(averageBasket(1000, 3)).toBe(333);
    expect(averageBasket(2000, 3)).toBe(667);
  });
});

describe('promiseKeptByDay', () => {
  const at = (time: string) => new Date(`2026-12-01T${time}:00Z`);
  it('counts per day and branch the deliveries within their promise', () => {
    const rows = promiseKeptByDay([
      {
        branchId: 2,
        branch: 'B',
        date: '2026-12-01',
        acceptedAt: at('10:00'),
        deliveredAt: at('10:50'),
        promiseMinutes: 60,
      },
      {
        branchId: 1,
        branch: 'A',
        date: '2026-12-01',
        acceptedAt: at('10:00'),
        deliveredAt: at('11:00'),
        promiseMinutes: 60,
      },
      {
        branchId: 1,
        branch: 'A',
        date: '2026-12-01',
        acceptedAt: at('10:00'),
        deliveredAt: at('11:01'),
        promiseMinutes: 60,
      },
      {
        branchId: 1,
        branch: 'A',
        date: '2026-11-30',
        acceptedAt: at('10:00'),
        deliveredAt: at('12:00'),
        promiseMinutes: 30,
      },
    ]);
    expect(rows).toEqual([
      { date: '2026-11-30', branchId: 1, branch: 'A', delivered: 1, kept: 0, keptPercent: 0 },
      { date: '2026-12-01', branchId: 1, branch: 'A', delivered: 2, kept: 1, keptPercent: 50 },
      { date: '2026-12-01', branchId: 2, branch: 'B', delivered: 1, kept: 1, keptPercent: 100 },
    ]);
  });
});
