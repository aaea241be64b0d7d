import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createAppMetrics } from './metrics.ts';
import { processRegistry } from './process-metrics.ts';

const database = { db: { $client: {} }, driver: 'pglite', close: async () => {} } as unknown as Database;
const search = { status: () => ({ loaded: true, documents: 42, lastUpdatedAt: 1_800_000_000_000 }) };

describe('metric names and labels (docs/decisions/0051)', () => {
  it('names every figure of an app, with its labels', async () => {
    const metrics = createAppMetrics({ database, search });
    metrics.observeRequest('GET', '/api/products/:id', 200, 0.012);
    metrics.observeRequest('POST', '/api/orders', 500, 0.3);
    metrics.observeRequest('GET', undefined, 404, 0.001);
    const json = await metrics.registry.getMetricsAsJSON();
    const byName = new Map(json.map((metric) => [metric.name, metric]));
    expect([...byName.keys()].sort()).toEqual([
      'store_db_pool_connections',
      'store_http_request_duration_seconds',
      'store_http_request_errors_total',
      'store_http_requests_total',
      'store_job_oldest_due_age_seconds',
      'store_jobs',
      'store_jobs_retrying',
      'store_metrics_database_read_errors_total',
      'store_orders',
      'store_payments',
      'store_search_index_documents',
      'store_search_index_last_update_timestamp_seconds',
    ]);
    expect(byName.get('store_http_requests_total')!.values.map((value) => value.labels)).toEqual([
      { method: 'GET', route: '/api/products/:id', status_code: '200' },
      { method: 'POST', route: '/api/orders', status_code: '500' },
      { method: 'GET', route: 'unmatched', status_code: '404' },
    ]);
    expect(byName.get('store_http_request_errors_total')!.values).toEqual([
      { labels: { method: 'POST', route: '/api/orders' }, value: 1 },
    ]);
    expect(byName.get('store_search_index_documents')!.values[0]!.value).toBe(42);
    expect(byName.get('store_search_index_last_update_timestamp_seconds')!.values[0]!.value).toBe(
      1_800_000_000,
    );
    expect(byName.get('store_db_pool_connections')!.values).toEqual([
      { labels: { state: 'total' }, value: 1 },
    ]);
  });

  it('names the process-wide figures', async () => {
    const names = (await processRegistry.getMetricsAsJSON()).map((metric) => metric.name).sort();
    expect(names).toEqual([
      'store_cache_reads_total',
      'store_db_query_duration_seconds',
      'store_event_streams_open',
    ]);
  });
});
