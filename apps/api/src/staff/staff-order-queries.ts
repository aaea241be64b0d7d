import { parseDate } from '@internationalized/date';
import { type Lang, localPhone, piastersToPounds, type StaffOrder, storeTimeZone } from '@store/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { pickingBatches } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  branchProducts,
  cancellationReasons,
  cancellationReasonTranslations,
  orderEvents,
  orderItems,
  orderItemTranslations,
  orderStatuses,
  orderStatusTranslations,
  orderSubstitutions,
  orders,
  paymentLedger,
  payments,
  paymentTypeTranslations,
  staff,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { lastCaptureFailure } from '../gateway/hold-rules.ts';
import { cardPaymentOf, deliveryOf, orderOrigins, pharmacistOf } from '../orders/index.ts';
import type { BoardSearch } from './board-search.ts';
import { nextStatusIds } from './staff-rules.ts';

/** The store's days are Cairo days (as scheduled deliveries: orders/schedule-rules.ts). */
const dayStart = (day: string) => parseDate(day).toDate(storeTimeZone);
const nextDayStart = (day: string) => parseDate(day).add({ days: 1 }).toDate(storeTimeZone);

export const staffOrdersPageSize = 20;

export interface StaffOrderFilter {
  /** null: every branch (admins). */
  branchIds: readonly number[] | null;
  statusId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  /** The search box: an order number and/or digits of the customer's phone (board-search.ts). */
  search?: BoardSearch | null;
}

function summaryQuery(db: Db, lang: Lang) {
  return db
    .select({
      order: orders,
      statusName: orderStatusTranslations.name,
      statusColor: orderStatuses.color,
      firstName: users.firstName,
      lastName: users.lastName,
      courierName: staff.name,
      // The board's cards: what is in it, what it waits for, and since when it is at its stage.
      itemsCount: sql<number>`(select count(*) from order_items oi where oi.order_id = ${orders.id})`.mapWith(
        Number,
      ),
      substitutionsPending:
        sql<number>`(select count(*) from order_substitutions os where os.order_id = ${orders.id} and os.state = 'pending')`.mapWith(
          Number,
        ),
      prescription:
        sql<boolean>`${orders.prescriptionId} is not null or exists(select 1 from prescriptions pr where pr.order_id = ${orders.id})`.mapWith(
          Boolean,
        ),
      // Its last step (an event other than a weighing, or its hand-over to a courier), else its placing.
      stageSinceMs: sql<number>`extract(epoch from greatest(${orders.createdAt}, ${orders.courierAssignedAt},
        (select max(oe.at) from order_events oe where oe.order_id = ${orders.id} and oe.type <> 'order.weighed'))) * 1000`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(orderStatusTranslations, inLang(orderStatusTranslations, orderStatuses.id, lang))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(staff, eq(staff.id, orders.courierId));
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

const toSummary = ({
  order,
  statusName,
  statusColor,
  firstName,
  lastName,
  courierName,
  itemsCount,
  substitutionsPending,
  prescription,
  stageSinceMs,
}: SummaryRow) => ({
  id: order.id,
  branchId: order.branchId,
  createdAt: order.createdAt.toISOString(),
  status: { id: order.statusId, name: statusName, color: statusColor },
  total: piastersToPounds(order.total),
  paymentTypeId: order.paymentTypeId,
  paymentState: order.paymentState,
  customerName: `${firstName} ${lastName}`.trim(),
  needsConfirmationCall: order.needsConfirmationCall,
  delivery: deliveryOf(order.deliveryDate, order.slotId),
  courier: order.courierId === null ? null : { id: order.courierId, name: courierName ?? '' },
  returnedAt: order.returnedAt?.toISOString() ?? null,
  customerFirstName: firstName,
  itemsCount,
  substitutionsPending,
  prescription,
  pharmacistCheck: order.pharmacistCheck,
  stageSince: new Date(Math.round(stageSinceMs)).toISOString(),
});

/** Newest first, one page; limited to the staff member's branches. */
export async function listStaffOrders(db: Db, filter: StaffOrderFilter, lang: Lang) {
  // An online checkout still on the gateway's page is not an order yet (docs/decisions/0031).
  const conditions: SQL[] = [eq(orders.awaitingPayment, false)];
  if (filter.branchIds !== null) conditions.push(inArray(orders.branchId, [...filter.branchIds, -1]));
  if (filter.statusId !== undefined) conditions.push(eq(orders.statusId, filter.statusId));
  if (filter.from) conditions.push(gte(orders.createdAt, dayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, nextDayStart(filter.to)));
  if (filter.search) conditions.push(searchCondition(db, filter.search));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    summaryQuery(db, lang)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(staffOrdersPageSize)
      .offset((filter.page - 1) * staffOrdersPageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map(toSummary), total: total?.total ?? 0 };
}

/**
 * Orders kept at the branch because their card payment could not be taken at dispatch,
 * of the branches (null: all), oldest first: the staff's task until the order goes out or is cancelled.
 */
export async function captureFailedOrderIds(db: Db, branchIds: readonly number[] | null): Promise<number[]> {
  const conditions: SQL[] = [
    eq(orders.paymentState, 'capture_failed'),
    isNull(orders.cancelledAt),
    isNull(orders.dispatchedAt),
  ];
  if (branchIds !== null) conditions.push(inArray(orders.branchId, [...branchIds, -1]));
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .orderBy(asc(orders.id))
    .limit(50);
  return rows.map((row) => row.id);
}

/** The order with the number, or whose customer's phone holds the digits; text that is neither finds none. */
function searchCondition(db: Db, { orderId, phoneDigits }: BoardSearch): SQL {
  const either: SQL[] = [];
  if (orderId !== null) either.push(eq(orders.id, orderId));
  // Phones are digits only (fields.ts), so the digits are matched as they are, without wildcards of their own.
  if (phoneDigits !== null)
    either.push(
      inArray(
        orders.userId,
        db
          .select({ id: users.id })
          .from(users)
          .where(like(users.phone, `%${phoneDigits}%`)),
      ),
    );
  return or(...either) ?? sql`false`;
}

/** The order's branch, to check it before anything else is read (null: no such order). */
export async function orderBranch(db: Db, orderId: number): Promise<number | null> {
  const [row] = await db.select({ branchId: orders.branchId }).from(orders).where(eq(orders.id, orderId));
  return row?.branchId ?? null;
}

export async function statusName(db: Db, statusId: number, lang: Lang): Promise<string> {
  const [row] = await db
    .select({ name: orderStatusTranslations.name })
    .from(orderStatusTranslations)
    .where(and(eq(orderStatusTranslations.ownerId, statusId), eq(orderStatusTranslations.lang, lang)));
  return row?.name ?? String(statusId);
}

/** Everything the branch needs to prepare, deliver and answer for one order. */
export async function findStaffOrder(db: Db, orderId: number, lang: Lang): Promise<StaffOrder | null> {
  const [row] = await summaryQuery(db, lang).where(eq(orders.id, orderId));
  if (!row) return null;
  const { order } = row;
  const [items, [customer], [paymentType], [refunded], substitutionRows, events, origins] = await Promise.all(
    [
      db
        .select({
          id: orderItems.id,
          productId: orderItems.productId,
          name: orderItemTranslations.name,
          quantityMilli: orderItems.quantityMilli,
          weighted: orderItems.weighted,
          unitPrice: orderItems.unitPrice,
          amount: orderItems.amount,
          stockMilli: branchProducts.stockMilli,
        })
        .from(orderItems)
        .innerJoin(orderItemTranslations, inLang(orderItemTranslations, orderItems.id, lang))
        .leftJoin(
          branchProducts,
          and(
            eq(branchProducts.branchId, order.branchId),
            eq(branchProducts.productId, orderItems.productId),
          ),
        )
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id)),
      db
        .select({ id: users.id, phone: users.phone, email: users.email })
        .from(users)
        .where(eq(users.id, order.userId)),
      db
        .select({ name: paymentTypeTranslations.name })
        .from(paymentTypeTranslations)
        .where(
          and(
            eq(paymentTypeTranslations.ownerId, order.paymentTypeId),
            eq(paymentTypeTranslations.lang, lang),
          ),
        ),
      db
        .select({ amount: sql<number>`coalesce(sum(${paymentLedger.amount}), 0)::int` })
        .from(paymentLedger)
        .where(and(eq(paymentLedger.orderId, order.id), eq(paymentLedger.kind, 'refund'))),
      db
        .select({ state: orderSubstitutions.state, n: count(), until: max(orderSubstitutions.expiresAt) })
        .from(orderSubstitutions)
        .where(eq(orderSubstitutions.orderId, order.id))
        .groupBy(orderSubstitutions.state),
      db
        .select({ type: orderEvents.type, at: orderEvents.at })
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order.id))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      orderOrigins(db, order.id),
    ],
  );
  const returned = await courierReturn(db, order);
  const picks = await pickingBatches(db, order, items);
  const pendingRow = substitutionRows.find((s) => s.state === 'pending');
  const pending = pendingRow?.n ?? 0;
  const all = substitutionRows.reduce((sum, s) => sum + s.n, 0);
  return {
    ...toSummary(row),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      quantity: item.quantityMilli / 1000,
      weighted: item.weighted,
      unitPrice: piastersToPounds(item.unitPrice),
      amount: piastersToPounds(item.amount),
      stockAtBranch: item.stockMilli === null ? null : item.stockMilli / 1000,
      weighing: origins.weighing(item.id),
      ...(picks.has(item.productId) && { batches: picks.get(item.productId) }),
    })),
    customer: {
      id: order.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      phone: localPhone(customer?.phone ?? null),
      email: customer?.email ?? null,
    },
    address: order.addressText,
    addressPin:
      order.addressLatitude === null || order.addressLongitude === null
        ? null
        : { lat: order.addressLatitude, lng: order.addressLongitude },
    comment: order.comment,
    subtotal: piastersToPounds(order.subtotal),
    discount: piastersToPounds(order.discount),
    deliveryCharge: piastersToPounds(order.deliveryCharge),
    payment: {
      typeId: order.paymentTypeId,
      type: paymentType?.name ?? '',
      state: order.paymentState,
      amountCollected: order.amountCollected === null ? null : piastersToPounds(order.amountCollected),
      refunded: piastersToPounds(refunded?.amount ?? 0),
      ...(await heldCard(db, order)),
      ...(await cashRefundDue(db, order.id)),
    },
    substitutions: { pending, answered: all - pending, until: pendingRow?.until?.toISOString() ?? null },
    flags: { needsConfirmationCall: order.needsConfirmationCall },
    dispatchedAt: order.dispatchedAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    nextStatusIds: nextStatusIds(order.statusId),
    events: events.map((event) => ({ type: event.type, at: event.at.toISOString() })),
    courierReturn: returned,
    prescriptionId: order.prescriptionId ?? origins.prescriptionId,
    pharmacist: pharmacistOf(order),
  };
}

/**
 * The live scheduled orders of the branches delivered from `from` to `to` (Cairo days, inclusive),
 * for the slot board: not cancelled, not an online checkout still at the gateway.
 */
export async function scheduledOrders(
  db: Db,
  filter: { branchIds: readonly number[] | null; from: string; to: string },
  lang: Lang,
) {
  const conditions: SQL[] = [
    eq(orders.awaitingPayment, false),
    isNull(orders.cancelledAt),
    isNotNull(orders.slotId),
    gte(orders.deliveryDate, filter.from),
    lte(orders.deliveryDate, filter.to),
  ];
  if (filter.branchIds !== null) conditions.push(inArray(orders.branchId, [...filter.branchIds, -1]));
  const rows = await summaryQuery(db, lang)
    .where(and(...conditions))
    .orderBy(asc(orders.deliveryDate), asc(orders.slotId), asc(orders.id));
  return rows.map((row) => ({
    branchId: row.order.branchId,
    deliveryDate: row.order.deliveryDate!,
    slotId: row.order.slotId!,
    order: {
      id: row.order.id,
      status: { id: row.order.statusId, name: row.statusName, color: row.statusColor },
      customerName: `${row.firstName} ${row.lastName}`.trim(),
      total: piastersToPounds(row.order.total),
    },
  }));
}

/** The reasons staff may give for cancelling: the store's own first, then the customers'. */
export async function staffCancellationReasons(db: Db, lang: Lang) {
  const rows = await db
    .select({
      id: cancellationReasons.id,
      name: cancellationReasonTranslations.name,
      kind: cancellationReasons.kind,
    })
    .from(cancellationReasons)
    .innerJoin(
      cancellationReasonTranslations,
      inLang(cancellationReasonTranslations, cancellationReasons.id, lang),
    )
    .where(inArray(cancellationReasons.kind, ['staff', 'customer']))
    .orderBy(desc(cancellationReasons.kind), asc(cancellationReasons.id));
  return rows.map((row) => ({ ...row, kind: row.kind as 'staff' | 'customer' }));
}

/**
 * A held card (docs/decisions/0039), for staff: what is held until dispatch, what was taken, what the
 * door collects beyond the hold, and why the last capture failed while the order waits for it.
 * Nothing for an order without a hold.
 */
async function heldCard(db: Db, order: typeof orders.$inferSelect) {
  const card = await cardPaymentOf(db, order.id);
  if (!card) return {};
  const failure = lastCaptureFailure(
    order.paymentState,
    order.paymentState === 'capture_failed'
      ? await db
          .select({ type: orderEvents.type, at: orderEvents.at, data: orderEvents.data })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'payment.captureFailed')))
      : [],
  );
  return {
    held: piastersToPounds(card.held),
    captured: piastersToPounds(card.captured),
    ...(card.collectAtDoor > 0 ? { toCollect: piastersToPounds(card.collectAtDoor) } : {}),
    ...(failure
      ? {
          captureFailure: {
            at: failure.at.toISOString(),
            reason: failure.reason,
            amount: piastersToPounds(failure.amount),
          },
        }
      : {}),
  };
}

/**
 * A payment the gateway cannot give back, marked `cash_refund_due` (a late kiosk payment,
 * docs/decisions/0080 and 0085): what is still to pay back in cash, for the console's "cash refund
 * paid". Nothing when no such payment is open.
 */
async function cashRefundDue(db: Db, orderId: number) {
  const [due] = await db
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'cash_refund_due')))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!due) return {};
  const [given] = await db
    .select({ amount: sql<string | null>`sum(${paymentLedger.amount})` })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.paymentId, due.id), eq(paymentLedger.kind, 'refund')));
  return { cashRefundDue: piastersToPounds(Math.max(0, due.amount - Number(given?.amount ?? 0))) };
}

/** Couriers (docs/decisions/0043): the courier's last report that the customer could not be reached, while the order is back. */
export async function courierReturn(db: Db, order: { id: number; returnedAt: Date | null }) {
  if (!order.returnedAt) return null;
  const [event] = await db
    .select({ data: orderEvents.data, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'order.courierReturned')))
    .orderBy(desc(orderEvents.at), desc(orderEvents.id))
    .limit(1);
  if (!event) return null;
  const data = event.data as { tries?: number; note?: string };
  return { tries: data.tries ?? 0, note: data.note ?? '', at: event.at.toISOString() };
}
