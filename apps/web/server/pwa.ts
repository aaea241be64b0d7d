import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { common as arCommon } from '../app/i18n/messages/ar/common.ts';
import { notifications as arCopy } from '../app/i18n/messages/ar/notifications.ts';
import { common as enCommon } from '../app/i18n/messages/en/common.ts';
import { notifications as enCopy } from '../app/i18n/messages/en/notifications.ts';
import { webDir } from './web-dir.ts';

/**
 * The installable store (docs/decisions/0034): the service worker at /sw.js, a web app
 * manifest per language, the icons (drawn here as SVG, like the catalogue's pictures (0006), and
 * turned into PNG once, when first asked for) and the offline page of each language.
 */

type Lang = 'en' | 'ar';
const brand = '#0b8062';

/** The store's mark: the cross of the favicon. `maskable`: full-bleed, the cross within the safe zone. */
export function iconSvg(size: number, kind: 'any' | 'maskable' | 'badge'): string {
  const cross = 'M27 14h10v13h13v10H37v13H27V37H14V27h13z';
  if (kind === 'badge')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><path d="${cross}" fill="#fff"/></svg>`;
  if (kind === 'maskable')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brand}"/><g transform="translate(12.8 12.8) scale(.6)"><path d="${cross}" fill="#fff"/></g></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/><path d="${cross}" fill="#fff"/></svg>`;
}

export const icons = {
  'store-192.png': { size: 192, kind: 'any' },
  'store-512.png': { size: 512, kind: 'any' },
  'store-maskable-512.png': { size: 512, kind: 'maskable' },
  'badge-96.png': { size: 96, kind: 'badge' },
} as const satisfies Record<string, { size: number; kind: 'any' | 'maskable' | 'badge' }>;

export function manifestOf(lang: Lang) {
  const copy = lang === 'ar' ? arCopy : enCopy;
  return {
    // One app in two languages: the same id, the name and direction of the language it was installed in.
    id: '/',
    name: copy.appName,
    short_name: copy.appShortName,
    description: copy.appDescription,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: `/${lang}/`,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: brand,
    categories: ['shopping', 'medical', 'food'],
    icons: [
      { src: '/icons/store-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/store-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/store-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Shown for a page never visited when there is no connection: no script, styles inline. */
export function offlineHtml(lang: Lang): string {
  const copy = lang === 'ar' ? arCopy : enCopy;
  const common = lang === 'ar' ? arCommon : enCommon;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" data-offline="true">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${brand}">
<title>${escapeHtml(copy.offlineTitle)} | ${escapeHtml(common.storeName)}</title>
<link rel="manifest" href="/manifest-${lang}.webmanifest">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#fff;box-shadow:0 1px 3px rgb(0 0 0/.08);padding:12px 16px;display:flex;align-items:center;gap:8px;font-weight:800;font-size:1.125rem;color:#047857}
main{max-width:32rem;margin:0 auto;padding:64px 16px;text-align:center}
h1{font-size:1.5rem;margin:24px 0 8px}
p{color:#475569;line-height:1.6}
a,button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;margin-top:24px;padding:0 24px;border:0;border-radius:999px;background:${brand};color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
</style>
</head>
<body>
<header><svg aria-hidden="true" width="32" height="32" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${brand}"/><path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#fff"/></svg>${escapeHtml(common.storeName)}</header>
<main id="content">
<svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#94a3b8" stroke-width="2" stroke-linecap="round"><path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"/></svg>
<h1 data-testid="offline-notice">${escapeHtml(copy.offlineTitle)}</h1>
<p>${escapeHtml(copy.offlineText)}</p>
<form method="get"><button type="submit">${escapeHtml(copy.offlineRetry)}</button></form>
</main>
</body>
</html>`;
}

/** The service worker, bundled from ./service-worker/sw.ts; `version` changes with every build. */
export async function buildServiceWorker(version: string, minify = true): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(webDir, 'server', 'service-worker', 'sw.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify,
    write: false,
    legalComments: 'none',
    define: { __SW_VERSION__: JSON.stringify(version) },
  });
  return result.outputFiles[0]!.text;
}

/** The routes, on the web's part of the server (before its catch-all page route). */
export async function registerPwa(app: FastifyInstance, { version, dev }: { version: string; dev: boolean }) {
  let worker: Promise<string> | undefined;
  const pngs = new Map<string, Promise<Buffer>>();

  app.get(
    '/sw.js',
    { schema: { hide: true }, helmet: { contentSecurityPolicy: workerPolicy } },
    async (_request, reply) => {
      // Built once (in development, on every request: the source may have changed).
      if (!worker || dev) worker = buildServiceWorker(version, !dev);
      const code = await worker;
      return (
        reply
          .type('text/javascript; charset=utf-8')
          // Checked on every visit: a new build's worker is found at once (browsers cap it at a day anyway).
          .header('cache-control', 'no-cache')
          .header('service-worker-allowed', '/')
          .send(code)
      );
    },
  );

  for (const lang of ['en', 'ar'] as const) {
    const manifest = JSON.stringify(manifestOf(lang));
    app.get(`/manifest-${lang}.webmanifest`, { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(manifest),
    );
    const page = offlineHtml(lang);
    app.get(`/offline-${lang}.html`, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=3600').send(page),
    );
  }

  app.get<{ Params: { name: string } }>(
    '/icons/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const icon = icons[request.params.name as keyof typeof icons];
      if (!icon) return reply.callNotFound();
      let png = pngs.get(request.params.name);
      if (!png) {
        png = import('sharp').then(({ default: sharp }) =>
          sharp(Buffer.from(iconSvg(icon.size, icon.kind)))
            .png({ compressionLevel: 9 })
            .toBuffer(),
        );
        pngs.set(request.params.name, png);
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await png);
    },
  );
}

/** The worker's own policy: it fetches from the store only, and runs no other script. */
const workerPolicy = {
  useDefaults: false,
  directives: { 'default-src': ["'self'"], 'script-src': ["'self'"], 'object-src': ["'none'"] },
};
