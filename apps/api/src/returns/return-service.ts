import {
  type Lang,
  type MessageKey,
  orderStatusIds,
  piastersToPounds,
  type ReturnReason,
  type ReturnRequest,
  type ReturnStatus,
  returnLineRule,
  type StaffMember,
  type StaffReturn,
  seesBranch,
} from '@store/contract';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orderItemTranslations,
  orders,
  payments,
  products,
  returnItems,
  returnRequests,
  stockMovements,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import {
  type CashRefundWay,
  recordCashRefund,
  refundedSoFar,
  refundPayment,
} from '../gateway/refund-payment.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { addStock, lockBranchStock } from '../orders/index.ts';
import { customerOf } from '../prescriptions/index.ts';
import type { Attachments, StoredUpload } from '../storage/index.ts';
import {
  checkReturnLines,
  dispositionOf,
  lineRefund,
  mayTakeStep,
  type OrderLineFacts,
  refundVia,
  returnWindow,
} from './return-rules.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const units = (milli: number) => milli / 1000;

export interface ReturnDeps {
  db: Db;
  files: Attachments;
  /** Days after delivery a return may be asked for. */
  windowDays: number;
}

/** When the order was delivered (its `order.delivered` event, else its completion), null if not yet. */
async function deliveredAt(db: Db, order: { id: number; statusId: number }) {
  if (order.statusId !== orderStatusIds.delivered && order.statusId !== orderStatusIds.completed) return null;
  const events = await db
    .select({ type: orderEvents.type, at: orderEvents.at })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, order.id),
        inArray(orderEvents.type, ['order.delivered', 'order.completed']),
      ),
    )
    .orderBy(asc(orderEvents.at));
  return events.find((e) => e.type === 'order.delivered')?.at ?? events[0]?.at ?? null;
}

/** The order's lines with their rules and what returns already hold of them (refused ones do not). */
async function orderLines(db: Db, orderId: number, lang: Lang) {
  const rows = await db
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItemTranslations.name,
      weighted: orderItems.weighted,
      quantityMilli: orderItems.quantityMilli,
      amount: orderItems.amount,
      medicineClass: products.medicineClass,
      coldChain: products.coldChain,
      inReturnsMilli: sql<number>`coalesce((
        select sum(ri.quantity_milli) from ${returnItems} ri
        join ${returnRequests} rr on rr.id = ri.return_id
        where ri.order_item_id = ${orderItems.id} and rr.status <> 'refused'), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(orderItemTranslations, inLang(orderItemTranslations, orderItems.id, lang))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    ...row,
    name: row.name ?? '',
    inReturnsMilli: Number(row.inReturnsMilli),
    rule: returnLineRule(row),
  }));
}

async function ownOrder(db: Db, userId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('order.notFound');
  return order;
}

/** The returns of these orders (or these returns), with their lines in `lang` and their photos. */
async function loadReturns(db: Db, files: Attachments, where: SQL, lang: Lang) {
  const rows = await db.select().from(returnRequests).where(where).orderBy(desc(returnRequests.id));
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({
            returnId: returnItems.returnId,
            orderItemId: returnItems.orderItemId,
            productId: returnItems.productId,
            name: orderItemTranslations.name,
            quantityMilli: returnItems.quantityMilli,
            opened: returnItems.opened,
            amount: returnItems.amount,
            disposition: returnItems.disposition,
          })
          .from(returnItems)
          .leftJoin(orderItemTranslations, inLang(orderItemTranslations, returnItems.orderItemId, lang))
          .where(inArray(returnItems.returnId, ids))
          .orderBy(asc(returnItems.orderItemId));
  const photos = await files.listFor('returnRequestId', ids);
  return rows.map((row) => {
    const own = items.filter((item) => item.returnId === row.id);
    const due = own.reduce((sum, item) => sum + item.amount, 0);
    const request: ReturnRequest = {
      id: row.id,
      orderId: row.orderId,
      status: row.status as ReturnStatus,
      reason: row.reason as ReturnReason,
      comment: row.comment,
      decisionNote: row.decisionNote,
      pickupNote: row.pickupNote,
      amount: piastersToPounds(row.refundAmount ?? due),
      refundMethod: (row.refundMethod as 'gateway' | 'cash' | null) ?? null,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
      receivedAt: iso(row.receivedAt),
      refundedAt: iso(row.refundedAt),
      items: own.map((item) => ({
        orderItemId: item.orderItemId,
        productId: item.productId,
        name: item.name ?? '',
        quantity: units(item.quantityMilli),
        opened: item.opened,
        amount: piastersToPounds(item.amount),
        disposition: (item.disposition as 'stock' | 'quarantine' | null) ?? null,
      })),
      attachments: photos.get(row.id) ?? [],
    };
    return { row, request };
  });
}

/** `GET orders/{id}/returns`: the window, the lines with what is left to return and their rules, the requests. */
export async function customerReturns(
  deps: ReturnDeps,
  userId: number,
  orderId: number,
  lang: Lang,
  now: Date,
) {
  const order = await ownOrder(deps.db, userId, orderId);
  const window = returnWindow(await deliveredAt(deps.db, order), now, deps.windowDays);
  const lines = await orderLines(deps.db, order.id, lang);
  const requests = await loadReturns(deps.db, deps.files, eq(returnRequests.orderId, order.id), lang);
  return {
    window: { days: deps.windowDays, until: iso(window.until), open: window.open },
    lines: lines.map((line) => ({
      orderItemId: line.orderItemId,
      productId: line.productId,
      name: line.name,
      weighted: line.weighted,
      quantity: units(line.quantityMilli),
      returnable: units(Math.max(0, line.quantityMilli - line.inReturnsMilli)),
      rule: line.rule,
      unitAmount: piastersToPounds(lineRefund(line, 1000, order)),
    })),
    requests: requests.map((r) => r.request),
  };
}

/**
 * A customer's return request, in one transaction under the order's row lock (two requests at once
 * cannot both take the last unit): the window, the lines, the pharmacy's rules, then the rows.
 */
export async function requestReturn(
  deps: ReturnDeps,
  input: {
    userId: number;
    orderId: number;
    reason: ReturnReason;
    comment?: string | undefined;
    items: readonly { orderItemId: number; quantity: number; opened?: boolean | undefined }[];
    lang: Lang;
    now: Date;
  },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)))
      .for('update');
    if (!order) throw notFound('order.notFound');
    const at = await deliveredAt(tx, order);
    if (at === null) throw invalid('returns.notDelivered');
    if (!returnWindow(at, input.now, deps.windowDays).open)
      throw invalid('returns.windowClosed', { days: deps.windowDays });
    const lines = await orderLines(tx, order.id, input.lang);
    const checked = checkReturnLines(lines as OrderLineFacts[], input.items, input.reason);
    if (!checked.ok) {
      const { key, ...params } = checked.problem;
      throw invalid(key, params);
    }
    const [created] = await tx
      .insert(returnRequests)
      .values({
        orderId: order.id,
        userId: input.userId,
        branchId: order.branchId,
        reason: input.reason,
        comment: input.comment ?? '',
        createdAt: input.now,
      })
      .returning({ id: returnRequests.id });
    const id = created!.id;
    await tx.insert(returnItems).values(
      checked.lines.map(({ line, milli, opened }) => {
        const full = lines.find((l) => l.orderItemId === line.orderItemId)!;
        return {
          returnId: id,
          orderItemId: line.orderItemId,
          productId: full.productId,
          quantityMilli: milli,
          opened,
          amount: lineRefund(full, milli, order),
        };
      }),
    );
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'return.requested',
      data: { returnId: id, reason: input.reason },
      at: input.now,
    });
    return id;
  });
}

/** Photos of the customer's own return, while it waits for the branch's answer. */
export async function addReturnPhotos(
  deps: ReturnDeps,
  input: { userId: number; orderId: number; returnId: number; uploads: readonly StoredUpload[] },
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: returnRequests.id, status: returnRequests.status })
      .from(returnRequests)
      .where(
        and(
          eq(returnRequests.id, input.returnId),
          eq(returnRequests.orderId, input.orderId),
          eq(returnRequests.userId, input.userId),
        ),
      )
      .for('update');
    if (!row) throw notFound('returns.notFound');
    if (row.status !== 'requested') throw invalid('returns.photosClosed');
    await deps.files.save(tx, input.userId, { returnRequestId: row.id }, input.uploads);
  });
}

export async function customerReturn(
  deps: ReturnDeps,
  userId: number,
  orderId: number,
  id: number,
  lang: Lang,
) {
  const [found] = await loadReturns(
    deps.db,
    deps.files,
    and(eq(returnRequests.id, id), eq(returnRequests.orderId, orderId), eq(returnRequests.userId, userId))!,
    lang,
  );
  if (!found) throw notFound('returns.notFound');
  return found.request;
}

// --- staff --------------------------------------------------------------------------------------------

export const staffReturnsPageSize = 20;

/** How the order's money goes back, and how much may still go back (piasters). */
async function moneyOf(db: Db, order: typeof orders.$inferSelect) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), inArray(payments.state, ['paid', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  const via = refundVia(order, payment?.method ?? null);
  // Paid online: what was taken; at the door: what was collected (the total before any return).
  const paid = payment
    ? (payment.capturedAmount ?? payment.amount)
    : (order.amountCollected ?? order.total + order.returnedAmount);
  const refundable = Math.max(0, paid - (await refundedSoFar(db, order.id)));
  return { via, payment: payment ?? null, refundable };
}

async function toStaff(db: Db, found: { row: typeof returnRequests.$inferSelect; request: ReturnRequest }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, found.row.orderId));
  const money = await moneyOf(db, order!);
  const staffReturn: StaffReturn = {
    ...found.request,
    branchId: found.row.branchId,
    version: found.row.version,
    customer: await customerOf(db, found.row.userId),
    refundVia: money.via,
    refundable: piastersToPounds(money.refundable),
  };
  return staffReturn;
}

export async function listStaffReturns(
  deps: ReturnDeps,
  filter: { branchIds: readonly number[] | null; status?: ReturnStatus | undefined; page: number },
  lang: Lang,
) {
  const conditions: SQL[] = [];
  if (filter.branchIds) conditions.push(inArray(returnRequests.branchId, [...filter.branchIds]));
  if (filter.status) conditions.push(eq(returnRequests.status, filter.status));
  const ids = await deps.db
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(and(...conditions))
    .orderBy(desc(returnRequests.id))
    .limit(staffReturnsPageSize)
    .offset((filter.page - 1) * staffReturnsPageSize);
  if (ids.length === 0) return [];
  const found = await loadReturns(
    deps.db,
    deps.files,
    inArray(
      returnRequests.id,
      ids.map((row) => row.id),
    ),
    lang,
  );
  return Promise.all(found.map((one) => toStaff(deps.db, one)));
}

/** One return for a staff member who sees its branch (another branch's: 404). */
export async function staffReturn(deps: ReturnDeps, member: StaffMember, id: number, lang: Lang) {
  const [found] = await loadReturns(deps.db, deps.files, eq(returnRequests.id, id), lang);
  if (!found || !seesBranch(member, found.row.branchId)) throw notFound('returns.notFound');
  return toStaff(deps.db, found);
}

/** Locks the return for a step: seen by the member, at a status the step starts from, the version unchanged. */
async function lockForStep(
  tx: Db,
  member: StaffMember,
  id: number,
  step: Parameters<typeof mayTakeStep>[0],
  version: number | undefined,
) {
  const [row] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  if (!row || !seesBranch(member, row.branchId)) throw notFound('returns.notFound');
  if (version !== undefined && version !== row.version) throw new ApiError(409, 'returns.conflict');
  if (!mayTakeStep(step, row.status as ReturnStatus)) throw invalid('returns.wrongStep');
  return row;
}

/** The customer is told of each step through the outbox (docs/decisions/0030), once per step. */
async function tell(tx: Db, row: typeof returnRequests.$inferSelect, status: ReturnStatus, data: object) {
  await tx.execute(sql`select store_add_notification(${row.userId}, 'return.updated', ${row.orderId},
    null, null, ${`return:${row.id}:${status}`}, ${JSON.stringify({ returnId: row.id, status, ...data })}::jsonb)`);
}

async function step(
  tx: Db,
  member: StaffMember,
  row: typeof returnRequests.$inferSelect,
  values: Partial<typeof returnRequests.$inferInsert> & { status: ReturnStatus },
  at: Date,
  notice: object,
) {
  await tx
    .update(returnRequests)
    .set({ ...values, version: row.version + 1 })
    .where(eq(returnRequests.id, row.id));
  await writeAudit(tx, {
    staffId: member.id,
    action: `returns.${values.status}`,
    entity: 'return_request',
    entityId: row.id,
    before: { status: row.status },
    after: values,
    at,
  });
  await tx.insert(orderEvents).values({
    orderId: row.orderId,
    type: `return.${values.status}`,
    data: { returnId: row.id, staffId: member.id, ...notice },
    at,
  });
  await tell(tx, row, values.status, notice);
}

export async function decideReturn(
  deps: ReturnDeps,
  member: StaffMember,
  id: number,
  input: { decision: 'approve' | 'refuse'; note: string; version?: number | undefined },
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockForStep(tx, member, id, 'decide', input.version);
    const status = input.decision === 'approve' ? 'approved' : 'refused';
    await step(
      tx,
      member,
      row,
      { status, decisionNote: input.note, decidedAt: now, decidedBy: member.id },
      now,
      { note: input.note },
    );
  });
}

export async function arrangeReturnPickup(
  deps: ReturnDeps,
  member: StaffMember,
  id: number,
  input: { note: string; version?: number | undefined },
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockForStep(tx, member, id, 'pickup', input.version);
    await step(tx, member, row, { status: 'pickup', pickupNote: input.note, pickupAt: now }, now, {
      note: input.note,
    });
  });
}

/**
 * The items are back at the branch: each line back to stock (a `returned` row of the stock ledger)
 * or to quarantine (a zero-change `return_quarantined` row: the units never re-enter the sellable
 * level, as a withdrawn batch's, docs/decisions/0075), in one transaction, the stock rows locked in
 * product order first as every writer locks them.
 */
export async function receiveReturn(
  deps: ReturnDeps,
  member: StaffMember,
  id: number,
  input: { version?: number | undefined },
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockForStep(tx, member, id, 'receive', input.version);
    const items = await tx
      .select({
        orderItemId: returnItems.orderItemId,
        productId: returnItems.productId,
        quantityMilli: returnItems.quantityMilli,
        medicineClass: products.medicineClass,
        coldChain: products.coldChain,
      })
      .from(returnItems)
      .innerJoin(products, eq(products.id, returnItems.productId))
      .where(eq(returnItems.returnId, row.id))
      .orderBy(asc(returnItems.productId));
    const stock = await lockBranchStock(tx, row.branchId, [...new Set(items.map((item) => item.productId))]);
    const moved: { productId: number; quantityMilli: number; disposition: 'stock' | 'quarantine' }[] = [];
    for (const item of items) {
      const disposition = dispositionOf(returnLineRule(item), row.reason as ReturnReason);
      const note = `return #${row.id}: ${row.reason}`;
      if (disposition === 'stock' && stock.has(item.productId)) {
        await addStock(tx, row.branchId, item.productId, item.quantityMilli, {
          reason: 'returned',
          orderId: row.orderId,
          staffId: member.id,
          note,
        });
      } else {
        const [level] = await tx
          .select({ stockMilli: branchProducts.stockMilli })
          .from(branchProducts)
          .where(
            and(eq(branchProducts.branchId, row.branchId), eq(branchProducts.productId, item.productId)),
          );
        await tx.insert(stockMovements).values({
          branchId: row.branchId,
          productId: item.productId,
          deltaMilli: 0,
          levelMilli: level?.stockMilli ?? 0,
          reason: 'return_quarantined',
          orderId: row.orderId,
          staffId: member.id,
          note: `${note}: ${units(item.quantityMilli)} quarantined`,
          at: now,
        });
      }
      const where = disposition === 'stock' && stock.has(item.productId) ? 'stock' : 'quarantine';
      await tx
        .update(returnItems)
        .set({ disposition: where })
        .where(and(eq(returnItems.returnId, row.id), eq(returnItems.orderItemId, item.orderItemId)));
      moved.push({ productId: item.productId, quantityMilli: item.quantityMilli, disposition: where });
    }
    await step(tx, member, row, { status: 'received', receivedAt: now, receivedBy: member.id }, now, {
      moved,
    });
  });
}

/**
 * The refund of a received return, through the one refund path: a card or wallet payment back
 * through the gateway (`refundPayment`, asked last: a refusal changes nothing), anything else in cash
 * (`recordCashRefund`: who paid it out, when). At most what the order may still give back. The
 * order's total is lowered by it (`returnedAmount` says by how much), so its page and the reports
 * follow. One transaction under the return's and the order's row locks.
 */
export async function refundReturn(
  deps: ReturnDeps & { gateway: PaymentGateway; log?: { error(details: object, message: string): void } },
  member: StaffMember,
  id: number,
  input: { paidBy?: CashRefundWay | undefined; paidAt?: string | undefined; version?: number | undefined },
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const row = await lockForStep(tx, member, id, 'refund', input.version);
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId)).for('update');
    const money = await moneyOf(tx, order!);
    const [due] = await tx
      .select({ amount: sql<string | null>`sum(${returnItems.amount})` })
      .from(returnItems)
      .where(eq(returnItems.returnId, row.id));
    const amount = Math.min(Number(due?.amount ?? 0), money.refundable);
    if (amount <= 0) throw invalid('returns.nothingToRefund');
    const paidAt = input.paidAt ? new Date(input.paidAt) : now;
    if (money.via === 'cash') {
      if (!input.paidBy) throw invalid('returns.paidByRequired');
      if (paidAt.getTime() > now.getTime() + 60_000) throw invalid('cashRefund.inFuture');
    }
    await tx
      .update(orders)
      .set({
        total: sql`${orders.total} - ${amount}`,
        returnedAmount: sql`${orders.returnedAmount} + ${amount}`,
      })
      .where(eq(orders.id, order!.id));
    const method = money.via;
    await step(
      tx,
      member,
      row,
      {
        status: 'refunded',
        refundAmount: amount,
        refundMethod: method,
        refundedAt: now,
        refundedBy: member.id,
      },
      now,
      { amount, method, ...(method === 'cash' ? { paidBy: input.paidBy } : {}) },
    );
    if (method === 'cash') {
      await recordCashRefund(tx, {
        orderId: order!.id,
        paymentId: money.payment?.id ?? null,
        amount,
        reason: 'return',
        paidBy: input.paidBy!,
        staffId: member.id,
        at: paidAt,
      });
    } else {
      if (amount >= money.refundable)
        await tx
          .update(payments)
          .set({ state: 'refunded', updatedAt: now })
          .where(eq(payments.id, money.payment!.id));
      // Last: a refusal by the gateway rolls every row above back.
      await refundPayment(tx, money.payment!, { amount, reason: 'return', now }, deps);
    }
  });
}

/** Returns of the order other than refused ones, for the staff order page (how many, and the open ones). */
export async function openReturnsOf(db: Db, orderId: number) {
  return db
    .select({ id: returnRequests.id, status: returnRequests.status })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), ne(returnRequests.status, 'refused')));
}
