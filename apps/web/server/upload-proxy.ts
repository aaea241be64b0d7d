import { Transform, type TransformCallback } from 'node:stream';
import type { App } from '@store/api';
import { isLang } from '@store/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, sessionCookieName } from '../app/lib/api/store-middleware.server.ts';
import {
  encodeUploadFlash,
  type UploadTarget,
  uploadFlashCookie,
} from '../app/lib/forms/upload-flash.server.ts';
import { checkPostSource, type FormPostRefusal, formEncodingOf } from './form-posts.ts';

/**
 * The web's upload route (docs/decisions/0033): a prescription's or a support issue's files go from
 * the browser to the API as one stream, never through React Router (whose posts stop at 1 MiB,
 * form-posts.ts) and never whole in this process's memory. The page's own form posts here: with
 * scripts, an XHR with upload progress that reads the API's JSON answer; without them, a plain
 * multipart form post, answered with a redirect (to the new record, or back to the form with its
 * messages in a one-time cookie).
 *
 * Same rules as the pages' posts: the Origin (or Referer) must be the store; the session is the
 * httpOnly cookie, turned into the API's bearer token here; the body may be as large as the API
 * takes (its files at most, plus the text fields), counted as it streams.
 */

const targets: Record<string, { target: UploadTarget; api: string; form: string }> = {
  prescription: { target: 'prescription', api: '/api/prescriptions/send', form: 'profile/7' },
  'support-issue': { target: 'support-issue', api: '/api/support/issues', form: 'support' },
};

/**
 * A return's photos (docs/decisions/0090) go to the API's `orders/{order}/returns/{return}/photos`,
 * the two ids in the query (digits only), and back to that order's page.
 */
export function returnPhotosRoute(
  query: unknown,
): { target: UploadTarget; api: string; form: string } | null {
  const { order, return: returnId } = (query ?? {}) as Record<string, unknown>;
  const id = (value: unknown) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? value : null);
  const orderId = id(order);
  const requestId = id(returnId);
  if (!orderId || !requestId) return null;
  return {
    target: 'return-photos',
    api: `/api/orders/${orderId}/returns/${requestId}/photos`,
    form: `order-info/${orderId}`,
  };
}

/** Room for the text fields and the multipart framing besides the files (the API takes 10 × 8 KB fields). */
const fieldsAllowance = 256 * 1024;

/** The largest body an upload may have: the API's file limits plus its fields. */
export function uploadBodyLimit(policy: { maxFiles: number; maxFileBytes: number }): number {
  return policy.maxFiles * policy.maxFileBytes + fieldsAllowance;
}

/** Passes bytes on until `limit`; past it, ends its output (the API sees a cut body) and drops the rest. */
export class ByteLimit extends Transform {
  bytes = 0;
  over = false;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.over) return done();
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.over = true;
      this.push(null);
      return done();
    }
    done(null, chunk);
  }
}

export function registerUploadRoutes(web: FastifyInstance, app: App) {
  const limit = uploadBodyLimit(app.uploadPolicy);

  web.post('/:lang/upload/:target', { schema: { hide: true } }, async (request, reply) => {
    const { lang: rawLang, target: rawTarget } = request.params as { lang: string; target: string };
    const route = rawTarget === 'return-photos' ? returnPhotosRoute(request.query) : targets[rawTarget];
    if (!isLang(rawLang) || !route) {
      request.raw.resume();
      return reply.status(404).type('text/plain').send('Not found');
    }
    const lang = rawLang;
    // The page's script asks for the API's JSON; a plain form post gets a redirect.
    const wantsJson = (request.headers.accept ?? '').includes('application/json');

    const refusal = refusalOf(request, limit);
    if (refusal) {
      request.raw.resume();
      if (refusal === 'too-large') reply.header('connection', 'close');
      return reply
        .status(refusal === 'too-large' ? 413 : refusal === 'not-a-form' ? 400 : 403)
        .type('application/json')
        .send({ code: 0, message: refusal, data: null, item: null, validation: [] });
    }

    const cookies = request.headers.cookie ?? null;
    const token = readCookie(cookies, sessionCookieName);
    if (!token) {
      request.raw.resume();
      if (!wantsJson) return reply.redirect(`/${lang}/login`, 303);
    }

    const counter = new ByteLimit(limit);
    const stop = () => counter.end();
    request.raw.on('aborted', stop);
    request.raw.on('error', stop);
    request.raw.pipe(counter);

    // Without a session the API answers its 401 (in the page's language) before reading a body.
    const headers: Record<string, string> = { 'content-language': lang };
    if (token) headers['content-type'] = request.headers['content-type'] ?? '';
    const deviceId = readCookie(cookies, 'deviceId');
    if (deviceId) headers.deviceid = deviceId;
    if (token) headers.authorization = `Bearer ${token}`;

    const answer = await app.inject({
      method: 'POST',
      url: route.api,
      headers,
      payload: token ? counter : undefined,
      remoteAddress: request.ip,
    });
    if (counter.over) {
      // The rest of the body is read and dropped, so the answer reaches the sender.
      request.raw.resume();
      reply.header('connection', 'close');
      return reply
        .status(413)
        .type('application/json')
        .send({ code: 413, message: 'too-large', data: null, item: null, validation: [] });
    }

    const retryAfter = answer.headers['retry-after'];
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    reply.header('cache-control', 'no-store');
    if (wantsJson) return reply.status(answer.statusCode).type('application/json').send(answer.body);
    return redirectAfter(reply, lang, route, answer.statusCode, answer.body, request);
  });
}

function refusalOf(request: FastifyRequest, limit: number): FormPostRefusal | null {
  const source = checkPostSource(request.headers, request.host);
  if (source) return source;
  if (formEncodingOf(request.headers['content-type']) !== 'multipart') return 'not-a-form';
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return 'too-large';
  return null;
}

/** Without scripts: to the new record, to the login page, or back to the form with what went wrong. */
function redirectAfter(
  reply: FastifyReply,
  lang: string,
  route: { target: UploadTarget; form: string },
  status: number,
  body: string,
  request: FastifyRequest,
) {
  let envelope: { code?: number; message?: string; validation?: string[]; item?: unknown } = {};
  try {
    envelope = JSON.parse(body);
  } catch {
    // An answer that is not the API's envelope: the form says the action failed.
  }
  if (status === 401) return reply.redirect(`/${lang}/login`, 303);
  if (status === 200 && envelope.code === 200) {
    const id = Number(envelope.item);
    const next =
      route.target === 'prescription'
        ? `/${lang}/order-info/${id}?type=prescription&sent=1`
        : route.target === 'return-photos'
          ? `/${lang}/${route.form}?photos=${id}#return-${id}`
          : `/${lang}/support?sent=${id}#issue-${id}`;
    return reply.redirect(next, 303);
  }
  const secure = (request.headers['x-forwarded-proto'] ?? request.protocol) === 'https' ? '; Secure' : '';
  const flash = encodeUploadFlash({
    target: route.target,
    message: envelope.message ?? '',
    validation: Array.isArray(envelope.validation) ? envelope.validation : [],
    // The text fields are not known here (the body went to the API as a stream): the page shows the
    // messages, and the customer chooses the files again anyway.
    values: {},
  });
  reply.header(
    'set-cookie',
    `${uploadFlashCookie}=${flash}; Path=/; Max-Age=120; HttpOnly; SameSite=Lax${secure}`,
  );
  return reply.redirect(`/${lang}/${route.form}?failed=1`, 303);
}
