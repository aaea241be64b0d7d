import { randomBytes } from 'node:crypto';
import {
  onlinePaymentTypeIds,
  orderStatusIds,
  type PaymentTimeouts,
  paidAtDoorPaymentTypeIds,
  paymentMethodOf,
} from '@store/contract';
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
import { keepLateKioskPayment } from './late-kiosk-payment.ts';
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
  /** A wallet request's and a kiosk reference's own expiry (docs/decisions/0080). */
  paymentTimeouts?: PaymentTimeouts;
  /** The test gateway's outlet pays a reference this many seconds after it is told to. */
  testKioskPaySeconds?: number;
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
      // Cash paid at an outlet cannot be given back by the gateway (docs/decisions/0080).
      if (payment.method === 'kiosk') {
        await keepLateKioskPayment(db, paymentId, amount, deps.jobs.clock.now());
        return;
      }
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

  /** The test gateway's outlet (docs/decisions/0080): its signed callback, some seconds after it was paid. */
  const outletCallback = deps.jobs.define<{ query: Record<string, string> }>(
    'payments.test-outlet-paid',
    async ({ query }) => {
      await settle(query, undefined);
    },
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
  async function startAttempt(
    userId: number,
    orderId: number,
    lang: Shop['lang'],
    typedWalletNumber: string | undefined,
  ) {
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
    const method = paymentMethodOf(order.paymentTypeId);
    if (method === null || !unpaidStates.includes(order.paymentState)) {
      throw new ApiError(422, 'payment.notOnline', {}, ['payment.notOnline']);
    }
    // Only a card is held (0039); a wallet or a kiosk reference is paid in full (0080).
    const holding = method === 'card' ? holds : null;
    // Held: the total and the margin, for a dearer substitute or a heavier weighed item (0039).
    const amount = holding ? holdAmount(order.total, holding.marginPercent) : order.total;
    // Retrying a declined wallet without a number asks the same wallet again.
    const walletNumber =
      method === 'wallet' ? (typedWalletNumber ?? (await lastWalletNumber(order.id))) : undefined;
    if (method === 'wallet' && !walletNumber)
      throw new ApiError(422, 'payment.walletNumberRequired', {}, ['payment.walletNumberRequired']);
    const now = deps.jobs.clock.now();
    const [open] = await db
      .select({ pageUrl: payments.pageUrl, expiresAt: payments.expiresAt })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.state, 'pending'),
          eq(payments.gateway, gateway.name),
          eq(payments.amount, amount),
          eq(payments.mode, holding ? 'auth' : 'sale'),
          eq(payments.method, method),
          eq(payments.lang, lang),
          ...(walletNumber ? [eq(payments.walletNumber, walletNumber)] : []),
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    if (open?.pageUrl && (!open.expiresAt || open.expiresAt > now))
      return { url: open.pageUrl, orderId: order.id };
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const reference = `np-${order.id}-${randomBytes(8).toString('hex')}`;
    const request = {
      reference,
      amount,
      lang,
      customer: {
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        email: user?.email ?? null,
        phone: user?.phone ?? null,
      },
    };
    let started: { url: string; gatewayOrderId: string | null; billReference?: string };
    try {
      if (method === 'wallet') {
        if (!gateway.wallet) throw new Error(`the ${gateway.name} gateway takes no wallets`);
        started = await gateway.wallet.start({ ...request, walletNumber: walletNumber! });
      } else if (method === 'kiosk') {
        if (!gateway.kiosk) throw new Error(`the ${gateway.name} gateway takes no kiosk payments`);
        const kiosk = await gateway.kiosk.start(request);
        // Nothing to open: the order's page shows the reference and how to pay it.
        started = { ...kiosk, url: `/${lang}/order-info/${order.id}` };
      } else started = await (holding ? holding.gateway.authorize : gateway.start)(request);
    } catch (error) {
      log.error({ err: error, orderId }, 'the payment gateway did not start a payment');
      throw new ApiError(422, 'payment.unavailable', {}, ['payment.unavailable']);
    }
    const timeout = method === 'card' ? null : deps.paymentTimeouts?.[method];
    await db.insert(payments).values({
      orderId: order.id,
      gateway: gateway.name,
      reference,
      gatewayOrderId: started.gatewayOrderId,
      amount,
      mode: holding ? 'auth' : 'sale',
      method,
      walletNumber: walletNumber ?? null,
      billReference: started.billReference ?? null,
      expiresAt: timeout ? new Date(now.getTime() + timeout * 60_000) : null,
      state: 'pending',
      lang,
      pageUrl: started.url,
    });
    return { url: started.url, orderId: order.id };
  }

  async function lastWalletNumber(orderId: number) {
    const [last] = await db
      .select({ walletNumber: payments.walletNumber })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.method, 'wallet')))
      .orderBy(desc(payments.id))
      .limit(1);
    return last?.walletNumber ?? undefined;
  }

  async function settle(query: Record<string, unknown>, body: unknown) {
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
        /** The mobile wallet to ask (E.164), paying by wallet (docs/decisions/0080). */
        walletNumber?: string | undefined;
      },
    ) {
      if (gateway.name === 'none')
        throw new ApiError(422, 'payment.unavailable', {}, ['payment.unavailable']);
      if (input.orderId) return startAttempt(userId, input.orderId, shop.lang, input.walletNumber);
      const choices = await cartChoices(db, userId);
      const method = paymentMethodOf(choices.paymentTypeId ?? 0);
      if (method === null || !onlinePaymentTypeIds.includes(choices.paymentTypeId ?? 0)) {
        throw new ApiError(422, 'payment.notOnline', {}, ['payment.notOnline']);
      }
      // Refused before any order is placed: no number, or a gateway that cannot take the method.
      if (method === 'wallet' && !input.walletNumber)
        throw new ApiError(422, 'payment.walletNumberRequired', {}, ['payment.walletNumberRequired']);
      if ((method === 'wallet' && !gateway.wallet) || (method === 'kiosk' && !gateway.kiosk))
        throw new ApiError(422, 'payment.unavailable', {}, ['payment.unavailable']);
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
      return startAttempt(userId, orderId, shop.lang, input.walletNumber);
    },

    /**
     * A gateway's callback. Only a verified one changes anything, only the payment its signature
     * names, and only once: a paid order stays paid whatever arrives later. A signed transaction
     * for another amount, currency or integration does not pay it. Returns where to send the
     * customer (null: not a callback of ours).
     */
    settle,

    /** The test gateway's outlet was paid: its callback arrives `testKioskPaySeconds` later. */
    async outletPays(query: Record<string, string>) {
      const runAt = new Date(deps.jobs.clock.now().getTime() + (deps.testKioskPaySeconds ?? 10) * 1000);
      await outletCallback.enqueue(db, { query }, { runAt, singletonKey: `outlet:${query.reference}` });
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
