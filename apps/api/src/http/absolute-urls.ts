import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The API's own URL spaces that answers point into: images (`/api/media/…`), signed file links
 * (`/api/files/…`) and the built-in test gateway's payment page (`/api/payment/…`).
 */
const ownPaths = ['/api/media/', '/api/files/', '/api/payment/'];

const isOwnPath = (value: string) => ownPaths.some((prefix) => value.startsWith(prefix));

/** The value with every string that is one of our paths made absolute (copies only what changes). */
export function withAbsoluteUrls<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (isOwnPath(value) ? `${origin}${value}` : value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((entry, index) => {
      const next = withAbsoluteUrls(entry, origin);
      if (next !== entry) {
        copy ??= [...value];
        copy[index] = next;
      }
    });
    return (copy ?? value) as T;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, entry] of Object.entries(value)) {
      const next = withAbsoluteUrls(entry, origin);
      if (next !== entry) {
        copy ??= { ...(value as Record<string, unknown>) };
        copy[key] = next;
      }
    }
    return (copy ?? value) as T;
  }
  return value;
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
 * serialization, prefixes the public origin on a copy.
 */
export function registerAbsoluteUrls(app: FastifyInstance, origin: (request: FastifyRequest) => string) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    withAbsoluteUrls(payload, origin(request)),
  );
}
