import {
  type Attributes,
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { FastifyPluginCallback } from 'fastify';
import pg from 'pg';
import type { TracingConfig } from '../config.ts';

/**
 * OpenTelemetry traces (docs/decisions/0078), off unless OTEL_EXPORTER_OTLP_ENDPOINT is set. Off,
 * nothing below the helpers' first line runs: the SDK, the exporter and @fastify/otel are never
 * imported, no hook is added to the app, no driver is wrapped, and `inSpan` calls its function.
 * On: a page request, its render, each API request it makes (in-process, with `traceparent`), each
 * SQL statement of both drivers: one trace.
 */

let tracer: Tracer | null = null;
let plugin: FastifyPluginCallback | null = null;

export interface Tracing {
  /** Sends the spans still buffered and switches tracing off (tests; the process's end). */
  shutdown(): Promise<void>;
}

/** True once `startTracing` ran: the app registers the request spans, the web its render span. */
export function tracingActive(): boolean {
  return tracer !== null;
}

/** The Fastify plugin that makes a span of every request (first in the app), or null when off. */
export function tracingPlugin(): FastifyPluginCallback | null {
  return plugin;
}

/**
 * Loads the SDK (dynamic imports: a store without OTEL_EXPORTER_OTLP_ENDPOINT never loads it), makes
 * it the process's tracer provider (AsyncLocalStorage context, W3C `traceparent` propagation) and
 * wraps both database drivers. Call before the app is built.
 */
export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const [sdk, { OTLPTraceExporter }, { resourceFromAttributes }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@fastify/otel'),
    ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(config.sampleRatio) }),
    // OTLP/HTTP with JSON bodies (the exporter's default), in batches.
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: config.tracesUrl }))],
  });
  provider.register();
  tracer = provider.getTracer('store');
  const instrumentation = new FastifyOtelInstrumentation({
    // One span per request and one for its handler; a span per hook would be a dozen per request.
    instrumentHooks: false,
    requestHook: (span, request) => {
      // The route pattern, never the URL (ids, search words): `GET /api/products/:id`.
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`);
    },
  });
  instrumentation.setTracerProvider(provider);
  plugin = instrumentation.plugin() as unknown as FastifyPluginCallback;
  wrapDrivers();
  return {
    async shutdown() {
      await provider.forceFlush();
      await provider.shutdown();
      tracer = null;
      plugin = null;
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/**
 * Runs `fn` inside a span named `name` (a child of the active one); off, just runs `fn`. The span
 * ends when the promise settles; a rejection marks it as an error (the message only: no values).
 */
export function inSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  if (!tracer) return fn();
  return tracer.startActiveSpan(name, { attributes }, (span) => settle(span, fn()));
}

/** `traceparent` (and `tracestate`) for a call made on behalf of the active span; {} when off. */
export function traceHeaders(): Record<string, string> {
  if (!tracer) return {};
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers;
}

function settle<T>(span: Span, promise: Promise<T>): Promise<T> {
  return promise.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      span.setStatus({ code: SpanStatusCode.ERROR, message: errorCode(error) });
      span.end();
      throw error;
    },
  );
}

/** A database error's SQLSTATE (never its detail, which may quote values), else the error's name. */
function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'error';
}

/** `SELECT`, `INSERT`…: the statement's first word, for the span's name. */
export function operationOf(text: string): string {
  const word = /^\s*(?:--[^\n]*\n\s*)*([a-z]+)/i.exec(text)?.[1];
  return word ? word.toUpperCase() : 'SQL';
}

/** The span of one SQL statement: its text has `$1` placeholders, never the values. */
function startQuerySpan(text: string, driver: 'postgres' | 'pglite'): Span | null {
  if (!tracer || !trace.getSpan(context.active())) return null; // statements outside a trace: none
  return tracer.startSpan(`${operationOf(text)} postgresql`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operationOf(text),
      'db.query.text': text.length > 2000 ? `${text.slice(0, 2000)}…` : text,
      'store.db.driver': driver,
    },
  });
}

let driversWrapped = false;

/**
 * node-postgres at `pg.Client.prototype.query` (every pool and transaction), as its query times are
 * taken (docs/decisions/0051); PGlite at Drizzle's prepared query (`execute`, `all`), which
 * transactions go through too. Once per process.
 */
function wrapDrivers() {
  if (driversWrapped) return;
  driversWrapped = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function tracedQuery(this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    const span = startQuerySpan(text, 'postgres');
    if (!span) return query.apply(this, args);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, result: unknown) => void;
      args[last] = (error: unknown, result: unknown) => {
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: errorCode(error) });
        span.end();
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      return settle(span, result as Promise<unknown>);
    }
    // A submittable (a cursor, COPY): its span ends at once.
    span.end();
    return result;
  } as typeof pg.Client.prototype.query;

  const prototype = PglitePreparedQuery.prototype as unknown as Record<
    'execute' | 'all',
    (this: { queryString: string }, ...args: unknown[]) => Promise<unknown>
  >;
  for (const method of ['execute', 'all'] as const) {
    const original = prototype[method];
    prototype[method] = function tracedPgliteQuery(this: { queryString: string }, ...args: unknown[]) {
      const span = startQuerySpan(this.queryString, 'pglite');
      const result = original.apply(this, args);
      return span ? settle(span, result) : result;
    };
  }
}
