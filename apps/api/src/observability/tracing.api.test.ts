import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { build } from '../test/build.ts';
import { startOtlpCollector } from '../test/otlp-collector.ts';
import { startTracing, type Tracing, tracingActive } from './tracing.ts';

describe('traces (docs/decisions/0078)', () => {
  let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
  let tracing: Tracing;
  beforeAll(async () => {
    collector = await startOtlpCollector();
    const config = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_SERVICE_NAME: 'store-test',
    });
    expect(config.tracing?.tracesUrl).toBe(`${collector.endpoint}/v1/traces`);
    tracing = await startTracing(config.tracing!);
  });
  afterAll(async () => {
    await tracing?.shutdown();
    await collector?.close();
  });

  // Under TEST_DATABASE_URL the default store is on the PostgreSQL server (node-postgres); the
  // second is PGlite in every run.
  for (const driver of [undefined, 'pglite'] as const) {
    it(`continues the caller's traceparent; SQL statements are its children (${driver ?? 'the default driver'})`, async () => {
      const store = await build(driver ? { driver } : {});
      const traceId = randomBytes(16).toString('hex');
      const parentId = randomBytes(8).toString('hex');
      try {
        const answer = await store.app.inject({
          method: 'GET',
          url: '/api/products/1',
          headers: { 'content-language': 'en', traceparent: `00-${traceId}-${parentId}-01` },
        });
        expect(answer.statusCode).toBe(200);
      } finally {
        await store.close();
      }
      // The exporter batches: flushed at shutdown below, or now.
      await tracing.shutdown();
      expect(tracingActive()).toBe(false);
      const request = collector.spans.find((span) => span.name === 'GET /api/products/:id');
      expect(request, JSON.stringify(collector.spans.map((s) => s.name))).toBeDefined();
      expect(request!.kind).toBe(2); // SERVER
      expect(request!.traceId).toBe(traceId);
      expect(request!.parentSpanId).toBe(parentId);
      const sql = collector.spans.filter(
        (span) => span.traceId === request!.traceId && span.attributes['db.system.name'] === 'postgresql',
      );
      expect(sql.length).toBeGreaterThan(0);
      for (const statement of sql) {
        expect(collector.descendsFrom(statement, request!)).toBe(true);
        expect(statement.attributes['store.db.driver']).toBe(
          driver ?? (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'),
        );
        // Placeholders, never the values.
        expect(String(statement.attributes['db.query.text'])).not.toMatch(/'[^']*@[^']*'/);
      }
      collector.spans.length = 0;
      tracing = await startTracing(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint }).tracing!);
    });
  }
});
