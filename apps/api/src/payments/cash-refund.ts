import { piastersToPounds, type StaffMember, seesBranch } from '@store/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orders, paymentLedger, payments, supportIssues } from '../db/schema.ts';
import { type CashRefundWay, recordCashRefund } from '../gateway/refund-payment.ts';
import { ApiError, notFound } from '../http/envelope.ts';

/**
 * A cash refund paid out for a payment the gateway cannot give back (docs/decisions/0080, 0085): a
 * kiosk payment kept after its order was released, marked `cash_refund_due`. A `refund` row of the
 * one money ledger (`recordCashRefund`: who recorded it, driver or counter, when), at most what is
 * still due; once all of it is paid the payment is `refunded` and the support issue that asked for it
 * is closed, and the customer is told. One transaction under the order's and the payment's row locks; audited. Staff of the
 * order's branch (another branch's order is not found).
 */
export async function payCashRefund(
  db: Db,
  member: StaffMember,
  orderId: number,
  input: { amount: number; paidBy: CashRefundWay; paidAt?: string | undefined },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || !seesBranch(member, order.branchId)) throw notFound('order.notFound');
    const paidAt = input.paidAt ? new Date(input.paidAt) : now;
    if (paidAt.getTime() > now.getTime() + 60_000)
      throw new ApiError(422, 'cashRefund.inFuture', {}, ['cashRefund.inFuture']);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.state, 'cash_refund_due')))
      .orderBy(desc(payments.id))
      .limit(1)
      .for('update');
    if (!payment) throw new ApiError(422, 'cashRefund.notDue', {}, ['cashRefund.notDue']);
    const [given] = await tx
      .select({ amount: sql<string | null>`sum(${paymentLedger.amount})` })
      .from(paymentLedger)
      .where(and(eq(paymentLedger.paymentId, payment.id), eq(paymentLedger.kind, 'refund')));
    const due = payment.amount - Number(given?.amount ?? 0);
    if (input.amount > due)
      throw new ApiError(422, 'cashRefund.tooMuch', { amount: piastersToPounds(due) }, [
        'cashRefund.tooMuch',
      ]);
    const { ledgerId } = await recordCashRefund(tx, {
      orderId: order.id,
      paymentId: payment.id,
      amount: input.amount,
      reason: 'kiosk',
      paidBy: input.paidBy,
      staffId: member.id,
      at: paidAt,
    });
    const closed = input.amount === due;
    let issueId: number | null = null;
    if (closed) {
      await tx.update(payments).set({ state: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
      // The issue that asked support for this refund (its id is on the event that opened it).
      const [opened] = await tx
        .select({ data: orderEvents.data })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'payment.cashRefundDue')))
        .orderBy(desc(orderEvents.id))
        .limit(1);
      issueId = Number((opened?.data as { issueId?: number } | undefined)?.issueId ?? 0) || null;
      if (issueId !== null)
        await tx
          .update(supportIssues)
          .set({ status: 'closed', closedAt: now })
          .where(and(eq(supportIssues.id, issueId), eq(supportIssues.orderId, order.id)));
    }
    const facts = {
      paymentId: payment.id,
      amount: input.amount,
      paidBy: input.paidBy,
      paidAt,
      closed,
      issueId,
    };
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'payment.cashRefunded',
      data: { ...facts, staffId: member.id },
      at: now,
    });
    // The customer hears of the money paid back, once per payout (its ledger row is the source).
    await tx.execute(sql`select store_add_notification(${order.userId}, 'order.refunded', ${order.id},
      null, null, ${`cash-refund:${ledgerId}`}, ${JSON.stringify({ amount: input.amount, method: 'cash' })}::jsonb)`);
    await writeAudit(tx, {
      staffId: member.id,
      action: 'payments.cashRefund',
      entity: 'order',
      entityId: order.id,
      before: { paymentState: payment.state, due },
      after: { ...facts, paymentState: closed ? 'refunded' : payment.state },
      at: now,
    });
    const [cash] = await tx
      .select({ amount: sql<string | null>`sum(${paymentLedger.amount})` })
      .from(paymentLedger)
      .where(
        and(
          eq(paymentLedger.orderId, order.id),
          eq(paymentLedger.kind, 'refund'),
          sql`${paymentLedger.cashBy} is not null`,
        ),
      );
    return { orderId: order.id, refundedInCash: piastersToPounds(Number(cash?.amount ?? 0)), closed };
  });
}
