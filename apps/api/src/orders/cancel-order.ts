import { customerService, orderStatusIds } from '@store/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  cancellationReasons,
  orderEvents,
  orderItems,
  orders,
  paymentLedger,
  payments,
} from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { refundPayment } from '../gateway/refund-payment.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { addStock, quantityByProduct } from './branch-stock.ts';
import { type CancelPolicy, cancelDecision } from './cancellation-rules.ts';
import { heldStates, voidHold } from './card-holds.ts';

export interface CancelOrderInput {
  orderId: number;
  /**
   * A customer cancels their own order (someone else's is not found); staff any order; the store
   * itself (`system`: an unpaid online order released, every item of an order dropped) as staff do.
   */
  by:
    | { userId: number; subscription?: boolean }
    | { staff: { untilDelivered?: boolean } }
    | { system: string };
  /** null only for the system, which says why in `by.system` (stored as the comment). */
  reasonId: number | null;
  comment?: string | undefined;
  now: Date;
}

export interface CancelOrderDeps {
  gateway: PaymentGateway;
  policy: CancelPolicy;
  /** Where a refused refund is written down (the customer only hears "try again"). */
  log?: { error(details: object, message: string): void };
}

const unprocessable = (
  key: 'order.cancelTooLate' | 'order.cancelNotAllowed' | 'order.cancelScheduled' | 'order.refundFailed',
  params = {},
) => new ApiError(422, key, { ...customerService, ...params }, [key]);

/**
 * Cancels an order, in one transaction: the order row is locked (two cancels of one order run one
 * after the other: the second finds it cancelled and changes nothing), the status becomes cancelled,
 * the branch gets the stock back, the promo use is returned (uses are counted over orders that are
 * not cancelled), a paid online payment is refunded through the gateway, and an `order.cancelled`
 * event is recorded. Returns whether this call cancelled it (false: it already was).
 *
 * The refund is asked last, inside the transaction: if the gateway refuses, nothing is cancelled and
 * the customer is told to try again (an order is never cancelled with its money kept).
 */
export async function cancelOrder(
  db: Db,
  input: CancelOrderInput,
  deps: CancelOrderDeps,
): Promise<{ cancelled: boolean }> {
  return db.transaction(async (tx) => {
    const customerId = 'userId' in input.by ? input.by.userId : null;
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        customerId === null
          ? eq(orders.id, input.orderId)
          : and(eq(orders.id, input.orderId), eq(orders.userId, customerId)),
      )
      .for('update');
    if (!order) throw notFound('order.notFound');

    const decision = cancelDecision(
      order,
      input.now,
      deps.policy,
      'staff' in input.by
        ? { kind: 'staff', ...input.by.staff }
        : 'system' in input.by
          ? { kind: 'staff' }
          : { kind: 'customer', subscription: input.by.subscription === true },
    );
    if (!decision.allowed) {
      if (decision.reason === 'alreadyCancelled') return { cancelled: false };
      if (decision.reason === 'windowClosed')
        throw unprocessable('order.cancelTooLate', { minutes: deps.policy.windowMinutes });
      if (decision.reason === 'scheduled') throw unprocessable('order.cancelScheduled');
      throw unprocessable('order.cancelNotAllowed');
    }

    const cancelledBy = customerId !== null ? 'customer' : 'system' in input.by ? 'system' : 'staff';
    const comment = 'system' in input.by ? input.by.system : input.comment?.trim() || null;
    const [reason] =
      input.reasonId === null && 'system' in input.by
        ? [{ id: null, kind: 'system' }]
        : await tx
            .select({ id: cancellationReasons.id, kind: cancellationReasons.kind })
            .from(cancellationReasons)
            .where(eq(cancellationReasons.id, input.reasonId ?? 0));
    // A customer picks from the customers' list; the store's reasons are the store's to give.
    const ownList = customerId !== null && !('subscription' in input.by && input.by.subscription);
    if (!reason || (ownList && reason.kind !== 'customer'))
      throw new ApiError(422, 'order.cancelReasonNotFound', {}, ['order.cancelReasonNotFound']);

    await tx
      .update(orders)
      .set({
        statusId: orderStatusIds.cancelled,
        cancelledAt: input.now,
        cancellationReasonId: reason.id,
        cancellationComment: comment,
        cancelledBy,
      })
      .where(eq(orders.id, order.id));

    // Stock back to the branch, one update per product in product order: the same lock order as
    // placing an order, so a cancel and a checkout never deadlock.
    const items = await tx
      .select({ productId: orderItems.productId, quantityMilli: orderItems.quantityMilli })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.productId));
    const returned = quantityByProduct(items);
    for (const [productId, quantityMilli] of returned)
      await addStock(tx, order.branchId, productId, quantityMilli, {
        reason: 'order_cancelled',
        orderId: order.id,
      });

    // An unpaid attempt still open at the gateway must not mark a cancelled order paid later.
    await tx
      .update(payments)
      .set({ state: 'cancelled', updatedAt: input.now })
      .where(and(eq(payments.orderId, order.id), inArray(payments.state, ['pending'])));

    let refunded: { paymentId: number; amount: number; gatewayReference: string | null } | null = null;
    // A card only held (docs/decisions/0039): the hold is let go, nothing was taken to refund.
    let voided: Awaited<ReturnType<typeof voidHold>> = null;
    if (heldStates.includes(order.paymentState)) {
      await tx.update(orders).set({ paymentState: 'voided' }).where(eq(orders.id, order.id));
      try {
        voided = await voidHold(tx, order.id, { gateway: deps.gateway, now: input.now, reason: 'cancelled' });
      } catch (error) {
        deps.log?.error({ err: error, orderId: order.id }, 'the payment gateway did not void a hold');
        throw unprocessable('order.refundFailed');
      }
    }
    if (order.paymentState === 'paid') {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.state, 'paid')))
        .limit(1);
      // What substitutions already gave back (docs/decisions/0020) is not refunded twice.
      const [ledger] = await tx
        .select({ refunded: sql<string | null>`sum(${paymentLedger.amount})` })
        .from(paymentLedger)
        .where(and(eq(paymentLedger.paymentId, payment?.id ?? 0), eq(paymentLedger.kind, 'refund')));
      // A hold taken at dispatch paid what was captured, not the hold (docs/decisions/0039).
      const amount = (payment?.capturedAmount ?? payment?.amount ?? 0) - Number(ledger?.refunded ?? 0);
      if (payment && amount <= 0) {
        await tx
          .update(payments)
          .set({ state: 'refunded', updatedAt: input.now })
          .where(eq(payments.id, payment.id));
        await tx.update(orders).set({ paymentState: 'refunded' }).where(eq(orders.id, order.id));
      } else if (payment) {
        await tx
          .update(payments)
          .set({ state: 'refunded', updatedAt: input.now })
          .where(eq(payments.id, payment.id));
        await tx.update(orders).set({ paymentState: 'refunded' }).where(eq(orders.id, order.id));
        const answer = await refundPayment(
          tx,
          payment,
          { amount, reason: 'cancellation', now: input.now },
          deps,
        );
        refunded = {
          paymentId: payment.id,
          amount,
          gatewayReference: answer.gatewayReference,
        };
      }
    }

    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'order.cancelled',
      data: {
        by: cancelledBy,
        reasonId: reason.id,
        comment,
        stockReturned: [...returned].map(([productId, quantityMilli]) => ({ productId, quantityMilli })),
        promoCodeId: order.promoCodeId,
        refund: refunded,
        ...(voided ? { void: voided } : {}),
      },
      at: input.now,
    });
    return { cancelled: true };
  });
}
