import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The metrics counted where they happen, in code that has no app at hand (the shared caches, the
 * event streams, the database drivers): one registry per process, merged into each app's own at
 * scrape time (observability/metrics.ts). Names and labels are fixed here; metrics.test.ts holds them.
 */
export const processRegistry = new Registry();

/** Reads of the shared caches (catalogue/ttl-cache.ts), by cache and outcome. */
export const cacheReads = new Counter({
  name: 'store_cache_reads_total',
  help: 'Reads of the shared in-memory caches, by cache and result (hit: kept value; miss: loaded; inflight: waited for a load under way).',
  labelNames: ['cache', 'result'] as const,
  registers: [processRegistry],
});

/** Server-Sent Events streams open now (http/event-stream.ts). */
export const openEventStreams = new Gauge({
  name: 'store_event_streams_open',
  help: 'Server-Sent Events streams open now (live order pages, the unread count, the staff live board).',
  registers: [processRegistry],
});

/** Time of each SQL statement sent to the database, by driver. */
export const queryDuration = new Histogram({
  name: 'store_db_query_duration_seconds',
  help: 'Time of each SQL statement, from sending it to its answer, by driver and outcome.',
  labelNames: ['driver', 'outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [processRegistry],
});
