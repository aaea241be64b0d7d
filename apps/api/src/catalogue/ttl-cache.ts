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
   */
  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
    private readonly budget?: { max: number; weigh: (value: T) => number },
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
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
