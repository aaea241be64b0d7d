import { describe, expect, it, vi } from 'vitest';
import { deepFreeze, TtlCache } from './ttl-cache.ts';

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

describe('a weight budget', () => {
  it('drops the least recently stored values once their weights add up beyond it', async () => {
    const cache = new TtlCache<number[]>(60_000, 100, { max: 10, weigh: (ids) => ids.length });
    const load = vi.fn(async (length: number) => Array.from({ length }, (_, i) => i));
    await cache.get('a', () => load(4));
    await cache.get('b', () => load(4));
    expect(cache.size).toBe(2);
    await cache.get('c', () => load(4));
    await Promise.resolve();
    // 12 > 10: 'a' goes, 'b' and 'c' stay.
    expect(cache.size).toBe(2);
    await cache.get('b', () => load(4));
    await cache.get('c', () => load(4));
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('a', () => load(4));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a value heavier than the whole budget', async () => {
    const cache = new TtlCache<number[]>(60_000, 100, { max: 3, weigh: (ids) => ids.length });
    expect(await cache.get('big', async () => [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    await Promise.resolve();
    expect(cache.size).toBe(0);
  });
});

describe('frozen values', () => {
  it('deep-freezes what it keeps, so writing into a shared value throws', async () => {
    const cache = new TtlCache<{ products: { id: number; isFavorite: boolean }[] }>(
      60_000,
      10,
      undefined,
      true,
    );
    const page = await cache.get('page', async () => ({ products: [{ id: 1, isFavorite: false }] }));
    expect(Object.isFrozen(page)).toBe(true);
    expect(() => {
      page.products[0]!.isFavorite = true;
    }).toThrow(TypeError);
    expect(() => page.products.push({ id: 2, isFavorite: false })).toThrow(TypeError);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('leaves typed arrays, which cannot be frozen, as they are', () => {
    const value = deepFreeze({ ranking: new Int32Array([3, 1, 2]), words: ['milk'] });
    expect(Object.isFrozen(value.words)).toBe(true);
    expect(Object.isFrozen(value.ranking)).toBe(false);
  });
});
