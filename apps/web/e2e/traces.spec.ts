import { startOtlpCollector } from '../../api/src/test/otlp-collector.ts';
import { expect, test } from './fixtures.ts';
import { startInProcessStore } from './in-process-store.ts';

/**
 * OpenTelemetry (docs/decisions/0078): with OTEL_EXPORTER_OTLP_ENDPOINT set, one page request is one
 * trace at a collector: the page's request span, the render span under it, the API requests the
 * render makes (in-process, carrying `traceparent`) under the render, their SQL statements under them.
 */
test('a page, its API calls and their SQL are one trace', async () => {
  const collector = await startOtlpCollector();
  const store = await startInProcessStore({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    OTEL_SERVICE_NAME: 'store-e2e',
  });
  let closed = false;
  try {
    const page = await fetch(`${store.base}/en/product/1`, { headers: { 'accept-language': 'en' } });
    expect(page.status).toBe(200);
    await page.text();
    closed = true;
    await store.close(); // flushes the spans to the collector
  } finally {
    if (!closed) await store.close();
    await collector.close();
  }
  const { spans, descendsFrom } = collector;
  const request = spans.find((span) => span.name === 'GET /*' && span.parentSpanId === undefined);
  expect(request, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
  const ofPage = spans.filter((span) => span.traceId === request!.traceId);
  const render = ofPage.find((span) => span.name === 'render');
  expect(render).toBeDefined();
  expect(render!.attributes['url.path']).toBe('/en/product/1');
  expect(descendsFrom(render!, request!)).toBe(true);
  const apiCalls = ofPage.filter((span) => span.name.startsWith('GET /api/') && span.kind === 2);
  expect(apiCalls.length, JSON.stringify(ofPage.map((span) => span.name))).toBeGreaterThan(0);
  for (const call of apiCalls) expect(descendsFrom(call, render!)).toBe(true);
  const sql = ofPage.filter((span) => span.attributes['db.system.name'] === 'postgresql');
  expect(sql.length).toBeGreaterThan(0);
  expect(sql.some((statement) => apiCalls.some((call) => descendsFrom(statement, call)))).toBe(true);
  // Nothing of this page outside its trace: every API request span of the run belongs to it.
  expect(
    spans.filter((span) => span.name.startsWith('GET /api/') && span.traceId !== request!.traceId),
  ).toEqual([]);
});
