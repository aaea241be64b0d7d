import { describe, expect, it } from 'vitest';
import {
  guestRequestOf,
  isSharedAnswer,
  PageCache,
  pageCacheSecondsOf,
  pageHeaders,
  sharedPageCacheControl,
} from './page-cache.ts';

const page = (html: string) => ({
  status: 200,
  headers: [] as [string, string][],
  html: Buffer.from(html),
  gzip: Buffer.from(html),
  nonce: 'n',
});

describe('guestRequestOf', () => {
  it('takes a guest with only the device and language cookies', () => {
    expect(guestRequestOf('GET', '/ar/about', 'deviceId=abcdefgh-1234; lang=ar')).toEqual({
      path: '/ar/about',
      deviceId: 'abcdefgh-1234',
      lang: 'ar',
    });
    expect(guestRequestOf('HEAD', '/en', undefined)).toEqual({ path: '/en', deviceId: null, lang: 'en' });
    // A device id the store would not keep is no device: the page is the default branch's.
    expect(guestRequestOf('GET', '/en/', 'deviceId=<x>')?.deviceId).toBeNull();
  });

  it('refuses anything personal: a session, staff, a flash message, any other cookie', () => {
    for (const cookie of [
      'deviceId=abcdefgh-1234; session=token-token-token-1',
      'staff_session=abc',
      'upload_result=ok',
      'lang=en; _ga=GA1.2',
    ])
      expect(guestRequestOf('GET', '/en/about', cookie)).toBeNull();
  });

  it('refuses posts, data requests, pages without a language and forms or pages behind sign-in', () => {
    expect(guestRequestOf('POST', '/en/about', undefined)).toBeNull();
    expect(guestRequestOf('GET', '/en/about.data', undefined)).toBeNull();
    expect(guestRequestOf('GET', '/about', undefined)).toBeNull();
    expect(guestRequestOf('GET', '/english', undefined)).toBeNull();
    for (const path of [
      '/en/login',
      '/ar/cart',
      '/en/profile/2',
      '/en/checkout',
      '/en/order-info/4',
      '/en/staff',
    ])
      expect(guestRequestOf('GET', path, undefined), path).toBeNull();
  });
});

describe('isSharedAnswer', () => {
  it('keeps the pages every guest shares, and any 404, but no other answer', () => {
    for (const path of [
      '/en',
      '/ar/',
      '/en/about',
      '/ar/category/1/6/Groceries',
      '/en/product/12/30.00/p-12.svg/Rice',
      '/ar/brand/3',
      '/en/recipes',
      '/en/FAQs',
    ])
      expect(isSharedAnswer(path, 200), path).toBe(true);
    expect(isSharedAnswer('/en/no-such-page', 404)).toBe(true);
    expect(isSharedAnswer('/en/register', 200)).toBe(false);
    expect(isSharedAnswer('/en/about', 302)).toBe(false);
    expect(isSharedAnswer('/en/about', 500)).toBe(false);
  });
});

describe('PageCache', () => {
  it('renders a page once for those asking meanwhile, serves it until its time is up', async () => {
    let now = 1_000;
    const cache = new PageCache(5_000, 1024, () => now);
    let renders = 0;
    const render = async () => {
      renders++;
      return page('<p>home</p>');
    };
    expect(cache.find('k')).toBeUndefined();
    const first = cache.render('k', render);
    // A second request while the first renders waits for that render.
    const waiting = cache.find('k');
    expect(waiting).toBeInstanceOf(Promise);
    expect((await waiting)?.html.toString()).toBe('<p>home</p>');
    await first;
    expect(renders).toBe(1);
    expect(cache.find('k')).toMatchObject({ status: 200, expires: 6_000 });
    now = 6_000;
    expect(cache.find('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing a render says is not shareable', async () => {
    const cache = new PageCache(5_000);
    expect(await cache.render('k', async () => null)).toBeNull();
    expect(cache.find('k')).toBeUndefined();
  });

  it('forgets everything on clear, and does not keep a render started before it', async () => {
    const cache = new PageCache(5_000);
    await cache.render('a', async () => page('a'));
    let finish!: () => void;
    const late = cache.render('b', () => new Promise((done) => (finish = () => done(page('b')))));
    cache.clear();
    expect(cache.find('a')).toBeUndefined();
    finish();
    // Its own requester still gets it; later ones render afresh.
    expect((await late)?.html.toString()).toBe('b');
    expect(cache.find('b')).toBeUndefined();
  });

  it('drops the oldest pages past its size', async () => {
    const cache = new PageCache(5_000, 40);
    await cache.render('a', async () => page('0123456789'));
    await cache.render('b', async () => page('0123456789'));
    await cache.render('c', async () => page('0123456789'));
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toBeDefined();
    expect(cache.find('c')).toBeDefined();
  });

  it('is off with no time to keep', () => {
    expect(new PageCache(0).enabled).toBe(false);
  });
});

describe('pageHeaders and Cache-Control', () => {
  it('keeps the page’s headers, not the answer’s own', () => {
    expect(
      pageHeaders([
        ['Content-Type', 'text/html'],
        ['Set-Cookie', 'deviceId=x'],
        ['content-encoding', 'gzip'],
        ['Vary', 'Accept-Encoding'],
        ['link', '</a.css>; rel=preload'],
      ]),
    ).toEqual([
      ['Content-Type', 'text/html'],
      ['link', '</a.css>; rel=preload'],
    ]);
  });

  it('lets a CDN keep a guest page briefly and serve it stale while it asks again', () => {
    expect(sharedPageCacheControl(5)).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
  });
});

describe('PAGE_CACHE_SECONDS', () => {
  it('is off unless set, 0 turns it off, anything but 0-300 whole seconds stops the start', () => {
    expect(pageCacheSecondsOf(undefined)).toBe(0);
    expect(pageCacheSecondsOf('')).toBe(0);
    expect(pageCacheSecondsOf('0')).toBe(0);
    expect(pageCacheSecondsOf('30')).toBe(30);
    for (const bad of ['-1', '1.5', 'five', '301'])
      expect(() => pageCacheSecondsOf(bad)).toThrow(/PAGE_CACHE_SECONDS/);
  });
});
