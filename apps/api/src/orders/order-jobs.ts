import {
  cairoDay,
  onlinePaymentTypeIds,
  orderStatusIds,
  type PaymentTimeouts,
  paymentDeadline,
} from '@store/contract';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orders } from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import type { JobExecutor, JobRunner } from '../jobs/index.ts';
import { cancelOrder } from './cancel-order.ts';
import type { CancelPolicy } from './cancellation-rules.ts';
import { expireSubstitutions, type SubstitutionDeps } from './substitutions.ts';

export const scheduledDueJob = 'orders.scheduled-due';

/** Why the store cancelled an online order: no verified payment by its deadline (a kiosk's late cash restores it). */
export const unpaidReleaseComment = 'payment not received in time';

/** Payment states of an online order that has not been paid (yet). */
const unpaidStates = ['pending', 'failed'];

/**
 * The order's jobs on the store's durable job runner (docs/decisions/0015, 0021): the drop of
 * unanswered substitutions at their deadline, and the release of an online order not paid in time.
 * Both are enqueued in the transaction that makes them necessary, so they exist if and only if it
 * commits, and both are harmless to run twice.
 */
export function defineOrderJobs(
  jobs: JobRunner,
  deps: {
    db: Db;
    gateway: PaymentGateway;
    policy: CancelPolicy;
    substitutionMinutes: number;
    /** Card, wallet and kiosk: each its own (docs/decisions/0080). */
    paymentTimeouts: PaymentTimeouts;
    log?: { error(details: object, message: string): void };
  },
) {
  const { db } = deps;
  const now = () => jobs.clock.now();

  const substitutionTimeout = jobs.define<{ orderId: number }>(
    'orders.substitution-timeout',
    async ({ orderId }) => {
      await expireSubstitutions(db, orderId, substitutions);
    },
  );

  const substitutions: SubstitutionDeps = {
    now,
    minutes: deps.substitutionMinutes,
    gateway: deps.gateway,
    policy: deps.policy,
    log: deps.log,
    // One job per request (an order has one waiting request at a time): a job of an earlier,
    // answered request may still be pending when the next request comes.
    scheduleTimeout: (tx: JobExecutor, orderId, requestedAt, expiresAt) =>
      substitutionTimeout.enqueue(
        tx,
        { orderId },
        { runAt: expiresAt, singletonKey: `order:${orderId}:${requestedAt.getTime()}` },
      ),
  };

  const releaseUnpaid = jobs.define<{ orderId: number }>('orders.release-unpaid', async ({ orderId }) => {
    await releaseUnpaidOrder(db, orderId, { now: now(), gateway: deps.gateway, policy: deps.policy });
  });

  // Scheduled orders join the branch's live orders on their delivery day.
  jobs.defineRecurring(
    scheduledDueJob,
    async () => {
      await moveDueScheduledOrders(db, now());
    },
    { everyMs: 15 * 60_000, maxAttempts: 3 },
  );

  return {
    substitutions,
    /**
     * `PlaceOrderInput.afterPlaced`: an online order is released if unpaid by its deadline
     * (PAYMENT_TIMEOUT_MINUTES for a card, WALLET_TIMEOUT_MINUTES, KIOSK_TIMEOUT_MINUTES).
     */
    async afterPlaced(tx: JobExecutor, order: { orderId: number; paymentTypeId: number }) {
      const runAt = paymentDeadline(order.paymentTypeId, deps.paymentTimeouts, now());
      if (!runAt) return;
      await releaseUnpaid.enqueue(
        tx,
        { orderId: order.orderId },
        { runAt, singletonKey: `order:${order.orderId}` },
      );
    },
  };
}

export type OrderJobs = ReturnType<typeof defineOrderJobs>;

/**
 * An online order with no verified payment by its deadline is cancelled by the store (its stock goes
 * back to the branch, open gateway attempts are closed). Under the order's row lock, so a payment
 * verified first wins: a paid order, one switched to cash on delivery, one already cancelled or on
 * its way is left alone.
 */
export async function releaseUnpaidOrder(
  db: Db,
  orderId: number,
  deps: { now: Date; gateway: PaymentGateway; policy: CancelPolicy },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (
      !order ||
      order.cancelledAt !== null ||
      order.dispatchedAt !== null ||
      !onlinePaymentTypeIds.includes(order.paymentTypeId) ||
      !unpaidStates.includes(order.paymentState)
    )
      return false;
    const { cancelled } = await cancelOrder(
      tx,
      { orderId, by: { system: unpaidReleaseComment }, reasonId: null, now: deps.now },
      { gateway: deps.gateway, policy: deps.policy },
    );
    return cancelled;
  });
}

/**
 * A scheduled order (status subscribed, docs/decisions/0021) becomes an ordinary placed order on its
 * delivery day (Cairo), so it joins the branch's live pipeline and its board; its day and
 * slot stay on it. Each one gets an `order.scheduleDue` event (the board hears it; who and when).
 * Rows another run holds are skipped, and a moved order is no longer status subscribed: safe to run
 * on every instance and twice. Returns the ids moved.
 */
export async function moveDueScheduledOrders(db: Db, now: Date): Promise<number[]> {
  const today = cairoDay(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, deliveryDate: orders.deliveryDate, slotId: orders.slotId })
      .from(orders)
      .where(
        and(
          eq(orders.statusId, orderStatusIds.subscribed),
          isNull(orders.cancelledAt),
          eq(orders.awaitingPayment, false),
          lte(orders.deliveryDate, today),
        ),
      )
      .orderBy(asc(orders.id))
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx.update(orders).set({ statusId: orderStatusIds.placed }).where(inArray(orders.id, ids));
    await tx.insert(orderEvents).values(
      due.map((row) => ({
        orderId: row.id,
        type: 'order.scheduleDue',
        data: {
          by: 'system',
          from: orderStatusIds.subscribed,
          to: orderStatusIds.placed,
          deliveryDate: row.deliveryDate,
          slotId: row.slotId,
        },
        at: now,
      })),
    );
    return ids;
  });
}
