import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@react-router/node';
import type { App } from '@store/api';
import {
  type RouterContextProvider as ContextProvider,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import type { ApiTransport } from '../app/api/api-transport.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Calls the API inside this process: no socket, the visitor's IP kept for rate limits and logs. */
function injectTransport(app: App, remoteAddress: string): ApiTransport {
  return async ({ method, path, headers, body }) => {
    const response = await app.inject({ method, url: path, headers, payload: body, remoteAddress });
    return { status: response.statusCode, body: response.json() };
  };
}

type TransportKey = Parameters<ContextProvider['set']>[0];

/**
 * Serves the storefront from the same Fastify app as the API: built assets from build/client, every
 * other non-API path rendered by React Router. With `dev`, Vite serves modules with hot reload.
 */
export async function registerWeb(app: App, { dev }: { dev: boolean }) {
  let loadBuild: () => Promise<ServerBuild>;
  if (dev) {
    const [{ createServer }, { default: middie }] = await Promise.all([
      import('vite'),
      import('@fastify/middie'),
    ]);
    // No CORS middleware: the page and API share one origin, and Vite's would set headers before
    // React Router writes its own, so Node would keep only the last Set-Cookie of a response.
    const vite = await createServer({
      root: webRoot,
      server: { middlewareMode: true, cors: false },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    const buildDir = resolve(webRoot, 'build');
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

  const listener = createRequestListener({
    build: loadBuild,
    mode: dev ? 'development' : 'production',
    getLoadContext: async (_request, client) => {
      const build = await loadBuild();
      const { transportContext } = build.entry.module as unknown as { transportContext: TransportKey };
      const context = new RouterContextProvider();
      context.set(transportContext, injectTransport(app, client.address));
      return context;
    },
  });

  await app.register(async (web) => {
    // React Router reads the body itself (form posts): leave the stream untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        if (request.url.startsWith('/api/') || request.url === '/api') return reply.callNotFound();
        reply.hijack();
        listener(request.raw, reply.raw);
      },
    });
  });
}
