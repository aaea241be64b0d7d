import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { cartFingerprint } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { cartItems, carts, orderEvents, orders } from '../db/schema.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import type { CancelPolicy } from './cancellation-rules.ts';
import { releaseUnpaidOrder } from './order-jobs.ts';

/**
 * Online checkouts awaiting payment (docs/decisions/0031): an order row that holds the stock and the
 * promo use while the customer is on the gateway's page, hidden from the order list and the staff
 * board, with the cart left as it was.
 */

/**
 * Releases the user's open online checkouts (their stock and promo use go back) before the cart is
 * placed another way: paid online after it changed (`keep`: the fingerprint of the cart now, whose
 * checkout stays), or placed for cash. Each in its own transaction, under the order's row lock, so a
 * payment verified first wins (then the order is placed and kept).
 */
export async function releaseAwaitingCheckouts(
  db: Db,
  userId: number,
  deps: { gateway: PaymentGateway; policy: CancelPolicy; now: Date; keep?: string | undefined },
): Promise<number[]> {
  const open = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.awaitingPayment, true),
        isNull(orders.cancelledAt),
        deps.keep ? or(isNull(orders.cartFingerprint), ne(orders.cartFingerprint, deps.keep)) : undefined,
      ),
    );
  const released: number[] = [];
  for (const { id } of open) {
    if (await releaseUnpaidOrder(db, id, deps)) released.push(id);
  }
  return released;
}

/**
 * In the transaction that settles it (a verified payment, or the customer choosing to pay on
 * delivery): the checkout becomes an order the customer and the branch see, placed now, and the
 * cart it came from is emptied, if it is still that cart (a cart changed meanwhile is left alone).
 */
export async function placeAwaitingCheckout(tx: Db, orderId: number, now: Date): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({ awaitingPayment: false, createdAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.awaitingPayment, true)))
    .returning({
      userId: orders.userId,
      branchId: orders.branchId,
      cartFingerprint: orders.cartFingerprint,
    });
  if (!order) return;
  await tx.insert(orderEvents).values({ orderId, type: 'order.placed', data: {}, at: now });
  if (order.cartFingerprint !== (await cartFingerprint(tx, order.userId, order.branchId))) return;
  await tx.delete(cartItems).where(eq(cartItems.userId, order.userId));
  await tx
    .update(carts)
    // The address and the way of paying stay chosen for the next order (customers were
    // asked again at every order); a promo code is used once.
    .set({ promoCodeId: null })
    .where(eq(carts.userId, order.userId));
}
