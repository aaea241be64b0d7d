import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';

let store: TestStore;
let proxied: TestStore;
beforeAll(async () => {
  store = await build({ seed: false });
  proxied = await build({
    seed: false,
    trustProxy: true,
    shareDatabaseOf: store,
  });
});
afterAll(async () => {
  await proxied?.close();
  await store?.close();
});

describe('security headers of the API', () => {
  it('mark every answer nosniff, unframeable and unable to run anything', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/contact/captcha']) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
    }
  });

  it('give API answers only what they need: no header meant for documents', async () => {
    for (const url of ['/api/categories/tree', '/api/products/1', '/api/home?web=1']) {
      const answer = await store.app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy'], url).toBe(
        "default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;form-action 'self';frame-ancestors 'none';base-uri 'none'",
      );
      for (const name of [
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(answer.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it('keep customers’ files from being embedded by other sites', async () => {
    const answer = await store.app.inject({ method: 'GET', url: '/api/files/1?expires=1&signature=x' });
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(String(answer.headers['content-security-policy'])).toContain("default-src 'none'");
  });

  it('give the docs their own policy, unframeable and usable over plain HTTP', async () => {
    const page = await store.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(/script-src [^;]*unsafe/.test(csp)).toBe(false);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('send HSTS only when the request came over HTTPS (the proxy says so only with TRUST_PROXY)', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const plain = await store.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await store.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const trusted = await proxied.app.inject({ method: 'GET', url: '/api/health', headers: https });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('keep answers to a session out of caches', async () => {
    const guest = await store.app.inject({ method: 'GET', url: '/api/health' });
    expect(guest.headers['cache-control']).toBeUndefined();
    const withSession = await store.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer not-a-valid-session-token' },
    });
    expect(withSession.headers['cache-control']).toBe('no-store');
  });

  it('say how long to wait on a 429 of a limit, in a header too', async () => {
    const { answer } = await (async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await store.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '203.0.113.50',
          payload: { username: '01099999999', password: 'wrong-password', deviceType: 'web' },
        });
        if (response.statusCode === 429) return { answer: response };
      }
      throw new Error('no 429');
    })();
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });
});
