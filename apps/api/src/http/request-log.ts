import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A request as the log writes it (the logger's `req` serializer): method, path and address, and the
 * query's parameter names without their values. Values are what a customer or staff member typed (a
 * phone looked up, a search, a one-time link's token), personal data the log must not keep.
 */
export function requestForLog(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}) {
  return {
    method: request.method,
    url: urlWithoutValues(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

/** `/api/x?q=0100&page=2` → `/api/x?q=…&page=…`: which parameters, never what they held. */
export function urlWithoutValues(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** What a request id may look like when a caller sends one: letters, digits and dashes, 8 to 64. */
const requestIdShape = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A request's id: the `x-request-id` its caller sent (the storefront passes its page's, so a page and
 * its API calls share one id in the log; so may a proxy), or a new one. Anything else sent is ignored.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && requestIdShape.test(sent) ? sent : randomUUID();
}

/**
 * Every answer names its request's id (`x-request-id`), set on the raw answer so streamed pages carry
 * it too: what a customer or support reads out when something failed, to find it in the log.
 */
export function answerRequestIds(app: {
  addHook(
    name: 'onRequest',
    hook: (
      request: { id: string },
      reply: { raw: { setHeader(name: string, value: string): unknown } },
      done: () => void,
    ) => void,
  ): unknown;
}) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
}
