import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('counts once per key within the time to live, again after it', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000, 10);
    const count = vi.fn(async () => 42);
    expect(await cache.get('a', count)).toBe(42);
    expect(await cache.get('a', count)).toBe(42);
    expect(count).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', count);
    expect(count).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('keeps at most maxEntries keys and forgets failures', async () => {
    const cache = new TtlCache<number>(60_000, 2);
    const count = vi.fn(async () => 1);
    await cache.get('a', count);
    await cache.get('b', count);
    await cache.get('c', count);
    await cache.get('a', count);
    expect(count).toHaveBeenCalledTimes(4);
    const failing = vi.fn(async () => {
      throw new Error('db down');
    });
    await expect(cache.get('x', failing)).rejects.toThrow('db down');
    await expect(cache.get('x', failing)).rejects.toThrow('db down');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('a time to live of zero', () => {
  it('always loads', async () => {
    const cache = new TtlCache<number>(0);
    let loads = 0;
    await cache.get('a', async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
