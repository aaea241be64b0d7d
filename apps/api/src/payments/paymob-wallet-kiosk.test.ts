import { describe, expect, it } from 'vitest';
import kioskFixture from './fixtures/paymob-kiosk.json' with { type: 'json' };
import walletFixture from './fixtures/paymob-wallet.json' with { type: 'json' };
import { callbackMismatch, lateRefund } from './payment-rules.ts';
import { paymobGateway, paymobHmac } from './paymob-gateway.ts';

/* Paymob's mobile wallet and kiosk integrations (docs/decisions/0080), on recorded shapes. */

const config = {
  baseUrl: 'https://accept.paymob.com',
  apiKey: 'test-api-key',
  integrationId: 4_455_667,
  walletIntegrationId: 4_455_670,
  kioskIntegrationId: 4_455_671,
  iframeId: '889911',
  hmacSecret: 'FIXTURE_HMAC_SECRET',
};

/** Paymob's API answering from a fixture, keeping what the adapter sent. */
function recordedPaymob(answers: Record<string, unknown>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({ path, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answers[path]), {
      status: 201,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, gateway: paymobGateway(config, fetcher) };
}

const customer = { firstName: 'Mona', lastName: 'Adel', email: null, phone: '+201012345678' };

describe('Paymob mobile wallet', () => {
  it('registers the order, asks a key on the wallet integration and pays it with the wallet (WALLET)', async () => {
    const { calls, gateway } = recordedPaymob(walletFixture.answers);
    const started = await gateway.wallet!.start({
      reference: 'np-52-1122334455667788',
      amount: 18_250,
      lang: 'ar',
      customer,
      walletNumber: '+201010101010',
    });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/auth/tokens',
      '/api/ecommerce/orders',
      '/api/acceptance/payment_keys',
      '/api/acceptance/payments/pay',
    ]);
    expect(calls[1]!.body).toMatchObject({ amount_cents: 18_250, currency: 'EGP' });
    expect(calls[2]!.body).toMatchObject({
      amount_cents: 18_250,
      order_id: 124_210,
      integration_id: 4_455_670,
    });
    expect(calls[3]!.body).toEqual({
      source: { identifier: '01010101010', subtype: 'WALLET' },
      payment_token: 'payment-key-w',
    });
    // The customer follows the approval on Paymob's page; the callback names Paymob's order.
    expect(started).toEqual({
      url: walletFixture.answers['/api/acceptance/payments/pay'].redirect_url,
      gatewayOrderId: '124210',
    });
  });

  it('refuses to start when Paymob gives no approval page, and is absent without the integration', async () => {
    const { gateway } = recordedPaymob({
      ...walletFixture.answers,
      '/api/acceptance/payments/pay': { id: 1, pending: false, success: false, redirect_url: '' },
    });
    await expect(
      gateway.wallet!.start({
        reference: 'np-1-00',
        amount: 100,
        lang: 'en',
        customer,
        walletNumber: '+201010101010',
      }),
    ).rejects.toThrow(/no approval page/);
    const { walletIntegrationId: _w, kioskIntegrationId: _k, ...cardOnly } = config;
    expect(paymobGateway(cardOnly).wallet).toBeUndefined();
    expect(paymobGateway(cardOnly).kiosk).toBeUndefined();
  });

  it('verifies the recorded paid and declined callbacks by their HMAC, and refuses them tampered', () => {
    const gateway = paymobGateway(config);
    const paid = walletFixture.paidCallback;
    const query = { hmac: paymobHmac(config.hmacSecret, paid.obj) };
    expect(query.hmac).toBe(paid.expectedHmac);
    expect(gateway.verifyCallback(query, paid)).toEqual({
      payment: { gatewayOrderId: '124210' },
      success: true,
      amount: 18_250,
      currency: 'EGP',
      ownIntegration: true,
      transactionId: '192070001',
    });
    for (const change of [{ amount_cents: 1 }, { success: false }, { integration_id: 4_455_671 }])
      expect(gateway.verifyCallback(query, { ...paid, obj: { ...paid.obj, ...change } })).toBeNull();
    const declined = walletFixture.declinedCallback;
    expect(gateway.verifyCallback({ hmac: declined.expectedHmac }, declined)).toMatchObject({
      payment: { gatewayOrderId: '124211' },
      success: false,
    });
  });
});

describe('Paymob kiosk reference (Aman, Masary, Fawry)', () => {
  it('asks a key on the kiosk integration and pays it with AGGREGATOR: the bill reference comes back', async () => {
    const { calls, gateway } = recordedPaymob(kioskFixture.answers);
    const started = await gateway.kiosk!.start({
      reference: 'np-60-0f1e2d3c4b5a6978',
      amount: 31_000,
      lang: 'en',
      customer,
    });
    expect(calls[2]!.body).toMatchObject({ amount_cents: 31_000, integration_id: 4_455_671 });
    expect(calls[3]!.body).toEqual({
      source: { identifier: 'AGGREGATOR', subtype: 'AGGREGATOR' },
      payment_token: 'payment-key-k',
    });
    expect(started).toEqual({ billReference: '7401936285', gatewayOrderId: '124300' });
  });

  it('refuses an answer without a bill reference', async () => {
    const { gateway } = recordedPaymob({
      ...kioskFixture.answers,
      '/api/acceptance/payments/pay': { id: 1, pending: true, data: { message: 'error' } },
    });
    await expect(
      gateway.kiosk!.start({ reference: 'np-1-00', amount: 100, lang: 'en', customer }),
    ).rejects.toThrow(/no bill reference/);
  });

  it('verifies the recorded paid callback; a paid amount that is not the reference’s does not pay it', () => {
    const gateway = paymobGateway(config);
    const paid = kioskFixture.paidCallback;
    const query = { hmac: paymobHmac(config.hmacSecret, paid.obj) };
    expect(query.hmac).toBe(paid.expectedHmac);
    const verified = gateway.verifyCallback(query, paid);
    expect(verified).toEqual({
      payment: { gatewayOrderId: '124300' },
      success: true,
      amount: 31_000,
      currency: 'EGP',
      ownIntegration: true,
      transactionId: '192080001',
    });
    expect(gateway.verifyCallback(query, { ...paid, obj: { ...paid.obj, amount_cents: 30_000 } })).toBeNull();
    // Signed, but for another amount than the attempt's: not paid, and the money is given back.
    expect(callbackMismatch({ amount: 31_500 }, verified!)).toBe('amount');
    expect(lateRefund({ state: 'pending', amount: 31_500 }, verified!)).toEqual({
      amount: 31_000,
      reason: 'wrong-amount',
    });
    expect(callbackMismatch({ amount: 31_000 }, verified!)).toBeNull();
  });
});
