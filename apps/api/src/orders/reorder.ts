import { orderStatusIds, quantitiesWithin, type ReorderSkipped } from '@store/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CartService } from '../cart/index.ts';
import { soldHere } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { branchProducts, orderItems, orderItemTranslations, orders, products } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import { reorderLine } from './reorder-rules.ts';

/** Why the cart's own checks refused a line, as a reorder tells the customer. */
const skipReasonOf: Record<string, ReorderSkipped['reason']> = {
  'cart.outOfStock': 'outOfStock',
  'cart.quantityNotAllowed': 'outOfStock',
  'error.productNotInBranch': 'notInBranch',
  'error.productNotFound': 'notSold',
  'cart.maximumCart': 'cartLimit',
  'medicines.controlledNotOnline': 'counterOnly',
};

/**
 * Puts a completed order's items in the user's cart again, at the cart's branch and today's prices
 * (the cart never stores prices): each at the nearest allowed quantity the stock covers, cut the same
 * way when that way is still offered. Lines go through the cart service's own `add`, so every rule of
 * the cart applies; what cannot be added is returned with the reason.
 */
export async function reorder(
  db: Db,
  cart: CartService,
  input: { orderId: number; userId: number; shop: Shop },
): Promise<{ skipped: ReorderSkipped[]; added: number }> {
  const [order] = await db
    .select({ id: orders.id, statusId: orders.statusId })
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
  if (!order) throw notFound('order.notFound');
  if (order.statusId !== orderStatusIds.completed)
    throw new ApiError(422, 'order.reorderNotCompleted', {}, ['order.reorderNotCompleted']);

  const items = await db
    .select({
      productId: orderItems.productId,
      quantityMilli: orderItems.quantityMilli,
      cuttingTypeId: orderItems.cuttingTypeId,
      name: orderItemTranslations.name,
    })
    .from(orderItems)
    .innerJoin(orderItemTranslations, inLang(orderItemTranslations, orderItems.id, input.shop.lang))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const productIds = [...new Set(items.map((item) => item.productId))];
  const known = productIds.length
    ? await db
        .select({ id: products.id, quantities: products.quantities, maxPerOrder: products.maxPerOrder })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const offers = productIds.length
    ? await db
        .select({
          productId: branchProducts.productId,
          branchId: branchProducts.branchId,
          price: branchProducts.price,
          stockMilli: branchProducts.stockMilli,
        })
        .from(branchProducts)
        .where(and(inArray(branchProducts.productId, productIds), soldHere()))
    : [];

  const skipped: ReorderSkipped[] = [];
  let added = 0;
  // The cart puts the newest line first: adding in reverse keeps the order's own order on top.
  for (const item of [...items].reverse()) {
    const product = known.find((row) => row.id === item.productId);
    const here = offers.find(
      (row) => row.productId === item.productId && row.branchId === input.shop.branchId,
    );
    const line = reorderLine(
      product
        ? {
            price: here?.price ?? null,
            stockMilli: here?.stockMilli ?? null,
            // No more than one order may take of a medicine (docs/decisions/0054).
            quantities: quantitiesWithin(product.quantities as number[], product.maxPerOrder),
            soldAnywhere: offers.some((row) => row.productId === item.productId),
          }
        : null,
      item.quantityMilli,
    );
    if ('skip' in line) {
      skipped.push({ productId: item.productId, name: item.name, reason: line.skip });
      continue;
    }
    const add = (cuttingTypeId: number | undefined) =>
      cart.add(input.userId, input.shop, {
        productId: item.productId,
        quantity: line.quantityMilli / 1000,
        cuttingTypeId,
      });
    try {
      try {
        await add(item.cuttingTypeId ?? undefined);
      } catch (error) {
        // That way of cutting is no longer offered: the product's default one.
        if (!(error instanceof ApiError) || error.messageKey !== 'cart.cuttingTypeNotAllowed') throw error;
        await add(undefined);
      }
      added += 1;
    } catch (error) {
      const reason = error instanceof ApiError ? skipReasonOf[error.messageKey] : undefined;
      if (!reason) throw error;
      skipped.push({ productId: item.productId, name: item.name, reason });
    }
  }
  skipped.reverse();
  return { skipped, added };
}
