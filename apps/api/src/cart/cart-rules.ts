/**
 * The cart's quantity rules, without I/O. Quantities are integer milli-units (1 piece = 1000,
 * 0.25 kg = 250). Pricing (`priceCart`, `promoProblem`) and the checkout gate (`checkoutProblem`)
 * are the contract's, shared with the web.
 */

export const toMilli = (quantity: number) => Math.round(quantity * 1000);
export const fromMilli = (milli: number) => milli / 1000;

/** A quantity must be one of the product's allowed quantities (docs/product.md#quantities). */
export function isAllowedQuantity(allowed: readonly number[], quantityMilli: number): boolean {
  return allowed.some((quantity) => toMilli(quantity) === quantityMilli);
}

/** docs/product.md#large-orders: over 100 items, or 15 or more of one item, gets a confirmation call. */
export function needsConfirmationCall(
  lines: readonly { quantityMilli: number; weighted: boolean }[],
): boolean {
  // A weighed line is one item whatever it weighs.
  const pieces = lines.map((line) => (line.weighted ? 1 : line.quantityMilli / 1000));
  return pieces.reduce((sum, count) => sum + count, 0) > 100 || pieces.some((count) => count >= 15);
}
