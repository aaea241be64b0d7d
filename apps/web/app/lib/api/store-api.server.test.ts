import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiTransport } from './api-transport.ts';
import { createStoreApi } from './store-api.server.ts';

/** A transport that records each request and answers `status` with an empty envelope. */
function recording(status = 200, data: unknown = {}, retryAfter?: number) {
  const requests: ApiRequest[] = [];
  const transport: ApiTransport = async (request) => {
    requests.push(request);
    return { status, body: { code: status, message: 'm', data, item: 7, validation: [] }, retryAfter };
  };
  return { requests, transport };
}

describe('the typed API client', () => {
  it('builds the path, query and body of an operation from the table', async () => {
    const { requests, transport } = recording();
    const api = createStoreApi(transport, { lang: 'ar', deviceId: 'device-0001', token: 'a'.repeat(20) });
    await api.op('cancelOrder', { params: { id: 12 }, body: { reasonId: 3, comment: 'late' } });
    await api.products({ categoryIds: [4, 5], deal: true, keyword: '', page: 2 });
    await api.category(9, 2);
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/orders/cancel/12',
      'GET /api/products/filter?categoryIds%5B0%5D=4&categoryIds%5B1%5D=5&deal=1&page=2',
      'GET /api/categories/show/9/level2',
    ]);
    expect(requests[0]?.body).toEqual({ reasonId: 3, comment: 'late' });
    expect(requests[0]?.headers).toMatchObject({
      'content-language': 'ar',
      deviceid: 'device-0001',
      authorization: `Bearer ${'a'.repeat(20)}`,
    });
  });

  it('sends the idempotency key of a checkout attempt, and only there', async () => {
    const { requests, transport } = recording();
    const api = createStoreApi(transport, { lang: 'en', deviceId: 'device-0001' });
    await api.op('placeOrder', {
      body: { scheduleType: 'instant', orderFrom: 'Web' },
      idempotencyKey: 'attempt-1',
    });
    await api.op('pay', { body: { orderId: 44 }, idempotencyKey: 'attempt-1' });
    await api.op('logout');
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual([
      'attempt-1',
      'attempt-1',
      undefined,
    ]);
    // Starting a payment is a POST (docs/decisions/0031).
    expect(requests[1]).toMatchObject({ method: 'POST', path: '/api/payment/pay', body: { orderId: 44 } });
  });

  it('throws what a page cannot show, with the wait of a 429', async () => {
    const { transport } = recording(429, null, 17);
    const api = createStoreApi(transport, { lang: 'en', deviceId: 'device-0001' });
    await expect(api.home()).rejects.toMatchObject({ init: { status: 429 }, data: { retryAfter: 17 } });
    expect(api.retryAfter()).toBe(17);
  });

  it('refuses a path parameter it was not given', async () => {
    const { transport } = recording();
    const api = createStoreApi(transport, { lang: 'en', deviceId: 'device-0001' });
    // @ts-expect-error: the table says `order` needs its id.
    await expect(api.op('order', {})).rejects.toThrow('/orders/:id: no value for :id');
  });
});
