import { describe, expect, it } from 'vitest';
import processedCallback from './fixtures/paymob-processed-callback.json' with { type: 'json' };
import redirectCallback from './fixtures/paymob-redirect-callback.json' with { type: 'json' };
import { paymobGateway, paymobHmac } from './paymob-gateway.ts';

const config = {
  baseUrl: 'https://accept.paymob.com',
  apiKey: 'test-api-key',
  integrationId: 4_455_667,
  iframeId: '889911',
  hmacSecret: 'FIXTURE_HMAC_SECRET',
};

describe('Paymob adapter', () => {
  it('asks for an auth token, registers the order, gets a payment key and builds the iframe URL', async () => {
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    const answers: Record<string, unknown> = {
      '/api/auth/tokens': { token: 'auth-token-1' },
      '/api/ecommerce/orders': { id: 123_456 },
      '/api/acceptance/payment_keys': { token: 'payment-key-1' },
    };
    const fakeFetch = (async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      calls.push({ url: path, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify(answers[path]), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const gateway = paymobGateway(config, fakeFetch);
    const started = await gateway.start({
      reference: 'np-7-0011223344556677',
      amount: 24_550,
      lang: 'en',
      customer: { firstName: 'Mona', lastName: 'Adel', email: 'mona@example.com', phone: '01012345678' },
    });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/auth/tokens',
      '/api/ecommerce/orders',
      '/api/acceptance/payment_keys',
    ]);
    expect(calls[0]!.body).toEqual({ api_key: 'test-api-key' });
    expect(calls[1]!.body).toMatchObject({
      auth_token: 'auth-token-1',
      amount_cents: 24_550,
      currency: 'EGP',
      merchant_order_id: 'np-7-0011223344556677',
    });
    expect(calls[2]!.body).toMatchObject({
      auth_token: 'auth-token-1',
      order_id: 123_456,
      amount_cents: 24_550,
      integration_id: 4_455_667,
      billing_data: {
        first_name: 'Mona',
        email: 'mona@example.com',
        phone_number: '01012345678',
        floor: 'NA',
      },
    });
    expect(started).toEqual({
      url: 'https://accept.paymob.com/api/acceptance/iframes/889911?payment_token=payment-key-1',
      gatewayOrderId: '123456',
    });
  });

  it('accepts the recorded redirect callback and rejects it tampered', () => {
    const gateway = paymobGateway(config);
    // The payment is named by Paymob's (signed) order id, never by merchant_order_id, which it does not sign.
    expect(gateway.verifyCallback(redirectCallback, undefined)).toEqual({
      payment: { gatewayOrderId: '123456' },
      success: true,
      amount: 24_550,
      currency: 'EGP',
      ownIntegration: true,
      transactionId: '192036465',
    });
    expect(
      gateway.verifyCallback({ ...redirectCallback, merchant_order_id: 'np-9-ffffffffffffffff' }, undefined),
    ).toMatchObject({ payment: { gatewayOrderId: '123456' } });
    for (const tampered of [
      { amount_cents: '1' },
      { order: '123457' },
      { currency: 'USD' },
      { integration_id: '1' },
    ])
      expect(gateway.verifyCallback({ ...redirectCallback, ...tampered }, undefined)).toBeNull();
    expect(gateway.verifyCallback({ ...redirectCallback, hmac: undefined }, undefined)).toBeNull();
    // Paymob's newer redirect pages name the order `order_id`: the same signed field.
    const { order, ...renamed } = redirectCallback;
    expect(gateway.verifyCallback({ ...renamed, order_id: order }, undefined)).toMatchObject({
      payment: { gatewayOrderId: '123456' },
      success: true,
    });
    // Signed, but through another integration of the same Paymob account: not this store's.
    const elsewhere = { ...redirectCallback, integration_id: '1' };
    elsewhere.hmac = paymobHmac(config.hmacSecret, elsewhere);
    expect(gateway.verifyCallback(elsewhere, undefined)).toMatchObject({ ownIntegration: false });
  });

  it('accepts the recorded processed (server-to-server) callback, HMAC in the query', () => {
    const gateway = paymobGateway(config);
    const query = { hmac: paymobHmac(config.hmacSecret, processedCallback.obj) };
    expect(query.hmac).toBe(processedCallback.expectedHmac);
    expect(gateway.verifyCallback(query, processedCallback)).toEqual({
      payment: { gatewayOrderId: '123999' },
      success: false,
      amount: 10_000,
      currency: 'EGP',
      ownIntegration: true,
      transactionId: '192036999',
    });
    const tampered = { ...processedCallback, obj: { ...processedCallback.obj, success: true } };
    expect(gateway.verifyCallback(query, tampered)).toBeNull();
    const otherOrder = {
      ...processedCallback,
      obj: { ...processedCallback.obj, order: { ...processedCallback.obj.order, id: 124_000 } },
    };
    expect(gateway.verifyCallback(query, otherOrder)).toBeNull();
    // Other kinds of callback (saved card tokens) are not transactions.
    expect(gateway.verifyCallback(query, { ...processedCallback, type: 'TOKEN' })).toBeNull();
  });
});
