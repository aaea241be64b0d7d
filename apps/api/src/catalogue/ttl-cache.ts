import { LRUCache } from 'lru-cache';
import { cacheReads } from '../observability/process-metrics.ts';

/**
 * Keeps answers that every visitor of a branch shares for a short while, bounded in size (lru-cache,
 * the one cache of the API: docs/decisions/0026):
 * - listing totals (counting is the one part of a listing that grows with the catalogue; a total a
 *   minute old is fine for pagination, the page's products themselves are always fresh),
 * - product pages and the home page for a few seconds (what a crowd of shoppers opens after a promotion),
 * - the products matching a keyword, most relevant first (docs/decisions/0010).
 * Failures are not kept. Per-customer facts (favourite, in cart) are added after, never cached.
 */
export class TtlCache<T> {
  // Values are boxed: lru-cache keeps no `undefined`, and a loader may answer it.
  private readonly cache: LRUCache<string, { value: T }, () => Promise<T>> | null;

  /**
   * @param budget optional bound on the sum of `weigh(value)` over the kept values (for values whose
   *   size varies a lot, such as lists of ids); the least recently used go first.
   * @param freeze deep-freeze every loaded value, so code that writes into a shared answer throws
   *   instead of showing one visitor's data to the next (development and tests; see `deepFreeze`).
   * @param onLoad called with every loaded value as it is kept (the shared pages mark theirs: `markShared`).
   * @param name the cache's label in the hit and miss counts (`store_cache_reads_total`).
   */
  constructor(
    ttlMs = 60_000,
    maxEntries = 2_000,
    budget?: { max: number; weigh: (value: T) => number },
    freeze = false,
    onLoad?: (value: T) => void,
    private readonly name = 'other',
  ) {
    // lru-cache reads 0 as "no time limit"; here it means "keep nothing".
    this.cache =
      ttlMs <= 0
        ? null
        : new LRUCache({
            max: maxEntries,
            ttl: ttlMs,
            ...(budget && {
              maxSize: budget.max,
              sizeCalculation: ({ value }) => Math.max(1, budget.weigh(value)),
            }),
            // One load per key at a time: callers arriving while it runs share its promise. A failed
            // load is not kept (lru-cache deletes it).
            fetchMethod: async (_key, _stale, { context: load }) => {
              const value = freeze ? deepFreeze(await load()) : await load();
              onLoad?.(value);
              return { value };
            },
            // A load under way when the cache is cleared still answers its callers; its value is
            // not kept (the entry it would fill is gone).
            ignoreFetchAbort: true,
            // Date, not performance.now: the same clock as the rest of the app (and its tests' fake one).
            perf: Date,
          });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache) {
      cacheReads.inc({ cache: this.name, result: 'miss' });
      return load();
    }
    const status: LRUCache.Status<string, { value: T }, () => Promise<T>> = {};
    const box = await this.cache.fetch(key, { context: load, status });
    cacheReads.inc({ cache: this.name, result: readResult(status.fetch) });
    return box!.value;
  }

  /** Forgets every kept value: the next reads load afresh. */
  clear() {
    this.cache?.clear();
  }

  /** How many values are kept (for tests). */
  get size(): number {
    return this.cache?.size ?? 0;
  }
}

/** lru-cache's account of a fetch, as the metric counts it. */
function readResult(fetch: LRUCache.Status<string, unknown, unknown>['fetch']): 'hit' | 'miss' | 'inflight' {
  if (fetch === 'hit' || fetch === 'stale') return 'hit';
  if (fetch === 'inflight') return 'inflight';
  return 'miss';
}

/**
 * Freezes a value and every plain object and array inside it, in place, and returns it. Typed arrays
 * (which cannot be frozen), maps and sets are left as they are; already frozen parts are not walked
 * again. Writing into a frozen value throws in strict code (every ES module), so a shared answer that
 * someone tries to personalise in place fails loudly in tests instead of leaking.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value) || value instanceof Map || value instanceof Set) return value;
  Object.freeze(value);
  for (const entry of Object.values(value)) deepFreeze(entry);
  return value;
}
