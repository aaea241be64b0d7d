import { defaultLang, isLang } from '@store/contract';
import type { MiddlewareFunction } from 'react-router';
import { storeApiContext, transportContext } from './request-context.ts';
import { createStoreApi } from './store-api.server.ts';

const yearInSeconds = 60 * 60 * 24 * 365;

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Whether the browser reached the store over HTTPS, directly or through a proxy that says so. Cookies
 * are `Secure` then; over plain HTTP (`npm start` opened from another machine of the network) a Secure
 * cookie would be dropped by the browser, and with it the login. A forged header changes only the
 * sender's own cookie.
 */
function isHttps(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded ? forwarded === 'https' : new URL(request.url).protocol === 'https:';
}

function cookie(request: Request, name: string, value: string, maxAge = yearInSeconds) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isHttps(request) ? '; Secure' : ''}`;
}

/**
 * The login session: the API's bearer token, kept where page scripts cannot read it (httpOnly), sent
 * only by this site's own navigations and form posts (SameSite=Lax).
 */
export const sessionCookieName = 'session';
export const sessionCookie = (request: Request, token: string) =>
  cookie(request, sessionCookieName, token, 30 * 24 * 60 * 60);
export const clearSessionCookie = (request: Request) => cookie(request, sessionCookieName, '', 0);

const tokenPattern = /^[A-Za-z0-9_-]{16,200}$/;

/**
 * A state-changing request must come from this site's own pages. SameSite=Lax already keeps the
 * session cookie off cross-site posts; checking Origin (or Referer) also stops same-site attacks
 * and old browsers, and a post that names no source at all is not taken either. The server refuses
 * these before React Router reads them (server/form-posts.ts, with a page that says why); this is the
 * same rule for anything that reaches the routes another way.
 */
export function isCrossSite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const source = request.headers.get('origin') ?? request.headers.get('referer');
  if (!source) return true;
  try {
    return new URL(source).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

const deviceIdPattern = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The cookies a page answer sets for a guest's browser: the device's id when it had none (or a bad
 * one), the page's language when it differs from the saved one. Also used for pages served from the
 * guest page cache (server/page-cache.ts), which are rendered once for many.
 */
export function guestCookies(request: Request, lang: string | null, deviceId?: string): string[] {
  const cookies = request.headers.get('cookie');
  const knownDevice = readCookie(cookies, 'deviceId');
  const validDevice = knownDevice && deviceIdPattern.test(knownDevice) ? knownDevice : undefined;
  const set: string[] = [];
  const id = deviceId ?? validDevice ?? crypto.randomUUID();
  if (id !== knownDevice) set.push(cookie(request, 'deviceId', id));
  if (lang && readCookie(cookies, 'lang') !== lang) set.push(cookie(request, 'lang', lang));
  return set;
}

/**
 * Every page request: who the device is (a random id kept in an httpOnly cookie, the web's
 * equivalent of the apps' stored deviceId), who is logged in (the session cookie), which language
 * the URL asks for (remembered for '/'), and the API client the loaders use.
 */
export const storeMiddleware: MiddlewareFunction<Response> = async ({ request, params, context }, next) => {
  if (isCrossSite(request)) throw new Response('Cross-site form posts are not accepted', { status: 403 });
  const cookies = request.headers.get('cookie');
  const lang = isLang(params.lang) ? params.lang : defaultLang;
  const knownDevice = readCookie(cookies, 'deviceId');
  const deviceId = knownDevice && deviceIdPattern.test(knownDevice) ? knownDevice : crypto.randomUUID();
  const session = readCookie(cookies, sessionCookieName);
  const token = session && tokenPattern.test(session) ? session : null;
  const api = createStoreApi(context.get(transportContext), { lang, deviceId, token, page: pageOf(request) });
  context.set(storeApiContext, api);

  const response = await next();
  for (const set of guestCookies(request, isLang(params.lang) ? params.lang : null, deviceId)) {
    response.headers.append('Set-Cookie', set);
  }
  // A logged-in visitor's pages, and any answer that sets a cookie, are theirs alone: no cache keeps them.
  if (token || response.headers.has('Set-Cookie')) response.headers.set('Cache-Control', 'no-store');
  // The API was busy (429): the page says so (error boundaries), the header says for how long.
  if (response.status === 429 && !response.headers.has('Retry-After')) {
    response.headers.set('Retry-After', String(api.retryAfter() || 60));
  }
  return response;
};

/**
 * The page a GET loads, as a path of this store (a data request's `.data` and `_routes` removed), for
 * the login to send the visitor back to; null for posts (their URL may be an action, not a page).
 */
function pageOf(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.searchParams.delete('_routes');
  const path = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  return `${path}${url.search}`;
}
