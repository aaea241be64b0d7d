import {
  cairoDay,
  type DispensedPack,
  dispensingExportColumns,
  type Lang,
  orderStatusIds,
  packsNeeded,
  type StaffMember,
  seesBranch,
} from '@store/contract';
import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { productNamesIn } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  dispensedPacks,
  orderEvents,
  orderItems,
  orders,
  products,
  staff,
  stockBatches,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { orderPackCounts, packsWaivedEvent } from '../orders/index.ts';
import { judgePack } from './dispensing-rules.ts';

/** Orders whose packs may still be scanned: being prepared, not yet out of the door. */
const preparing: readonly number[] = [orderStatusIds.placed, orderStatusIds.inProcess];

/** The order of one of the member's branches, or the 404 another branch's order gets everywhere. */
async function branchOrder(db: Db, member: StaffMember, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, branchId: orders.branchId, statusId: orders.statusId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.branchId === null || !seesBranch(member, order.branchId))
    throw notFound('order.notFound');
  return { ...order, branchId: order.branchId };
}

const packColumns = {
  id: dispensedPacks.id,
  orderItemId: dispensedPacks.orderItemId,
  gtin: dispensedPacks.gtin,
  serial: dispensedPacks.serial,
  batch: dispensedPacks.batch,
  expiry: dispensedPacks.expiry,
  staffName: staff.name,
  createdAt: dispensedPacks.createdAt,
};
const asPack = ({ createdAt, ...row }: { createdAt: Date } & Omit<DispensedPack, 'at'>): DispensedPack => ({
  ...row,
  at: createdAt.toISOString(),
});

/**
 * Scans a pack against an order line (docs/decisions/0066). The line is locked while its packs are
 * counted, so two scanners cannot both take its last pack; the serial's row is unique, so a pack
 * dispensed before (on any order, any instance) is refused.
 */
export async function scanPack(
  db: Db,
  member: StaffMember,
  lang: Lang,
  input: { orderId: number; itemId: number; code: string },
  now: Date,
) {
  const order = await branchOrder(db, member, input.orderId);
  if (!preparing.includes(order.statusId))
    throw new ApiError(422, 'dispensing.orderClosed', {}, ['dispensing.orderClosed']);
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        quantityMilli: orderItems.quantityMilli,
        weighted: orderItems.weighted,
        barcodes: products.barcodes,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.id, input.itemId), eq(orderItems.orderId, order.id)))
      .for('update', { of: orderItems });
    if (!line) throw notFound();
    const [{ scanned } = { scanned: 0 }] = await tx
      .select({ scanned: count() })
      .from(dispensedPacks)
      .where(eq(dispensedPacks.orderItemId, line.id));
    const needed = packsNeeded(line);
    const productName = (await productNamesIn(tx, [line.productId], lang)).get(line.productId) ?? '';
    const recalled = await tx
      .selectDistinct({ batch: stockBatches.batch })
      .from(stockBatches)
      .where(and(eq(stockBatches.productId, line.productId), eq(stockBatches.withdrawn, 'recalled')));
    const verdict = judgePack(
      input.code,
      {
        productName,
        barcodes: line.barcodes,
        scanned,
        needed,
        recalledBatches: recalled.map((row) => row.batch),
      },
      cairoDay(now),
    );
    if (!verdict.ok) throw new ApiError(422, verdict.key, verdict.params ?? {}, [verdict.key]);
    const { pack } = verdict;
    const [row] = await tx
      .insert(dispensedPacks)
      .values({
        orderId: order.id,
        orderItemId: line.id,
        productId: line.productId,
        branchId: order.branchId,
        gtin: pack.gtin,
        serial: pack.serial,
        batch: pack.batch,
        expiry: pack.expiry,
        staffId: member.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: dispensedPacks.id });
    if (!row)
      throw new ApiError(422, 'dispensing.serialDispensed', { serial: pack.serial }, [
        'dispensing.serialDispensed',
      ]);
    const [saved] = await tx
      .select(packColumns)
      .from(dispensedPacks)
      .innerJoin(staff, eq(staff.id, dispensedPacks.staffId))
      .where(eq(dispensedPacks.id, row.id));
    return { pack: asPack(saved!), scanned: scanned + 1, needed };
  });
}

/**
 * An order's medicine lines with the packs each needs and the packs scanned so far, how many are
 * still missing before it may go out, and the pharmacist's waiver if one was recorded.
 */
export async function orderPacks(db: Db, member: StaffMember, lang: Lang, orderId: number) {
  const order = await branchOrder(db, member, orderId);
  const [counts, packs] = await Promise.all([
    orderPackCounts(db, order.id),
    db
      .select(packColumns)
      .from(dispensedPacks)
      .innerJoin(staff, eq(staff.id, dispensedPacks.staffId))
      .where(eq(dispensedPacks.orderId, order.id))
      .orderBy(asc(dispensedPacks.id)),
  ]);
  const names = await productNamesIn(
    db,
    counts.lines.map((line) => line.productId),
    lang,
  );
  return {
    open: preparing.includes(order.statusId),
    lines: counts.lines.map((line) => ({
      itemId: line.itemId,
      productId: line.productId,
      name: names.get(line.productId) ?? '',
      medicineClass: line.medicineClass,
      needed: line.needed,
      packs: packs.filter((pack) => pack.orderItemId === line.itemId).map(asPack),
    })),
    missing: counts.missing,
    waiver: counts.waiver,
  };
}

/**
 * A pharmacist records why an order's medicine packs go out unscanned (a pack without a DataMatrix,
 * a damaged code): the order may then be dispatched. One transaction, the order locked: the order
 * event the dispatch reads (`dispensing.waived`, who and why) and the audit row.
 */
export async function waivePacks(db: Db, member: StaffMember, orderId: number, reason: string, now: Date) {
  await db.transaction(async (tx) => {
    const order = await branchOrder(tx, member, orderId);
    // Locked as a dispatch locks it: the waiver and the move out cannot cross.
    const [locked] = await tx
      .select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (!preparing.includes(locked!.statusId))
      throw new ApiError(422, 'dispensing.orderClosed', {}, ['dispensing.orderClosed']);
    const { missing } = await orderPackCounts(tx, order.id);
    if (missing === 0)
      throw new ApiError(422, 'dispensing.nothingToWaive', {}, ['dispensing.nothingToWaive']);
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: packsWaivedEvent,
      data: { staffId: member.id, reason, missing },
      at: now,
    });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'order.packsWaived',
      entity: 'order',
      entityId: order.id,
      before: { missing },
      after: { missing: 0, reason },
      at: now,
    });
  });
}

/**
 * A Cairo day's dispensing records of the branches asked for: GTIN, serial, batch, expiry, order,
 * time (UTC, ISO 8601) and who scanned the pack, oldest first.
 */
export async function dispensingRecords(db: Db, input: { day: string; branchIds: readonly number[] | null }) {
  const dayStart = sql`(${input.day}::date)::timestamp at time zone 'Africa/Cairo'`;
  const nextDayStart = sql`(${input.day}::date + 1)::timestamp at time zone 'Africa/Cairo'`;
  const rows = await db
    .select({ ...packColumns, orderId: dispensedPacks.orderId })
    .from(dispensedPacks)
    .innerJoin(staff, eq(staff.id, dispensedPacks.staffId))
    .where(
      and(
        gte(dispensedPacks.createdAt, dayStart),
        lt(dispensedPacks.createdAt, nextDayStart),
        input.branchIds ? inArray(dispensedPacks.branchId, [...input.branchIds, 0]) : undefined,
      ),
    )
    .orderBy(asc(dispensedPacks.createdAt), asc(dispensedPacks.id));
  return {
    headers: dispensingExportColumns,
    rows: rows.map((row) => [
      row.gtin,
      row.serial,
      row.batch ?? '',
      row.expiry,
      row.orderId,
      row.createdAt.toISOString(),
      row.staffName,
    ]),
  };
}
