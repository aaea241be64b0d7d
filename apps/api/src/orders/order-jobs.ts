import { paymentTypeIds } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { JobExecutor, JobRunner } from '../jobs/index.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { cancelOrder } from './cancel-order.ts';
import type { CancelPolicy } from './cancellation-rules.ts';
import { expireSubstitutions, type SubstitutionDeps } from './substitutions.ts';

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
    paymentTimeoutMinutes: number;
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

  return {
    substitutions,
    /** `PlaceOrderInput.afterPlaced`: an online order is released if unpaid after PAYMENT_TIMEOUT_MINUTES. */
    async afterPlaced(tx: JobExecutor, order: { orderId: number; paymentTypeId: number }) {
      if (order.paymentTypeId !== paymentTypeIds.online) return;
      await releaseUnpaid.enqueue(
        tx,
        { orderId: order.orderId },
        {
          runAt: new Date(now().getTime() + deps.paymentTimeoutMinutes * 60_000),
          singletonKey: `order:${order.orderId}`,
        },
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
      order.paymentTypeId !== paymentTypeIds.online ||
      !unpaidStates.includes(order.paymentState)
    )
      return false;
    const { cancelled } = await cancelOrder(
      tx,
      { orderId, by: { system: 'payment not received in time' }, reasonId: null, now: deps.now },
      { gateway: deps.gateway, policy: deps.policy },
    );
    return cancelled;
  });
}
