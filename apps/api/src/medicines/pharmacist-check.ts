import { needsPrescription, piastersToPounds, type StaffMember, seesBranch } from '@store/contract';
import { asc, eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { orderEvents, orderItems, orderItemTranslations, orders, products } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import {
  addStock,
  type CancelOrderDeps,
  cancelOrder,
  checkedBy,
  linesAfter,
  lockBranchStock,
  orderPromo,
  pharmacistOf,
  settleTotalChange,
} from '../orders/index.ts';
import { lineTargets, repricedOrderPromotions } from '../promotions/index.ts';

type OrderRow = typeof orders.$inferSelect;

const invalid = (key: 'medicines.notWaitingForCheck' | 'medicines.lineNotPrescription') =>
  new ApiError(422, key, {}, [key]);

/** The order, locked, waiting for a pharmacist; another branch's (or none) is not found. */
async function waitingOrder(tx: Db, actor: StaffMember, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !seesBranch(actor, order.branchId)) throw notFound('order.notFound');
  if (order.pharmacistCheck !== 'pending' || order.cancelledAt !== null)
    throw invalid('medicines.notWaitingForCheck');
  return order;
}

const audited = (order: OrderRow) => ({
  pharmacistCheck: order.pharmacistCheck,
  pharmacistId: order.pharmacistId,
  total: order.total,
  cancelledAt: order.cancelledAt?.toISOString() ?? null,
});

/** The order as the check endpoints answer it. */
export async function checkView(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return {
    id: order!.id,
    pharmacistCheck: order!.pharmacistCheck,
    pharmacist: pharmacistOf(order!),
    total: piastersToPounds(order!.total),
    cancelled: order!.cancelledAt !== null,
  };
}

/**
 * A pharmacist approves the order's prescription-only lines against its prescription: the order may
 * move on, and they are its pharmacist of record (name and licence number as they are now). One
 * transaction with the order event and the audit row.
 */
export async function approveOrder(db: Db, actor: StaffMember, orderId: number, now = new Date()) {
  await db.transaction(async (tx) => {
    const order = await waitingOrder(tx, actor, orderId);
    const record = { ...(await checkedBy(tx, actor.id)), pharmacistCheckedAt: now };
    const [after] = await tx.update(orders).set(record).where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'pharmacist.approved',
      data: { staffId: actor.id, name: record.pharmacistName, licenceNumber: record.pharmacistLicence },
      at: now,
    });
    await writeAudit(tx, {
      staffId: actor.id,
      action: 'order.pharmacistApprove',
      entity: 'order',
      entityId: order.id,
      before: audited(order),
      after: audited(after!),
      at: now,
    });
  });
}

/**
 * A pharmacist refuses one prescription-only line with a reason: it leaves the order (its stock goes
 * back), the order is priced again by the checkout's rule, a paid online order is refunded the
 * difference through the one refund path (last, once everything else is written), and the customer
 * is told why (the order event's notification). The rest still waits for the pharmacist's approval;
 * an order left with nothing is cancelled (and refunded) as one whose every item was dropped.
 */
export async function refuseOrderLine(
  db: Db,
  actor: StaffMember,
  input: { orderId: number; orderItemId: number; reason: string },
  deps: CancelOrderDeps,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const order = await waitingOrder(tx, actor, input.orderId);
    const items = await tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        quantityMilli: orderItems.quantityMilli,
        unitPrice: orderItems.unitPrice,
        medicineClass: products.medicineClass,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const item = items.find((row) => row.id === input.orderItemId);
    if (!item) throw notFound('order.notFound');
    if (!needsPrescription(item.medicineClass)) throw invalid('medicines.lineNotPrescription');
    const allNames = await tx
      .select({ lang: orderItemTranslations.lang, name: orderItemTranslations.name })
      .from(orderItemTranslations)
      .where(eq(orderItemTranslations.ownerId, item.id));

    await lockBranchStock(tx, order.branchId, [item.productId]);
    await addStock(tx, order.branchId, item.productId, item.quantityMilli, {
      reason: 'order_edited',
      orderId: order.id,
    });
    const after = linesAfter(
      await lineTargets(
        tx,
        items.map((row) => ({
          orderItemId: row.id,
          productId: row.productId,
          quantityMilli: row.quantityMilli,
          unitPrice: row.unitPrice,
        })),
      ),
      [{ orderItemId: item.id, kind: 'drop' }],
      order.deliveryCharge,
      await orderPromo(tx, order.id),
    );
    await tx.delete(orderItems).where(eq(orderItems.id, item.id));
    for (const line of after.lines)
      await tx.update(orderItems).set({ amount: line.amount }).where(eq(orderItems.id, line.orderItemId));
    await tx.update(orders).set(after.totals).where(eq(orders.id, order.id));
    await repricedOrderPromotions(tx, order.id, after.applied);
    const event = {
      orderId: order.id,
      type: 'pharmacist.lineRefused',
      data: {
        staffId: actor.id,
        productId: item.productId,
        name: Object.fromEntries(allNames.map((row) => [row.lang, row.name])),
        reason: input.reason,
        totalBefore: order.total,
        totalAfter: after.totals.total,
      },
      at: now,
    };
    await writeAudit(tx, {
      staffId: actor.id,
      action: 'order.pharmacistRefuseLine',
      entity: 'order',
      entityId: order.id,
      before: {
        ...audited(order),
        item: { id: item.id, productId: item.productId, quantityMilli: item.quantityMilli },
      },
      after: { ...audited({ ...order, ...after.totals }), reason: input.reason },
      at: now,
    });
    if (after.lines.length === 0) {
      await tx.insert(orderEvents).values(event);
      await cancelOrder(
        tx,
        { orderId: order.id, by: { system: 'the pharmacist refused every item' }, reasonId: null, now },
        deps,
      );
      return;
    }
    const settled = await settleTotalChange(
      tx,
      order,
      after.totals.total,
      { now, reason: 'items-changed' },
      deps,
    );
    await tx
      .insert(orderEvents)
      .values({ ...event, data: { ...event.data, ledger: settled?.money ?? null } });
    if (settled?.refund) await settled.refund();
  });
}
