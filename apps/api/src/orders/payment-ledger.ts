import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type orders, paymentLedger, payments } from '../db/schema.ts';
import { type RefundDeps, refundPayment } from '../gateway/refund-payment.ts';
import { settlement } from './substitution-rules.ts';

/** What settling needs: the gateway to refund through, and where to report a refund that failed. */
export type SettlementDeps = RefundDeps;

/**
 * An online-paid order whose total changed (substitutes chosen, goods weighed): the ledger rows of
 * `settlement`, and the gateway refund to make last, once everything else of the transaction is
 * written (`refundPayment`), so that a refused refund changes nothing. Null when nothing was paid or nothing changed.
 */
export async function settleTotalChange(
  tx: Db,
  order: typeof orders.$inferSelect,
  newTotal: number,
  { now, reason }: { now: Date; reason: 'substitution' | 'weight' | 'items-changed' },
  deps: SettlementDeps,
) {
  if (order.paymentState !== 'paid' || newTotal === order.total) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.state, 'paid')))
    .limit(1);
  if (!payment) return null;
  const sums = await tx
    .select({ kind: paymentLedger.kind, amount: sql<string>`sum(${paymentLedger.amount})` })
    .from(paymentLedger)
    .where(eq(paymentLedger.orderId, order.id))
    .groupBy(paymentLedger.kind);
  const sumOf = (kind: string) => Number(sums.find((row) => row.kind === kind)?.amount ?? 0);
  const money = settlement(
    // A hold captured at dispatch paid what was captured (docs/decisions/0039).
    {
      paid: payment.capturedAmount ?? payment.amount,
      refunded: sumOf('refund'),
      toCollect: sumOf('collect'),
    },
    newTotal,
  );
  if (money.collectChange !== 0)
    await tx.insert(paymentLedger).values({
      orderId: order.id,
      paymentId: payment.id,
      kind: 'collect',
      amount: money.collectChange,
      reason,
      createdAt: now,
    });
  if (money.refund <= 0) return { money, refund: null };
  return {
    money,
    refund: () => refundPayment(tx, payment, { amount: money.refund, reason, now }, deps),
  };
}
