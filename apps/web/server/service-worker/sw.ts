/**
 * The store's service worker, served at /sw.js (scope /) by ../pwa.ts, which bundles this file with
 * esbuild when the server starts. docs/decisions/0034.
 *
 * - Built files (/assets/, content-hashed) come from the cache first; product pictures too, a few.
 * - Pages: from the network; the public ones are kept (the last 20) and, offline, a kept page is
 *   shown marked `data-offline` (the page's own notice says so), or the offline page.
 * - A new version waits while a checkout is open, and takes over at the next navigation otherwise.
 * - Push: shown in the message's language with an action opening its page (a substitution opens the
 *   choice), in the store's open tab if there is one; opening one marks it read.
 */
import {
  clickPlan,
  isCheckoutPath,
  isLogoutPath,
  langOfPath,
  markOffline,
  notificationOptions,
  offlinePage,
  readPush,
  strategyFor,
} from './sw-rules.ts';

declare const __SW_VERSION__: string;

// The worker's scope, typed by hand: the project's TypeScript libraries are the DOM's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  action: string;
  notification: Notification & { data: { url?: string; id?: number; lang?: string } | null };
}
interface WindowClient {
  id: string;
  url: string;
  focused: boolean;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}
const worker = self as unknown as WorkerScope;

const version = __SW_VERSION__;
const shellCache = `store-shell-${version}`;
const assetCache = 'store-assets';
const imageCache = 'store-images';
const pageCache = 'store-pages';
const keptPages = 20;
const keptImages = 60;
const keptAssets = 150;

/** Keeps the newest `max` entries of a cache (entries are listed in the order they were written). */
async function trim(name: string, max: number): Promise<void> {
  const cache = await caches.open(name);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function put(name: string, request: Request | string, response: Response, max: number): Promise<void> {
  const cache = await caches.open(name);
  // Written again so it counts as the newest.
  await cache.delete(request);
  await cache.put(request, response);
  await trim(name, max);
}

/** No checkout page is open in any window of the store. */
async function noCheckoutOpen(): Promise<boolean> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.every((client) => !isCheckoutPath(new URL(client.url).pathname));
}

worker.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      await cache.addAll([
        offlinePage('en'),
        offlinePage('ar'),
        '/icons/store-192.png',
        '/manifest-en.webmanifest',
        '/manifest-ar.webmanifest',
        '/favicon.svg',
      ]);
      // First install, or nobody in a checkout: take over now. Otherwise wait (see 'fetch').
      if (!worker.registration.active || (await noCheckoutOpen())) await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('store-shell-') && name !== shellCache)
          .map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event: MessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'skip-waiting') void worker.skipWaiting();
});

/** The next navigation with no checkout open lets a waiting version take over. */
async function activateWaiting(): Promise<void> {
  const waiting = worker.registration.waiting;
  if (waiting && (await noCheckoutOpen())) waiting.postMessage({ type: 'skip-waiting' });
}

async function cacheFirst(request: Request, name: string, max: number): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await put(name, request, response.clone(), max);
  return response;
}

async function offlineAnswer(request: Request, pathname: string): Promise<Response> {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) {
    const headers = new Headers(kept.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(markOffline(await kept.text()), { status: 200, headers });
  }
  return (
    (await caches.match(offlinePage(langOfPath(pathname)))) ??
    new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  );
}

async function networkFirst(request: Request, pathname: string, data: boolean): Promise<Response> {
  try {
    const response = await fetch(request);
    const html = (response.headers.get('content-type') ?? '').includes(data ? 'text/x-script' : 'text/html');
    if (response.status === 200 && !response.redirected && html)
      await put(pageCache, request.url, response.clone(), keptPages * 2);
    return response;
  } catch (error) {
    if (data) {
      const kept = await caches.match(request.url);
      if (kept) return kept;
      throw error;
    }
    return offlineAnswer(new Request(request.url), pathname);
  }
}

worker.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  // Leaving the account: the kept pages showed the customer's header.
  if (isLogoutPath(url.pathname)) event.waitUntil(caches.delete(pageCache));
  if (request.method !== 'GET') return;
  const strategy = strategyFor(url.pathname, request.mode);
  if (request.mode === 'navigate' || strategy === 'page-data') event.waitUntil(activateWaiting());
  if (strategy === 'asset') event.respondWith(cacheFirst(request, assetCache, keptAssets));
  else if (strategy === 'image') event.respondWith(cacheFirst(request, imageCache, keptImages));
  else if (strategy === 'static')
    event.respondWith(caches.match(request).then((cached) => cached ?? fetch(request)));
  else if (strategy === 'page') event.respondWith(networkFirst(request, url.pathname, false));
  else if (strategy === 'page-data') event.respondWith(networkFirst(request, url.pathname, true));
  else if (request.mode === 'navigate')
    event.respondWith(fetch(request).catch(() => offlineAnswer(new Request(request.url), url.pathname)));
});

/** The page that loaded before this worker controlled it sends what it loaded, to be kept. */
worker.addEventListener('message', (event: MessageEvent) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type !== 'keep' || !Array.isArray(message.urls)) return;
  const urls = message.urls.filter((entry): entry is string => typeof entry === 'string').slice(0, 100);
  (event as unknown as ExtendableEvent).waitUntil(
    Promise.all(
      urls.map(async (raw) => {
        const target = new URL(raw, worker.location.origin);
        if (target.origin !== worker.location.origin) return;
        const strategy = strategyFor(target.pathname, 'navigate');
        if (target.pathname.startsWith('/assets/') || target.pathname.startsWith('/api/media/')) {
          const name = target.pathname.startsWith('/assets/') ? assetCache : imageCache;
          if (await caches.match(target.href)) return;
          const response = await fetch(target.href).catch(() => null);
          if (response?.ok)
            await put(name, target.href, response, name === assetCache ? keptAssets : keptImages);
        } else if (strategy === 'page') {
          const response = await fetch(target.href, { credentials: 'same-origin' }).catch(() => null);
          if (response?.status === 200 && !response.redirected)
            await put(pageCache, target.href, response, keptPages * 2);
        }
      }),
    ),
  );
});

worker.addEventListener('push', (event: PushEvent) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  const { title, options } = notificationOptions(readPush(data));
  event.waitUntil(worker.registration.showNotification(title, options as NotificationOptions));
});

/**
 * The notification's page, as installed stores open it (`clickPlan`): a window already on it comes
 * forward; else the store's open tab is taken there (a controlled window can be navigated without
 * the click's permission) and brought forward if the browser allows; else a new window.
 */
async function openPage(href: string): Promise<WindowClient | null> {
  const all = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const controlled = new Set((await worker.clients.matchAll({ type: 'window' })).map((client) => client.id));
  const plan = clickPlan(
    all.map((client) => ({
      url: client.url,
      focused: client.focused,
      controlled: controlled.has(client.id),
    })),
    href,
  );
  const focus = (client: WindowClient) => client.focus().catch(() => client);
  if (plan.kind === 'focus') return focus(all[plan.index]!);
  if (plan.kind === 'navigate') {
    const navigated = await all[plan.index]!.navigate(href).catch(() => null);
    if (navigated) return focus(navigated);
  }
  return worker.clients.openWindow(href);
}

worker.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  const target = new URL(data.url ?? '/', worker.location.origin);
  if (target.origin !== worker.location.origin) return;
  const lang = data.lang === 'ar' ? 'ar' : 'en';
  // Both start before waitUntil (which keeps the worker alive until they end): it throws for an
  // event dispatched by script, as the browser tests do, and the click must still happen.
  const opening = openPage(target.href);
  // Opened is read: the inbox's own form, posted from here (same origin, the session cookie goes).
  const reading =
    typeof data.id === 'number'
      ? fetch(`/${lang}/notifications`, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'open', id: String(data.id), url: target.pathname }),
          credentials: 'same-origin',
          redirect: 'manual',
        }).catch(() => undefined)
      : undefined;
  event.waitUntil(Promise.allSettled([opening, reading]));
});
