import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStore } from '../test/build.ts';

/**
 * The demo outbox holds every code the store "sent", so whoever reads it can take over any
 * account. It answers only requests from this machine, and exists only on a loopback listener or
 * with DEMO_OUTBOX=true.
 */
const phone = '01233300011';

async function registerAndSend(store: TestStore) {
  const res = await store.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: '10.50.0.1',
    payload: {
      first_name: 'Omar',
      last_name: 'Adel',
      phone,
      email: 'omar.outbox@example.com',
      password: 'Right-pass1',
      password_confirmation: 'Right-pass1',
    },
  });
  expect(res.statusCode).toBe(200);
  await store.jobs.runDue();
}

const read = (store: TestStore, remoteAddress: string, headers: Record<string, string> = {}) =>
  store.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}`, remoteAddress, headers });

describe('demo outbox on a loopback listener', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await build({ seed: false, trustProxy: true });
    await registerAndSend(store);
  });
  afterAll(async () => {
    await store.close();
  });

  it('answers requests from this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await read(store, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json().data.messages[0].code).toMatch(/^\d{4}$/);
    }
  });

  it('does not exist for anyone else, proxied requests included', async () => {
    const unknownRoute = await store.app.inject({ method: 'GET', url: '/api/dev/nothing-here' });
    expect(unknownRoute.statusCode).toBe(404);
    for (const [address, headers] of [
      ['10.0.0.5', {}],
      ['192.0.2.10', {}],
      // The web server passes each visitor's address to the API it calls in-process.
      ['203.0.113.9', {}],
      // With TRUST_PROXY on, request.ip would say 127.0.0.1: the socket does not.
      ['10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }],
      // A proxy on this machine forwarding someone else.
      ['127.0.0.1', { 'x-forwarded-for': '198.51.100.4' }],
      ['127.0.0.1', { forwarded: 'for=198.51.100.4' }],
    ] as const) {
      const res = await read(store, address, headers);
      expect(res.statusCode, `${address} ${JSON.stringify(headers)}`).toBe(404);
      // The same answer as a route that does not exist.
      expect(res.json()).toEqual(unknownRoute.json());
    }
  });
});

describe('demo outbox on a public interface', () => {
  it('does not exist unless DEMO_OUTBOX=true, and then still only for this machine', async () => {
    const closed = await build({ seed: false, host: '0.0.0.0' });
    try {
      await registerAndSend(closed);
      expect((await read(closed, '127.0.0.1')).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
    const opened = await build({ seed: false, host: '0.0.0.0', demoOutbox: true });
    try {
      await registerAndSend(opened);
      expect((await read(opened, '127.0.0.1')).statusCode).toBe(200);
      expect((await read(opened, '10.0.0.5')).statusCode).toBe(404);
    } finally {
      await opened.close();
    }
  });
});
