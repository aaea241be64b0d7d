import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, RefundRequest, VerifiedCallback } from '../gateway/payment-gateway.ts';

/**
 * Test cards, as printed on the test gateway's page. `captureFails`: held, but its capture at
 * dispatch is refused (docs/decisions/0039).
 */
export const testCards = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  captureFails: '4000000000000341',
} as const;

/**
 * Test wallets (docs/decisions/0080), real Egyptian mobile numbers in the local form: the first
 * approves on the phone, the second declines (so does any other).
 */
export const testWallets = { approve: '01010000001', decline: '01010000002' } as const;

/** The bill reference the test gateway gives a kiosk payment: digits, from our reference (stateless). */
export function testBillReference(reference: string): string {
  const hex = reference.split('-').at(-1) ?? '';
  return (BigInt(`0x${hex || '0'}`) % 10_000_000_000n).toString().padStart(10, '0');
}

/** The transaction id the test gateway gives a hold whose capture it will refuse. */
const refusesCapture = (transactionId: string | null) => transactionId?.endsWith('-nocapture') === true;

/**
 * The built-in gateway for demo and tests: its card page is served by this app
 * (/api/payment/test-gateway/{reference}); the result comes back as a callback signed with
 * HMAC-SHA256, checked like a real gateway's.
 */
export function testGateway(secret: string): PaymentGateway & {
  sign(result: {
    reference: string;
    success: boolean;
    amount: number;
    cancelled?: boolean;
    transaction?: string;
  }): string;
  /** The refunds asked of this gateway, oldest first (the store records them in the payment ledger too). */
  refunds: RefundRequest[];
} {
  const refunds: RefundRequest[] = [];
  // The transaction id is signed when there is one (a hold's: its capture needs it).
  const signature = (
    reference: string,
    success: boolean,
    amount: number,
    cancelled = false,
    transaction = '',
  ) =>
    createHmac('sha256', secret)
      .update(
        `${reference}|${success ? 'true' : 'false'}|${amount}${cancelled ? '|cancelled' : ''}${transaction ? `|${transaction}` : ''}`,
      )
      .digest('hex');
  const page = (reference: string) => ({
    url: `/api/payment/test-gateway/${reference}`,
    gatewayOrderId: null,
  });
  return {
    name: 'test',
    refunds,
    async refund(refund) {
      refunds.push({ ...refund });
      return { gatewayReference: `test-refund-${refund.reference}` };
    },
    async start(payment) {
      return page(payment.reference);
    },
    // Its page plays the phone (approve or not) and the outlet (pay the reference, or let it expire).
    wallet: {
      async start(payment) {
        return page(payment.reference);
      },
    },
    kiosk: {
      async start(payment) {
        return { billReference: testBillReference(payment.reference), gatewayOrderId: null };
      },
    },
    // Stateless like the rest of it (any instance captures what another held): the hold's signed
    // transaction id says whether its capture is refused.
    holds: {
      async authorize(payment) {
        return page(payment.reference);
      },
      async capture(capture) {
        if (refusesCapture(capture.transactionId)) throw new Error('test gateway: capture declined');
        return { gatewayReference: `test-capture-${capture.reference}` };
      },
      async void(hold) {
        return { gatewayReference: `test-void-${hold.reference}` };
      },
    },
    sign({ reference, success, amount, cancelled, transaction }) {
      return signature(reference, success, amount, cancelled, transaction);
    },
    verifyCallback(query): VerifiedCallback | null {
      const {
        reference,
        success,
        amount,
        cancelled,
        transaction,
        signature: sent,
      } = query as Record<string, string | undefined>;
      if (
        !reference ||
        (success !== 'true' && success !== 'false') ||
        !amount ||
        !/^\d+$/.test(amount) ||
        !sent
      ) {
        return null;
      }
      const isCancel = cancelled === 'true' && success === 'false';
      const expected = Buffer.from(
        signature(reference, success === 'true', Number(amount), isCancel, transaction ?? ''),
        'hex',
      );
      const given = Buffer.from(sent, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // It signs our reference itself, and only ever charges pounds through itself.
      return {
        payment: { reference },
        success: success === 'true',
        cancelled: isCancel,
        amount: Number(amount),
        currency: 'EGP',
        ownIntegration: true,
        transactionId: transaction || null,
      };
    },
  };
}
