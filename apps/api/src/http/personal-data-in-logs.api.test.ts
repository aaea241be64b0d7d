import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, piecesPricer, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { captureLog } from '../test/captured-log.ts';
import { fillCart, orderTheCart } from '../test/shop-test-support.ts';
import { caller, staffMember } from '../test/staff-test-support.ts';
import { urlWithoutValues } from './request-log.ts';

/**
 * The log at `info`, as production writes it, through a customer's and a staff member's day: every
 * line JSON with its request's id, and none of the personal data that went through the store.
 */
let store: TestStore;
let log: ReturnType<typeof captureLog>;

beforeAll(async () => {
  store = await build({ logLevel: 'info' });
  log = captureLog();
});
afterAll(async () => {
  log?.restore();
  await store?.close();
});

describe('the log', () => {
  it("keeps no customer's phone, e-mail, name, address or token, through a whole order and a lookup", async () => {
    const customer = await shopper(store);
    const me = (await customer.get('/api/profile')).json().data.user;
    const [productId] = await piecesPricer(store)(25_000);
    await fillCart(customer, [productId!]);
    const order = await orderTheCart(customer, { comment: 'Ring twice, ask for Mona' });
    // Support finds the customer who phones in, by phone and by e-mail; the customer searches.
    const support = await staffMember(store, 'support', [1]);
    const local = String(me.phone).replace(/^\+20/, '0');
    for (const q of [local, me.email, `+2${local}`])
      expect((await support.get(`/api/staff/customers?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
    await customer.get(`/api/search?q=${encodeURIComponent('panadol extra')}`);
    // A sign-in with the e-mail and password in the body, and a refused one.
    await store.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: 'Shopper-pass1', deviceType: 'web', deviceId: 'log-test' },
    });
    await store.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: me.email, password: 'wrong' },
    });
    await caller(store, support.token).get(`/api/staff/orders/${order.item}`);

    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = log.text().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(20);
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string } });
    expect(logged.filter((line) => line.req).every((line) => typeof line.reqId === 'string')).toBe(true);
    // The lookups are there, by what was looked for's name only.
    expect(logged.some((line) => line.req?.url === '/api/staff/customers?q=…')).toBe(true);
    const personal = [
      local,
      local.slice(1),
      me.email,
      me.last_name,
      sampleAddress.streetName,
      sampleAddress.landmark,
      'Ring twice',
      customer.token,
      support.token,
      'Shopper-pass1',
      '$argon2',
    ];
    for (const datum of personal) expect(log.text(), datum).not.toContain(datum);
  });

  it("carries the caller's request id (the storefront's page), and answers it", async () => {
    const pageId = 'page-4a5b6c7d-0001';
    const answer = await store.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { 'x-request-id': pageId },
    });
    expect(answer.headers['x-request-id']).toBe(pageId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.text()).toContain(`"reqId":"${pageId}"`);
    // Anything else sent as an id is replaced by a new one.
    const odd = await store.app.inject({
      method: 'GET',
      url: '/api/home',
      headers: { 'x-request-id': 'a"}\n{"forged":1' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('urlWithoutValues', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(urlWithoutValues('/api/staff/customers?q=01012345678&page=2')).toBe(
      '/api/staff/customers?q=…&page=…',
    );
    expect(urlWithoutValues('/api/home')).toBe('/api/home');
    expect(urlWithoutValues('/x?flag')).toBe('/x?flag=…');
  });
});
