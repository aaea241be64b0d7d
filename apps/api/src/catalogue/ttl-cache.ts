/**
 * Keeps answers that every visitor of a branch shares for a short while, bounded in size:
 * - listing totals (counting is the one part of a listing that grows with the catalogue; a total a
 *   minute old is fine for pagination, the page's products themselves are always fresh),
 * - product pages and the home page for a few seconds (what a crowd of shoppers opens after a promotion),
 * - the products matching a keyword, most relevant first (docs/decisions/0010).
 * Failures are not kept. Per-customer facts (favourite, in cart) are added after, never cached.
 */
export class TtlCache<T> {
  private entries = new Map<string, { at: number; value: Promise<T>; weight: number }>();
  private totalWeight = 0;

  /**
   * @param budget optional bound on the sum of `weigh(value)` over the kept values (for values whose
   *   size varies a lot, such as lists of ids); the least recently stored go first.
   * @param freeze deep-freeze every loaded value, so code that writes into a shared answer throws
   *   instead of showing one visitor's data to the next (development and tests; see `deepFreeze`).
   */
  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
    private readonly budget?: { max: number; weigh: (value: T) => number },
    private readonly freeze = false,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = this.freeze ? load().then(deepFreeze) : load();
    this.remove(key);
    const entry = { at: now, value, weight: 0 };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        if (!this.budget || this.entries.get(key) !== entry) return;
        entry.weight = this.budget.weigh(loaded);
        this.totalWeight += entry.weight;
        this.evict();
      },
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
      },
    );
    this.evict();
    return value;
  }

  /** Forgets every kept value: the next reads load afresh. */
  clear() {
    this.entries.clear();
    this.totalWeight = 0;
  }

  /** How many values are kept (for tests). */
  get size(): number {
    return this.entries.size;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }

  private evict() {
    // Maps keep insertion order: the first key is the least recently stored.
    while (
      this.entries.size > this.maxEntries ||
      (this.budget && this.totalWeight > this.budget.max && this.entries.size > 0)
    ) {
      this.remove(this.entries.keys().next().value!);
    }
  }
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
