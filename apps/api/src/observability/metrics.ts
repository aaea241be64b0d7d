import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client.ts';
import { processRegistry, queryDuration } from './process-metrics.ts';

/** What an app's metrics read at scrape time. */
export interface MetricSources {
  database: Database;
  search: { status(): { loaded: boolean; documents: number; lastUpdatedAt: number } };
}

/**
 * One app's metrics (docs/decisions/0051): its requests, counted by its hooks, and the gauges read
 * from the database and the search index when Prometheus scrapes. `text()` adds the process's own
 * (process-metrics.ts: caches, event streams, query times) and Node's defaults are left out on purpose
 * (the operator's node exporter has the machine; `process_*` would repeat per app in tests).
 */
export function createAppMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'store_http_requests_total',
    help: 'Answered requests, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const errors = new Counter({
    name: 'store_http_request_errors_total',
    help: 'Requests answered with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'store_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });

  const client = (sources.database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  new Gauge({
    name: 'store_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting: requests waiting for one). PGlite: one connection.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      if (client instanceof pg.Pool) {
        this.set({ state: 'total' }, client.totalCount);
        this.set({ state: 'idle' }, client.idleCount);
        this.set({ state: 'waiting' }, client.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  const jobs = new Gauge({
    name: 'store_jobs',
    help: 'Jobs in the queue table by job type and state (pending, done, failed; done and failed are kept 7 days).',
    labelNames: ['name', 'state'] as const,
    registers,
  });
  const jobsRetrying = new Gauge({
    name: 'store_jobs_retrying',
    help: 'Pending jobs that failed at least once and wait for a retry, by job type.',
    labelNames: ['name'] as const,
    registers,
  });
  const jobAge = new Gauge({
    name: 'store_job_oldest_due_age_seconds',
    help: 'How long the oldest due, pending job of each type has waited past its time.',
    labelNames: ['name'] as const,
    registers,
  });
  const orders = new Gauge({
    name: 'store_orders',
    help: 'Orders placed, by order status id and payment state.',
    labelNames: ['status_id', 'payment_state'] as const,
    registers,
  });
  const payments = new Gauge({
    name: 'store_payments',
    help: 'Online payment attempts, by gateway and state.',
    labelNames: ['gateway', 'state'] as const,
    registers,
  });
  const scrapeErrors = new Counter({
    name: 'store_metrics_database_read_errors_total',
    help: 'Scrapes whose database figures (jobs, orders, payments) could not be read; those gauges are then absent.',
    registers,
  });
  new Gauge({
    name: 'store_search_index_documents',
    help: 'Products in this instance’s in-memory search index.',
    registers,
    collect() {
      this.set(sources.search.status().documents);
    },
  });
  new Gauge({
    name: 'store_search_index_last_update_timestamp_seconds',
    help: 'When this instance’s search index was last built or updated (Unix time; 0: not loaded yet).',
    registers,
    collect() {
      this.set(sources.search.status().lastUpdatedAt / 1000);
    },
  });

  /** The database's figures, read once per scrape (a few grouped counts on indexed tables). */
  async function readDatabase() {
    jobs.reset();
    jobsRetrying.reset();
    jobAge.reset();
    orders.reset();
    payments.reset();
    try {
      const db = sources.database.db;
      const [jobRows, orderRows, paymentRows] = await Promise.all([
        queryRows<{ name: string; state: string; count: number; retrying: number; age: number | null }>(
          db,
          sql`select name, state, count(*)::int as count,
                count(*) filter (where state = 'pending' and last_error is not null)::int as retrying,
                extract(epoch from now() - min(run_at) filter (where state = 'pending' and run_at <= now()))::float8 as age
              from jobs group by name, state`,
        ),
        queryRows<{ status_id: number; payment_state: string; count: number }>(
          db,
          sql`select status_id, payment_state, count(*)::int as count from orders group by status_id, payment_state`,
        ),
        queryRows<{ gateway: string; state: string; count: number }>(
          db,
          sql`select gateway, state, count(*)::int as count from payments group by gateway, state`,
        ),
      ]);
      for (const row of jobRows) {
        jobs.set({ name: row.name, state: row.state }, Number(row.count));
        if (row.state === 'pending') {
          jobsRetrying.set({ name: row.name }, Number(row.retrying));
          jobAge.set({ name: row.name }, Math.max(0, Number(row.age ?? 0)));
        }
      }
      for (const row of orderRows) {
        orders.set({ status_id: String(row.status_id), payment_state: row.payment_state }, Number(row.count));
      }
      for (const row of paymentRows)
        payments.set({ gateway: row.gateway, state: row.state }, Number(row.count));
    } catch {
      scrapeErrors.inc();
    }
  }

  return {
    registry,
    /** Counts one answered request under its route pattern (never the raw URL: ids would explode the labels). */
    observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
      const pattern = route ?? 'unmatched';
      requests.inc({ method, route: pattern, status_code: String(statusCode) });
      duration.observe({ method, route: pattern }, seconds);
      if (statusCode >= 500) errors.inc({ method, route: pattern });
    },
    contentType: registry.contentType,
    /** The Prometheus text of this app and of the process. */
    async text(): Promise<string> {
      await readDatabase();
      return Registry.merge([registry, processRegistry]).metrics();
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

let driversTimed = false;

/**
 * Times every statement of both drivers into `store_db_query_duration_seconds`: node-postgres at its
 * client's `query` (every pool, transactions included), PGlite at the instance's `query` and `exec`
 * (statements inside its `transaction` are timed as their transaction's callback is not: see 0051).
 */
export function timeDatabaseQueries(database: Database) {
  if (database.driver === 'postgres') {
    if (driversTimed) return;
    driversTimed = true;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function timedQuery(this: pg.Client, ...args: unknown[]) {
      const end = queryDuration.startTimer({ driver: 'postgres' });
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (error: unknown, result: unknown) => void;
        args[last] = (error: unknown, result: unknown) => {
          end({ outcome: error ? 'error' : 'ok' });
          callback(error, result);
        };
        return original.apply(this, args);
      }
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        (result as Promise<unknown>).then(
          () => end({ outcome: 'ok' }),
          () => end({ outcome: 'error' }),
        );
      }
      return result;
    } as typeof pg.Client.prototype.query;
    return;
  }
  const client = (database.db as unknown as { $client: PGlite }).$client as unknown as Record<
    'query' | 'exec',
    (...args: unknown[]) => Promise<unknown>
  > & { __timed?: boolean };
  if (client.__timed) return;
  client.__timed = true;
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client);
    client[method] = async (...args: unknown[]) => {
      const end = queryDuration.startTimer({ driver: 'pglite' });
      try {
        const result = await original(...args);
        end({ outcome: 'ok' });
        return result;
      } catch (error) {
        end({ outcome: 'error' });
        throw error;
      }
    };
  }
}
