import helmet from '@fastify/helmet';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Security headers on every answer of the store (docs/decisions/0017), through @fastify/helmet:
 * nosniff, no framing, a referrer policy that keeps the Origin header on the store's own posts, and
 * for the API's answers a Content-Security-Policy that lets nothing run (JSON needs nothing; the test
 * payment page needs its own styles and its form). The storefront's pages set their own policy on
 * their route (apps/web/server/page-security.ts), and the API docs theirs (`apiDocsCsp`).
 */
export const apiContentSecurityPolicy = {
  useDefaults: false,
  directives: {
    'default-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  },
};

/** A year, as browsers expect for HSTS. */
const hstsSeconds = 365 * 24 * 60 * 60;

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: apiContentSecurityPolicy,
    // Only over HTTPS (below): a store reached over plain HTTP on a local network must not tell the
    // browser to insist on HTTPS for that address.
    strictTransportSecurity: false,
    // Not helmet's no-referrer: with it, browsers send `Origin: null` on the store's own form posts,
    // which the web then refuses (apps/web/server/form-posts.ts).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });

  app.addHook('onRequest', (request, reply, done) => {
    // `protocol` is the proxy's (X-Forwarded-Proto) only with TRUST_PROXY. Set on the raw answer,
    // like helmet's headers, so pages streamed by the web carry it too.
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', hsts);
    done();
  });

  // Personal answers never go into a shared or browser cache: any answer to a request with a
  // session (a bearer token) and any answer that sets a cookie.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

const hsts = `max-age=${hstsSeconds}; includeSubDomains`;

/** A directive list as helmet writes it (`name value value;name value`). */
const policyText = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/**
 * What an API answer needs (decision 0038): the policy above (no script, style only for the test
 * payment page, no framing), nosniff (JSON and files are never read as anything else), no framing for
 * browsers without `frame-ancestors`, and the referrer policy the store's own posts rely on. Helmet's
 * other headers are for documents (opener and agent-cluster isolation, DNS prefetch, IE's download
 * and XSS switches, Flash's cross-domain policies) and are left to the web's pages. Customers' files
 * (`/api/files/`, prescriptions) also refuse to be embedded by other sites.
 */
const apiHeaders: readonly (readonly [string, string])[] = [
  ['content-security-policy', policyText(apiContentSecurityPolicy.directives)],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
];
const fileHeaders = [...apiHeaders, ['cross-origin-resource-policy', 'same-origin'] as const];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers of the route's answers, chosen once when the route is added. */
    securityHeaders?: readonly (readonly [string, string])[];
  }
}

/**
 * The API's routes write their security headers from a list made once per route (helmet built its
 * middleware again for each request and wrote 11 headers: about 6.6% of a cached product page's CPU).
 * Helmet stays for everything else (the web's pages, the API docs, unknown addresses).
 */
export function registerApiSecurityHeaders(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    route.config = {
      ...route.config,
      helmet: { skipRoute: true },
      securityHeaders: route.url.startsWith('/api/files/') ? fileHeaders : apiHeaders,
    } as typeof route.config;
  });
  const writeHeaders: onRequestHookHandler = (request, reply, done) => {
    const headers = request.routeOptions.config.securityHeaders;
    if (headers) for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
  api.addHook('onRequest', writeHeaders);
}

/**
 * Swagger UI's policy (its own, with the hashes of its inline scripts), adjusted: it may not be
 * framed, it keeps working over plain HTTP, it calls no outside validator, and its script sets
 * inline styles as it draws (styles cannot run code).
 */
export function apiDocsCsp(header: string): string {
  return header
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace(' validator.swagger.io', '')
    .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}
