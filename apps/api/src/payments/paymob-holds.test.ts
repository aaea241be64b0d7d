import { describe, expect, it } from 'vitest';
import fixtures from './fixtures/paymob-auth-capture.json' with { type: 'json' };
import { type PaymobConfig, paymobGateway, paymobHmac } from './paymob-gateway.ts';

/*
 * Paymob's auth/capture card integration (docs/decisions/0039): the hold is asked on the auth
 * integration, its signed callback reports a held (not captured) transaction, and capture and void
 * name that transaction. The fixtures follow Paymob's documented shapes (no live account here).
 */

const config = {
  baseUrl: 'https://accept.paymob.com',
  apiKey: 'test-api-key',
  integrationId: 4_455_667,
  authIntegrationId: 4_455_668,
  iframeId: '889911',
  hmacSecret: 'FIXTURE_HMAC_SECRET',
};

/** A fetch that answers Paymob's paths and records what was sent (path, query and body). */
function paymob(
  answers: Record<string, { status?: number; body: unknown }>,
  settings: PaymobConfig = config,
) {
  const calls: { path: string; query: string; body: Record<string, unknown> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const { pathname, search } = new URL(url);
    calls.push({ path: pathname, query: search, body: JSON.parse(String(init.body)) });
    const answer = answers[pathname];
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 201,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, gateway: paymobGateway(settings, fetcher) };
}

const hold = {
  reference: 'np-41-0a1b2c3d4e5f6071',
  gatewayReference: '124100',
  transactionId: '192050001',
};

describe('Paymob holds', () => {
  it('holds nothing without an auth integration: cards are charged at checkout as before', () => {
    const { authIntegrationId: _, ...sale } = config;
    expect(paymob({}, sale).gateway.holds).toBeUndefined();
  });

  it('asks the payment key of a hold on the auth integration', async () => {
    const { calls, gateway } = paymob({
      '/api/auth/tokens': { body: { token: 'auth-token-1' } },
      '/api/ecommerce/orders': { body: { id: 124_100 } },
      '/api/acceptance/payment_keys': { body: { token: 'payment-key-1' } },
    });
    const started = await gateway.holds!.authorize({
      reference: hold.reference,
      amount: 27_005,
      lang: 'ar',
      customer: { firstName: 'Mona', lastName: 'Adel', email: null, phone: '01012345678' },
    });
    expect(started).toEqual({
      url: 'https://accept.paymob.com/api/acceptance/iframes/889911?payment_token=payment-key-1',
      gatewayOrderId: '124100',
    });
    expect(calls[1]!.body).toMatchObject({ amount_cents: 27_005, merchant_order_id: hold.reference });
    expect(calls[2]!.body).toMatchObject({
      order_id: 124_100,
      amount_cents: 27_005,
      integration_id: 4_455_668,
    });
  });

  it("verifies the signed callback of a hold: held only, on the store's auth integration", () => {
    const { gateway } = paymob({});
    expect(paymobHmac(config.hmacSecret, fixtures.authCallback.obj)).toBe(fixtures.authCallback.expectedHmac);
    const verified = gateway.verifyCallback(
      { hmac: fixtures.authCallback.expectedHmac },
      fixtures.authCallback,
    );
    expect(verified).toEqual({
      payment: { gatewayOrderId: '124100' },
      success: true,
      amount: 27_005,
      currency: 'EGP',
      ownIntegration: true,
      transactionId: '192050001',
      authorizedOnly: true,
    });
    // The same transaction with a field changed is not believed.
    const tampered = { ...fixtures.authCallback, obj: { ...fixtures.authCallback.obj, amount_cents: 2_700 } };
    expect(gateway.verifyCallback({ hmac: fixtures.authCallback.expectedHmac }, tampered)).toBeNull();
  });

  it('captures the delivered amount of the held transaction', async () => {
    const { calls, gateway } = paymob({
      '/api/auth/tokens': { body: { token: 'auth-token-2' } },
      '/api/acceptance/capture': { body: fixtures.capture },
    });
    expect(await gateway.holds!.capture({ ...hold, amount: 23_450 })).toEqual({
      gatewayReference: '192058870',
    });
    expect(calls).toEqual([
      { path: '/api/auth/tokens', query: '', body: { api_key: 'test-api-key' } },
      {
        path: '/api/acceptance/capture',
        query: '',
        body: { auth_token: 'auth-token-2', transaction_id: 192_050_001, amount_cents: 23_450 },
      },
    ]);
  });

  it('voids the held transaction, the token in the query as Paymob documents it', async () => {
    const { calls, gateway } = paymob({
      '/api/auth/tokens': { body: { token: 'auth token/3' } },
      '/api/acceptance/void_refund/void': { body: fixtures.void },
    });
    expect(await gateway.holds!.void({ ...hold, amount: 27_005 })).toEqual({ gatewayReference: '192059311' });
    expect(calls[1]).toEqual({
      path: '/api/acceptance/void_refund/void',
      query: '?token=auth%20token%2F3',
      body: { transaction_id: 192_050_001 },
    });
  });

  it('throws when Paymob declines, answers an error, or the hold names no transaction', async () => {
    const declined = paymob({
      '/api/auth/tokens': { body: { token: 't' } },
      '/api/acceptance/capture': { body: fixtures.declinedCapture },
    });
    await expect(declined.gateway.holds!.capture({ ...hold, amount: 23_450 })).rejects.toThrow(
      /not confirmed/,
    );
    const failing = paymob({
      '/api/auth/tokens': { body: { token: 't' } },
      '/api/acceptance/void_refund/void': { status: 400, body: { detail: 'bad request' } },
    });
    await expect(failing.gateway.holds!.void({ ...hold, amount: 27_005 })).rejects.toThrow(/400/);
    const nothing = paymob({ '/api/auth/tokens': { body: { token: 't' } } });
    await expect(
      nothing.gateway.holds!.capture({ ...hold, transactionId: null, amount: 23_450 }),
    ).rejects.toThrow(/no held transaction/);
    expect(nothing.calls).toEqual([]);
  });
});
