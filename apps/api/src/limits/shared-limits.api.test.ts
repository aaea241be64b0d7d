import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaKey, openCaptcha } from '../contact/captcha-token.ts';
import { build, signUp, type TestStore } from '../test/build.ts';

/**
 * Two instances of the store on one database are one store. Each pair here is two apps
 * sharing a database (their own connection pools on a PostgreSQL server); nothing is shared in
 * memory. `two-instances.api.test.ts` does the same with two real processes over HTTP.
 */
async function pair(options: Parameters<typeof build>[0] = {}) {
  const a = await build({ seed: false, ...options });
  const b = await build({
    ...options,
    shareDatabaseOf: a,
  });
  const close = async () => {
    await b.close();
    await a.close();
  };
  return { a, b, close };
}

const send = (
  store: TestStore,
  method: 'GET' | 'POST',
  url: string,
  options: { ip: string; token?: string; payload?: Record<string, unknown> },
) =>
  store.app.inject({
    method,
    url,
    remoteAddress: options.ip,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('two instances, no SESSION_SECRET', () => {
  let stores: Awaited<ReturnType<typeof pair>>;
  beforeAll(async () => {
    stores = await pair();
  });
  afterAll(async () => {
    await stores.close();
  });

  const person = {
    first_name: 'Nour',
    last_name: 'Samir',
    phone: '01222000111',
    email: 'nour.samir@example.com',
    password: 'Right-pass1',
    password_confirmation: 'Right-pass1',
  };

  it('accept on one instance a code sent through the other', async () => {
    const registered = await send(stores.a, 'POST', '/api/register', { ip: '10.30.0.1', payload: person });
    expect(registered.statusCode).toBe(200);
    await stores.a.jobs.runDue();
    const outbox = await stores.a.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${person.phone}` });
    const [sms] = outbox.json().data.messages;
    const verified = await send(stores.b, 'POST', '/api/verify/registration/code', {
      ip: '10.30.0.1',
      payload: { user_id: registered.json().item, code: sms.code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('count wrong passwords together: the sixth, on either, waits', async () => {
    for (let i = 0; i < 5; i++) {
      const store = i % 2 === 0 ? stores.a : stores.b;
      const res = await send(store, 'POST', '/api/login', {
        ip: `10.30.1.${i}`,
        payload: { username: person.email, password: 'Wrong-pass1' },
      });
      expect(res.statusCode).toBe(422);
    }
    for (const store of [stores.a, stores.b]) {
      const res = await send(store, 'POST', '/api/login', {
        ip: '10.30.1.9',
        payload: { username: person.phone, password: person.password },
      });
      expect(res.statusCode).toBe(429);
    }
  });
});

describe('two instances with a small API-wide limit', () => {
  const sessionSecret = 'shared-limits-test-secret-0123456789ab';
  const max = 40;
  let stores: Awaited<ReturnType<typeof pair>>;
  beforeAll(async () => {
    stores = await pair({ rateLimitMax: max, accounts: { sessionSecret } });
  });
  afterAll(async () => {
    await stores.close();
  });

  it('share the contact form limit', async () => {
    const ip = '10.40.0.1';
    const message = async (store: TestStore) => {
      const issued = await send(store, 'GET', '/api/contact/captcha', { ip: '10.40.9.9' });
      const captchaToken: string = issued.json().data.captcha.token;
      const opened = openCaptcha(captchaKey(sessionSecret), captchaToken, Date.now());
      if (typeof opened === 'string') throw new Error(opened);
      return send(store, 'POST', '/api/contact', {
        ip,
        payload: {
          name: 'Nour',
          mobile: '01222000111',
          email: 'nour@example.com',
          message: 'Hello',
          captcha: opened.answer,
          captchaToken,
        },
      });
    };
    for (let i = 0; i < 5; i++)
      expect((await message(i % 2 === 0 ? stores.a : stores.b)).statusCode).toBe(200);
    expect((await message(stores.a)).statusCode).toBe(429);
    expect((await message(stores.b)).statusCode).toBe(429);
  });

  it('share the API-wide limit: what one instance let through counts on the other', async () => {
    const ip = '10.40.1.1';
    for (let i = 0; i < max; i++) {
      expect((await send(stores.a, 'GET', '/api/categories/tree', { ip })).statusCode).toBe(200);
    }
    expect((await send(stores.a, 'GET', '/api/categories/tree', { ip })).statusCode).toBe(429);
    // The other instance learns the count within its next sync (at once for a key it has not seen).
    let allowedOnB = 0;
    await vi.waitFor(
      async () => {
        const res = await send(stores.b, 'GET', '/api/categories/tree', { ip });
        if (res.statusCode === 200) allowedOnB += 1;
        expect(res.statusCode).toBe(429);
      },
      { timeout: 5000, interval: 20 },
    );
    // Counted apart, B would let the whole limit through again. Shared, it lets through what
    // neither had synced yet: about a tenth of the limit per instance, plus a sync's round trip.
    expect(allowedOnB).toBeLessThanOrEqual(max / 4);
  });

  it('count a signed-in customer by account, not by the address shared with others', async () => {
    const ip = '10.40.2.1';
    const { token } = await signUp(
      stores.a,
      {
        first_name: 'Nour',
        last_name: 'Samir',
        phone: '01222000222',
        email: 'nour.2@example.com',
        password: 'Right-pass1',
        password_confirmation: 'Right-pass1',
      },
      { remoteAddress: ip },
    );
    // Other customers behind the same address use up its guest limit.
    for (let i = 1; i < max; i++) await send(stores.a, 'GET', '/api/categories/tree', { ip });
    expect((await send(stores.a, 'GET', '/api/categories/tree', { ip })).statusCode).toBe(429);
    expect((await send(stores.a, 'GET', '/api/profile', { ip, token })).statusCode).toBe(200);
    // A made-up token is a guest: it stays under the address's limit.
    const madeUp = 'x'.repeat(43);
    expect((await send(stores.a, 'GET', '/api/categories/tree', { ip, token: madeUp })).statusCode).toBe(429);
  });
});
