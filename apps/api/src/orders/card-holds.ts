/**
 * Card payments held at checkout and taken when the order goes out (docs/decisions/0039): the
 * capture at dispatch, for what leaves the branch, the void of a cancelled order's hold, and what the
 * customer's order page says about it. Every step writes one `payment_ledger` row (authorize,
 * capture, void; the door's `collect` beyond the hold). The gateway is asked last, inside the
 * transaction, so that a refusal changes nothing (as refunds: payment-ledger.ts, cancel-order.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders, paymentLedger, payments } from '../db/schema.ts';
import { type CaptureFailureReason, captureAtDispatch } from '../gateway/hold-rules.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';

/** Payment states of an order whose card is held (a failed capture keeps the hold, to try again). */
export const heldStates = ['held', 'capture_failed'];

/** The gateway refused to take the held money at dispatch: the order must not go out. */
export class CaptureRefused extends Error {
  constructor(
    readonly orderId: number,
    readonly amount: number,
    cause: unknown,
    /** What staff are told (the order page): the gateway's refusal, or no open hold to take from. */
    readonly reason: CaptureFailureReason = 'declined',
  ) {
    super(`the gateway did not capture order ${orderId}`, { cause });
  }
}

async function lockHold(tx: Db, orderId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'authorized')))
    .orderBy(asc(payments.id))
    .limit(1)
    .for('update');
  return payment ?? null;
}

/** Whether an online order was ever paid by a hold (then it goes out only with its money taken). */
export async function paidByHold(tx: Db, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.mode, 'auth')))
    .limit(1);
  return row !== undefined;
}

/**
 * At dispatch, in the dispatching transaction (the order row already locked): takes the value of
 * what leaves the branch (`order.total`, as substitutions and weighing priced it with `priceCart`)
 * from the hold, up to the hold; what goes beyond it is written to be collected at the door. Null
 * when the order has no held card. Throws `CaptureRefused` when the gateway refuses.
 */
export async function captureHold(
  tx: Db,
  order: typeof orders.$inferSelect,
  { gateway, now }: { gateway: PaymentGateway; now: Date },
): Promise<{ captured: number; collectAtDoor: number } | null> {
  if (!heldStates.includes(order.paymentState)) return null;
  const payment = await lockHold(tx, order.id);
  if (!payment || !gateway.holds)
    throw new CaptureRefused(order.id, order.total, 'no hold', payment ? 'declined' : 'noHold');
  const split = captureAtDispatch(payment.amount, order.total);
  const [row] = await tx
    .insert(paymentLedger)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      kind: 'capture',
      amount: split.capture,
      reason: 'dispatch',
      createdAt: now,
    })
    .returning({ id: paymentLedger.id });
  if (split.collectAtDoor > 0)
    await tx.insert(paymentLedger).values({
      orderId: order.id,
      paymentId: payment.id,
      kind: 'collect',
      amount: split.collectAtDoor,
      reason: 'beyond-hold',
      createdAt: now,
    });
  await tx
    .update(payments)
    .set({ state: 'paid', capturedAmount: split.capture, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await tx.update(orders).set({ paymentState: 'paid', paidAt: now }).where(eq(orders.id, order.id));
  let answer: { gatewayReference: string | null };
  try {
    answer = await gateway.holds.capture({
      reference: payment.reference,
      gatewayReference: payment.gatewayOrderId,
      transactionId: payment.gatewayReference,
      amount: split.capture,
    });
  } catch (error) {
    throw new CaptureRefused(order.id, split.capture, error);
  }
  await tx
    .update(paymentLedger)
    .set({ gatewayReference: answer.gatewayReference })
    .where(eq(paymentLedger.id, row!.id));
  return { captured: split.capture, collectAtDoor: split.collectAtDoor };
}

/**
 * Lets a cancelled order's hold go (nothing was taken: no refund, no wait), in the cancelling
 * transaction. Null when the order has no held card. Throws when the gateway refuses (the caller
 * keeps the order as it was).
 */
export async function voidHold(
  tx: Db,
  orderId: number,
  { gateway, now, reason }: { gateway: PaymentGateway; now: Date; reason: string },
): Promise<{ paymentId: number; amount: number; gatewayReference: string | null } | null> {
  const payment = await lockHold(tx, orderId);
  if (!payment) return null;
  const [row] = await tx
    .insert(paymentLedger)
    .values({
      orderId,
      paymentId: payment.id,
      kind: 'void',
      amount: payment.amount,
      reason,
      createdAt: now,
    })
    .returning({ id: paymentLedger.id });
  await tx
    .update(payments)
    .set({ state: reason === 'hold-expired' ? 'expired' : 'voided', updatedAt: now })
    .where(eq(payments.id, payment.id));
  if (!gateway.holds) throw new Error('the gateway cannot void holds');
  const answer = await gateway.holds.void({
    reference: payment.reference,
    gatewayReference: payment.gatewayOrderId,
    transactionId: payment.gatewayReference,
    amount: payment.amount,
  });
  await tx
    .update(paymentLedger)
    .set({ gatewayReference: answer.gatewayReference })
    .where(eq(paymentLedger.id, row!.id));
  return { paymentId: payment.id, amount: payment.amount, gatewayReference: answer.gatewayReference };
}

/**
 * What the customer's order page says of a card payment, piasters: the amount held (until dispatch),
 * taken (after), and what the door collects beyond the hold. Null for an order without a hold.
 */
export async function cardPaymentOf(db: Db, orderId: number) {
  const rows = await db
    .select({ kind: paymentLedger.kind, amount: sql<string>`sum(${paymentLedger.amount})` })
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, orderId))
    .groupBy(paymentLedger.kind);
  const sumOf = (kind: string) => Number(rows.find((row) => row.kind === kind)?.amount ?? 0);
  if (!rows.some((row) => row.kind === 'authorize')) return null;
  const [open] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'authorized')))
    .limit(1);
  return {
    held: open?.amount ?? 0,
    captured: sumOf('capture'),
    collectAtDoor: sumOf('collect'),
  };
}
