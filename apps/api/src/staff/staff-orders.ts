import { type Lang, orderStatusIds, paidAtDoorPaymentTypeIds } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orders } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { type CancelOrderDeps, cancelOrder } from '../orders/cancel-order.ts';
import { writeAudit } from './audit-log.ts';
import { statusName } from './staff-order-queries.ts';
import {
  isLegalTransition,
  type StaffMember,
  seesBranch,
  staffMayCancel,
  transitionEvent,
} from './staff-rules.ts';

/** The facts of an order the audit log keeps before and after a change. */
const auditedFields = (order: typeof orders.$inferSelect) => ({
  statusId: order.statusId,
  dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
  amountCollected: order.amountCollected,
  paymentState: order.paymentState,
  cancelledAt: order.cancelledAt?.toISOString() ?? null,
});

async function illegalTransition(db: Db, current: number, next: number, lang: Lang) {
  const [status, wanted] = await Promise.all([statusName(db, current, lang), statusName(db, next, lang)]);
  return new ApiError(422, 'staff.illegalTransition', { status, next: wanted }, ['staff.illegalTransition']);
}

/** The order row, locked for this transaction; someone else's branch's order is not found. */
export async function lockOrder(tx: Db, actor: StaffMember, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !seesBranch(actor, order.branchId)) throw notFound('order.notFound');
  return order;
}

/**
 * Moves an order one step down its road, in one transaction: the status, the dispatch time at
 * "out for delivery", the amount taken at the door at "delivered", the order event the
 * notifications read, and the audit row.
 */
export async function changeOrderStatus(
  db: Db,
  input: {
    actor: StaffMember;
    orderId: number;
    statusId: number;
    amountCollected?: number | undefined;
    lang: Lang;
  },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    if (!isLegalTransition(order.statusId, input.statusId))
      throw await illegalTransition(tx, order.statusId, input.statusId, input.lang);
    const paidAtDoor = paidAtDoorPaymentTypeIds.includes(order.paymentTypeId);
    const delivering = input.statusId === orderStatusIds.delivered;
    if (delivering && paidAtDoor && input.amountCollected === undefined)
      throw new ApiError(422, 'staff.amountCollectedRequired', {}, ['staff.amountCollectedRequired']);
    const changes: Partial<typeof orders.$inferInsert> = { statusId: input.statusId };
    if (input.statusId === orderStatusIds.outForDelivery) changes.dispatchedAt = now;
    if (delivering && paidAtDoor) changes.amountCollected = Math.round((input.amountCollected ?? 0) * 100);
    const [after] = await tx.update(orders).set(changes).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: transitionEvent[input.statusId] ?? 'order.statusChanged',
      data: {
        by: 'staff',
        staffId: input.actor.id,
        from: order.statusId,
        to: input.statusId,
        ...(changes.amountCollected === undefined ? {} : { amountCollected: changes.amountCollected }),
      },
      at: now,
    });
    await writeAudit(tx, {
      staffId: input.actor.id,
      action: 'order.status',
      entity: 'order',
      entityId: order.id,
      before: auditedFields(order),
      after: auditedFields(after!),
      at: now,
    });
  });
}

/**
 * Cancels through the customers' own code (stock back, promo use back, online refund, event),
 * `untilDelivered`: a dispatched order may still be cancelled by staff. The audit row is written in
 * the same transaction (the cancel runs in a savepoint inside it).
 */
export async function staffCancelOrder(
  db: Db,
  input: { actor: StaffMember; orderId: number; reasonId: number; comment?: string | undefined; lang: Lang },
  deps: CancelOrderDeps,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    if (!staffMayCancel(order.statusId))
      throw await illegalTransition(tx, order.statusId, orderStatusIds.cancelled, input.lang);
    await cancelOrder(
      tx,
      {
        orderId: order.id,
        by: { staff: { untilDelivered: true } },
        reasonId: input.reasonId,
        comment: input.comment,
        now,
      },
      deps,
    );
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await writeAudit(tx, {
      staffId: input.actor.id,
      action: 'order.cancel',
      entity: 'order',
      entityId: order.id,
      before: auditedFields(order),
      after: { ...auditedFields(after!), reasonId: input.reasonId, comment: input.comment ?? null },
      at: now,
    });
  });
}
