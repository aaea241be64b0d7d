import type { ReorderSkipReason } from '@store/contract';

/**
 * What ordering an item again puts in the cart (pure). The product's allowed quantities may have
 * changed since the order, and the branch may have less in stock: the quantity becomes the allowed
 * one nearest to what was ordered (the smaller on a tie) among those the stock covers.
 */
export function reorderQuantity(
  allowed: readonly number[],
  orderedMilli: number,
  stockMilli: number,
): number | null {
  const candidates = allowed
    .map((quantity) => Math.round(quantity * 1000))
    .filter((q) => q > 0 && q <= stockMilli);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, q) => {
    const distance = Math.abs(q - orderedMilli);
    const bestDistance = Math.abs(best - orderedMilli);
    return distance < bestDistance || (distance === bestDistance && q < best) ? q : best;
  });
}

export interface ReorderProduct {
  /** Null: the cart's branch does not sell it. */
  price: number | null;
  stockMilli: number | null;
  quantities: readonly number[];
  /** Sold at any branch at all. */
  soldAnywhere: boolean;
}

/** The line to add, or why the item is skipped. */
export function reorderLine(
  product: ReorderProduct | null,
  orderedMilli: number,
): { quantityMilli: number } | { skip: ReorderSkipReason } {
  if (!product?.soldAnywhere) return { skip: 'notSold' };
  if (product.price === null || product.stockMilli === null) return { skip: 'notInBranch' };
  const quantityMilli = reorderQuantity(product.quantities, orderedMilli, product.stockMilli);
  return quantityMilli === null ? { skip: 'outOfStock' } : { quantityMilli };
}
