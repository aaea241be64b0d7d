import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which request a job came from (docs/decisions/0078): the request's id is kept while it is handled,
 * written on every job it enqueues (`jobs.request_id`), and while the job runs its log lines carry it
 * as `reqId`, the field the request's own lines have. One search for the id finds both.
 */
const origin = new AsyncLocalStorage<{ requestId: string | null }>();

/** Runs `fn` (the rest of a request's handling, a job's run) as part of request `requestId`. */
export function withRequestId<T>(requestId: string | null, fn: () => T): T {
  return origin.run({ requestId }, fn);
}

/** The id of the request being handled (or of the request that queued the job running); null outside both. */
export function currentRequestId(): string | null {
  return origin.getStore()?.requestId ?? null;
}

/**
 * For the logger's `mixin`: `{ reqId }` on a job's lines. A request's own lines already have it
 * (Fastify's child logger); the line's own fields win over the mixin's, so it is never written twice.
 */
export function jobLogFields(): { reqId?: string } {
  const requestId = currentRequestId();
  return requestId ? { reqId: requestId } : {};
}
