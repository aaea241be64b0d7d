import type { Cart, MessageKey } from '@store/contract';

export type GateProblem = Extract<
  MessageKey,
  'cart.empty' | 'cart.selectAddress' | 'cart.selectPayment' | 'cart.minimumOrder' | 'cart.maximumCart'
>;

/**
 * Whether the cart may go to checkout (docs/product.md#checkout-rules): an empty cart, a missing address or payment
 * method (whose chooser then opens), or a total outside the store's limits stops it, in that order.
 */
export function checkoutGate(
  cart: Pick<Cart, 'items' | 'address' | 'paymentType' | 'limits'> & { totals: { subtotal: number } },
): { problem: GateProblem; open?: 'address' | 'payment'; amount?: number } | null {
  if (cart.items.length === 0) return { problem: 'cart.empty' };
  if (!cart.address) return { problem: 'cart.selectAddress', open: 'address' };
  if (!cart.paymentType) return { problem: 'cart.selectPayment', open: 'payment' };
  if (cart.totals.subtotal < cart.limits.minimumOrder)
    return { problem: 'cart.minimumOrder', amount: cart.limits.minimumOrder };
  if (cart.totals.subtotal >= cart.limits.maximumCart)
    return { problem: 'cart.maximumCart', amount: cart.limits.maximumCart };
  return null;
}
