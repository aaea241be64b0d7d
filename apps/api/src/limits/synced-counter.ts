import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

const syncChunk = 5000;

interface Entry {
  /** When the key's window ends: the cluster's, once a sync has told it; a local guess before. */
  windowEnd: number;
  windowMs: number;
  /** The cluster's count at the last sync (this instance's synced requests included). */
  shared: number;
  /** Requests counted here and being added to the table by the sync in flight. */
  syncing: number;
  /** Requests counted here since the last sync began. */
  pending: number;
}

export interface SyncedCounterOptions {
  /** Prefix of the keys in `rate_limits`. */
  name: string;
  /** How often the local counts are added to the shared table. */
  syncMs?: number;
  now?: () => number;
  onSyncError?: (error: unknown) => void;
}

/**
 * Counts requests per key in fixed windows, the count shared by every instance of the store but
 * without a database write per request: each instance counts in memory and adds its counts to
 * `rate_limits` in one statement about once a second, reading back the cluster's totals. A key
 * whose unsynced count reaches a tenth of its limit is synced at once. So a client may get up to
 * (instances × a tenth of the limit, plus what arrives during one sync) more than the limit,
 * never twice the limit (decision 0016: measured, a write per request cost too much).
 */
export class SyncedCounter {
  private readonly entries = new Map<string, Entry>();
  private readonly syncMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly options: SyncedCounterOptions,
  ) {
    this.syncMs = options.syncMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one request; `current` is the cluster's count as far as this instance knows it. */
  count(key: string, windowMs: number, max: number): { current: number; ttl: number } {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.windowEnd <= now) {
      entry = { windowEnd: now + windowMs, windowMs, shared: 0, syncing: 0, pending: 0 };
      this.entries.set(key, entry);
    }
    entry.pending += 1;
    // A key first seen here may already be busy elsewhere: ask the cluster at once.
    const firstSight = entry.shared === 0 && entry.syncing === 0 && entry.pending === 1;
    this.schedule(firstSight || entry.pending >= Math.max(1, Math.floor(max / 10)) ? 0 : this.syncMs);
    return { current: entry.shared + entry.syncing + entry.pending, ttl: entry.windowEnd - now };
  }

  /** Adds the local counts to the shared table and reads back the totals. */
  sync(): Promise<void> {
    if (this.syncing) {
      this.again = true;
      return this.syncing;
    }
    this.syncing = this.write().finally(() => {
      this.syncing = null;
      if (this.again) {
        this.again = false;
        this.schedule(0);
      }
    });
    return this.syncing;
  }

  /** Stops the timer after a last sync. */
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sync();
  }

  private schedule(delay: number) {
    if (this.closed) return;
    if (this.timer && delay > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync();
    }, delay);
    this.timer.unref();
  }

  private async write() {
    const now = this.now();
    const batch: { key: string; points: number; expire: Date }[] = [];
    const sent: Entry[] = [];
    for (const [key, entry] of this.entries) {
      if (entry.pending > 0) {
        batch.push({
          key: `${this.options.name}:${key}`,
          points: entry.pending,
          expire: new Date(now + entry.windowMs),
        });
        entry.syncing = entry.pending;
        entry.pending = 0;
        sent.push(entry);
      } else if (entry.windowEnd <= now) {
        this.entries.delete(key);
      }
    }
    if (batch.length === 0) return;
    // The same order in every instance: two syncs over the same keys wait for each other, never deadlock.
    batch.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
    const at = new Date(now).toISOString();
    // A window that has ended restarts with this batch; a live one adds to its count.
    const ended = sql`${rateLimits.expire} <= ${at}::timestamptz`;
    try {
      const rows: (typeof rateLimits.$inferSelect)[] = [];
      // Statements of at most a few thousand rows (PostgreSQL takes at most 65,535 parameters).
      for (let start = 0; start < batch.length; start += syncChunk) {
        rows.push(
          ...(await this.db
            .insert(rateLimits)
            .values(batch.slice(start, start + syncChunk))
            .onConflictDoUpdate({
              target: rateLimits.key,
              set: {
                points: sql`case when ${ended} then excluded.points else ${rateLimits.points} + excluded.points end`,
                expire: sql`case when ${ended} then excluded.expire else ${rateLimits.expire} end`,
              },
            })
            .returning()),
        );
      }
      const prefix = this.options.name.length + 1;
      for (const row of rows) {
        const entry = this.entries.get(row.key.slice(prefix));
        if (!entry || entry.syncing === 0) continue;
        // The cluster's count now includes what this sync added.
        entry.shared = row.points;
        entry.syncing = 0;
        if (row.expire) entry.windowEnd = row.expire.getTime();
      }
    } catch (error) {
      // Keep the counts for the next sync; the limit stays local meanwhile.
      for (const entry of sent) {
        entry.pending += entry.syncing;
        entry.syncing = 0;
      }
      this.options.onSyncError?.(error);
      this.schedule(this.syncMs);
    }
  }
}
