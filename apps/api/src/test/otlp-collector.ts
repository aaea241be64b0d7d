import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/HTTP JSON carries it (ids in hex), with what the tests look at. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}

/**
 * A collector in the test's process: receives OTLP/HTTP JSON at /v1/traces (what
 * @opentelemetry/exporter-trace-otlp-http sends) and keeps the spans (docs/decisions/0078).
 */
export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          scopeSpans: {
            spans: (Omit<CollectedSpan, 'attributes'> & {
              attributes?: { key: string; value: OtlpValue }[];
            })[];
          }[];
        }[];
      };
      for (const resource of body.resourceSpans)
        for (const scope of resource.scopeSpans)
          for (const span of scope.spans)
            spans.push({
              ...span,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [
                  key,
                  value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue),
                ]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** OTEL_EXPORTER_OTLP_ENDPOINT for the store. */
    endpoint,
    spans,
    /** Whether `span` descends from `ancestor` (through the spans collected). */
    descendsFrom(span: CollectedSpan, ancestor: CollectedSpan): boolean {
      let current: CollectedSpan | undefined = span;
      for (let hops = 0; current && hops < 50; hops += 1) {
        if (current.parentSpanId === ancestor.spanId && current.traceId === ancestor.traceId) return true;
        const parentId: string | undefined = current.parentSpanId;
        current = spans.find((candidate) => candidate.spanId === parentId);
      }
      return false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
