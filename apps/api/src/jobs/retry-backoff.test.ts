import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-backoff.ts';

describe('retryDelayMs', () => {
  const backoff = { baseMs: 1_000, maxMs: 60_000 };

  it('doubles after each failure, starting at the base', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, backoff))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('stops growing at the maximum, however many failures', () => {
    expect(retryDelayMs(7, backoff)).toBe(60_000);
    expect(retryDelayMs(10_000, backoff)).toBe(60_000);
  });

  it('treats zero failures like the first', () => {
    expect(retryDelayMs(0, backoff)).toBe(1_000);
  });
});
