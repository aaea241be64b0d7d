import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The API's own URL spaces that answers point into: images (`/api/media/…`), signed file links
 * (`/api/files/…`) and the built-in test gateway's payment page (`/api/payment/…`).
 */
const ownPaths = ['/api/media/', '/api/files/', '/api/payment/'];

const isOwnPath = (value: string) => ownPaths.some((prefix) => value.startsWith(prefix));

/**
 * Values many answers share (the guests' cached pages, `markShared`) and, per value, its absolute
 * copy for the origin it was last made for. A cached page is walked and copied once per origin while
 * it is kept, not on every answer that sends it (issue 36: that copy was about 12% of a cached
 * product page's CPU). With PUBLIC_URL the origin never changes; without it, a second origin (the
 * store opened as localhost and as a LAN address) makes a second copy in turn.
 */
const sharedValues = new WeakSet<object>();
const absoluteCopies = new WeakMap<object, { origin: string; value: unknown }>();

/**
 * Marks a value that will never be written to and is sent in many answers, so its absolute copy is
 * kept beside it (forgotten with it) instead of being made for each answer.
 */
export function markShared<T>(value: T): T {
  if (typeof value === 'object' && value !== null) sharedValues.add(value);
  return value;
}

/** The value with every string that is one of our paths made absolute (copies only what changes). */
export function withAbsoluteUrls<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (isOwnPath(value) ? `${origin}${value}` : value) as T;
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  if (!sharedValues.has(value)) return copyWithAbsoluteUrls(value, origin);
  const kept = absoluteCopies.get(value);
  if (kept?.origin === origin) return kept.value as T;
  // The copy is shared as much as the page it was made from (and is sent as it is: `sharedAnswerSerializer`).
  const copy = markShared(copyWithAbsoluteUrls(value, origin));
  absoluteCopies.set(value, { origin, value: copy });
  return copy;
}

/** Whether a value is one many answers share (never written to). */
export const isShared = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && sharedValues.has(value);

function copyWithAbsoluteUrls<T extends object>(value: T, origin: string): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const entry: unknown = value[index];
      const next = withAbsoluteUrls(entry, origin);
      if (next !== entry) {
        copy ??= [...value];
        copy[index] = next;
      }
    }
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const entry: unknown = value[key];
    const next = withAbsoluteUrls(entry, origin);
    if (next !== entry) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

/**
 * The store's public origin: PUBLIC_URL; without it (demo, development) the origin the request came
 * to (its Host, or X-Forwarded-Host and -Proto behind a trusted proxy), so a store opened as
 * localhost, 127.0.0.1 or a LAN address gives links that work from there (and that the pages' CSP,
 * 'self', allows). The web's in-process calls pass the visitor's Host on.
 */
export function publicOrigin(config: {
  publicUrl?: string | null | undefined;
}): (request: FastifyRequest) => string {
  if (config.publicUrl) {
    const fixed = config.publicUrl.replace(/\/+$/, '');
    return () => fixed;
  }
  return (request) => `${request.protocol}://${request.host}`;
}

/**
 * Every URL an answer carries is absolute (docs/decisions/0031), so mobile apps use them as they
 * are. Answers (and the shared caches behind them) are built with paths; this hook, last before
 * serialization, prefixes the public origin on a copy: a new answer's parts are copied once, as it is
 * sent, and a shared (cached) page's copy is made once and reused (`markShared`, decision 0038).
 */
export function registerAbsoluteUrls(app: FastifyInstance, origin: (request: FastifyRequest) => string) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    withAbsoluteUrls(payload, origin(request)),
  );
}
