import type { CategoryNode } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';

/**
 * The speed of the request path must not change what is sent: the storefront's busiest
 * reads give the same bytes (body and headers) whether the page is built afresh, sent again from the
 * guests' shared cache (its text kept by the serializer), or built by a store that keeps no page at
 * all (PRODUCT_CACHE_SECONDS=0, every answer walked for absolute URLs on its way out); and every URL
 * into the API's own spaces is absolute.
 */
let cached: TestStore;
let uncached: TestStore;
let urls: string[];
beforeAll(async () => {
  cached = await build();
  uncached = await build({
    productCacheSeconds: 0,
    shareDatabaseOf: cached,
  });
  const tree = (await cached.app.inject({ method: 'GET', url: '/api/categories/tree' })).json().data
    .categories as CategoryNode[];
  const top = tree[1]!;
  const leaf = top.children[0]!.children[0]!;
  urls = [
    '/api/products/1', // a medicine: active ingredients and uses
    '/api/products/2',
    `/api/products/filter?categoryIds[0]=${leaf.id}&level=3`,
    `/api/products/filter?categoryIds[0]=${top.id}&level=1&sort=2`,
    '/api/products/filter?keyword=milk&sort=6',
    '/api/home?web=1',
    '/api/categories/tree',
  ];
});
afterAll(async () => {
  await uncached?.close();
  await cached?.close();
});

const perRequest = new Set([
  'date',
  'connection',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  // Each request's own id (http/request-log.ts), what support asks a customer to read out.
  'x-request-id',
]);

/** What a client receives: status, the headers that are not per request, and the body's bytes. */
async function received(store: TestStore, url: string, lang: 'en' | 'ar') {
  const response = await store.app.inject({
    method: 'GET',
    url,
    headers: { 'content-language': lang, host: 'store.example' },
  });
  // The date, the rate limit's count and the request's id move with every request.
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !perRequest.has(name)),
  );
  return { status: response.statusCode, headers, body: response.body };
}

describe('the same answers, however they are made', () => {
  it('built afresh, sent again from the shared cache, and with no cache: the same bytes', async () => {
    for (const lang of ['en', 'ar'] as const) {
      for (const url of urls) {
        cached.clearSharedCaches();
        const afresh = await received(cached, url, lang);
        expect(afresh.status, `${lang} ${url}: ${afresh.body}`).toBe(200);
        const shared = await received(cached, url, lang);
        const notKept = await received(uncached, url, lang);
        expect(shared, `${lang} ${url} (shared)`).toEqual(afresh);
        expect(notKept, `${lang} ${url} (no cache)`).toEqual(afresh);
      }
    }
  });

  it('send the API’s answers with the few headers JSON needs, no more', async () => {
    const { headers } = await received(cached, '/api/products/2', 'en');
    expect(Object.keys(headers).sort()).toEqual([
      'content-length',
      'content-security-policy',
      'content-type',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
      'x-ratelimit-limit',
    ]);
  });

  it('make every URL into the API’s own spaces absolute, on the request’s origin', async () => {
    for (const url of urls) {
      const { body } = await received(cached, url, 'en');
      expect(body, url).not.toMatch(/"\/api\/(media|files|payment)\//);
    }
    const { body } = await received(cached, '/api/products/2', 'en');
    expect(body).toContain('"http://store.example/api/media/');
  });
});
