import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The storefront pages' Content-Security-Policy (docs/decisions/0017), set through @fastify/helmet
 * on the web's route. Scripts run only with this response's nonce (React Router's hydration scripts
 * and the preload script carry it) or when loaded by one of them ('strict-dynamic'); nothing can
 * frame the store, post its forms elsewhere, or change its base URL.
 */

const nonces = new WeakMap<ServerResponse, string>();

/** The response's nonce, made on first use: the same for the header and for the page's scripts. */
export function pageNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

type Directive = string | ((request: IncomingMessage, response: ServerResponse) => string);

/**
 * `formActionOrigins`: other origins the store's own forms may post to (none: online payment leaves
 * the store by a plain navigation to the gateway's page, and comes back to /api/payment/callback).
 * `dev`: Vite's hot reload talks over a WebSocket on a port of its own.
 */
export function pageContentSecurityPolicy({
  formActionOrigins = [],
  dev = false,
  mapOrigins = [],
}: {
  formActionOrigins?: string[];
  dev?: boolean;
  /** The configured map style's origin (docs/decisions/0091): its style, tiles and sprites. */
  mapOrigins?: string[];
} = {}) {
  const directives: Record<string, Directive[]> = {
    'default-src': ["'self'"],
    'script-src': [(_request, response) => `'nonce-${pageNonce(response)}'`, "'strict-dynamic'"],
    // React Aria and a few components set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapOrigins, ...(dev ? ['ws:'] : [])],
    // The store's service worker (/sw.js) and its manifests.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...formActionOrigins],
  };
  // No upgrade-insecure-requests: a store opened over plain HTTP on a local network must keep working.
  return { useDefaults: false, directives };
}
