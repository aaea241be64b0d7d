/**
 * Keeps answers that every visitor of a branch shares for a short while, bounded in size:
 * - listing totals (counting is the one part of a listing that grows with the catalogue; a total a
 *   minute old is fine for pagination, the page's products themselves are always fresh),
 * - product pages for a few seconds (the page a crowd of shoppers opens after a promotion).
 * Failures are not kept. Per-customer facts (favourite, in cart) are added after, never cached.
 */
export class TtlCache<T> {
  private entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    // Maps keep insertion order: the first key is the least recently stored.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
