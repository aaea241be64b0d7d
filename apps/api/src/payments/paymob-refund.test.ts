import { describe, expect, it } from 'vitest';
import fixtures from './fixtures/paymob-refund.json' with { type: 'json' };
import { paymobGateway } from './paymob-gateway.ts';

const config = {
  baseUrl: 'https://accept.paymob.com',
  apiKey: 'test-api-key',
  integrationId: 4_455_667,
  iframeId: '889911',
  hmacSecret: 'FIXTURE_HMAC_SECRET',
};

/** A fetch that answers Paymob's paths from the fixtures and records what was sent. */
function paymob(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({ path, body: JSON.parse(String(init.body)) });
    const answer = answers[path];
    if (!answer) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 201,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, gateway: paymobGateway(config, fetcher) };
}

const payment = { reference: 'np-7-0011223344556677', gatewayReference: '123456', amount: 24_550 };

describe('Paymob refunds', () => {
  it('finds the paid transaction by the Paymob order id, then refunds it in full', async () => {
    const { calls, gateway } = paymob({
      '/api/auth/tokens': { body: { token: 'auth-token-1' } },
      '/api/ecommerce/orders/transaction_inquiry': { body: fixtures.transactionInquiry },
      '/api/acceptance/void_refund/refund': { body: fixtures.refund },
    });
    const refunded = await gateway.refund({ ...payment, transactionId: null });
    expect(refunded).toEqual({ gatewayReference: '192041877' });
    expect(calls).toEqual([
      { path: '/api/auth/tokens', body: { api_key: 'test-api-key' } },
      {
        path: '/api/ecommerce/orders/transaction_inquiry',
        body: { auth_token: 'auth-token-1', order_id: 123_456 },
      },
      {
        path: '/api/acceptance/void_refund/refund',
        body: { auth_token: 'auth-token-1', transaction_id: 192_036_465, amount_cents: 24_550 },
      },
    ]);
  });

  it('skips the inquiry when the transaction id is known', async () => {
    const { calls, gateway } = paymob({
      '/api/auth/tokens': { body: { token: 'auth-token-2' } },
      '/api/acceptance/void_refund/refund': { body: fixtures.refund },
    });
    await gateway.refund({ ...payment, transactionId: '192036465' });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/auth/tokens',
      '/api/acceptance/void_refund/refund',
    ]);
  });

  it('throws when Paymob declines the refund, answers an error, or has no paid transaction', async () => {
    const declined = paymob({
      '/api/auth/tokens': { body: { token: 't' } },
      '/api/acceptance/void_refund/refund': { body: fixtures.declinedRefund },
    });
    await expect(declined.gateway.refund({ ...payment, transactionId: '192036465' })).rejects.toThrow(
      /not confirmed/,
    );
    const failing = paymob({
      '/api/auth/tokens': { body: { token: 't' } },
      '/api/acceptance/void_refund/refund': { status: 400, body: { detail: 'bad request' } },
    });
    await expect(failing.gateway.refund({ ...payment, transactionId: '192036465' })).rejects.toThrow(/400/);
    const unpaid = paymob({
      '/api/auth/tokens': { body: { token: 't' } },
      '/api/ecommerce/orders/transaction_inquiry': {
        body: { ...fixtures.transactionInquiry, success: false },
      },
    });
    await expect(unpaid.gateway.refund({ ...payment, transactionId: null })).rejects.toThrow(
      /no paid transaction/,
    );
    expect(unpaid.calls.map((call) => call.path)).not.toContain('/api/acceptance/void_refund/refund');
  });
});
