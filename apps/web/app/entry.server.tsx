import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router';
import { nonceContext } from './lib/api/request-context.ts';
import { NonceContext } from './lib/csp-nonce.ts';
import { htmlCompression } from './lib/html-compression.server.ts';
import { scriptsAfterPaint } from './lib/scripts-after-paint.server.ts';
import './i18n/copy.server.ts';

/** The server (server/web-handler.ts) sets the API transport and the CSP nonce through this bundle's own keys. */
export { nonceContext, transportContext } from './lib/api/request-context.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // React's own inline scripts (streamed Suspense content) and React Router's carry the page's nonce.
  const nonce = loadContext.get(nonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell first and streamed data after.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // React flushes its destination when it has one; the compressor gets the bytes through a
          // plain stream instead, so it keeps its dictionary between writes.
          const body = new PassThrough();
          const html = body.pipe(scriptsAfterPaint());
          const compression = htmlCompression(request.headers.get('accept-encoding'));
          const sent = compression ? html.pipe(compression.stream()) : html;
          if (compression) {
            responseHeaders.set('Content-Encoding', compression.encoding);
            responseHeaders.append('Vary', 'Accept-Encoding');
          }
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(sent), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
