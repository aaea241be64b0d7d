import rateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { SyncedCounter } from './synced-counter.ts';

/**
 * Who the API-wide limit counts: the account of a valid session (many customers of an Egyptian
 * mobile network share one public address), else the client's IP. A bearer token that resolves to
 * no session leaves the request a guest, so made-up tokens stay under their IP's limit.
 */
export function apiRateKey(request: FastifyRequest): string {
  const userId = request.ctx?.userId ?? null;
  return userId !== null ? `user:${userId}` : `ip:${request.ip}`;
}

/**
 * `RATE_LIMIT_MAX` requests a minute per client across the API, counted for all instances of the
 * store through the shared table (see SyncedCounter). Register it after the request context: its
 * check runs as a route hook, after the context has resolved the session.
 */
export async function registerApiRateLimit(
  api: FastifyInstance,
  options: { db: Db; max: number; log: FastifyBaseLogger; syncMs?: number },
) {
  const counter = new SyncedCounter(options.db, {
    name: 'api',
    syncMs: options.syncMs,
    onSyncError: (error) => options.log.warn({ err: error }, 'could not sync the API rate limit'),
  });
  /** @fastify/rate-limit's store interface, over the shared counter. */
  class SharedStore {
    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      done(null, counter.count(key, timeWindow, max));
    }
    child() {
      return this;
    }
  }
  await api.register(rateLimit, {
    max: options.max,
    timeWindow: '1 minute',
    store: SharedStore,
    keyGenerator: apiRateKey,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), { statusCode: 429, retryAfter: context.after }),
  });
  api.addHook('onClose', () => counter.close());
}
