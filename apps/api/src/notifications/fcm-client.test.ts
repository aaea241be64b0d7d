import { generateKeyPairSync } from 'node:crypto';
import { importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { createFcmClient, FcmError, type FcmMessage, fcmScope } from './fcm-client.ts';
import exchanges from './fixtures/fcm-exchanges.json' with { type: 'json' };

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const account = {
  project_id: 'nile-pharmacy-test',
  client_email: 'store@nile-pharmacy-test.iam.gserviceaccount.com',
  private_key: privateKey,
  token_uri: 'https://oauth2.googleapis.com/token',
};

type Recorded = { status: number; body: unknown };

/** A fetch that answers the recorded responses in order and keeps what was asked. */
function replay(...responses: Recorded[]) {
  const requests: { url: string; method: string; headers: Record<string, string>; body: string }[] = [];
  const queue = [...responses];
  const fetchImpl = (async (url: string | URL, init: RequestInit = {}) => {
    const next = queue.shift();
    if (!next) throw new Error(`no recorded answer for ${url}`);
    requests.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: String(init.body),
    });
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
    });
  }) as typeof fetch;
  return { fetchImpl, requests, left: () => queue.length };
}

const message: FcmMessage = {
  token: 'dEv1ce-T0ken:APA91bH',
  title: 'Order #12 is on its way',
  body: 'Your order has left the branch and will reach you soon.',
  data: { id: '7', type: 'order.dispatched', url: '/en/order-info/12' },
  collapseKey: 'notification-7',
  ttlSeconds: 86_400,
  urgent: true,
};
const signal = new AbortController().signal;
const now = () => new Date('2026-11-26T10:00:00Z');

describe('FCM adapter (HTTP v1), against recorded exchanges', () => {
  it('gets an access token with a signed service-account JWT, then sends the message', async () => {
    const { fetchImpl, requests } = replay(exchanges.token.response, exchanges.sent.response);
    const fcm = createFcmClient(account, { fetch: fetchImpl, now });
    expect(await fcm.send(message, signal)).toBe('sent');

    const [token, send] = requests;
    expect(token).toMatchObject({ url: exchanges.token.request.url, method: 'POST' });
    const form = new URLSearchParams(token!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const { payload } = await jwtVerify(form.get('assertion')!, await importSPKI(publicKey, 'RS256'), {
      issuer: account.client_email,
      audience: account.token_uri,
      currentDate: now(),
    });
    expect(payload).toMatchObject({ scope: fcmScope, exp: (payload.iat as number) + 3600 });

    expect(send).toMatchObject({ url: exchanges.sent.request.url, method: 'POST' });
    expect(send!.headers.authorization).toBe(`Bearer ${exchanges.token.response.body.access_token}`);
    expect(JSON.parse(send!.body)).toEqual({
      message: {
        token: message.token,
        notification: { title: message.title, body: message.body },
        data: message.data,
        android: {
          collapse_key: 'notification-7',
          priority: 'HIGH',
          ttl: '86400s',
          notification: { tag: 'notification-7' },
        },
        apns: {
          headers: {
            'apns-collapse-id': 'notification-7',
            'apns-priority': '10',
            'apns-expiration': String(Math.floor(now().getTime() / 1000) + 86_400),
          },
        },
      },
    });
  });

  it('keeps the access token for the next messages', async () => {
    const { fetchImpl, requests } = replay(
      exchanges.token.response,
      exchanges.sent.response,
      exchanges.sent.response,
    );
    const fcm = createFcmClient(account, { fetch: fetchImpl, now });
    await fcm.send(message, signal);
    await fcm.send(message, signal);
    expect(requests.map((request) => request.url)).toEqual([
      exchanges.token.request.url,
      exchanges.sent.request.url,
      exchanges.sent.request.url,
    ]);
  });

  it('says a device is gone when FCM answers UNREGISTERED or an invalid registration token', async () => {
    const { fetchImpl } = replay(
      exchanges.token.response,
      exchanges.unregistered.response,
      exchanges.invalidToken.response,
    );
    const fcm = createFcmClient(account, { fetch: fetchImpl, now });
    expect(await fcm.send(message, signal)).toBe('gone');
    expect(await fcm.send(message, signal)).toBe('gone');
  });

  it('throws (the job retries) when FCM is unavailable, and gets a new token after a 401', async () => {
    const { fetchImpl, requests, left } = replay(
      exchanges.token.response,
      exchanges.unavailable.response,
      exchanges.unauthenticated.response,
      exchanges.token.response,
      exchanges.sent.response,
    );
    const fcm = createFcmClient(account, { fetch: fetchImpl, now });
    await expect(fcm.send(message, signal)).rejects.toMatchObject({ statusCode: 503, status: 'UNAVAILABLE' });
    await expect(fcm.send(message, signal)).rejects.toBeInstanceOf(FcmError);
    expect(await fcm.send(message, signal)).toBe('sent');
    expect(requests.filter((request) => request.url === exchanges.token.request.url)).toHaveLength(2);
    expect(left()).toBe(0);
  });
});
