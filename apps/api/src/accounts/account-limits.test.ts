import { describe, expect, it } from 'vitest';
import { freeLoginFailures, loginDelaySeconds, maxLoginDelaySeconds } from './account-limits.ts';

describe('login delay', () => {
  it('lets five wrong passwords pass, then doubles the wait from one second, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4].map(loginDelaySeconds)).toEqual([0, 0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(loginDelaySeconds)).toEqual([1, 2, 4, 8, 16]);
    expect(loginDelaySeconds(freeLoginFailures + 9)).toBe(512);
    expect(loginDelaySeconds(freeLoginFailures + 10)).toBe(maxLoginDelaySeconds);
    expect(loginDelaySeconds(10_000)).toBe(maxLoginDelaySeconds);
  });
});
