import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';

const token = 'metrics-token-for-the-operator-0123456789';

describe('metrics (docs/decisions/0051)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await build({ metricsToken: token });
  });
  afterAll(() => store.close());

  it('answers only the operator’s token', async () => {
    expect((await store.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await store.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and exposes every figure by name', async () => {
    await store.app.inject({ method: 'GET', url: '/api/products/1', headers: { 'content-language': 'en' } });
    await store.app.inject({ method: 'GET', url: '/api/products/2', headers: { 'content-language': 'en' } });
    const answer = await store.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    for (const name of [
      'store_http_requests_total',
      'store_http_request_errors_total',
      'store_http_request_duration_seconds_bucket',
      'store_db_pool_connections',
      'store_db_query_duration_seconds_bucket',
      'store_jobs',
      'store_job_oldest_due_age_seconds',
      'store_event_streams_open',
      'store_cache_reads_total',
      'store_search_index_documents',
      'store_search_index_last_update_timestamp_seconds',
      'store_orders',
      'store_payments',
    ]) {
      expect(text, name).toMatch(new RegExp(`^# TYPE ${name.replace(/_bucket$/, '')} `, 'm'));
    }
    // The pattern, not the URL: both product reads under one label.
    expect(text).toMatch(
      /store_http_requests_total\{method="GET",route="\/api\/products\/:id",status_code="\d+"\} 2/,
    );
    expect(text).not.toContain('/api/products/1"');
    expect(text).toMatch(/store_cache_reads_total\{cache="guest-pages",result="(hit|miss)"\} \d+/);
    expect(text).toMatch(/store_search_index_documents \d+/);
    expect(text).toMatch(
      /store_db_query_duration_seconds_count\{driver="(pglite|postgres)",outcome="ok"\} [1-9]/,
    );
  });

  it('is not served without a token (the default)', async () => {
    const plain = await build();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
