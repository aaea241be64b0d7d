/**
 * Couriers (docs/decisions/0043): the branch hands an order to one of its couriers; the courier
 * reports it delivered (with what was taken at the door) or brings it back when the customer
 * cannot be reached, and staff decide (hand it out again, or cancel it). Every change writes an
 * order event (the live board and the timeline read them) and an audit row, in its transaction.
 */
import { parseDate, today } from '@internationalized/date';
import {
  type CourierOrder,
  type Lang,
  localPhone,
  orderStatusIds,
  paidAtDoorPaymentTypeIds,
  paymentTypeIds,
  piastersToPounds,
  storeTimeZone,
} from '@store/contract';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderStatuses,
  orderStatusTranslations,
  orders,
  paymentLedger,
  paymentTypeTranslations,
  staff,
  staffBranches,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { changeFor, courierMayReport, mapUrl, mayAssignCourier } from './courier-rules.ts';
import { changeOrderStatus, lockOrder } from './staff-orders.ts';
import type { StaffMember } from './staff-rules.ts';

/** Orders a courier carries: handed to them, not delivered or cancelled, not brought back. */
const carriedStatusIds = [orderStatusIds.placed, orderStatusIds.inProcess, orderStatusIds.outForDelivery];

const courierFields = (order: typeof orders.$inferSelect) => ({
  courierId: order.courierId,
  courierAssignedAt: order.courierAssignedAt?.toISOString() ?? null,
  returnedAt: order.returnedAt?.toISOString() ?? null,
  dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
  statusId: order.statusId,
  amountCollected: order.amountCollected,
});

/** The branches' couriers (enabled accounts), with how many orders each carries now. */
export async function listCouriers(db: Db, branchIds: readonly number[] | null) {
  const members = await db
    .select({ id: staff.id, name: staff.name, branchId: staffBranches.branchId })
    .from(staff)
    .innerJoin(staffBranches, eq(staffBranches.staffId, staff.id))
    .where(
      and(
        eq(staff.role, 'courier'),
        isNull(staff.disabledAt),
        branchIds === null ? undefined : inArray(staffBranches.branchId, [...branchIds, -1]),
      ),
    )
    .orderBy(asc(staff.name), asc(staff.id));
  const ids = [...new Set(members.map((m) => m.id))];
  const carrying = ids.length
    ? await db
        .select({ courierId: orders.courierId, n: count() })
        .from(orders)
        .where(
          and(
            inArray(orders.courierId, ids),
            inArray(orders.statusId, carriedStatusIds),
            isNull(orders.returnedAt),
          ),
        )
        .groupBy(orders.courierId)
    : [];
  return ids.map((id) => ({
    id,
    name: members.find((m) => m.id === id)!.name,
    branchIds: members.filter((m) => m.id === id).map((m) => m.branchId),
    carrying: carrying.find((row) => row.courierId === id)?.n ?? 0,
  }));
}

/**
 * Hands an order to a courier of its branch, or to another one; an order brought back (customer
 * unreachable) handed out again is the staff's "try again": it leaves the branch again now.
 */
export async function assignCourier(
  db: Db,
  input: { actor: StaffMember; orderId: number; courierId: number },
  now = new Date(),
): Promise<{ courierName: string }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    if (!mayAssignCourier(order.statusId))
      throw new ApiError(422, 'courier.assignClosed', {}, ['courier.assignClosed']);
    const [courier] = await tx
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .innerJoin(
        staffBranches,
        and(eq(staffBranches.staffId, staff.id), eq(staffBranches.branchId, order.branchId)),
      )
      .where(and(eq(staff.id, input.courierId), eq(staff.role, 'courier'), isNull(staff.disabledAt)));
    if (!courier) throw new ApiError(422, 'courier.notCourier', {}, ['courier.notCourier']);
    const retry = order.returnedAt !== null;
    const [after] = await tx
      .update(orders)
      .set({
        courierId: courier.id,
        courierAssignedAt: now,
        returnedAt: null,
        ...(retry && order.statusId === orderStatusIds.outForDelivery ? { dispatchedAt: now } : {}),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'order.courierAssigned',
      data: { by: 'staff', staffId: input.actor.id, courierId: courier.id, from: order.courierId, retry },
      at: now,
    });
    await writeAudit(tx, {
      staffId: input.actor.id,
      action: retry ? 'order.courierRetry' : 'order.courier',
      entity: 'order',
      entityId: order.id,
      before: courierFields(order),
      after: courierFields(after!),
      at: now,
    });
    return { courierName: courier.name };
  });
}

/** A courier's order, locked: anyone else's (or one no longer handed to them) is not found. */
async function lockCourierOrder(tx: Db, courier: StaffMember, orderId: number) {
  const order = await lockOrder(tx, courier, orderId);
  if (order.courierId !== courier.id) throw notFound('order.notFound');
  return order;
}

/**
 * Delivered, with what the courier took at the door: the staff status change itself (its rules,
 * event and audit row, here with the courier as the actor), inside the courier's transaction.
 */
export async function courierDelivered(
  db: Db,
  input: { courier: StaffMember; orderId: number; amountCollected?: number | undefined; lang: Lang },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const order = await lockCourierOrder(tx, input.courier, input.orderId);
    if (!courierMayReport(order)) throw new ApiError(422, 'courier.notOut', {}, ['courier.notOut']);
    await changeOrderStatus(
      tx,
      {
        actor: input.courier,
        orderId: order.id,
        statusId: orderStatusIds.delivered,
        amountCollected: input.amountCollected,
        lang: input.lang,
      },
      now,
    );
  });
}

/**
 * The customer could not be reached: the order goes back to the branch (still out for delivery,
 * off the courier's list, flagged on the board) until staff hand it out again or cancel it.
 */
export async function courierUnreachable(
  db: Db,
  input: { courier: StaffMember; orderId: number; tries: number; note: string },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const order = await lockCourierOrder(tx, input.courier, input.orderId);
    if (!courierMayReport(order)) throw new ApiError(422, 'courier.notOut', {}, ['courier.notOut']);
    const [after] = await tx
      .update(orders)
      .set({ returnedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'order.courierReturned',
      data: { by: 'staff', staffId: input.courier.id, tries: input.tries, note: input.note },
      at: now,
    });
    await writeAudit(tx, {
      staffId: input.courier.id,
      action: 'order.courierReturned',
      entity: 'order',
      entityId: order.id,
      before: courierFields(order),
      after: { ...courierFields(after!), tries: input.tries, note: input.note },
      at: now,
    });
  });
}

/** Piasters still to take at the door: the total when paid there, else what online payment left. */
async function toCollectOf(db: Db, rows: (typeof orders.$inferSelect)[]) {
  const online = rows.filter((o) => !paidAtDoorPaymentTypeIds.includes(o.paymentTypeId)).map((o) => o.id);
  const collect = online.length
    ? await db
        .select({ orderId: paymentLedger.orderId, amount: sql<number>`sum(${paymentLedger.amount})::int` })
        .from(paymentLedger)
        .where(and(inArray(paymentLedger.orderId, online), eq(paymentLedger.kind, 'collect')))
        .groupBy(paymentLedger.orderId)
    : [];
  return (order: typeof orders.$inferSelect) =>
    paidAtDoorPaymentTypeIds.includes(order.paymentTypeId)
      ? order.total
      : Math.max(0, collect.find((row) => row.orderId === order.id)?.amount ?? 0);
}

/** The Cairo day's bounds, and its name (today when not given). */
function cairoDayBounds(day: string | undefined) {
  const date = day ? parseDate(day) : today(storeTimeZone);
  return {
    date: date.toString(),
    start: date.toDate(storeTimeZone),
    end: date.add({ days: 1 }).toDate(storeTimeZone),
  };
}

/**
 * What couriers took at the door on a Cairo day, per courier: orders delivered that day (by the
 * `order.delivered` event) that a courier carried, cash and card reader apart.
 */
export async function courierCash(
  db: Db,
  filter: { branchIds: readonly number[] | null; date?: string | undefined; courierId?: number },
) {
  const day = cairoDayBounds(filter.date);
  const rows = await db
    .select({
      courierId: orders.courierId,
      courierName: staff.name,
      orderId: orders.id,
      paymentTypeId: orders.paymentTypeId,
      amountCollected: orders.amountCollected,
      deliveredAt: orderEvents.at,
    })
    .from(orders)
    .innerJoin(staff, eq(staff.id, orders.courierId))
    .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.type, 'order.delivered')))
    .where(
      and(
        isNotNull(orders.amountCollected),
        gte(orderEvents.at, day.start),
        lt(orderEvents.at, day.end),
        filter.branchIds === null ? undefined : inArray(orders.branchId, [...filter.branchIds, -1]),
        filter.courierId === undefined ? undefined : eq(orders.courierId, filter.courierId),
      ),
    )
    .orderBy(asc(staff.name), asc(orderEvents.at));
  const couriers = new Map<number, { id: number; name: string; rows: typeof rows }>();
  for (const row of rows) {
    const id = row.courierId!;
    const entry = couriers.get(id) ?? { id, name: row.courierName, rows: [] };
    entry.rows.push(row);
    couriers.set(id, entry);
  }
  const sumOf = (list: typeof rows, typeId: number) =>
    piastersToPounds(
      list.filter((r) => r.paymentTypeId === typeId).reduce((sum, r) => sum + (r.amountCollected ?? 0), 0),
    );
  return {
    date: day.date,
    couriers: [...couriers.values()].map((entry) => ({
      id: entry.id,
      name: entry.name,
      delivered: entry.rows.length,
      cash: sumOf(entry.rows, paymentTypeIds.cash),
      cardReader: sumOf(entry.rows, paymentTypeIds.cardReader),
      orders: entry.rows.map((r) => ({
        id: r.orderId,
        paymentTypeId: r.paymentTypeId,
        amountCollected: piastersToPounds(r.amountCollected ?? 0),
        deliveredAt: r.deliveredAt.toISOString(),
      })),
    })),
  };
}

/**
 * The courier's own list: what they carry now, with only what the door needs (no prescription,
 * no item prices), and what they took today.
 */
export async function courierOrders(db: Db, courier: StaffMember, lang: Lang, onlyOrderId?: number) {
  const rows = await db
    .select({
      order: orders,
      statusName: orderStatusTranslations.name,
      statusColor: orderStatuses.color,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      paymentType: paymentTypeTranslations.name,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(orderStatusTranslations, inLang(orderStatusTranslations, orderStatuses.id, lang))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(paymentTypeTranslations, inLang(paymentTypeTranslations, orders.paymentTypeId, lang))
    .where(
      and(
        eq(orders.courierId, courier.id),
        inArray(orders.statusId, carriedStatusIds),
        isNull(orders.returnedAt),
        onlyOrderId === undefined ? undefined : eq(orders.id, onlyOrderId),
      ),
    )
    .orderBy(desc(orders.statusId), asc(orders.courierAssignedAt), asc(orders.id));
  const ids = rows.map((r) => r.order.id);
  const [toCollect, itemCounts] = await Promise.all([
    toCollectOf(
      db,
      rows.map((r) => r.order),
    ),
    ids.length
      ? db
          .select({ orderId: orderItems.orderId, n: count() })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .groupBy(orderItems.orderId)
      : Promise.resolve([]),
  ]);
  const list: CourierOrder[] = rows.map((row) => {
    const due = toCollect(row.order);
    return {
      id: row.order.id,
      status: { id: row.order.statusId, name: row.statusName, color: row.statusColor },
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      phone: localPhone(row.phone),
      address: row.order.addressText,
      mapUrl: mapUrl(row.order.addressText, {
        lat: row.order.addressLatitude,
        lng: row.order.addressLongitude,
      }),
      comment: row.order.comment,
      paymentType: row.paymentType,
      toCollect: piastersToPounds(due),
      changeFor: changeFor(due).map((c) => ({
        paidWith: piastersToPounds(c.paidWith),
        change: piastersToPounds(c.change),
      })),
      itemCount: itemCounts.find((c) => c.orderId === row.order.id)?.n ?? 0,
      assignedAt: (row.order.courierAssignedAt ?? row.order.createdAt).toISOString(),
      dispatchedAt: row.order.dispatchedAt?.toISOString() ?? null,
    };
  });
  return list;
}

/** What this courier took at the door today: they hand the cash in at the end of the day. */
export async function courierToday(db: Db, courier: StaffMember) {
  const report = await courierCash(db, { branchIds: null, courierId: courier.id });
  const mine = report.couriers.find((c) => c.id === courier.id);
  return { delivered: mine?.delivered ?? 0, cash: mine?.cash ?? 0, cardReader: mine?.cardReader ?? 0 };
}
