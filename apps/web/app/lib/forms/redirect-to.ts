import type { Lang } from '@store/contract';

/** The query parameter that carries where a page goes back to after a form (login, adding an address). */
export const redirectToParam = 'redirectTo';

/**
 * A path of this store to go back to, or undefined: only a same-origin path of a storefront page in
 * either language (`/en/…`, `/ar/…`), never another site (`//evil`, `/\evil`, `https:…`), never a
 * page that would send the visitor round in a circle (the login page itself). Used on the server
 * (the action's redirect) and in the browser (the links that carry it), so both judge alike.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 1000) return undefined;
  if (!/^\/(en|ar)(\/|$)/.test(value) || /[\\\p{Cc}]/u.test(value)) return undefined;
  const url = new URL(value, 'http://store.invalid');
  // Dot segments are resolved now: the path must still be a storefront page (not `//other.site`).
  if (url.origin !== 'http://store.invalid' || !/^\/(en|ar)(\/|$)/.test(url.pathname)) return undefined;
  if (/^\/(en|ar)\/(login|register|logout)(\/|$)/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A page's path with `?redirectTo=` set to where it should go back (when that is a safe path). */
export function withRedirectTo(path: string, back: string | null | undefined): string {
  const safe = safeRedirect(back);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${redirectToParam}=${encodeURIComponent(safe)}`;
}

/** The login page, sending the visitor back to `from` (a path of this store) afterwards. */
export function loginPath(lang: Lang, from?: string | null): string {
  return withRedirectTo(`/${lang}/login`, from);
}
