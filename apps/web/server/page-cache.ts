/**
 * The rendered HTML of pages every guest of a branch shares, kept for a few seconds per address,
 * language and branch (docs/decisions/0050). A request is served from it, and its page stored in it,
 * only when nothing about it is personal: a GET or HEAD of a document (not a router data request),
 * carrying no cookie but the device's id and the language, on a page listed below (or a 404).
 * A signed-in customer, staff, a flash message's cookie or any unknown cookie: rendered, never kept.
 */

/** The cookies a guest's page may carry and still be shared: neither changes the page (the branch is looked up). */
const guestCookieNames = new Set(['deviceId', 'lang']);

/**
 * Pages whose HTML is the same for every guest of a branch in a language: home, listings, a product,
 * recipes, the store's own texts. Forms (login, contact), the cart and everything behind sign-in are not.
 */
const sharedPage =
  /^\/(en|ar)(\/|\/(deals|offers|categories|recipes|about|FAQs|terms-and-conditions)\/?|\/(category|brand|product|recipes|recipe|search)\/[^?]+)?$/;

/** Pages rendered for guests that are never shared, even as a 404 (they may answer a signed-in visitor). */
const personalPage =
  /^\/(en|ar)\/(login|register|logout|profile|cart|checkout|order-info|support|phone-verification|forget-password|reset-password|password-changed|contact-us|search-suggest|staff)(\/|$)/;

export interface GuestRequest {
  /** The page's path (no query). */
  path: string;
  /** The device id the browser sent, when it is one the store would keep; null otherwise. */
  deviceId: string | null;
  lang: 'en' | 'ar';
}

const deviceIdPattern = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Whether a request may be answered from the cache (and its page kept): the guest's device and the
 * page's language, or null. `cookieHeader` is the raw Cookie header.
 */
export function guestRequestOf(
  method: string,
  path: string,
  cookieHeader: string | undefined,
): GuestRequest | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (path.endsWith('.data') || personalPage.test(path)) return null;
  const lang = path.startsWith('/ar') ? 'ar' : path.startsWith('/en') ? 'en' : null;
  if (!lang || (path.length > 3 && path[3] !== '/')) return null;
  let deviceId: string | null = null;
  for (const part of cookieHeader?.split(';') ?? []) {
    const name = part.split('=', 1)[0]!.trim();
    if (name === '') continue;
    if (!guestCookieNames.has(name)) return null;
    if (name === 'deviceId') {
      const value = decodeURIComponent(part.slice(part.indexOf('=') + 1).trim());
      deviceId = deviceIdPattern.test(value) ? value : null;
    }
  }
  return { path, deviceId, lang };
}

/** Whether a rendered answer may be kept for other guests: a shared page, or any address's 404. */
export function isSharedAnswer(path: string, status: number): boolean {
  return status === 404 || (status === 200 && sharedPage.test(path));
}

export interface CachedPage {
  status: number;
  /** The answer's headers, without cookies, encoding, length, Vary and Cache-Control. */
  headers: [string, string][];
  html: Buffer;
  gzip: Buffer;
  /** The CSP nonce the page's scripts carry: the answer's header must name it. */
  nonce: string;
  expires: number;
}

/** Headers of a rendered answer that belong to that one answer, not to the page. */
const ownHeaders = new Set([
  'set-cookie',
  'content-encoding',
  'content-length',
  'vary',
  'cache-control',
  'transfer-encoding',
  'connection',
  'date',
]);

export function pageHeaders(headers: Iterable<[string, string]>): [string, string][] {
  return [...headers].filter(([name]) => !ownHeaders.has(name.toLowerCase()));
}

/**
 * The kept pages: at most `maxBytes` of HTML (both copies counted), oldest dropped first; a page
 * rendered by one request is shared by the others asking for it meanwhile (one render per page).
 * `clear` forgets everything, and a render started before it is not kept.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.pages.size;
  }

  /** A kept page still fresh, or the render of it under way (null when it proves not shareable). */
  find(key: string): CachedPage | Promise<CachedPage | null> | undefined {
    const page = this.pages.get(key);
    if (page) {
      if (page.expires > this.now()) return page;
      this.drop(key, page);
    }
    return this.rendering.get(key);
  }

  /**
   * Runs `render` as the one render of `key`; what it resolves to (a page, or null when not
   * shareable) is kept and shared with those asking meanwhile.
   */
  render(key: string, render: () => Promise<Omit<CachedPage, 'expires'> | null>): Promise<CachedPage | null> {
    const generation = this.generation;
    const rendered = render()
      .then((page) => {
        if (!page) return null;
        const kept = { ...page, expires: this.now() + this.ttlMs };
        if (generation === this.generation) this.keep(key, kept);
        return kept;
      })
      .finally(() => {
        if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      });
    this.rendering.set(key, rendered);
    return rendered;
  }

  clear() {
    this.generation++;
    this.pages.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  private keep(key: string, page: CachedPage) {
    const before = this.pages.get(key);
    if (before) this.drop(key, before);
    this.pages.set(key, page);
    this.bytes += page.html.length + page.gzip.length;
    // Map keeps insertion order: the oldest go first.
    for (const [oldKey, oldPage] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldKey, oldPage);
    }
  }

  private drop(key: string, page: CachedPage) {
    this.pages.delete(key);
    this.bytes -= page.html.length + page.gzip.length;
  }
}

/**
 * Cache-Control of a guest's shared page: a CDN or proxy may keep it for `seconds` and serve it a
 * while longer while it asks again; the browser asks every time. `Vary: Cookie`: the device cookie
 * decides the branch.
 */
export function sharedPageCacheControl(seconds: number) {
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 6}`;
}

/**
 * PAGE_CACHE_SECONDS: a whole number of seconds from 0 to 300. Off (0) unless set: with it on, three
 * browser journeys still fail (a staff price change read back at once, the offline service worker, a
 * page's inline scripts against its nonce), see docs/decisions/0050.
 */
export function pageCacheSecondsOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 300)
    throw new Error(`PAGE_CACHE_SECONDS must be a whole number of seconds from 0 to 300, not "${value}"`);
  return seconds;
}
