import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/** A listen address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}

/**
 * Whether the demo outbox may exist: demo mode, listening on loopback only, or opened on purpose
 * with DEMO_OUTBOX=true (say, on a private test server).
 */
export function outboxEnabled(options: { hasOutbox: boolean; host: string; demoOutbox: boolean }): boolean {
  return options.hasOutbox && (options.demoOutbox || isLoopbackHost(options.host));
}

/**
 * Whether a request comes from this machine. The socket's address, not `request.ip` (which takes
 * X-Forwarded-For when TRUST_PROXY is on); a request that passed through a proxy is from elsewhere
 * even when the proxy itself is local.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.socket?.remoteAddress);
}
