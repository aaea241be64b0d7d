import { describe, expect, it } from 'vitest';
import { choosePaymentGateway } from './gateway-choice.ts';

const paymob = {
  baseUrl: 'https://accept.paymob.com',
  apiKey: 'key',
  integrationId: 1,
  iframeId: '2',
  hmacSecret: 'secret',
};

function choose(settings: Parameters<typeof choosePaymentGateway>[0]) {
  const errors: string[] = [];
  const chosen = choosePaymentGateway(settings, 's'.repeat(32), { error: (message) => errors.push(message) });
  return { name: chosen.gateway.name, hasTestRoutes: chosen.test !== null, errors };
}

describe('choosePaymentGateway', () => {
  it('uses the test gateway quietly in demo mode', () => {
    expect(choose({ storeMode: 'demo', paymob: null, allowTestGateway: false })).toEqual({
      name: 'test',
      hasTestRoutes: true,
      errors: [],
    });
  });

  it('uses Paymob when configured, in any mode', () => {
    for (const storeMode of ['demo', 'production'] as const) {
      expect(choose({ storeMode, paymob, allowTestGateway: true })).toEqual({
        name: 'paymob',
        hasTestRoutes: false,
        errors: [],
      });
    }
  });

  it('turns online payment off in production without a real gateway', () => {
    const chosen = choose({ storeMode: 'production', paymob: null, allowTestGateway: false });
    expect(chosen).toMatchObject({ name: 'none', hasTestRoutes: false });
    expect(chosen.errors).toHaveLength(1);
  });

  it('allows fake payments in production only when told to, with an error logged', () => {
    const chosen = choose({ storeMode: 'production', paymob: null, allowTestGateway: true });
    expect(chosen).toMatchObject({ name: 'test', hasTestRoutes: true });
    expect(chosen.errors).toEqual([expect.stringContaining('FAKE online payments')]);
  });
});
