import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, RefundRequest, VerifiedCallback } from './payment-gateway.ts';

/** Test cards, as printed on the test gateway's page. */
export const testCards = { approve: '4242424242424242', decline: '4000000000000002' } as const;

/**
 * The built-in gateway for demo and tests: its card page is served by this app
 * (/api/payment/test-gateway/{reference}); the result comes back as a callback signed with
 * HMAC-SHA256, checked like a real gateway's.
 */
export function testGateway(secret: string): PaymentGateway & {
  sign(result: { reference: string; success: boolean; amount: number; cancelled?: boolean }): string;
  /** The refunds asked of this gateway, oldest first (the store records them in payment_refunds too). */
  refunds: RefundRequest[];
} {
  const refunds: RefundRequest[] = [];
  const signature = (reference: string, success: boolean, amount: number, cancelled = false) =>
    createHmac('sha256', secret)
      .update(`${reference}|${success ? 'true' : 'false'}|${amount}${cancelled ? '|cancelled' : ''}`)
      .digest('hex');
  return {
    name: 'test',
    refunds,
    async refund(refund) {
      refunds.push({ ...refund });
      return { gatewayReference: `test-refund-${refund.reference}` };
    },
    async start(payment) {
      return { url: `/api/payment/test-gateway/${payment.reference}`, gatewayOrderId: null };
    },
    sign({ reference, success, amount, cancelled }) {
      return signature(reference, success, amount, cancelled);
    },
    verifyCallback(query): VerifiedCallback | null {
      const {
        reference,
        success,
        amount,
        cancelled,
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
      const expected = Buffer.from(signature(reference, success === 'true', Number(amount), isCancel), 'hex');
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
        transactionId: null,
      };
    },
  };
}
