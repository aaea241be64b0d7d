import { describe, expect, it } from 'vitest';
import { clearSessionCookie, isCrossSite, readCookie, sessionCookie } from './store-middleware.server.ts';

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
