/**
 * The service worker's decisions, as pure functions (unit tested; bundled into /sw.js by
 * ../pwa.ts). docs/decisions/0034.
 */
import { notifications as arCopy } from '../../app/i18n/messages/ar/notifications.ts';
import { notifications as enCopy } from '../../app/i18n/messages/en/notifications.ts';

export type Lang = 'en' | 'ar';

/** The language of a store path (`/ar/...`), English for anything else. */
export function langOfPath(pathname: string): Lang {
  return /^\/ar(\/|$)/.test(pathname) ? 'ar' : 'en';
}

/**
 * Pages kept for opening offline: the store's public pages. Personal and one-time pages (cart,
 * checkout, orders, profile, inbox, account forms, the staff console) are never written to the
 * device: another person may use it after a logout.
 */
export function isCacheablePage(pathname: string): boolean {
  if (!/^\/(en|ar)(\/|$)/.test(pathname)) return false;
  return !/^\/(en|ar)\/(cart|checkout|checkout-redirect|order-placed|order-info|profile|notifications|login|register|phone-verification|forget-password|reset-password|password-changed|logout|staff)(\/|$|\.data)/.test(
    pathname,
  );
}

/** A page of the store a checkout runs on: while one is open, a new worker waits. */
export function isCheckoutPath(pathname: string): boolean {
  return (
    /^\/(en|ar)\/(checkout|checkout-redirect)(\/|$|\.data)/.test(pathname) ||
    pathname.startsWith('/api/payment/')
  );
}

/** Leaving the account: the kept pages (which show the customer's header) are deleted. */
export function isLogoutPath(pathname: string): boolean {
  return /^\/(en|ar)\/(logout|profile\/6)(\/|$|\.data)/.test(pathname);
}

/** What the worker does with a same-origin GET. */
export type Strategy = 'asset' | 'image' | 'page' | 'page-data' | 'static' | 'network';

export function strategyFor(pathname: string, mode: string): Strategy {
  if (pathname.startsWith('/assets/')) return 'asset';
  if (pathname.startsWith('/api/media/')) return 'image';
  if (pathname.startsWith('/api/') || pathname === '/sw.js') return 'network';
  if (mode === 'navigate') return isCacheablePage(pathname) ? 'page' : 'network';
  if (pathname.endsWith('.data')) return isCacheablePage(pathname) ? 'page-data' : 'network';
  if (/^\/(icons\/|favicon\.svg$|manifest-(en|ar)\.webmanifest$|offline-(en|ar)\.html$)/.test(pathname))
    return 'static';
  return 'network';
}

/** A kept page shown offline: marked so the page's offline notice shows before any script runs. */
export function markOffline(html: string): string {
  return html.replace(/<html\b/i, '<html data-offline="true"');
}

/** The offline page of a language (precached when the worker installs). */
export const offlinePage = (lang: Lang) => `/offline-${lang}.html`;

export interface PushMessage {
  id?: number;
  type?: string;
  title: string;
  body: string;
  url: string;
  tag?: string;
  lang: Lang;
  dir: 'ltr' | 'rtl';
}

/** A push's data (`PushPayload` of the contract), read defensively: a broken one still says something. */
export function readPush(data: unknown): PushMessage {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const url = typeof value.url === 'string' && /^\/(?![/\\])/.test(value.url) ? value.url : '';
  const lang: Lang = value.lang === 'ar' || value.lang === 'en' ? value.lang : langOfPath(url);
  const copy = lang === 'ar' ? arCopy : enCopy;
  return {
    id: typeof value.id === 'number' ? value.id : undefined,
    type: typeof value.type === 'string' ? value.type : undefined,
    title: typeof value.title === 'string' && value.title ? value.title : copy.appName,
    body: typeof value.body === 'string' ? value.body : '',
    url: url || `/${lang}/notifications`,
    tag: typeof value.tag === 'string' ? value.tag : undefined,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
  };
}

/**
 * How a push is shown: in its language, with one action that opens its page; a substitution request
 * opens the choice page itself.
 */
export function notificationOptions(message: PushMessage) {
  const copy = message.lang === 'ar' ? arCopy : enCopy;
  const substitution = message.type === 'substitution.requested';
  const url =
    substitution && /\/order-info\/\d+\/?$/.test(message.url)
      ? `${message.url.replace(/\/$/, '')}/alternatives`
      : message.url;
  return {
    title: message.title,
    options: {
      body: message.body,
      lang: message.lang,
      dir: message.dir,
      tag: message.tag,
      icon: '/icons/store-192.png',
      badge: '/icons/badge-96.png',
      data: { url, id: message.id, lang: message.lang },
      actions: [{ action: 'open', title: substitution ? copy.pushChoose : copy.pushOpen }],
      requireInteraction: substitution,
    },
  };
}

/** A window of the store as the worker sees it when a notification is clicked. */
export interface StoreWindow {
  url: string;
  focused: boolean;
  /** This worker controls it: only such a window can be navigated from the worker. */
  controlled: boolean;
}

/** What a click on a notification does: bring a window forward, take one to the page, or open one. */
export type ClickPlan =
  | { kind: 'focus'; index: number }
  | { kind: 'navigate'; index: number }
  | { kind: 'open' };

/**
 * Where a notification's page opens, as installed stores do: a window already on that page is
 * brought forward; otherwise a store window this worker controls is taken to the page (the
 * focused one, else the most recently used: `clients.matchAll` lists them in that order), so a
 * customer with the store open in a tab gets that tab, not a second one. A window in a checkout
 * (a payment may be under way) or on the staff console is never taken over; with none left, a new
 * window opens. `target` is the page's absolute URL.
 */
export function clickPlan(windows: readonly StoreWindow[], target: string): ClickPlan {
  const same = windows.findIndex((window) => window.url === target);
  if (same !== -1) return { kind: 'focus', index: same };
  const origin = new URL(target).origin;
  const mayTakeOver = (window: StoreWindow) => {
    const url = new URL(window.url);
    return (
      window.controlled &&
      url.origin === origin &&
      /^\/(en|ar)(\/|$)/.test(url.pathname) &&
      !/^\/(en|ar)\/staff(\/|$)/.test(url.pathname) &&
      !isCheckoutPath(url.pathname)
    );
  };
  const focused = windows.findIndex((window) => window.focused && mayTakeOver(window));
  const index = focused !== -1 ? focused : windows.findIndex(mayTakeOver);
  return index === -1 ? { kind: 'open' } : { kind: 'navigate', index };
}
