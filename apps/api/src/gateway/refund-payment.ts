import { customerService } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { paymentLedger, type payments } from '../db/schema.ts';
import { ApiError } from '../http/envelope.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * Why money went back: the order cancelled, its total lowered after checkout, items returned
 * (docs/decisions/0085), or a kiosk payment kept after its order was released (docs/decisions/0080).
 */
export type RefundReason = 'cancellation' | 'substitution' | 'weight' | 'items-changed' | 'return' | 'kiosk';

/** Who paid a cash refund out: the driver at the customer's door, or the branch's counter. */
export type CashRefundWay = 'driver' | 'counter';

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

/**
 * Money given back in cash (docs/decisions/0085): a `refund` row of the same ledger, with who recorded
 * it (`staffId`), who paid it out (`cashBy`) and when. No gateway is asked: the customer already has
 * the money. For what the gateway cannot give back (cash and card-reader orders, a kiosk payment) and
 * only that; called inside the caller's transaction, which checks the amount may be given back.
 */
export async function recordCashRefund(
  tx: Db,
  input: {
    orderId: number;
    paymentId: number | null;
    amount: number;
    reason: RefundReason;
    paidBy: CashRefundWay;
    staffId: number;
    at: Date;
  },
): Promise<{ ledgerId: number }> {
  const [row] = await tx
    .insert(paymentLedger)
    .values({
      orderId: input.orderId,
      paymentId: input.paymentId,
      kind: 'refund',
      amount: input.amount,
      reason: input.reason,
      staffId: input.staffId,
      cashBy: input.paidBy,
      createdAt: input.at,
    })
    .returning({ id: paymentLedger.id });
  return { ledgerId: row!.id };
}

/** What the ledger says was given back for the order (gateway and cash refunds together), piasters. */
export async function refundedSoFar(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<string | null>`sum(${paymentLedger.amount})` })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.orderId, orderId), eq(paymentLedger.kind, 'refund')));
  return Number(row?.amount ?? 0);
}
