import {
  type Lang,
  orderStatusIds,
  paidAtDoorPaymentTypeIds,
  paymentTypeIds,
  pharmacistCheckAllowsMove,
} from '@store/contract';
import { and, eq, max } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { cancellationReasons, orderEvents, orderSubstitutions, orders } from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { formatCairoTime } from '../notifications/index.ts';
import {
  type CancelOrderDeps,
  CaptureRefused,
  cancelOrder,
  captureHold,
  orderPackCounts,
  paidByHold,
} from '../orders/index.ts';
import { statusName } from './staff-order-queries.ts';
import {
  isLegalTransition,
  type StaffMember,
  seesBranch,
  staffMayCancel,
  staffReasonAllowed,
  statusChangeBlocker,
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

/** The deadline of the order's unanswered substitution request (null: none waits). */
export async function substitutionDeadline(
  db: Db,
  orderId: number,
): Promise<{ substitutionUntil: Date | null }> {
  const [row] = await db
    .select({ until: max(orderSubstitutions.expiresAt) })
    .from(orderSubstitutions)
    .where(and(eq(orderSubstitutions.orderId, orderId), eq(orderSubstitutions.state, 'pending')));
  return { substitutionUntil: row?.until ?? null };
}

/** The 422 of a dispatch while the customer may still choose substitutes, naming until when. */
function substitutionPending(facts: { substitutionUntil: Date | null }, lang: Lang) {
  const key = 'staff.dispatchWaitsForSubstitution';
  return new ApiError(422, key, { time: formatCairoTime(facts.substitutionUntil ?? new Date(), lang) }, [
    key,
  ]);
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
    /** The time substitution deadlines are read at: the job runner's clock, which set them (default `now`). */
    substitutionNow?: Date | undefined;
  },
  now = new Date(),
  /** The gateway that takes a held card's money at dispatch (docs/decisions/0039). */
  payment?: { gateway: PaymentGateway; log?: { error(details: object, message: string): void } },
): Promise<void> {
  // A capture refused at dispatch rolls this back; the order is then kept at the branch (0039).
  const moved = db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    if (!isLegalTransition(order.statusId, input.statusId))
      throw await illegalTransition(tx, order.statusId, input.statusId, input.lang);
    // Prescription-only medicines wait for a pharmacist before anything else (docs/decisions/0061).
    if (!pharmacistCheckAllowsMove(order.pharmacistCheck))
      throw new ApiError(422, 'staff.waitsForPharmacist', {}, ['staff.waitsForPharmacist']);
    // Medicine packs are scanned before they leave (docs/decisions/0066), or a pharmacist said why not.
    if (input.statusId === orderStatusIds.outForDelivery) {
      const { missing } = await orderPackCounts(tx, order.id);
      if (missing > 0)
        throw new ApiError(422, 'dispensing.packsMissing', { count: missing }, ['dispensing.packsMissing']);
    }
    const waiting = await substitutionDeadline(tx, order.id);
    if (statusChangeBlocker(input.statusId, waiting, input.substitutionNow ?? now))
      throw substitutionPending(waiting, input.lang);
    // A held card is taken as the order goes out, for what goes out (0039); an order that was paid
    // by a hold and holds nothing now (it lapsed, the customer has not paid again) stays.
    let captured: Awaited<ReturnType<typeof captureHold>> = null;
    if (input.statusId === orderStatusIds.outForDelivery && order.paymentTypeId === paymentTypeIds.online) {
      if (['pending', 'failed'].includes(order.paymentState) && (await paidByHold(tx, order.id)))
        throw new ApiError(422, 'payment.notHeld', { id: order.id }, ['payment.notHeld']);
      if (payment) captured = await captureHold(tx, order, { gateway: payment.gateway, now });
    }
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
        ...(captured ? { captured } : {}),
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
  await moved.catch((error) => keptAtBranch(db, input, error, now, payment?.log));
}

/**
 * A capture refused at dispatch (the dispatch itself rolled back): the order stays at the branch,
 * marked `capture_failed` (the console shows it), with an order event (the staff's task: take the
 * payment, or call the customer) and the audit row. Dispatching again tries the capture again.
 */
async function keptAtBranch(
  db: Db,
  input: { actor: StaffMember; orderId: number },
  refused: unknown,
  now: Date,
  log?: { error(details: object, message: string): void },
): Promise<never> {
  if (!(refused instanceof CaptureRefused)) throw refused;
  log?.error({ err: refused.cause, orderId: refused.orderId }, 'the payment gateway did not capture a hold');
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    if (order.dispatchedAt) return;
    const [after] = await tx
      .update(orders)
      .set({ paymentState: 'capture_failed' })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'payment.captureFailed',
      data: { by: 'staff', staffId: input.actor.id, amount: refused.amount, reason: refused.reason },
      at: now,
    });
    await writeAudit(tx, {
      staffId: input.actor.id,
      action: 'order.captureFailed',
      entity: 'order',
      entityId: order.id,
      before: auditedFields(order),
      after: auditedFields(after!),
      at: now,
    });
  });
  throw new ApiError(422, 'payment.captureFailed', { id: input.orderId }, ['payment.captureFailed']);
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
    const [reason] = await tx
      .select({ kind: cancellationReasons.kind })
      .from(cancellationReasons)
      .where(eq(cancellationReasons.id, input.reasonId));
    const dispatched = order.dispatchedAt !== null;
    if (
      reason &&
      (reason.kind === 'system' || !staffReasonAllowed({ forStaff: reason.kind === 'staff' }, { dispatched }))
    ) {
      const key = dispatched ? 'staff.cancelReasonAfterDispatch' : 'order.cancelReasonNotFound';
      throw new ApiError(422, key, {}, [key]);
    }
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
