import { basename, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type App, inSpan, traceHeaders } from '@store/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type RouterContextProvider as ContextProvider,
  createRequestHandler,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { ApiTransport } from '../app/lib/api/api-transport.ts';
import { guestCookies } from '../app/lib/api/store-middleware.server.ts';
import { webEnv } from '../app/lib/env.server.ts';
import { htmlCompression } from '../app/lib/html-compression.server.ts';
import { currentBuild, holdBuild } from './build-release.ts';
import {
  checkPostSource,
  type FormPostRefusal,
  formBodyLimit,
  formEncodingOf,
  isReadableMultipart,
  readLimitedBody,
  refusalPage,
  refusalStatus,
} from './form-posts.ts';
import {
  type CachedPage,
  type GuestRequest,
  guestRequestOf,
  isSharedAnswer,
  PageCache,
  pageCacheSecondsOf,
  pageHeaders,
  sharedPageCacheControl,
} from './page-cache.ts';
import { pageContentSecurityPolicy, pageNonce } from './page-security.ts';
import { registerPwa } from './pwa.ts';
import { registerUploadRoutes } from './upload-proxy.ts';
import { webDir } from './web-dir.ts';

const gzip = promisify(gzipCallback);

/**
 * Calls the API inside this process: no socket. `clientAddress` is the visitor's, as Fastify reads it
 * (from X-Forwarded-For with TRUST_PROXY), so the API's per-visitor limits and logs see the visitor,
 * not the web; `host` is the Host the visitor asked for.
 */
function injectTransport(app: App, clientAddress: string, host: string, requestId: string): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({
      method,
      url: path,
      // The visitor's Host: without PUBLIC_URL the API's URLs are absolute on it (decision 0031).
      // The page's request id: the page and its API calls are one request in the log. With traces
      // on, the render span's `traceparent`: the API's request span continues it (decision 0078).
      headers: { ...headers, host, 'x-request-id': requestId, ...traceHeaders() },
      payload: body,
      remoteAddress: clientAddress,
    });
    const retryAfter = Number(response.headers['retry-after']);
    const contentType = String(response.headers['content-type'] ?? '');
    if (response.statusCode === 200 && contentType && !contentType.includes('json')) {
      // A file (the data download's ZIP): handed on as it is, with an empty envelope.
      return {
        status: 200,
        body: { code: 200, message: '', data: null, item: null, validation: [] },
        file: {
          bytes: response.rawPayload,
          contentType,
          disposition: String(response.headers['content-disposition'] ?? 'attachment'),
        },
      };
    }
    return {
      status: response.statusCode,
      body: response.json(),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfter } : {}),
    };
  };
}

type ContextKey = Parameters<ContextProvider['set']>[0];
/** The keys the server sets, as the bundle's entry exports them (entry.server.tsx). */
interface EntryKeys {
  transportContext: ContextKey;
  nonceContext: ContextKey;
}

export interface WebOptions {
  dev: boolean;
  /** Origins other than the store's the store's forms may post to (the page CSP's form-action). */
  formActionOrigins?: string[];
  /**
   * How long guests' shared pages are kept rendered (server/page-cache.ts, decision 0050); 0: never.
   * Default: PAGE_CACHE_SECONDS, else off (never with `dev`).
   */
  pageCacheSeconds?: number;
}

/**
 * Serves the storefront from the same Fastify app as the API: built assets from the current build
 * (build-release.ts), every other non-API path rendered by React Router. With `dev`, Vite serves
 * modules with hot reload.
 */
export async function registerWeb(app: App, { dev, formActionOrigins, pageCacheSeconds }: WebOptions) {
  const cacheSeconds = dev ? 0 : (pageCacheSeconds ?? pageCacheSecondsOf(process.env.PAGE_CACHE_SECONDS));
  const pageCache = new PageCache(cacheSeconds * 1000);
  // A staff edit of prices, stock or what a branch sells, on any instance (catalogue-changes.ts),
  // or an import: the pages showing them are rendered afresh.
  if (pageCache.enabled) app.onSharedPagesCleared(() => pageCache.clear());
  let loadBuild: () => Promise<ServerBuild>;
  // The service worker's version (pwa.ts): a new build, a new worker.
  let workerVersion = `dev-${Date.now()}`;
  if (dev) {
    const [{ createServer }, { default: middie }] = await Promise.all([
      import('vite'),
      import('@fastify/middie'),
    ]);
    // No CORS middleware: the page and API share one origin, and Vite's would set headers before
    // React Router writes its own, so Node would keep only the last Set-Cookie of a response.
    const vite = await createServer({
      root: webDir,
      server: { middlewareMode: true, cors: false },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    // The build this process serves, resolved once: a later `npm run build` makes a new directory
    // and moves the `build` link, and this process keeps serving its own files (decision 0017).
    const buildDir = currentBuild(webDir);
    holdBuild(buildDir);
    workerVersion = basename(buildDir);
    const build = (await import(pathToFileURL(resolve(buildDir, 'server/index.js')).href)) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: resolve(buildDir, 'client'),
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of scripts and styles (vite.config.ts): send those.
      preCompressed: true,
      // Cache-Control comes from setHeaders below (the plugin's own would replace it with max-age=0).
      cacheControl: false,
      setHeaders: (response, path) => {
        // Vite puts a content hash in every asset name: cache them for good.
        const immutable = path.includes(`${resolve(buildDir, 'client', 'assets')}`);
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        // Scripts and styles are sent Brotli, gzip or plain depending on the request.
        if (/\.(js|css|svg|json)(\.br|\.gz)?$/.test(path)) response.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  await registerPwa(app, { version: workerVersion, dev });

  const handle = createRequestHandler(loadBuild, dev ? 'development' : 'production');

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: FormPostRefusal) => {
    // Whatever is left of the body is read and dropped; the connection is not kept for another request.
    request.raw.resume();
    if (refusal === 'too-large') reply.header('connection', 'close');
    return reply
      .status(refusalStatus[refusal])
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(refusalPage(request.url, refusal));
  };

  /**
   * A guest's shared page: its own cookies (the device's id for a first visit, the language), the
   * nonce the page's scripts carry in the CSP, gzip when accepted. A CDN may keep it only when it
   * sets no cookie.
   */
  const sendShared = (
    request: FastifyRequest,
    reply: FastifyReply,
    fetchRequest: Request,
    guest: GuestRequest,
    page: CachedPage,
    source: 'hit' | 'miss',
    cookies = guestCookies(fetchRequest, guest.lang),
  ) => {
    reply.status(page.status);
    for (const [name, value] of page.headers) reply.header(name, value);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp.replace(`'nonce-${pageNonce(reply.raw)}'`, `'nonce-${page.nonce}'`),
      );
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    reply.header('cache-control', cookies.length > 0 ? 'no-store' : sharedPageCacheControl(cacheSeconds));
    reply.header('vary', 'Cookie, Accept-Encoding');
    reply.header('x-page-cache', source);
    const compressed = htmlCompression(request.headers['accept-encoding'] ?? null);
    if (compressed) reply.header('content-encoding', compressed.encoding);
    const body = compressed ? page.gzip : page.html;
    reply.header('content-length', body.length);
    return reply.send(request.method === 'HEAD' ? undefined : body);
  };

  /**
   * The first visitor's answer of a guest page rendered for the cache: streamed as it renders, gzip
   * when accepted, with the shared page's headers when it is one (`X-Page-Cache: miss`).
   */
  const sendStreamed = (
    request: FastifyRequest,
    reply: FastifyReply,
    own: { status: number; headers: Headers; body: ReadableStream<Uint8Array> | null; shareable: boolean },
  ) => {
    reply.status(own.status);
    for (const [name, value] of own.headers) if (name !== 'set-cookie') reply.header(name, value);
    const cookies = own.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (own.shareable) {
      reply.header('cache-control', cookies.length > 0 ? 'no-store' : sharedPageCacheControl(cacheSeconds));
      reply.header('vary', 'Cookie, Accept-Encoding');
      reply.header('x-page-cache', 'miss');
    }
    if (!own.body) return reply.send();
    const html = Readable.fromWeb(own.body as import('node:stream/web').ReadableStream);
    const compression = htmlCompression(request.headers['accept-encoding'] ?? null);
    if (!compression) return reply.send(html);
    reply.header('content-encoding', compression.encoding);
    if (!own.shareable) reply.header('vary', 'Accept-Encoding');
    return reply.send(html.pipe(compression.stream()));
  };

  // The configured map style's origin (checked at start); none: the maps fetch nothing elsewhere.
  const mapStyleUrl = webEnv().mapStyleUrl;
  const mapOrigins = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  await app.register(async (web) => {
    // The body is read below, limited, before React Router sees it: no parser of Fastify's.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Prescription and support files stream to the API past the 1 MiB form limit (docs/decisions/0033).
    registerUploadRoutes(web, app);
    web.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      schema: { hide: true },
      helmet: { contentSecurityPolicy: pageContentSecurityPolicy({ formActionOrigins, dev, mapOrigins }) },
      handler: async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();

        let body: Buffer | undefined;
        if (request.method === 'POST') {
          const source = checkPostSource(request.headers, request.host);
          if (source) return refuse(request, reply, source);
          const read = await readLimitedBody(
            request.raw,
            request.headers['content-length'],
            formBodyLimit(request.url, request.headers.cookie),
          );
          if (read === 'too-large') return refuse(request, reply, 'too-large');
          const contentType = request.headers['content-type'] ?? '';
          if (read.length > 0) {
            const encoding = formEncodingOf(contentType);
            if (!encoding) return refuse(request, reply, 'not-a-form');
            if (encoding === 'multipart' && !(await isReadableMultipart(read, contentType)))
              return refuse(request, reply, 'malformed');
          }
          body = read;
        }

        const headers = new Headers();
        for (let index = 0; index < request.raw.rawHeaders.length; index += 2) {
          headers.append(request.raw.rawHeaders[index]!, request.raw.rawHeaders[index + 1]!);
        }
        // The address as the visitor used it (the proxy's, with TRUST_PROXY): the page's links, the
        // cookies' Secure flag and the check above all agree on it.
        const url = new URL(request.url, `${request.protocol}://${request.host}`);

        const render = async (pageRequest: Request) => {
          const build = await loadBuild();
          const keys = build.entry.module as unknown as EntryKeys;
          const context = new RouterContextProvider();
          context.set(keys.transportContext, injectTransport(app, request.ip, request.host, request.id));
          context.set(keys.nonceContext, pageNonce(reply.raw));
          // With traces on, the render (loaders and their API calls) is a span of its own (decision 0078).
          return inSpan('render', { 'url.path': url.pathname }, () => handle(pageRequest, context));
        };

        // A guest's shared page: from the cache, or rendered whole once for everyone asking.
        const guest = pageCache.enabled
          ? guestRequestOf(request.method, url.pathname, request.headers.cookie)
          : null;
        if (guest) {
          const key = `${url.origin}|${await app.guestBranchId(guest.deviceId)}|${url.pathname}${url.search}`;
          const found = pageCache.find(key);
          // What the answer's cookies are made from (the Secure flag follows the visitor's protocol).
          const asked = new Request(url, { headers });
          if (found && !(found instanceof Promise))
            return sendShared(request, reply, asked, guest, found, 'hit');
          if (found) {
            // A render that failed for its own visitor is no page for the others: each renders its own.
            const shared = await found.catch(() => null);
            if (shared) return sendShared(request, reply, asked, guest, shared, 'hit');
          } else if (request.method === 'GET') {
            // The first visitor gets the page as it streams (its largest picture is not held back);
            // a copy is kept whole for the others, who wait for it.
            interface Own {
              status: number;
              headers: Headers;
              body: ReadableStream<Uint8Array> | null;
              shareable: boolean;
            }
            let ownAnswer!: (own: Own) => void;
            const ownReady = new Promise<Own>((resolve) => (ownAnswer = resolve));
            const rendering = pageCache.render(key, async () => {
              const whole = new Headers(headers);
              // Kept uncompressed, compressed once below.
              whole.delete('accept-encoding');
              // Not stopped when this visitor leaves: others may be waiting for the page.
              const response = await render(new Request(url, { headers: whole }));
              // The app's own no-store for a guest is for the cookies it sets (store-middleware): those
              // are this answer's, not the page's. Any other no-store or private page is not shared.
              const cacheControl = response.headers.get('cache-control');
              const forCookies = cacheControl === 'no-store' && response.headers.getSetCookie().length > 0;
              const shareable =
                response.body !== null &&
                isSharedAnswer(url.pathname, response.status) &&
                (!cacheControl || forCookies);
              const [toVisitor, toCache] =
                shareable && response.body ? response.body.tee() : [response.body, null];
              ownAnswer({ status: response.status, headers: response.headers, body: toVisitor, shareable });
              if (!toCache) return null;
              const html = Buffer.from(await new Response(toCache).arrayBuffer());
              return {
                status: response.status,
                headers: pageHeaders(response.headers),
                html,
                gzip: await gzip(html, { level: 9 }),
                nonce: pageNonce(reply.raw),
              };
            });
            // A render that fails before its answer fails this request, as without the cache.
            const own = await Promise.race([ownReady, rendering.then(() => ownReady)]);
            rendering.catch((error: unknown) =>
              request.log.warn({ err: error }, 'page cache: render failed'),
            );
            return sendStreamed(request, reply, own);
          }
        }

        const controller = new AbortController();
        reply.raw.on('close', () => controller.abort());
        const fetchRequest = new Request(url, {
          method: request.method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
          signal: controller.signal,
        });
        const response = await render(fetchRequest);

        reply.status(response.status);
        for (const [name, value] of response.headers) {
          if (name !== 'set-cookie') reply.header(name, value);
        }
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (!response.body || request.method === 'HEAD') return reply.send();
        return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
      },
    });
  });
}
