/** What the combined web + API server (apps/web/server) needs from the API. */
export type { App } from './app.ts';
/** Traces (docs/decisions/0078): the web's render span and the `traceparent` of its API calls. */
export { inSpan, traceHeaders } from './observability/tracing.ts';
export { runServer } from './server.ts';
