import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, request, type TestStore } from '../test/build.ts';

let store: TestStore;
beforeAll(async () => {
  store = await build({ rateLimitMax: 40 });
});
afterAll(async () => {
  await store?.close();
});

const keys = ['code', 'data', 'item', 'message', 'validation'];

describe('the response envelope', () => {
  it('answers unknown routes with a localized 404 envelope', async () => {
    const response = await request(store).get('/api/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(Object.keys(response.json()).sort()).toEqual(keys);
    expect(response.json()).toMatchObject({ code: 404, data: null, item: null, validation: [] });
    expect((await request(store, 'ar').get('/api/nothing')).json().message).toBe(
      'مسار الواجهة المطلوب غير موجود',
    );
  });

  it('answers a malformed JSON body with 400, never a crash', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/branches/select',
      headers: { 'content-type': 'application/json', deviceid: 'device-envelope-01' },
      payload: '{"branchId": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      message: 'The request body could not be read',
      data: null,
    });
  });

  it('answers an unsupported body type with 415', async () => {
    const response = await store.app.inject({
      method: 'POST',
      url: '/api/branches/select',
      headers: { 'content-type': 'text/xml', deviceid: 'device-envelope-01' },
      payload: '<branch/>',
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json()).sort()).toEqual(keys);
  });

  it('reads the language from content-language and defaults to English', async () => {
    const noHeader = await store.app.inject({ method: 'GET', url: '/api/categories/show/999999/level1' });
    expect(noHeader.json().message).toBe('Category not found');
    const regional = await store.app.inject({
      method: 'GET',
      url: '/api/categories/show/999999/level1',
      headers: { 'content-language': 'ar-EG' },
    });
    expect(regional.json().message).toBe('القسم غير موجود');
    const unknown = await store.app.inject({
      method: 'GET',
      url: '/api/categories/show/999999/level1',
      headers: { 'content-language': 'fr' },
    });
    expect(unknown.json().message).toBe('Category not found');
  });

  it('publishes an OpenAPI document and a docs page from the same schemas', async () => {
    const json = await store.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/products/filter',
      '/api/home',
      '/api/categories/tree',
      '/api/branches/select',
      '/api/register',
      '/api/login/provider',
      '/api/cart/view',
      '/api/cart/order',
      '/api/payment/pay',
      '/api/addresses/{id}',
    ]) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    const parameters = spec.paths['/api/products/filter'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['keyword', 'sort', 'page', 'priceFrom']));
    // Every named schema an operation points at is in the document (Swagger UI stopped at the
    // first operation whose $ref led nowhere).
    const refs = [...json.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs).toContain('Product');
    for (const name of new Set(refs)) expect(spec.components?.schemas, name).toHaveProperty([name!]);
    const page = await store.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('reports health while the database answers', async () => {
    const response = await request(store).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ok', database: store.database.driver });
  });

  it('rate limits with a 429 envelope that says when to retry', async () => {
    let last = await request(store).get('/api/categories/tree');
    for (let i = 0; i < 60 && last.statusCode !== 429; i++)
      last = await request(store).get('/api/categories/tree');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 429, data: null });
    expect(last.json().message).toMatch(/Too many requests, please try again in \d+ seconds/);
    expect(last.headers['retry-after']).toBeDefined();
  });
});

describe('unexpected failures', () => {
  it('answers 500 with a generic localized message and no internals once the database is gone', async () => {
    const broken = await build({ seed: false });
    await broken.database.close();
    const response = await request(broken, 'ar').get('/api/categories/tree');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      message: 'حدث خطأ ما، من فضلك حاول مرة أخرى',
      data: null,
      item: null,
      validation: [],
    });
    expect(response.body).not.toMatch(/at |Error|stack|pglite/i);
    await broken.close();
  });
});
