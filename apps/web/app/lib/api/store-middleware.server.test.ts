import { describe, expect, it } from 'vitest';
import {
  clearSessionCookie,
  guestCookies,
  isCrossSite,
  readCookie,
  sessionCookie,
} from './store-middleware.server.ts';

const at = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(url, { method, headers });

describe('session cookie', () => {
  it('is httpOnly and SameSite=Lax, and Secure only when the browser came over HTTPS', () => {
    const plain = sessionCookie(at('http://192.168.1.20:3000/en/login'), 'token-abc');
    expect(plain).toContain('session=token-abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax');
    expect(plain).not.toContain('Secure');
    expect(sessionCookie(at('https://shop.example/en/login'), 'token-abc')).toMatch(/; Secure$/);
    // Behind a TLS-terminating proxy the server itself sees plain HTTP.
    const proxied = at('http://127.0.0.1:3000/en/login', { 'x-forwarded-proto': 'https, http' });
    expect(sessionCookie(proxied, 'token-abc')).toMatch(/; Secure$/);
    expect(sessionCookie(at('https://shop.example/', { 'x-forwarded-proto': 'http' }), 't')).not.toContain(
      'Secure',
    );
  });

  it('is cleared with an empty value that expires at once', () => {
    expect(clearSessionCookie(at('https://shop.example/en/logout'))).toBe(
      'session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it('is read back from the Cookie header', () => {
    expect(readCookie('lang=ar; session=a%20b; deviceId=x', 'session')).toBe('a b');
    expect(readCookie(null, 'session')).toBeUndefined();
  });
});

describe('cross-site posts', () => {
  it('refuses a post from another site and lets the store’s own and plain reads through', () => {
    const page = 'https://shop.example/en/login';
    expect(isCrossSite(at(page, { origin: 'https://evil.example' }, 'POST'))).toBe(true);
    expect(isCrossSite(at(page, { origin: 'https://shop.example' }, 'POST'))).toBe(false);
    expect(isCrossSite(at(page, { referer: 'https://evil.example/x' }, 'POST'))).toBe(true);
    expect(isCrossSite(at(page, { origin: 'https://evil.example' }))).toBe(false);
  });

  it('refuses a post that says nothing about where it comes from', () => {
    expect(isCrossSite(at('https://shop.example/en/contact-us', {}, 'POST'))).toBe(true);
    expect(isCrossSite(at('https://shop.example/en/contact-us', { origin: 'null' }, 'POST'))).toBe(true);
  });
});

describe('guest cookies (also made for pages from the guest page cache)', () => {
  it('gives a first visit a device id of its own and the page’s language', () => {
    const first = guestCookies(at('https://shop.example/ar/about'), 'ar');
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(
      /^deviceId=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(first[1]).toMatch(/^lang=ar; /);
    expect(guestCookies(at('https://shop.example/ar/about'), 'ar')[0]).not.toBe(first[0]);
  });

  it('sets nothing for a returning guest, a new device id for a bad one, the language when it changed', () => {
    const returning = { cookie: 'deviceId=abcdefgh-1234; lang=en' };
    expect(guestCookies(at('http://127.0.0.1/en', returning), 'en')).toEqual([]);
    expect(guestCookies(at('http://127.0.0.1/ar', returning), 'ar')).toEqual([
      expect.stringMatching(/^lang=ar;/),
    ]);
    expect(guestCookies(at('http://127.0.0.1/en', { cookie: 'deviceId=<bad>; lang=en' }), 'en')).toEqual([
      expect.stringMatching(/^deviceId=[0-9a-f-]{36};/),
    ]);
    // The middleware's own id for the device is the one set.
    expect(guestCookies(at('http://127.0.0.1/en', { cookie: 'lang=en' }), 'en', 'chosen-1234')).toEqual([
      expect.stringMatching(/^deviceId=chosen-1234;/),
    ]);
  });
});
