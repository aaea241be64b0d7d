import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { type PaymobConfig, paymobGateway } from './paymob-gateway.ts';
import { testGateway } from './test-gateway.ts';

export interface GatewaySettings {
  storeMode: 'demo' | 'production';
  paymob: PaymobConfig | null;
  /** ALLOW_TEST_GATEWAY: a production-mode staging store may take fake payments, and says so loudly. */
  allowTestGateway: boolean;
}

/** Online payment off: nothing starts, no callback is believed, nothing can be refunded. */
export const noGateway: PaymentGateway = {
  name: 'none',
  async start() {
    throw new Error('no payment gateway is configured');
  },
  verifyCallback: () => null,
  async refund() {
    throw new Error('no payment gateway is configured');
  },
};

/**
 * The gateway this store pays through. The built-in test gateway approves a card number printed on
 * its own page, so a production store gets it (and its page and form routes) only when explicitly
 * allowed, with an error in the log at every start; otherwise online payment is off. (The config
 * already refuses to start such a store; this guards apps built from hand-made settings.)
 */
export function choosePaymentGateway(
  settings: GatewaySettings,
  secret: string,
  log: { error(message: string): void },
): { gateway: PaymentGateway; test: ReturnType<typeof testGateway> | null } {
  if (settings.paymob) return { gateway: paymobGateway(settings.paymob), test: null };
  if (settings.storeMode === 'production') {
    if (!settings.allowTestGateway) {
      log.error('No payment gateway (PAYMENT_GATEWAY=paymob): online payment is off.');
      return { gateway: noGateway, test: null };
    }
    log.error(
      'ALLOW_TEST_GATEWAY=true: this production store takes FAKE online payments through the built-in ' +
        'test gateway. Orders marked paid were not charged. Never run a real shop like this.',
    );
  }
  const test = testGateway(secret);
  return { gateway: test, test };
}
