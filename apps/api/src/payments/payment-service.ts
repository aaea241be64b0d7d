import { randomBytes } from 'node:crypto';
import { orderStatusIds, paidAtDoorPaymentTypeIds, paymentTypeIds } from '@store/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { branchDelivery } from '../branches/index.ts';
import type { CartLimits } from '../cart/index.ts';
import { cartChoices, cartFingerprint } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orders, paymentLedger, payments, users } from '../db/schema.ts';
import {
  type CardHoldSettings,
  holdAmount,
  holdCheckAt,
  holdExpiry,
  holdNeedsRenewal,
} from '../gateway/hold-rules.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import type { JobRunner } from '../jobs/index.ts';
import {
  type CancelPolicy,
  cairoInstant,
  type PlaceOrderInput,
  placeAwaitingCheckout,
  placeOrder,
  releaseAwaitingCheckouts,
  slotById,
  voidHold,
} from '../orders/index.ts';
import { callbackMismatch, lateRefund } from './payment-rules.ts';

const unpaidStates = ['pending', 'failed'];

export function createPaymentService(deps: {
  db: Db;
  gateway: PaymentGateway;
  limits: CartLimits;
  log: FastifyBaseLogger;
  jobs: JobRunner;
  /** For releasing a superseded online checkout (the store cancels it: docs/decisions/0031). */
  cancelPolicy: CancelPolicy;
  /** In the placing transaction (an online order's release if unpaid: docs/decisions/0020). */
  afterPlaced?: PlaceOrderInput['afterPlaced'];
  /** Cards held at checkout, taken at dispatch (docs/decisions/0039); off when absent. */
  cardHold?: CardHoldSettings;
}) {
  const { db, gateway, log } = deps;
  // Holding needs both the setting and a gateway that can hold; otherwise cards are charged as before.
  const holds = deps.cardHold?.enabled && gateway.holds ? { ...deps.cardHold, gateway: gateway.holds } : null;

  /**
   * Gives back money a late or wrong transaction took (`lateRefund`). Enqueued in the callback's
   * transaction, with the payment moved to `refunding` there, so the gateway's repeats of the same
   * transaction (its server callback and the browser's redirect) refund it once; the gateway is
   * called after commit, and retried with backoff while it fails. Ledger row and order event last.
   */
  const refundLate = deps.jobs.define<{ paymentId: number; amount: number; reason: string }>(
    'payments.refund-late',
    async ({ paymentId, amount, reason }) => {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      if (payment?.state !== 'refunding') return;
      const request = {
        reference: payment.reference,
        gatewayReference: payment.gatewayOrderId,
        transactionId: payment.gatewayReference,
        amount,
      };
      // A late hold took nothing: it is let go (docs/decisions/0039).
      const answer =
        payment.mode === 'auth' && gateway.holds
          ? await gateway.holds.void(request)
          : await gateway.refund(request);
      await db.transaction(async (tx) => {
        const [done] = await tx
          .update(payments)
          .set({ state: 'refunded', updatedAt: new Date() })
          .where(and(eq(payments.id, paymentId), eq(payments.state, 'refunding')))
          .returning({ id: payments.id });
        if (!done) return;
        const now = deps.jobs.clock.now();
        // A cancelled order's money is all back; an open one can still be paid (a new attempt).
        await tx
          .update(orders)
          .set({ paymentState: 'refunded' })
          .where(and(eq(orders.id, payment.orderId), eq(orders.statusId, orderStatusIds.cancelled)));
        await tx.insert(paymentLedger).values({
          orderId: payment.orderId,
          paymentId,
          kind: payment.mode === 'auth' ? 'void' : 'refund',
          amount,
          reason: 'late-payment',
          gatewayReference: answer.gatewayReference,
          createdAt: now,
        });
        await tx.insert(orderEvents).values({
          orderId: payment.orderId,
          type: 'payment.lateRefunded',
          data: { amount, reason },
          at: now,
        });
      });
    },
    { maxAttempts: 8 },
  );

  /**
   * A hold that would lapse before its order goes out (docs/decisions/0039): enqueued when the hold
   * is made, to run a notice period before it lapses. Then, if the order is still waiting with that
   * hold and is due after it lapses (a scheduled day; an instant order still at the branch), the hold
   * is let go and the order asks the customer to pay again (`payment.holdExpired`: a notification).
   * A hold that outlives the delivery, or one already taken or voided, is left alone.
   */
  const checkHold = deps.jobs.define<{ paymentId: number }>('payments.hold-check', async ({ paymentId }) => {
    if (!holds) return;
    const now = deps.jobs.clock.now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, paymentId))
        .for('update');
      if (row?.payment.state !== 'authorized' || !row.payment.holdExpiresAt) return;
      const { order } = row;
      if (order.cancelledAt || order.dispatchedAt || order.paymentState !== 'held') return;
      const slot = order.slotId === null ? null : slotById(order.slotId);
      const deliveryStartsAt =
        order.deliveryDate && slot ? cairoInstant(order.deliveryDate, slot.startHour) : null;
      if (
        !holdNeedsRenewal({ expiresAt: row.payment.holdExpiresAt }, deliveryStartsAt, now, holds.noticeHours)
      )
        return;
      await tx.update(orders).set({ paymentState: 'pending' }).where(eq(orders.id, order.id));
      await tx.insert(orderEvents).values({
        orderId: order.id,
        type: 'payment.holdExpired',
        data: { amount: row.payment.amount, expiresAt: row.payment.holdExpiresAt.toISOString() },
        at: now,
      });
      await voidHold(tx, order.id, { gateway, now, reason: 'hold-expired' });
    });
  });

  /**
   * The gateway's page to pay an unpaid online order of the user on: the attempt still open if there
   * is one (asking again, or a retried request, opens the same payment), else a new attempt.
   */
  async function startAttempt(userId: number, orderId: number, lang: Shop['lang']) {
    const [order] = await db
      .select({
        id: orders.id,
        total: orders.total,
        paymentTypeId: orders.paymentTypeId,
        paymentState: orders.paymentState,
        cancelledAt: orders.cancelledAt,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order || order.cancelledAt) throw notFound('order.notFound');
    if (order.paymentState === 'paid' || order.paymentState === 'held')
      throw new ApiError(422, 'payment.alreadyPaid', {}, ['payment.alreadyPaid']);
    if (order.paymentTypeId !== paymentTypeIds.online || !unpaidStates.includes(order.paymentState)) {
      throw new ApiError(422, 'payment.notOnline', {}, ['payment.notOnline']);
    }
    // Held: the total and the margin, for a dearer substitute or a heavier weighed item (0039).
    const amount = holds ? holdAmount(order.total, holds.marginPercent) : order.total;
    const [open] = await db
      .select({ pageUrl: payments.pageUrl })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.state, 'pending'),
          eq(payments.gateway, gateway.name),
          eq(payments.amount, amount),
          eq(payments.mode, holds ? 'auth' : 'sale'),
          eq(payments.lang, lang),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (open?.pageUrl) return { url: open.pageUrl, orderId: order.id };
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const reference = `np-${order.id}-${randomBytes(8).toString('hex')}`;
    let started: Awaited<ReturnType<PaymentGateway['start']>>;
    try {
      started = await (holds ? holds.gateway.authorize : gateway.start)({
        reference,
        amount,
        lang,
        customer: {
          firstName: user?.firstName ?? '',
          lastName: user?.lastName ?? '',
          email: user?.email ?? null,
          phone: user?.phone ?? null,
        },
      });
    } catch (error) {
      log.error({ err: error, orderId }, 'the payment gateway did not start a payment');
      throw new ApiError(422, 'payment.unavailable', {}, ['payment.unavailable']);
    }
    await db.insert(payments).values({
      orderId: order.id,
      gateway: gateway.name,
      reference,
      gatewayOrderId: started.gatewayOrderId,
      amount,
      mode: holds ? 'auth' : 'sale',
      state: 'pending',
      lang,
      pageUrl: started.url,
    });
    return { url: started.url, orderId: order.id };
  }

  return {
    /**
     * `POST payment/pay` (and the spec's `GET`): with `orderId`, another try at paying that order;
     * otherwise the cart (with online payment chosen) becomes an online checkout awaiting payment
     * (docs/decisions/0031): the stock and promo use are held, the cart stays, and the same cart asked
     * again gets the same checkout and its open payment. A checkout of an earlier cart is released.
     */
    async pay(
      userId: number,
      shop: Shop,
      input: {
        orderId?: number | undefined;
        idempotencyKey?: string | undefined;
        /** The prescription for the cart's prescription-only medicines (docs/decisions/0061). */
        prescriptionId?: number | undefined;
      },
    ) {
      if (gateway.name === 'none')
        throw new ApiError(422, 'payment.unavailable', {}, ['payment.unavailable']);
      if (input.orderId) return startAttempt(userId, input.orderId, shop.lang);
      const choices = await cartChoices(db, userId);
      if (choices.paymentTypeId !== paymentTypeIds.online) {
        throw new ApiError(422, 'payment.notOnline', {}, ['payment.notOnline']);
      }
      await releaseAwaitingCheckouts(db, userId, {
        gateway,
        policy: deps.cancelPolicy,
        now: deps.jobs.clock.now(),
        keep: await cartFingerprint(db, userId, shop.branchId),
      });
      const { orderId } = await placeOrder(db, deps.limits, userId, shop, {
        orderFrom: 'Web',
        idempotencyKey: input.idempotencyKey,
        afterPlaced: deps.afterPlaced,
        awaitingPayment: true,
        prescriptionId: input.prescriptionId,
        now: deps.jobs.clock.now(),
      });
      return startAttempt(userId, orderId, shop.lang);
    },

    /**
     * A gateway's callback. Only a verified one changes anything, only the payment its signature
     * names, and only once: a paid order stays paid whatever arrives later. A signed transaction
     * for another amount, currency or integration does not pay it. Returns where to send the
     * customer (null: not a callback of ours).
     */
    async settle(query: Record<string, unknown>, body: unknown) {
      const result = gateway.verifyCallback(query, body);
      if (!result) return null;
      return db.transaction(async (tx) => {
        const named = result.payment;
        const [payment] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.gateway, gateway.name),
              'reference' in named
                ? eq(payments.reference, named.reference)
                : eq(payments.gatewayOrderId, named.gatewayOrderId),
            ),
          )
          .for('update');
        if (!payment) {
          log.warn({ named, transactionId: result.transactionId }, 'signed callback for no payment of ours');
          return null;
        }
        const mismatch = callbackMismatch(payment, result);
        if (mismatch)
          log.warn(
            { reference: payment.reference, mismatch, transactionId: result.transactionId },
            'signed callback does not match its payment: not paid',
          );
        const success = result.success && !mismatch;
        const refund = lateRefund(payment, result);
        if (refund) {
          log.warn({ reference: payment.reference, ...refund }, 'money taken that cannot pay: refunding it');
          await tx
            .update(payments)
            .set({
              state: 'refunding',
              gatewayReference: result.transactionId ?? payment.gatewayReference,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, payment.id));
          await refundLate.enqueue(tx, { paymentId: payment.id, ...refund });
          if (payment.state === 'pending')
            await tx
              .update(orders)
              .set({ paymentState: 'failed' })
              .where(and(eq(orders.id, payment.orderId), inArray(orders.paymentState, unpaidStates)));
        } else if (
          payment.state === 'pending' &&
          success &&
          payment.mode === 'auth' &&
          result.authorizedOnly !== false
        ) {
          // Held, not charged (docs/decisions/0039): taken at dispatch, looked at before it lapses.
          const now = deps.jobs.clock.now();
          const expiresAt = holdExpiry(now, deps.cardHold?.holdDays ?? 7);
          await tx
            .update(payments)
            .set({
              state: 'authorized',
              gatewayReference: result.transactionId,
              holdExpiresAt: expiresAt,
              updatedAt: now,
            })
            .where(eq(payments.id, payment.id));
          const [held] = await tx
            .update(orders)
            .set({ paymentState: 'held' })
            .where(
              and(
                eq(orders.id, payment.orderId),
                inArray(orders.paymentState, unpaidStates),
                isNull(orders.cancelledAt),
              ),
            )
            .returning({ id: orders.id });
          await tx.insert(paymentLedger).values({
            orderId: payment.orderId,
            paymentId: payment.id,
            kind: 'authorize',
            amount: payment.amount,
            reason: 'checkout',
            gatewayReference: result.transactionId,
            createdAt: now,
          });
          await checkHold.enqueue(
            tx,
            { paymentId: payment.id },
            {
              runAt: holdCheckAt(now, expiresAt, deps.cardHold?.noticeHours ?? 24),
              singletonKey: `hold:${payment.id}`,
            },
          );
          if (held) await placeAwaitingCheckout(tx, held.id, now);
        } else if (payment.state === 'pending') {
          // The customer leaving the gateway's page closes the attempt; the order is not 'failed'.
          const cancelled = !success && result.cancelled === true;
          await tx
            .update(payments)
            .set({
              state: success ? 'paid' : cancelled ? 'cancelled' : 'failed',
              gatewayReference: result.transactionId ?? payment.gatewayReference,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, payment.id));
          if (!cancelled) {
            const [settled] = await tx
              .update(orders)
              .set(success ? { paymentState: 'paid', paidAt: new Date() } : { paymentState: 'failed' })
              .where(
                and(
                  eq(orders.id, payment.orderId),
                  inArray(orders.paymentState, unpaidStates),
                  isNull(orders.cancelledAt),
                ),
              )
              .returning({ id: orders.id });
            // Paid: the checkout is placed now, and its cart emptied.
            if (success && settled) await placeAwaitingCheckout(tx, settled.id, deps.jobs.clock.now());
          }
        }
        const [order] = await tx
          .select({ paymentState: orders.paymentState })
          .from(orders)
          .where(eq(orders.id, payment.orderId));
        // A held card counts as paid for the customer's landing page: the order is placed.
        const paid = order?.paymentState === 'paid' || order?.paymentState === 'held';
        return {
          orderId: payment.orderId,
          paid,
          cancelled: !paid && result.cancelled === true,
          lang: payment.lang,
        };
      });
    },

    /** After a declined payment: pay cash or by card reader on delivery instead (docs/product.md#payment-types). */
    async switchToDelivery(userId: number, orderId: number, paymentTypeId: number) {
      if (!paidAtDoorPaymentTypeIds.includes(paymentTypeId))
        throw new ApiError(422, 'payment.typeNotFound', {}, ['payment.typeNotFound']);
      await db.transaction(async (tx) => {
        // Only a way of paying the order's branch takes (docs/decisions/0072).
        const [placed] = await tx
          .select({ branchId: orders.branchId })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
        const takes = placed ? (await branchDelivery(tx, placed.branchId, 0))?.paymentTypeIds : undefined;
        if (takes && !takes.includes(paymentTypeId))
          throw new ApiError(422, 'payment.notAtBranch', {}, ['payment.notAtBranch']);
        const [order] = await tx
          .update(orders)
          .set({ paymentTypeId, paymentState: 'not_required' })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.userId, userId),
              inArray(orders.paymentState, unpaidStates),
              isNull(orders.cancelledAt),
            ),
          )
          .returning({ id: orders.id });
        if (!order) throw notFound('order.notFound');
        // Open attempts close: a late payment of one is refunded (payments.refund-late).
        await tx
          .update(payments)
          .set({ state: 'cancelled', updatedAt: new Date() })
          .where(and(eq(payments.orderId, order.id), eq(payments.state, 'pending')));
        // An online checkout switched to pay on delivery is placed now (docs/decisions/0031).
        await placeAwaitingCheckout(tx, order.id, deps.jobs.clock.now());
      });
    },

    /** The test gateway's page needs to know what is being paid (only its own attempts). */
    async attempt(reference: string) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.reference, reference), eq(payments.gateway, 'test')));
      return payment ?? null;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
