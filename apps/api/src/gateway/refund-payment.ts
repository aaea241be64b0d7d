import { customerService } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentLedger, type payments } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** Why money went back: the order cancelled, or its total lowered after checkout. */
export type RefundReason = 'cancellation' | 'substitution' | 'weight' | 'items-changed';

export interface RefundDeps {
  gateway: PaymentGateway;
  /** Where a refused refund is written down (the customer only hears "try again"). */
  log?: { error(details: object, message: string): void };
}

/**
 * The one way money goes back to a card: a `refund` row in the payment ledger (the one record of
 * money movements: authorize, capture, void, collect, refund), then the gateway asked, then its
 * reference written on the row. Called inside the order's transaction, last, so that a refused refund
 * (422 `order.refundFailed`, with the customer-service contacts) rolls everything back.
 */
export async function refundPayment(
  tx: Db,
  payment: typeof payments.$inferSelect,
  input: { amount: number; reason: RefundReason; now: Date },
  deps: RefundDeps,
): Promise<{ gatewayReference: string | null }> {
  const [row] = await tx
    .insert(paymentLedger)
    .values({
      orderId: payment.orderId,
      paymentId: payment.id,
      kind: 'refund',
      amount: input.amount,
      reason: input.reason,
      createdAt: input.now,
    })
    .returning({ id: paymentLedger.id });
  let answer: { gatewayReference: string | null };
  try {
    answer = await deps.gateway.refund({
      reference: payment.reference,
      // The gateway's order (Paymob's order id) and the transaction that paid it, as settled.
      gatewayReference: payment.gatewayOrderId,
      transactionId: payment.gatewayReference,
      amount: input.amount,
    });
  } catch (error) {
    deps.log?.error(
      { err: error, orderId: payment.orderId },
      `the payment gateway did not refund (${input.reason})`,
    );
    throw new ApiError(422, 'order.refundFailed', { ...customerService }, ['order.refundFailed']);
  }
  await tx
    .update(paymentLedger)
    .set({ gatewayReference: answer.gatewayReference })
    .where(eq(paymentLedger.id, row!.id));
  return answer;
}
