import {
  type Lang,
  type MessageKey,
  onlinePaymentTypeIds,
  orderStatusIds,
  priceCart,
  type RepeatingScheduleType,
  type Subscription,
  type SubscriptionStatus,
  saleProblem,
  translate,
} from '@store/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { deliveryPricingOf } from '../branches/index.ts';
import { needsConfirmationCall } from '../cart/index.ts';
import { mediaPath, productNamesInEveryLanguage } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  cancellationReasons,
  orderEvents,
  orderItems,
  orders,
  products,
  productTranslations,
  subscriptionItems,
  subscriptions,
  users,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Clock, JobExecutor, JobRunner } from '../jobs/index.ts';
import type { MessageSender } from '../messaging/index.ts';
import {
  addStock,
  type CancelOrderDeps,
  cancelOrder,
  canEditDelivery,
  checkedScheduledLines,
  cutoffPassed,
  deliveryDate,
  deliveryDates,
  editCutoff,
  insertOrderLines,
  lockBranchStock,
  quantityByProduct,
  type ScheduleSettings,
  slotById,
} from '../orders/index.ts';
import { withDeps } from '../with-deps.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

export const placeSubscriptionJob = 'subscription.place';
interface PlacePayload {
  subscriptionId: number;
  /** The delivery day this run orders: a run for a day the subscription has moved past does nothing. */
  date: string;
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Weekly and monthly subscriptions (docs/decisions/0021). Checkout places the first delivery as an
 * ordinary order and makes the subscription from it; for each later delivery a job, due at that
 * delivery's edit cutoff, places an order (status subscribed) at that moment's prices and stock.
 * Out-of-stock items are left out and the order gets an `order_events` row saying which.
 */
export interface SubscriptionDeps {
  db: Db;
  jobs: JobRunner;
  settings: ScheduleSettings;
  log: { warn(object: object, message: string): void };
  /** Tells the customer by SMS of a delivery that brings nothing (queued in the run's transaction). */
  sms?: MessageSender;
  /** Pause, skip and cancel cancel a delivery's order already placed, through `cancelOrder`. */
  cancel?: CancelOrderDeps;
}

/** The dependencies and what the feature makes of them once: its clock and its job. */
interface SubscriptionContext extends SubscriptionDeps {
  clock: Clock;
  placeJob: ReturnType<typeof definePlaceJob>;
}

function enqueueNext(deps: SubscriptionContext, executor: JobExecutor, subscriptionId: number, date: string) {
  const { settings, placeJob } = deps;
  return placeJob.enqueue(
    executor,
    { subscriptionId, date },
    { runAt: editCutoff(date, settings), singletonKey: `${subscriptionId}:${date}` },
  );
}

/** The job: orders the delivery of `payload.date` (or skips it while paused), then books the next. */
async function placeDue(deps: SubscriptionContext, payload: PlacePayload) {
  const { db, clock } = deps;
  await db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, payload.subscriptionId))
      .for('update');
    if (!sub || sub.status === 'cancelled' || sub.nextDate !== payload.date) return;
    const placed = sub.status === 'active' ? await placePeriodOrder(deps, tx, sub) : 'skipped';
    const period = sub.period + 1;
    const nextDate = deliveryDate(sub.startDate, sub.scheduleType as RepeatingScheduleType, period);
    if (placed === 'nothing in stock') await tellNothingInStock(deps, tx, sub, nextDate);
    await tx
      .update(subscriptions)
      .set({ period, nextDate, updatedAt: clock.now() })
      .where(eq(subscriptions.id, sub.id));
    await enqueueNext(deps, tx, sub.id, nextDate);
  });
}

/**
 * A delivery with nothing in stock places no order: the customer hears it by SMS (the notifications
 * inbox shows it too), with the next delivery's day, in their language.
 */
async function tellNothingInStock(deps: SubscriptionContext, tx: Db, sub: SubscriptionRow, nextDate: string) {
  const [user] = await tx
    .select({ phone: users.phone, lang: users.lang })
    .from(users)
    .where(eq(users.id, sub.userId));
  const lang: Lang = user?.lang === 'ar' ? 'ar' : 'en';
  if (!user?.phone || !deps.sms) return;
  const day = (date: string) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
  await deps.sms.send(
    {
      channel: 'sms',
      to: user.phone,
      body: translate(lang, 'subscription.nothingInStock', {
        date: day(sub.nextDate),
        next: day(nextDate),
      }),
    },
    { via: tx },
  );
}

/**
 * One delivery's order, from what is in stock now at the branch's prices now: 'placed', or
 * 'nothing in stock' (no order), or 'empty' (a subscription without items).
 */
async function placePeriodOrder(
  deps: SubscriptionContext,
  tx: Db,
  sub: SubscriptionRow,
): Promise<'placed' | 'nothing in stock' | 'empty'> {
  const { clock } = deps;
  const rows = await tx
    .select({
      item: subscriptionItems,
      weighted: products.weighted,
      medicineClass: products.medicineClass,
      maxPerOrder: products.maxPerOrder,
    })
    .from(subscriptionItems)
    .innerJoin(products, eq(products.id, subscriptionItems.productId))
    .where(eq(subscriptionItems.subscriptionId, sub.id))
    .orderBy(asc(subscriptionItems.id));
  if (rows.length === 0) return 'empty';
  // A product a pharmacist has since classified controlled, or limited below what the subscription
  // brings, is left out of this delivery as an out-of-stock one is (docs/decisions/0054).
  const wantedOf = quantityByProduct(rows.map(({ item }) => item));
  const sellable = (row: (typeof rows)[number]) =>
    saleProblem({ ...row, name: '' }, wantedOf.get(row.item.productId) ?? 0) === null;
  const items = rows.filter(sellable);
  const refused = [...new Set(rows.filter((row) => !sellable(row)).map(({ item }) => item.productId))];
  const {
    productIds,
    byProduct,
    wanted,
    inStock,
    kept,
    leftOut: outOfStock,
  } = await lockInStock(tx, sub.branchId, items);
  const leftOut = [...refused, ...outOfStock];
  if (kept.length === 0) {
    // Nothing to deliver: no order this time (the customer sees the next date move on).
    deps.log.warn(
      { subscription: sub.id, date: sub.nextDate },
      'a subscription delivery had nothing in stock',
    );
    return 'nothing in stock';
  }

  const priced = priceCart({
    lines: kept.map(({ item }) => ({
      unitPrice: byProduct.get(item.productId)!.price,
      quantityMilli: item.quantityMilli,
    })),
    ...(await deliveryPricingOf(tx, sub.branchId)),
    promo: null,
  });
  const [previous] = await tx
    .select({ addressText: orders.addressText })
    .from(orders)
    .where(eq(orders.subscriptionId, sub.id))
    .orderBy(desc(orders.id))
    .limit(1);
  const [order] = await tx
    .insert(orders)
    .values({
      userId: sub.userId,
      branchId: sub.branchId,
      statusId: orderStatusIds.subscribed,
      paymentTypeId: sub.paymentTypeId,
      paymentState: 'not_required',
      addressText: previous?.addressText ?? '',
      addressId: sub.addressId,
      comment: sub.comment,
      orderFrom: sub.orderFrom,
      ...priced.totals,
      needsConfirmationCall: needsConfirmationCall(
        kept.map(({ item, weighted }) => ({ quantityMilli: item.quantityMilli, weighted })),
      ),
      deliveryDate: sub.nextDate,
      slotId: sub.slotId,
      subscriptionId: sub.id,
      createdAt: clock.now(),
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  // Taken once the order exists (the rows are locked above), so each ledger row names it.
  for (const productId of productIds) {
    if (!inStock(productId)) continue;
    await addStock(tx, sub.branchId, productId, -wanted.get(productId)!, {
      reason: 'order_placed',
      orderId,
    });
  }
  await insertOrderLines(
    tx,
    orderId,
    kept.map(({ item, weighted }, index) => ({
      productId: item.productId,
      quantityMilli: item.quantityMilli,
      weighted,
      unitPrice: byProduct.get(item.productId)!.price,
      amount: priced.lines[index]!.amount,
      cuttingTypeId: item.cuttingTypeId,
    })),
  );
  await recordPlacement(tx, clock.now(), orderId, sub, leftOut);
  return 'placed';
}

/**
 * Locks the branch's rows of a delivery's products in product order, as checkout does (no deadlock
 * with customers buying the same goods), and sorts its items into those in stock and those left out.
 */
async function lockInStock<I extends { item: { productId: number; quantityMilli: number } }>(
  tx: Db,
  branchId: number,
  items: I[],
) {
  const productIds = [...new Set(items.map(({ item }) => item.productId))].sort((a, b) => a - b);
  const byProduct = await lockBranchStock(tx, branchId, productIds);
  const wanted = quantityByProduct(items.map(({ item }) => item));
  const inStock = (productId: number) => {
    const row = byProduct.get(productId);
    return row !== undefined && !row.notSold && row.stockMilli >= (wanted.get(productId) ?? 0);
  };
  const kept = items.filter(({ item }) => inStock(item.productId));
  const leftOut = [
    ...new Set(items.filter(({ item }) => !inStock(item.productId)).map(({ item }) => item.productId)),
  ];
  return { productIds, byProduct, wanted, inStock, kept, leftOut };
}

/** The order's events: placed for the subscription, and which items were left out, by name. */
async function recordPlacement(tx: Db, at: Date, orderId: number, sub: SubscriptionRow, leftOut: number[]) {
  const events: (typeof orderEvents.$inferInsert)[] = [
    { orderId, type: 'subscription.placed', data: { subscriptionId: sub.id, period: sub.period }, at },
  ];
  if (leftOut.length > 0) {
    events.push({
      orderId,
      type: 'subscription.itemsLeftOut',
      data: { subscriptionId: sub.id, items: await namesInEveryLanguage(tx, leftOut) },
      at,
    });
  }
  await tx.insert(orderEvents).values(events);
}

async function namesInEveryLanguage(tx: Db, productIds: number[]) {
  const names = await productNamesInEveryLanguage(tx, productIds);
  return productIds.map((productId) => ({ productId, name: names.get(productId)! }));
}

async function ownRow(executor: Db, userId: number, id: number, lock = false) {
  const query = executor
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('subscription.notFound');
  return row;
}

async function present(
  deps: SubscriptionContext,
  executor: Db,
  rows: SubscriptionRow[],
  lang: Lang,
): Promise<Subscription[]> {
  const { settings, clock } = deps;
  if (rows.length === 0) return [];
  const placed = await liveOrders(
    executor,
    rows.map((row) => row.id),
  );
  const items = await executor
    .select({
      item: subscriptionItems,
      weighted: products.weighted,
      name: productTranslations.name,
      pictureId: products.pictureId,
    })
    .from(subscriptionItems)
    .innerJoin(products, eq(products.id, subscriptionItems.productId))
    .leftJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .where(
      inArray(
        subscriptionItems.subscriptionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(subscriptionItems.id));
  const now = clock.now();
  return rows.map((row) => {
    const live = row.status !== 'cancelled';
    const slot = slotById(row.slotId)!;
    const type = row.scheduleType as RepeatingScheduleType;
    return {
      id: row.id,
      scheduleType: type,
      startDate: row.startDate,
      nextDate: live ? row.nextDate : null,
      upcomingDates: live ? deliveryDates(row.startDate, type, row.period + 1, 3) : [],
      nextDelivery: nextDelivery(
        row,
        placed.filter((order) => order.subscriptionId === row.id),
      ),
      slot: { id: slot.id, from: slot.from, to: slot.to },
      items: items
        .filter(({ item }) => item.subscriptionId === row.id)
        .map(({ item, weighted, name, pictureId }) => ({
          productId: item.productId,
          name: name ?? '',
          image: mediaPath.product(item.productId, pictureId),
          quantity: item.quantityMilli / 1000,
          weighted,
        })),
      status: row.status as SubscriptionStatus,
      editableUntil: live ? editCutoff(row.nextDate, settings).toISOString() : null,
      editable: live && canEditDelivery(row.nextDate, now, settings),
    };
  });
}

async function one(deps: SubscriptionContext, userId: number, id: number, lang: Lang) {
  const { db } = deps;
  return (await present(deps, db, [await ownRow(db, userId, id)], lang))[0]!;
}

/**
 * Cancels the subscription's orders already placed and not dispatched (the first delivery, or one
 * placed at its cutoff), as the customer's own cancel: stock back to the branch, the
 * `order.cancelled` event with what was returned. In the caller's transaction.
 */
async function cancelPlaced(
  deps: SubscriptionContext,
  tx: Db,
  sub: SubscriptionRow,
  why: 'subscriptionPaused' | 'subscriptionSkipped' | 'subscriptionCancelled',
  onlyFirst = false,
) {
  const { clock } = deps;
  const open = (await liveOrders(tx, [sub.id])).filter((order) => order.dispatchedAt === null);
  if (open.length === 0) return 0;
  if (!deps.cancel) throw new Error('subscriptions need the cancel dependencies to cancel placed orders');
  const [reason] = await tx
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.code, why));
  for (const order of onlyFirst ? open.slice(0, 1) : open) {
    await cancelOrder(
      tx,
      {
        orderId: order.id,
        by: { userId: sub.userId, subscription: true },
        reasonId: reason?.id ?? null,
        now: clock.now(),
      },
      deps.cancel,
    );
  }
  return open.length;
}

async function setStatus(
  deps: SubscriptionContext,
  userId: number,
  id: number,
  status: SubscriptionStatus,
  lang: Lang,
) {
  const { db, clock } = deps;
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id, true);
    if (row.status === status) return;
    if (row.status === 'cancelled') throw invalid('subscription.notActive');
    await tx.update(subscriptions).set({ status, updatedAt: clock.now() }).where(eq(subscriptions.id, id));
    // Pausing or cancelling stops the next delivery whatever state it is in, up to dispatch.
    if (status === 'paused') await cancelPlaced(deps, tx, row, 'subscriptionPaused');
    if (status === 'cancelled') await cancelPlaced(deps, tx, row, 'subscriptionCancelled');
  });
  return one(deps, userId, id, lang);
}

/**
 * Skips the next delivery only: its order when one is placed and not dispatched is cancelled;
 * otherwise the delivery not yet ordered is passed over (the job of its day finds the subscription
 * moved on and does nothing) and the one after it is booked.
 */
async function skip(deps: SubscriptionContext, userId: number, id: number, lang: Lang) {
  const { db, clock } = deps;
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id, true);
    if (row.status === 'cancelled') throw invalid('subscription.notActive');
    if (row.status === 'paused') throw invalid('subscription.nothingToSkip');
    if ((await cancelPlaced(deps, tx, row, 'subscriptionSkipped', true)) > 0) return;
    const period = row.period + 1;
    const nextDate = deliveryDate(row.startDate, row.scheduleType as RepeatingScheduleType, period);
    await tx
      .update(subscriptions)
      .set({ period, nextDate, updatedAt: clock.now() })
      .where(eq(subscriptions.id, row.id));
    await enqueueNext(deps, tx, row.id, nextDate);
  });
  return one(deps, userId, id, lang);
}

/**
 * In the checkout's transaction, once its first order is written: the subscription, with that
 * order's items, and the job for the delivery after it. Subscriptions are paid on delivery (the
 * store keeps no cards to charge every week), so online payment is refused here, rolling back.
 */
export async function startFromOrder(
  deps: SubscriptionContext,
  tx: Db,
  orderId: number,
  schedule: { scheduleType: RepeatingScheduleType; startDate: string; slotId: number },
) {
  const { clock } = deps;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (onlinePaymentTypeIds.includes(order!.paymentTypeId)) throw invalid('schedule.payOnDelivery');
  const nextDate = deliveryDate(schedule.startDate, schedule.scheduleType, 1);
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      userId: order!.userId,
      branchId: order!.branchId,
      scheduleType: schedule.scheduleType,
      startDate: schedule.startDate,
      period: 1,
      nextDate,
      slotId: schedule.slotId,
      status: 'active',
      addressId: order!.addressId,
      paymentTypeId: order!.paymentTypeId,
      comment: order!.comment,
      orderFrom: order!.orderFrom,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    })
    .returning({ id: subscriptions.id });
  const subscriptionId = sub!.id;
  const items = await tx
    .select({
      productId: orderItems.productId,
      quantityMilli: orderItems.quantityMilli,
      cuttingTypeId: orderItems.cuttingTypeId,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  await tx.insert(subscriptionItems).values(items.map((item) => ({ subscriptionId, ...item })));
  await tx.update(orders).set({ subscriptionId }).where(eq(orders.id, orderId));
  await enqueueNext(deps, tx, subscriptionId, nextDate);
  return subscriptionId;
}

export async function list(deps: SubscriptionContext, userId: number, lang: Lang) {
  const { db } = deps;
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.id));
  return present(deps, db, rows, lang);
}

/**
 * Replaces what the next deliveries bring, until the next delivery's cutoff (instant orders
 * cannot be edited, scheduled ones can: docs/product.md#scheduled-and-subscribed-orders). Stock is checked on the day, not here.
 */
export async function setItems(
  deps: SubscriptionContext,
  userId: number,
  id: number,
  input: { productId: number; quantity: number; cuttingTypeId?: number | undefined }[],
  lang: Lang,
) {
  const { db, settings, clock } = deps;
  await db.transaction(async (tx) => {
    const row = await ownRow(tx, userId, id, true);
    if (row.status === 'cancelled') throw invalid('subscription.notActive');
    if (!canEditDelivery(row.nextDate, clock.now(), settings))
      throw cutoffPassed(row.nextDate, settings, lang);
    const lines = (await checkedScheduledLines(tx, row.branchId, input, lang)).map((line) => ({
      subscriptionId: id,
      productId: line.productId,
      quantityMilli: line.quantityMilli,
      cuttingTypeId: line.cuttingTypeId,
    }));
    await tx.delete(subscriptionItems).where(eq(subscriptionItems.subscriptionId, id));
    await tx.insert(subscriptionItems).values(lines);
    await tx.update(subscriptions).set({ updatedAt: clock.now() }).where(eq(subscriptions.id, id));
  });
  return one(deps, userId, id, lang);
}

/** What checkout, the routes and the jobs use: the functions above with the dependencies given once. */
export function createSubscriptions(deps: SubscriptionDeps) {
  const context: SubscriptionContext = {
    ...deps,
    clock: deps.jobs.clock,
    placeJob: definePlaceJob(deps.jobs, (payload) => placeDue(context, payload)),
  };
  return {
    ...withDeps(context, { startFromOrder, list, setItems, skip, one, placeDue }),
    pause: (userId: number, id: number, lang: Lang) => setStatus(context, userId, id, 'paused', lang),
    resume: (userId: number, id: number, lang: Lang) => setStatus(context, userId, id, 'active', lang),
    cancel: (userId: number, id: number, lang: Lang) => setStatus(context, userId, id, 'cancelled', lang),
  };
}

/** The job that places a subscription's next delivery, defined once per runner. */
function definePlaceJob(jobs: JobRunner, run: (payload: PlacePayload) => Promise<void>) {
  return jobs.define<PlacePayload>(placeSubscriptionJob, run);
}

export type Subscriptions = ReturnType<typeof createSubscriptions>;

/** The subscriptions' orders not cancelled and not yet delivered, soonest first. */
async function liveOrders(executor: Db, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return [];
  return executor
    .select({
      id: orders.id,
      subscriptionId: orders.subscriptionId,
      deliveryDate: orders.deliveryDate,
      dispatchedAt: orders.dispatchedAt,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.subscriptionId, subscriptionIds),
        isNull(orders.cancelledAt),
        inArray(orders.statusId, liveStatuses),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.id));
}

const liveStatuses = [
  orderStatusIds.subscribed,
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.outForDelivery,
];

/**
 * The real next delivery: the soonest order placed and not delivered yet, else the next
 * day to be ordered while active; none while paused (pausing cancelled what was not on its way) or
 * once cancelled. Pure.
 */
export function nextDelivery(
  sub: Pick<SubscriptionRow, 'status' | 'nextDate'>,
  placed: readonly { id: number; deliveryDate: string | null; dispatchedAt: Date | null }[],
): Subscription['nextDelivery'] {
  const [first] = placed;
  if (first?.deliveryDate)
    return {
      date: first.deliveryDate,
      orderId: first.id,
      canSkip: first.dispatchedAt === null && sub.status === 'active',
    };
  if (sub.status !== 'active') return null;
  return { date: sub.nextDate, orderId: null, canSkip: true };
}
