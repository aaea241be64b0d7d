/**
 * Remembers how many products a listing filter matches at a branch for a short while. Counting is
 * the one part of a listing page that grows with the catalogue (a top category holds tens of
 * thousands of products), every visitor of that page at that branch gets the same number, and a total
 * a minute old is fine for pagination (the page's products themselves are always fresh).
 */
export class CountCache {
  private entries = new Map<string, { at: number; total: Promise<number> }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 2_000,
  ) {}

  get(key: string, count: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.total;
    const total = count();
    this.entries.delete(key);
    this.entries.set(key, { at: now, total });
    total.catch(() => this.entries.delete(key));
    // Maps keep insertion order: the first key is the least recently stored.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return total;
  }
}
