import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

  app.addHook('onRequest', async (request, reply) => {
    // `protocol` is the proxy's (X-Forwarded-Proto) only with TRUST_PROXY. Set on the raw answer,
    // like helmet's headers, so pages streamed by the web carry it too.
    if (request.protocol === 'https') {
      reply.raw.setHeader('strict-transport-security', `max-age=${hstsSeconds}; includeSubDomains`);
    }
  });

  // Personal answers never go into a shared or browser cache: any answer to a request with a
  // session (a bearer token) and any answer that sets a cookie.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers.authorization || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
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
