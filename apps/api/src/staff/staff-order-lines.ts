import { type Lang, type MessageKey, orderStatusIds, piastersToPounds } from '@store/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { alternativesAt } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  branchProducts,
  orderEvents,
  orderItems,
  orderItemTranslations,
  orderSubstitutions,
  orders,
  productTranslations,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import {
  addStock,
  lockBranchStock,
  maxDeliveredMilli,
  orderPromo,
  requestSubstitutions,
  reweigh,
  type SubstitutionDeps,
  settleTotalChange,
  weightInBounds,
} from '../orders/index.ts';
import { orderItemTargets, repricedOrderPromotions } from '../promotions/index.ts';
import { type StaffMember, seesBranch } from './staff-rules.ts';

/**
 * The branch's work on an order's lines (docs/decisions/0022): offering substitutes through the
 * customers' own substitution code, and entering the delivered weight of weight-priced goods.
 */

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

/** The order row, locked for this transaction; someone else's branch's order is not found. */
async function lockOrder(tx: Db, actor: StaffMember, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !seesBranch(actor, order.branchId)) throw notFound('order.notFound');
  return order;
}

/**
 * Asks the customer to choose substitutes. `requestSubstitutions` opens its own transaction on the
 * handle it is given; given this one, it runs as a savepoint inside it, so the request, its timeout
 * job and the audit row are written together or not at all.
 */
export async function staffRequestSubstitutions(
  db: Db,
  input: {
    actor: StaffMember;
    orderId: number;
    items: { orderItemId: number; alternativeProductIds?: number[] | undefined }[];
  },
  deps: SubstitutionDeps,
): Promise<{ expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    const result = await requestSubstitutions(tx, { orderId: order.id, items: input.items }, deps);
    const offered = await tx
      .select({
        orderItemId: orderSubstitutions.orderItemId,
        productId: orderSubstitutions.productId,
        alternativeIds: orderSubstitutions.alternativeIds,
      })
      .from(orderSubstitutions)
      .where(and(eq(orderSubstitutions.orderId, order.id), eq(orderSubstitutions.state, 'pending')))
      .orderBy(asc(orderSubstitutions.orderItemId));
    await writeAudit(tx, {
      staffId: input.actor.id,
      action: 'order.substitutions',
      entity: 'order',
      entityId: order.id,
      before: { substitutionRequestedAt: order.substitutionRequestedAt?.toISOString() ?? null, pending: [] },
      after: {
        substitutionRequestedAt: deps.now().toISOString(),
        expiresAt: result.expiresAt.toISOString(),
        pending: offered,
      },
      at: deps.now(),
    });
    return result;
  });
}

const candidateLimit = 30;

/**
 * What can be offered instead of an order item: the alternatives rule's choice (alternatives-rule.ts:
 * the same active ingredients and form first, then the same use), each sold at the order's branch with
 * at least the item's quantity in stock (what `requestSubstitutions` accepts).
 */
export async function alternativesCandidates(
  db: Db,
  input: { actor: StaffMember; orderId: number; orderItemId: number; lang: Lang },
) {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order || !seesBranch(input.actor, order.branchId)) throw notFound('order.notFound');
  const [item] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.orderId, order.id)));
  if (!item) throw invalid('substitution.itemNotInOrder');
  const ranked =
    (await alternativesAt(db, {
      productId: item.productId,
      branchId: order.branchId,
      minStockMilli: item.quantityMilli,
      limit: candidateLimit,
    })) ?? [];
  const offers =
    ranked.length === 0
      ? []
      : await db
          .select({
            id: branchProducts.productId,
            price: branchProducts.price,
            stockMilli: branchProducts.stockMilli,
          })
          .from(branchProducts)
          .where(
            and(
              eq(branchProducts.branchId, order.branchId),
              inArray(
                branchProducts.productId,
                ranked.map((row) => row.id),
              ),
            ),
          );
  const candidates = ranked.flatMap((row) => {
    const offer = offers.find((found) => found.id === row.id);
    return offer ? [{ ...offer, source: row.match }] : [];
  });
  const names =
    candidates.length === 0
      ? []
      : await db
          .select({ id: productTranslations.ownerId, name: productTranslations.name })
          .from(productTranslations)
          .where(
            and(
              inArray(
                productTranslations.ownerId,
                candidates.map((row) => row.id),
              ),
              eq(productTranslations.lang, input.lang),
            ),
          );
  return {
    orderItemId: item.id,
    productId: item.productId,
    quantity: item.quantityMilli / 1000,
    candidates: candidates.map((row) => ({
      id: row.id,
      name: names.find((name) => name.id === row.id)?.name ?? '',
      price: piastersToPounds(row.price),
      stock: row.stockMilli / 1000,
      source: row.source,
    })),
  };
}

/** Weights may be entered until the order is delivered. */
const weighableStatuses: readonly number[] = [
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.outForDelivery,
];

/**
 * The delivered weights of weight-priced lines. In one transaction under the order's row lock: the
 * lines and totals at checkout's prices (promo worked out again), the branch's stock moved by the
 * difference, an online-paid order's difference in the payment ledger (the excess refunded through
 * the gateway, a shortfall collected on delivery, as substitutions do), an `order.weighed` event and
 * the audit row. The bound is on the weight first ordered, so weighing twice cannot creep upwards.
 */
export async function weighOrderItems(
  db: Db,
  input: {
    actor: StaffMember;
    orderId: number;
    items: { orderItemId: number; deliveredQuantity: number }[];
    lang: Lang;
  },
  deps: Pick<SubstitutionDeps, 'gateway' | 'log'>,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.actor, input.orderId);
    if (order.cancelledAt !== null || !weighableStatuses.includes(order.statusId))
      throw invalid('staff.weighClosed');
    const lines = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const nameOf = async (orderItemId: number) => {
      const [row] = await tx
        .select({ name: orderItemTranslations.name })
        .from(orderItemTranslations)
        .where(
          and(eq(orderItemTranslations.ownerId, orderItemId), eq(orderItemTranslations.lang, input.lang)),
        );
      return row?.name ?? '';
    };
    const ids = input.items.map((item) => item.orderItemId);
    if (new Set(ids).size !== ids.length) throw invalid('substitution.itemNotInOrder');
    const pending = await tx
      .select({ orderItemId: orderSubstitutions.orderItemId })
      .from(orderSubstitutions)
      .where(and(eq(orderSubstitutions.orderId, order.id), eq(orderSubstitutions.state, 'pending')));
    const firstOrdered = await orderedWeights(tx, order.id);
    const delivered = new Map<number, number>();
    for (const wanted of input.items) {
      const line = lines.find((row) => row.id === wanted.orderItemId);
      if (!line) throw invalid('substitution.itemNotInOrder');
      if (!line.weighted) throw invalid('staff.notWeighted', { name: await nameOf(line.id) });
      if (pending.some((row) => row.orderItemId === line.id))
        throw invalid('staff.weighPending', { name: await nameOf(line.id) });
      const ordered = firstOrdered.get(line.id) ?? line.quantityMilli;
      const milli = Math.round(wanted.deliveredQuantity * 1000);
      if (!weightInBounds(ordered, milli))
        throw invalid('staff.weightOutOfBounds', {
          name: await nameOf(line.id),
          max: maxDeliveredMilli(ordered) / 1000,
        });
      delivered.set(line.id, milli);
    }

    const promo = await orderPromo(tx, order.id);
    const after = reweigh(await orderItemTargets(tx, lines), delivered, order.deliveryCharge, promo);

    // Stock rows locked in product order (as checkout, cancel and substitutions do). The goods are
    // already cut: a heavier delivery is taken from stock even if the count says less is left, and
    // the stock may go below zero until the next stock load corrects it.
    const moves = after.lines
      .filter((line) => line.stockDelta !== 0)
      .map((line) => ({
        productId: lines.find((row) => row.id === line.orderItemId)!.productId,
        milli: line.stockDelta,
      }))
      .sort((a, b) => a.productId - b.productId);
    await lockBranchStock(
      tx,
      order.branchId,
      moves.map((move) => move.productId),
    );
    for (const move of moves)
      await addStock(tx, order.branchId, move.productId, move.milli, {
        reason: 'weighed',
        orderId: order.id,
        staffId: input.actor.id,
      });

    for (const line of after.lines) {
      if (!delivered.has(line.orderItemId)) continue;
      await tx
        .update(orderItems)
        .set({ quantityMilli: line.quantityMilli, amount: line.amount })
        .where(eq(orderItems.id, line.orderItemId));
    }
    const [updated] = await tx.update(orders).set(after.totals).where(eq(orders.id, order.id)).returning();
    await repricedOrderPromotions(tx, order.id, after.applied);

    const ledger = await settleTotalChange(tx, order, after.totals.total, { now, reason: 'weight' }, deps);
    const weighed = [...delivered].map(([orderItemId, deliveredMilli]) => {
      const line = lines.find((row) => row.id === orderItemId)!;
      return {
        orderItemId,
        productId: line.productId,
        orderedMilli: firstOrdered.get(orderItemId) ?? line.quantityMilli,
        beforeMilli: line.quantityMilli,
        deliveredMilli,
        amountBefore: line.amount,
        amountAfter: after.lines.find((l) => l.orderItemId === orderItemId)!.amount,
      };
    });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'order.weighed',
      data: {
        by: 'staff',
        staffId: input.actor.id,
        items: weighed,
        totalBefore: order.total,
        totalAfter: after.totals.total,
        ledger: ledger?.money ?? null,
      },
      at: now,
    });
    const money = (row: typeof order) => ({
      subtotal: row.subtotal,
      discount: row.discount,
      total: row.total,
    });
    await writeAudit(tx, {
      staffId: input.actor.id,
      action: 'order.weights',
      entity: 'order',
      entityId: order.id,
      before: {
        ...money(order),
        items: weighed.map((w) => ({
          orderItemId: w.orderItemId,
          quantityMilli: w.beforeMilli,
          amount: w.amountBefore,
        })),
      },
      after: {
        ...money(updated!),
        items: weighed.map((w) => ({
          orderItemId: w.orderItemId,
          quantityMilli: w.deliveredMilli,
          amount: w.amountAfter,
        })),
        ledger: ledger?.money ?? null,
      },
      at: now,
    });
    // The gateway last, inside the transaction: a refused refund changes nothing.
    if (ledger?.refund) await ledger.refund();
  });
}

/** The weight each line was first ordered at, from earlier weighings of the order. */
async function orderedWeights(tx: Db, orderId: number): Promise<Map<number, number>> {
  const events = await tx
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.weighed')))
    .orderBy(asc(orderEvents.id));
  const first = new Map<number, number>();
  for (const event of events) {
    const items = (event.data as { items?: { orderItemId: number; orderedMilli: number }[] }).items ?? [];
    for (const item of items)
      if (!first.has(item.orderItemId)) first.set(item.orderItemId, item.orderedMilli);
  }
  return first;
}
