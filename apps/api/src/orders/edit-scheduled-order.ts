import { type Lang, type MessageKey, orderStatusIds, placedPromotionInput, priceCart } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orderEvents, orderItems, orders } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { lineTargets, repricedOrderPromotions } from '../promotions/index.ts';
import { addStock, lockBranchStock } from './branch-stock.ts';
import { orderPromo } from './order-promo.ts';
import { type SettlementDeps, settleTotalChange } from './payment-ledger.ts';
import { insertOrderLines } from './place-order.ts';
import { canEditDelivery, type ScheduleSettings } from './schedule-rules.ts';
import { checkedScheduledLines, cutoffPassed, type ScheduledLineInput } from './scheduled-lines.ts';

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

export interface EditScheduledOrderDeps extends SettlementDeps {
  now(): Date;
  settings: ScheduleSettings;
}

/**
 * Replaces what a scheduled order brings (instant orders cannot be edited, scheduled ones can:
 * docs/product.md#scheduled-and-subscribed-orders), until its delivery's edit cutoff, the same as a subscription's (the day before, 18:00
 * Cairo). One transaction: the old lines' stock goes back and the new lines' is taken, locked in
 * product order as checkout locks it, priced at today's branch prices with the order's own promo and
 * delivery charge (`priceCart`), the names copied in, an `order.itemsChanged` event; an order paid
 * online settles the difference through the payment ledger (refund or amount to collect).
 */
export async function editScheduledOrderItems(
  db: Db,
  userId: number,
  orderId: number,
  input: ScheduledLineInput[],
  lang: Lang,
  deps: EditScheduledOrderDeps,
) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('order.notFound');
    if (order.statusId !== orderStatusIds.subscribed || !order.deliveryDate)
      throw invalid('order.notEditable');
    if (!canEditDelivery(order.deliveryDate, deps.now(), deps.settings))
      throw cutoffPassed(order.deliveryDate, deps.settings, lang);

    const lines = await checkedScheduledLines(tx, order.branchId, input, lang);
    const before = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const change = new Map<number, number>();
    for (const item of before)
      change.set(item.productId, (change.get(item.productId) ?? 0) + item.quantityMilli);
    for (const line of lines)
      change.set(line.productId, (change.get(line.productId) ?? 0) - line.quantityMilli);
    const productIds = [...change.keys()].sort((a, b) => a - b);
    const stock = await lockBranchStock(tx, order.branchId, productIds);
    for (const line of lines) {
      const row = stock.get(line.productId);
      // What this order already holds counts as available to it.
      if (!row || row.stockMilli + change.get(line.productId)! < 0) throw invalid('cart.outOfStock');
    }
    for (const productId of productIds) {
      const delta = change.get(productId)!;
      if (delta === 0) continue;
      await addStock(tx, order.branchId, productId, delta, { reason: 'order_edited', orderId: order.id });
    }

    const priced = priceCart({
      lines: await lineTargets(tx, lines),
      deliveryCharge: order.deliveryCharge,
      ...placedPromotionInput(await orderPromo(tx, order.id)),
    });
    await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
    await insertOrderLines(
      tx,
      order.id,
      lines.map((line, index) => ({
        productId: line.productId,
        quantityMilli: line.quantityMilli,
        weighted: line.weighted,
        unitPrice: line.unitPrice,
        amount: priced.lines[index]!.amount,
        cuttingTypeId: line.cuttingTypeId,
      })),
    );
    await tx.update(orders).set(priced.totals).where(eq(orders.id, order.id));
    await repricedOrderPromotions(tx, order.id, priced.applied);
    const settled = await settleTotalChange(
      tx,
      order,
      priced.totals.total,
      { now: deps.now(), reason: 'items-changed' },
      deps,
    );
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'order.itemsChanged',
      data: { from: order.total, to: priced.totals.total, ledger: settled?.money ?? null },
      at: deps.now(),
    });
    // Asked last, inside the transaction: a refused refund changes nothing (as substitutions do).
    if (settled?.refund) await settled.refund();
  });
}
