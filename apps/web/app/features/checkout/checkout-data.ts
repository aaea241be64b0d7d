/** What a checkout post answers once it succeeded: the order placed, and the payment page to go to. */
export interface CheckoutData {
  orderId?: number;
  url?: string;
}

/** The pause between 'order placed' and the order-placed page (docs/product.md#screen-details). */
export const placedRedirectMs = 500;

/**
 * After an order is placed (or an online payment starts) the cart is empty: running the checkout's
 * loader again would send the user to the cart before the order-placed page.
 */
export function keepAfterSuccess({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  if (actionResult && typeof actionResult === 'object' && 'ok' in actionResult && actionResult.ok)
    return false;
  return defaultShouldRevalidate;
}
