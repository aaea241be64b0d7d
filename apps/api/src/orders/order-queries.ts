import type { Lang, Order, OrderSummary } from '@store/contract';
import { expectedBy, orderStatusIds, piastersToPounds, translate } from '@store/contract';
import { and, asc, count, desc, eq, inArray, max, min, ne, sql } from 'drizzle-orm';
import { findBranch } from '../branches/index.ts';
import { mediaPath } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  cancellationReasonTranslations,
  orderEvents,
  orderItems,
  orderItemTranslations,
  orderStatuses,
  orderStatusTranslations,
  orderSubstitutions,
  orders,
  payments,
  paymentTypeTranslations,
  products,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { type CancelPolicy, cancelDecision } from './cancellation-rules.ts';
import { cardPaymentOf } from './card-holds.ts';
import { orderOrigins, pharmacistOf } from './order-origins.ts';
import { orderTimeline } from './order-timeline.ts';
import { canEditDelivery, editCutoff, type ScheduleSettings, slotById } from './schedule-rules.ts';
import { ordersWithPendingSubstitutions } from './substitutions.ts';

type PaymentState = OrderSummary['paymentState'];

function summaryQuery(db: Db, lang: Lang) {
  return db
    .select({
      order: orders,
      statusName: orderStatusTranslations.name,
      statusColor: orderStatuses.color,
      paymentType: paymentTypeTranslations.name,
    })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(orderStatusTranslations, inLang(orderStatusTranslations, orderStatuses.id, lang))
    .innerJoin(paymentTypeTranslations, inLang(paymentTypeTranslations, orders.paymentTypeId, lang));
}

type SummaryRow = Awaited<ReturnType<typeof summaryQuery>>[number];

/** `waiting`: items of the order wait for the customer's choice of substitutes (docs/decisions/0020). */
function toSummary(row: SummaryRow, itemsCount: number, waiting = false): OrderSummary {
  const { order } = row;
  return {
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: { id: order.statusId, name: row.statusName, color: row.statusColor },
    cancelled: order.cancelledAt !== null || order.statusId === orderStatusIds.cancelled,
    // An order on its way takes no more answers: no 'choose before' beside 'out for delivery'.
    hasAlternatives: waiting && order.cancelledAt === null && order.dispatchedAt === null,
    itemsCount,
    total: piastersToPounds(order.total),
    paymentType: { id: order.paymentTypeId, type: row.paymentType },
    paymentState: order.paymentState as PaymentState,
    awaitingPayment: order.awaitingPayment,
    delivery: deliveryOf(order.deliveryDate, order.slotId),
  };
}

/** A scheduled order's day and slot (docs/decisions/0021). */
export function deliveryOf(date: string | null, slotId: number | null) {
  const slot = slotId === null ? null : slotById(slotId);
  return date && slot ? { date, from: slot.from, to: slot.to } : null;
}

async function itemCounts(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ orderId: orderItems.orderId, items: count() })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, row.items]));
}

/** Pending: still on its way. Old: completed or cancelled. Newest first. */
export async function listOrders(db: Db, userId: number, lang: Lang) {
  const rows = await summaryQuery(db, lang)
    // An online checkout still waiting for its payment is not an order yet (docs/decisions/0031).
    .where(and(eq(orders.userId, userId), eq(orders.awaitingPayment, false)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  const counts = await itemCounts(
    db,
    rows.map((row) => row.order.id),
  );
  const waiting = await ordersWithPendingSubstitutions(
    db,
    rows.map((row) => row.order.id),
  );
  const summaries = rows.map((row) =>
    toSummary(row, counts.get(row.order.id) ?? 0, waiting.has(row.order.id)),
  );
  const isOld = (summary: OrderSummary) =>
    summary.cancelled || summary.status.id === orderStatusIds.completed;
  return { pendingOrders: summaries.filter((s) => !isOld(s)), oldOrders: summaries.filter(isOld) };
}

/** The default windows (5 and 3 minutes, docs/product.md#cancelling); the app passes the configured ones. */
export const specCancelPolicy: CancelPolicy = { windowMinutes: 5, substitutionMinutes: 3 };

/**
 * The user's own order, or null (someone else's looks missing). `cancellableUntil` is worked out
 * for `now` under the policy.
 */
export async function findOrder(
  db: Db,
  userId: number,
  orderId: number,
  lang: Lang,
  cancel: {
    policy: CancelPolicy;
    now: Date;
    /** The edit cutoff of scheduled orders (without it, `itemsEditableUntil` is left out). */
    schedule?: { settings: ScheduleSettings; now: Date };
  } = { policy: specCancelPolicy, now: new Date() },
): Promise<Order | null> {
  const [row] = await summaryQuery(db, lang).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) return null;
  const items = await db
    .select({
      item: orderItems,
      name: orderItemTranslations.name,
      cuttingType: orderItemTranslations.cuttingType,
      pictureId: products.pictureId,
    })
    .from(orderItems)
    .innerJoin(orderItemTranslations, inLang(orderItemTranslations, orderItems.id, lang))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const [branch, origins] = await Promise.all([
    findBranch(db, lang, row.order.branchId),
    orderOrigins(db, orderId),
  ]);
  const { order } = row;
  const summary = toSummary(
    row,
    items.length,
    (await ordersWithPendingSubstitutions(db, [orderId])).has(orderId),
  );
  const timeline = await timelineOf(db, order, lang, summary.hasAlternatives);
  return {
    ...summary,
    items: items.map(({ item, name, cuttingType, pictureId }) => ({
      id: item.id,
      productId: item.productId,
      name,
      image: mediaPath.product(item.productId, pictureId),
      quantity: item.quantityMilli / 1000,
      weighted: item.weighted,
      price: piastersToPounds(item.unitPrice),
      amount: piastersToPounds(item.amount),
      cuttingType,
      cuttingTypeId: item.cuttingTypeId,
      weighing: origins.weighing(item.id),
    })),
    subtotal: piastersToPounds(order.subtotal),
    discount: piastersToPounds(order.discount),
    discountPercentage: order.discountPercentage,
    deliveryCharge: piastersToPounds(order.deliveryCharge),
    promoCode: order.promoCode,
    branch: { id: order.branchId, name: branch?.name ?? '', address: branch?.address ?? '' },
    address: order.addressText,
    comment: order.comment,
    orderFrom: order.orderFrom,
    needsConfirmationCall: order.needsConfirmationCall,
    cancellableUntil: cancellableUntil(order, cancel.policy, cancel.now),
    canReorder: order.statusId === orderStatusIds.completed && order.cancelledAt === null,
    ...(cancel.schedule
      ? { itemsEditableUntil: itemsEditableUntil(order, cancel.schedule.now, cancel.schedule.settings) }
      : {}),
    timeline,
    expectedBy:
      expectedBy({
        promiseMinutes: order.promiseMinutes,
        acceptedAt: acceptedAtOf(timeline),
        statusId: order.statusId,
        cancelled: order.cancelledAt !== null,
      })?.toISOString() ?? null,
    cardPayment: await cardPaymentInPounds(db, order.id),
    kioskPayment: await kioskPaymentOf(db, order.id),
    prescriptionId: order.prescriptionId ?? origins.prescriptionId,
    pharmacistCheck: order.pharmacistCheck,
    pharmacist: pharmacistOf(order),
  };
}

/** When the branch accepted the order (its timeline's accepted step), if it has. */
function acceptedAtOf(timeline: readonly { type: string; at: string | null }[]): Date | null {
  const at = timeline.find((step) => step.type === 'accepted')?.at;
  return at ? new Date(at) : null;
}

/** A held card's amounts for the order page (docs/decisions/0039), EGP; null without a hold. */
async function cardPaymentInPounds(db: Db, orderId: number) {
  const card = await cardPaymentOf(db, orderId);
  return card
    ? {
        held: piastersToPounds(card.held),
        captured: piastersToPounds(card.captured),
        collectAtDoor: piastersToPounds(card.collectAtDoor),
      }
    : null;
}

/**
 * The kiosk reference still open to pay at an outlet (docs/decisions/0080): the newest pending
 * attempt with a bill reference. Null when none (paid, expired with its order, or not a kiosk order).
 */
async function kioskPaymentOf(db: Db, orderId: number) {
  const [open] = await db
    .select({ reference: payments.billReference, expiresAt: payments.expiresAt, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'kiosk'), eq(payments.state, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  return open?.reference && open.expiresAt
    ? {
        reference: open.reference,
        expiresAt: open.expiresAt.toISOString(),
        amount: piastersToPounds(open.amount),
      }
    : null;
}

/** The order's steps from its `order_events` rows and columns, named in `lang`. */
async function timelineOf(db: Db, order: typeof orders.$inferSelect, lang: Lang, waiting: boolean) {
  const [events, names, reason, substitution, answered] = await Promise.all([
    db
      .select({ type: orderEvents.type, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id)),
    db
      .select({ id: orderStatusTranslations.ownerId, name: orderStatusTranslations.name })
      .from(orderStatusTranslations)
      .where(eq(orderStatusTranslations.lang, lang)),
    order.cancellationReasonId === null
      ? Promise.resolve([])
      : db
          .select({ name: cancellationReasonTranslations.name })
          .from(cancellationReasonTranslations)
          .where(
            and(
              eq(cancellationReasonTranslations.ownerId, order.cancellationReasonId),
              eq(cancellationReasonTranslations.lang, lang),
            ),
          ),
    waiting
      ? db
          .select({
            requestedAt: min(orderSubstitutions.requestedAt),
            until: max(orderSubstitutions.expiresAt),
          })
          .from(orderSubstitutions)
          .where(and(eq(orderSubstitutions.orderId, order.id), eq(orderSubstitutions.state, 'pending')))
      : Promise.resolve([]),
    db
      .select({
        requestedAt: orderSubstitutions.requestedAt,
        answeredAt: max(orderSubstitutions.answeredAt),
        states: sql<string[]>`array_agg(distinct ${orderSubstitutions.state})`,
      })
      .from(orderSubstitutions)
      .where(and(eq(orderSubstitutions.orderId, order.id), ne(orderSubstitutions.state, 'pending')))
      .groupBy(orderSubstitutions.requestedAt),
  ]);
  const pending = substitution[0];
  return orderTimeline({
    statusId: order.statusId,
    createdAt: order.createdAt,
    dispatchedAt: order.dispatchedAt,
    cancelledAt: order.cancelledAt,
    cancellationReason: reason[0]?.name ?? null,
    cancellationComment: order.cancellationComment,
    substitution:
      pending?.requestedAt && pending.until
        ? { requestedAt: pending.requestedAt, until: pending.until }
        : null,
    events,
    statusNames: new Map(names.map((row) => [row.id, row.name])),
    substitutionName: translate(lang, 'timeline.substitution'),
    substitutionAskedName: translate(lang, 'timeline.substitutionAsked'),
    answeredSubstitutions: answered.map((row) => ({
      requestedAt: row.requestedAt,
      answeredAt: row.answeredAt,
      answer: translate(
        lang,
        row.states.includes('substituted')
          ? 'timeline.substitutionChosen'
          : row.states.every((state) => state === 'expired')
            ? 'timeline.substitutionExpired'
            : 'timeline.substitutionDropped',
      ),
    })),
  });
}

function cancellableUntil(order: typeof orders.$inferSelect, policy: CancelPolicy, now: Date) {
  const decision = cancelDecision(order, now, policy);
  return decision.allowed && decision.until ? decision.until.toISOString() : null;
}

/** Until when a scheduled order's items may change (`editScheduledOrderItems`' own rule), or null. */
function itemsEditableUntil(
  order: { statusId: number; deliveryDate: string | null; cancelledAt: Date | null },
  now: Date,
  settings: ScheduleSettings,
): string | null {
  if (order.statusId !== orderStatusIds.subscribed || !order.deliveryDate || order.cancelledAt) return null;
  if (!canEditDelivery(order.deliveryDate, now, settings)) return null;
  return editCutoff(order.deliveryDate, settings).toISOString();
}
