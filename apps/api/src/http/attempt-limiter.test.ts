import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.ts';

describe('attempt limiter', () => {
  it('allows max attempts per window and says how long to wait', () => {
    const limiter = new AttemptLimiter(3, 60_000);
    expect([limiter.take('a', 0), limiter.take('a', 1000), limiter.take('a', 2000)]).toEqual([0, 0, 0]);
    expect(limiter.take('a', 3000)).toBe(57);
    expect(limiter.take('b', 3000)).toBe(0);
    expect(limiter.take('a', 60_001)).toBe(0);
  });

  it('peeks without counting, and a reset clears a run of failures', () => {
    const limiter = new AttemptLimiter(2, 60_000);
    limiter.take('a', 0);
    expect(limiter.wait('a', 1)).toBe(0);
    limiter.take('a', 1);
    expect(limiter.wait('a', 2)).toBe(60);
    expect(limiter.wait('a', 2)).toBe(60);
    limiter.reset('a');
    expect(limiter.wait('a', 3)).toBe(0);
  });
});
