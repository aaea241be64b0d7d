/**
 * A card held at checkout (docs/decisions/0039): the amount held for an order of `total` is the total
 * and `marginPercent` more (a dearer substitute, a heavier weighed item), rounded up to the piaster.
 * The API holds it; the checkout shows it. Piasters.
 */
export function holdAmount(total: number, marginPercent: number): number {
  return total + Math.ceil((total * marginPercent) / 100);
}
