import {
  type Lang,
  languages,
  lineAmount,
  type MessageKey,
  type OrderAlternatives,
  orderStatusIds,
  piastersToPounds,
} from '@store/contract';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { alternativesAt, mediaPath, productNamesIn, soldHere } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orderItemTranslations,
  orderSubstitutions,
  orders,
  products,
  productTranslations,
} from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { namesList } from '../http/names-list.ts';
import type { JobExecutor } from '../jobs/index.ts';
import { lineTargets, orderItemTargets, repricedOrderPromotions } from '../promotions/index.ts';
import { addStock, lockBranchStock } from './branch-stock.ts';
import { cancelOrder } from './cancel-order.ts';
import type { CancelPolicy } from './cancellation-rules.ts';
import { orderPromo, promoAtEdge } from './order-promo.ts';
import { settleTotalChange } from './payment-ledger.ts';
import {
  checkChoices,
  type LineChange,
  linesAfter,
  priceDifference,
  substitutionDeadline,
} from './substitution-rules.ts';

/** What the substitution operations need from the app (see order-jobs.ts). */
export interface SubstitutionDeps {
  /** The job runner's clock: tests move it. */
  now(): Date;
  /** SUBSTITUTION_MINUTES. */
  minutes: number;
  gateway: PaymentGateway;
  policy: CancelPolicy;
  /** Schedules the drop of the request's unanswered items at its deadline, in the caller's transaction. */
  scheduleTimeout(tx: JobExecutor, orderId: number, requestedAt: Date, expiresAt: Date): Promise<unknown>;
  log?: { error(details: object, message: string): void };
}

const invalid = (key: MessageKey, params: Record<string, string | number> = {}, validation = [key]) =>
  new ApiError(422, key, params, validation);

/** Statuses an order can still be changed in: it has not left the branch. */
const openStatuses: readonly number[] = [orderStatusIds.placed, orderStatusIds.inProcess];

type OrderRow = typeof orders.$inferSelect;
type SubstitutionRow = typeof orderSubstitutions.$inferSelect;

async function lockOrder(tx: Db, orderId: number, userId?: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId)),
    )
    .for('update');
  return order ?? null;
}

const isOpen = (order: OrderRow) =>
  order.cancelledAt === null && order.dispatchedAt === null && openStatuses.includes(order.statusId);

function pendingRows(tx: Db, orderId: number) {
  return tx
    .select()
    .from(orderSubstitutions)
    .where(and(eq(orderSubstitutions.orderId, orderId), eq(orderSubstitutions.state, 'pending')))
    .orderBy(asc(orderSubstitutions.orderItemId));
}

export interface SubstitutionRequest {
  orderId: number;
  items: { orderItemId: number; alternativeProductIds?: number[] | undefined }[];
}

/**
 * The branch cannot supply some items of an order: the customer is asked to choose substitutes (the
 * staff console calls this). Offered substitutes must be in stock at the order's branch for the
 * item's quantity; with none named, the alternatives rule's choice (catalogue/alternatives-rule.ts) is
 * offered. In one transaction, under the order's row lock: the request rows, the order's
 * `substitution_requested_at` (it opens the short cancel window), a `substitution.requested` event
 * with the deadline, and the job that drops unanswered items at the deadline. One request per order
 * at a time.
 */
export async function requestSubstitutions(
  db: Db,
  input: SubstitutionRequest,
  deps: SubstitutionDeps,
): Promise<{ expiresAt: Date }> {
  const now = deps.now();
  const expiresAt = substitutionDeadline(now, deps.minutes);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw notFound('order.notFound');
    if (!isOpen(order)) throw invalid('substitution.orderClosed');
    if ((await pendingRows(tx, order.id)).length > 0) throw invalid('substitution.alreadyPending');
    const itemIds = [...new Set(input.items.map((item) => item.orderItemId))];
    if (itemIds.length === 0 || itemIds.length !== input.items.length)
      throw invalid('substitution.itemNotInOrder');
    const items = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.id, itemIds)));
    if (items.length !== itemIds.length) throw invalid('substitution.itemNotInOrder');

    const offered: { item: (typeof items)[number]; alternativeIds: number[] }[] = [];
    for (const wanted of input.items) {
      const item = items.find((row) => row.id === wanted.orderItemId)!;
      const named = wanted.alternativeProductIds?.filter((id) => id !== item.productId) ?? [];
      // None named: the alternatives rule's choice, as the staff console's candidates list it.
      const candidates =
        named.length > 0
          ? [...new Set(named)]
          : (
              (await alternativesAt(tx, {
                productId: item.productId,
                branchId: order.branchId,
                minStockMilli: item.quantityMilli,
              })) ?? []
            ).map((row) => row.id);
      const inStock =
        candidates.length === 0
          ? []
          : await tx
              .select({ productId: branchProducts.productId })
              .from(branchProducts)
              .where(
                and(
                  eq(branchProducts.branchId, order.branchId),
                  inArray(branchProducts.productId, candidates),
                  gte(branchProducts.stockMilli, item.quantityMilli),
                  soldHere(),
                ),
              );
      const available = new Set(inStock.map((row) => row.productId));
      if (named.length > 0 && available.size !== candidates.length)
        throw invalid('substitution.alternativeUnavailable');
      offered.push({ item, alternativeIds: candidates.filter((id) => available.has(id)) });
    }

    await tx.insert(orderSubstitutions).values(
      offered.map(({ item, alternativeIds }) => ({
        orderId: order.id,
        orderItemId: item.id,
        productId: item.productId,
        quantityMilli: item.quantityMilli,
        unitPrice: item.unitPrice,
        alternativeIds,
        requestedAt: now,
        expiresAt,
      })),
    );
    await tx.update(orders).set({ substitutionRequestedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'substitution.requested',
      data: {
        expiresAt: expiresAt.toISOString(),
        items: offered.map(({ item, alternativeIds }) => ({
          orderItemId: item.id,
          productId: item.productId,
          alternativeIds,
        })),
      },
      at: now,
    });
    await deps.scheduleTimeout(tx, order.id, now, expiresAt);
    return { expiresAt };
  });
}

/** `GET orders/{id}/alternatives`: the customer's own order's waiting items with their substitutes. */
export async function orderAlternatives(
  db: Db,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<OrderAlternatives> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound('order.notFound');
  const rows = order.cancelledAt === null ? await pendingRows(db, order.id) : [];
  const productIds = [...new Set(rows.flatMap((row) => [row.productId, ...row.alternativeIds]))];
  const names = await productNamesIn(db, productIds, lang);
  const prices =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: branchProducts.productId,
            price: branchProducts.price,
            pictureId: products.pictureId,
          })
          .from(branchProducts)
          .innerJoin(products, eq(products.id, branchProducts.productId))
          .where(
            and(eq(branchProducts.branchId, order.branchId), inArray(branchProducts.productId, productIds)),
          );
  const nameOf = (id: number) => names.get(id) ?? '';
  const imageOf = (id: number) => mediaPath.product(id, prices.find((p) => p.id === id)?.pictureId ?? null);
  const expiresAt = rows.reduce<Date | null>(
    (earliest, row) => (earliest === null || row.expiresAt < earliest ? row.expiresAt : earliest),
    null,
  );
  return {
    Items: rows.map((row) => ({
      id: row.orderItemId ?? 0,
      productId: row.productId,
      name: nameOf(row.productId),
      price: piastersToPounds(row.unitPrice),
      image: imageOf(row.productId),
      quantity: row.quantityMilli / 1000,
      amount: piastersToPounds(lineAmount(row.unitPrice, row.quantityMilli)),
      alternatives: row.alternativeIds.flatMap((id) => {
        const price = prices.find((p) => p.id === id)?.price;
        if (price === undefined) return [];
        return [
          {
            id,
            name: nameOf(id),
            finalPrice: piastersToPounds(price),
            image: imageOf(id),
            priceDifference: piastersToPounds(priceDifference(row.unitPrice, price, row.quantityMilli)),
          },
        ];
      }),
    })),
    expiresAt: expiresAt?.toISOString() ?? null,
    total: piastersToPounds(order.total),
    subtotal: piastersToPounds(order.subtotal),
    discountPercentage: order.discountPercentage,
    deliveryCharge: piastersToPounds(order.deliveryCharge),
    promo: promoAtEdge(await orderPromo(db, order.id)),
  };
}

/**
 * `POST orders/{id}/alternatives`: the customer's answer. Every waiting item needs one of its offered
 * substitutes or null (drop it), else nothing changes (422, docs/product.md#substitutions). Then, in one transaction
 * under the order's row lock: stock moves (the substitute's reserved, the original's returned), the
 * lines and totals are worked out again, an online-paid order's difference is written in the payment
 * ledger (and refunded through the gateway when it went down), and an event is recorded.
 */
export async function chooseSubstitutes(
  db: Db,
  input: {
    orderId: number;
    userId: number;
    lang: Lang;
    items: { id: number; alternativeId: number | null }[];
  },
  deps: SubstitutionDeps,
): Promise<void> {
  const now = deps.now();
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, input.userId);
    if (!order) throw notFound('order.notFound');
    // An order in the courier's hands is not re-priced; its unanswered items are dropped
    // at the deadline as always.
    if (order.dispatchedAt !== null && order.cancelledAt === null) throw invalid('substitution.dispatched');
    const rows = order.cancelledAt === null ? await pendingRows(tx, order.id) : [];
    if (rows.length === 0) throw invalid('substitution.nothingPending');
    if (rows.some((row) => row.expiresAt.getTime() < now.getTime())) throw invalid('substitution.expired');
    const checked = checkChoices(
      rows.map((row) => ({ orderItemId: row.orderItemId ?? 0, alternativeIds: row.alternativeIds })),
      input.items,
    );
    if (!checked.ok) {
      const namesOf = async (problem: 'missing' | 'notOffered') => {
        const ids = checked.problems.filter((p) => p.problem === problem).map((p) => p.orderItemId);
        const products = rows.filter((row) => ids.includes(row.orderItemId ?? 0)).map((row) => row.productId);
        if (products.length === 0) return '';
        const found = await productNamesIn(tx, products, input.lang);
        return namesList(input.lang, [...found.values()]);
      };
      const missing = await namesOf('missing');
      if (missing)
        throw invalid('substitution.chooseEach', { names: missing }, [
          'substitution.chooseEach',
          'substitution.chooseItem',
        ]);
      const notOffered = await namesOf('notOffered');
      if (notOffered) throw invalid('substitution.notOffered', { names: notOffered });
      throw invalid('substitution.notAsked');
    }
    await applyAnswers(tx, order, rows, checked.chosen, now, deps, 'answered', input.lang);
  });
}

/**
 * The request's deadline passed: its unanswered items are dropped (never substituted without
 * consent) and the order goes on. Run by the substitution-timeout job; doing it twice changes
 * nothing the second time.
 */
export async function expireSubstitutions(db: Db, orderId: number, deps: SubstitutionDeps): Promise<number> {
  const now = deps.now();
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return 0;
    const rows = (await pendingRows(tx, order.id)).filter((row) => row.expiresAt.getTime() <= now.getTime());
    if (rows.length === 0) return 0;
    if (order.cancelledAt !== null) {
      // The cancel gave the items' stock back already.
      await tx
        .update(orderSubstitutions)
        .set({ state: 'expired', answeredAt: now })
        .where(
          inArray(
            orderSubstitutions.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.length;
    }
    const dropAll = new Map(rows.map((row) => [row.orderItemId ?? 0, null]));
    await applyAnswers(tx, order, rows, dropAll, now, deps, 'expired', 'en');
    return rows.length;
  });
}

async function applyAnswers(
  tx: Db,
  order: OrderRow,
  rows: SubstitutionRow[],
  chosen: Map<number, number | null>,
  now: Date,
  deps: SubstitutionDeps,
  how: 'answered' | 'expired',
  lang: Lang,
) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const changed = items.filter((item) => chosen.has(item.id));
  const substituteIds = [...new Set([...chosen.values()].filter((id): id is number => id !== null))];

  // Stock rows of every product that moves, locked in product order (as checkout and cancel do).
  const touched = [...new Set([...changed.map((item) => item.productId), ...substituteIds])].sort(
    (a, b) => a - b,
  );
  const stockOf = await lockBranchStock(tx, order.branchId, touched);
  const delta = new Map<number, number>();
  const add = (productId: number, milli: number) => delta.set(productId, (delta.get(productId) ?? 0) + milli);
  const changes: LineChange[] = [];
  for (const item of changed) {
    const substitute = chosen.get(item.id) ?? null;
    add(item.productId, item.quantityMilli);
    if (substitute === null) {
      changes.push({ orderItemId: item.id, kind: 'drop' });
      continue;
    }
    const row = stockOf.get(substitute);
    add(substitute, -item.quantityMilli);
    changes.push({
      orderItemId: item.id,
      kind: 'substitute',
      productId: substitute,
      unitPrice: row?.price ?? 0,
    });
  }
  for (const productId of substituteIds) {
    const row = stockOf.get(productId);
    if (!row || row.stockMilli + (delta.get(productId) ?? 0) < 0) {
      const [found] = await tx
        .select({ name: productTranslations.name })
        .from(productTranslations)
        .where(and(eq(productTranslations.ownerId, productId), eq(productTranslations.lang, lang)));
      throw invalid('substitution.outOfStock', { name: found?.name ?? '' });
    }
  }
  for (const productId of touched) {
    const milli = delta.get(productId) ?? 0;
    if (milli === 0) continue;
    await addStock(tx, order.branchId, productId, milli, { reason: 'substituted', orderId: order.id });
  }

  const promo = await orderPromo(tx, order.id);
  const after = linesAfter(
    await orderItemTargets(tx, items),
    // A substitute is matched by the promotions as what it is.
    await lineTargets(
      tx,
      changes.filter((change) => change.kind === 'substitute'),
    ).then((targeted) =>
      changes.map((change) => targeted.find((t) => t.orderItemId === change.orderItemId) ?? change),
    ),
    order.deliveryCharge,
    promo,
  );

  // The order's lines: a substitute takes the item's place (its names in every language, as
  // ordered items keep theirs); a dropped item leaves the order.
  const weighted =
    substituteIds.length === 0
      ? []
      : await tx
          .select({ id: products.id, weighted: products.weighted })
          .from(products)
          .where(inArray(products.id, substituteIds));
  const names =
    substituteIds.length === 0
      ? []
      : await tx
          .select({
            id: productTranslations.ownerId,
            lang: productTranslations.lang,
            name: productTranslations.name,
          })
          .from(productTranslations)
          .where(inArray(productTranslations.ownerId, substituteIds));
  for (const change of changes) {
    if (change.kind === 'drop') {
      await tx.delete(orderItems).where(eq(orderItems.id, change.orderItemId));
      continue;
    }
    const line = after.lines.find((l) => l.orderItemId === change.orderItemId)!;
    await tx
      .update(orderItems)
      .set({
        productId: change.productId,
        unitPrice: change.unitPrice,
        amount: line.amount,
        weighted: weighted.find((row) => row.id === change.productId)?.weighted ?? false,
        cuttingTypeId: null,
      })
      .where(eq(orderItems.id, change.orderItemId));
    await tx.delete(orderItemTranslations).where(eq(orderItemTranslations.ownerId, change.orderItemId));
    const nameIn = (l: string) =>
      names.find((row) => row.id === change.productId && row.lang === l)?.name ??
      names.find((row) => row.id === change.productId && row.lang === 'en')?.name ??
      '';
    await tx
      .insert(orderItemTranslations)
      .values(
        languages.map((l) => ({ ownerId: change.orderItemId, lang: l, name: nameIn(l), cuttingType: null })),
      );
  }
  for (const row of rows) {
    const substitute = chosen.get(row.orderItemId ?? 0) ?? null;
    await tx
      .update(orderSubstitutions)
      .set({
        state: how === 'expired' ? 'expired' : substitute === null ? 'dropped' : 'substituted',
        chosenProductId: substitute,
        answeredAt: now,
      })
      .where(eq(orderSubstitutions.id, row.id));
  }
  await tx.update(orders).set(after.totals).where(eq(orders.id, order.id));
  await repricedOrderPromotions(tx, order.id, after.applied);

  const event = {
    orderId: order.id,
    type: how === 'expired' ? 'substitution.expired' : 'substitution.answered',
    data: {
      choices: rows.map((row) => ({
        orderItemId: row.orderItemId,
        productId: row.productId,
        chosenProductId: chosen.get(row.orderItemId ?? 0) ?? null,
      })),
      totalBefore: order.total,
      totalAfter: after.totals.total,
    },
    at: now,
  };

  if (after.lines.length === 0) {
    // Nothing is left to deliver: the order is cancelled (a paid order is refunded what it paid).
    await tx.insert(orderEvents).values(event);
    await cancelOrder(
      tx,
      { orderId: order.id, by: { system: 'every item was dropped' }, reasonId: null, now },
      { gateway: deps.gateway, policy: deps.policy, log: deps.log },
    );
    return;
  }

  const settled = await settleTotalChange(
    tx,
    order,
    after.totals.total,
    { now, reason: 'substitution' },
    deps,
  );
  await tx.insert(orderEvents).values({ ...event, data: { ...event.data, ledger: settled?.money ?? null } });
  if (settled?.refund) await settled.refund();
}

/** Orders among these with items waiting for the customer's choice. */
export async function ordersWithPendingSubstitutions(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: orderSubstitutions.orderId })
    .from(orderSubstitutions)
    .where(and(inArray(orderSubstitutions.orderId, orderIds), eq(orderSubstitutions.state, 'pending')));
  return new Set(rows.map((row) => row.orderId));
}
