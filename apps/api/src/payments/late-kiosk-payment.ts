import { orderStatusIds, piastersToPounds, translate } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orderItems, orders, payments, supportIssues } from '../db/schema.ts';
import {
  addStock,
  lockBranchStock,
  placeAwaitingCheckout,
  quantityByProduct,
  unpaidReleaseComment,
} from '../orders/index.ts';
import { lateKioskOutcome } from './payment-rules.ts';

/** Digits as the language writes them: the Arabic issue text has no Latin digits. */
const localDigits = (lang: 'en' | 'ar', text: string) =>
  lang === 'ar'
    ? text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))).replace('.', '٫')
    : text;

/** The support issue type 'Payment' (reference rows of migration 0015). */
const paymentIssueType = 3;

/**
 * Cash paid at an outlet for a reference whose order was already released (docs/decisions/0080):
 * Paymob cannot refund a kiosk payment, so the money is kept for the order. If the order was
 * released by the store for want of payment, and the branch still has every item, the order is
 * restored as a paid order (its stock taken again, placed now); otherwise support gets an open
 * 'Payment' issue on the order to refund the customer in cash, the payment is marked
 * `cash_refund_due`, and the order says why. One transaction, under the payment's and the order's
 * row locks, so a repeated job changes nothing. Returns what was done.
 */
export async function keepLateKioskPayment(db: Db, paymentId: number, amount: number, now: Date) {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (payment?.state !== 'refunding' || payment.method !== 'kiosk') return null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return null;
    const lines = await tx
      .select({ productId: orderItems.productId, quantityMilli: orderItems.quantityMilli })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const wanted = quantityByProduct(lines);
    const stock = await lockBranchStock(tx, order.branchId, [...wanted.keys()]);
    const outcome = lateKioskOutcome({
      order,
      releasedUnpaid: unpaidReleaseComment,
      amount,
      paymentAmount: payment.amount,
      wanted,
      stock,
    });
    if (outcome === 'restore') {
      for (const [productId, quantityMilli] of wanted)
        await addStock(tx, order.branchId, productId, -quantityMilli, {
          reason: 'order_placed',
          orderId: order.id,
          note: 'paid at a kiosk after its reference expired',
        });
      await tx
        .update(orders)
        .set({
          statusId: orderStatusIds.placed,
          cancelledAt: null,
          cancelledBy: null,
          cancellationComment: null,
          cancellationReasonId: null,
          paymentState: 'paid',
          paidAt: now,
        })
        .where(eq(orders.id, order.id));
      await tx
        .update(payments)
        .set({ state: 'paid', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.state, 'refunding')));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        type: 'payment.lateKioskRestored',
        data: {
          amount,
          paymentId: payment.id,
          stockTaken: [...wanted].map(([productId, quantityMilli]) => ({ productId, quantityMilli })),
        },
        at: now,
      });
      // Placed now, as a verified payment places a checkout (docs/decisions/0031).
      await placeAwaitingCheckout(tx, order.id, now);
      return { restored: true as const, issueId: null };
    }
    const lang = payment.lang === 'ar' ? 'ar' : 'en';
    const [issue] = await tx
      .insert(supportIssues)
      .values({
        userId: order.userId,
        branchId: order.branchId,
        typeId: paymentIssueType,
        orderId: order.id,
        comment: translate(lang, 'payment.kioskCashRefund', {
          id: localDigits(lang, String(order.id)),
          amount: localDigits(lang, piastersToPounds(amount).toFixed(2)),
        }),
        status: 'open',
        createdAt: now,
      })
      .returning({ id: supportIssues.id });
    await tx
      .update(payments)
      .set({ state: 'cash_refund_due', updatedAt: now })
      .where(eq(payments.id, payment.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'payment.cashRefundDue',
      data: { amount, paymentId: payment.id, issueId: issue!.id, why: outcome },
      at: now,
    });
    return { restored: false as const, issueId: issue!.id };
  });
}
