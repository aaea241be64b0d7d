/**
 * Where a cart quantity stands on the product's allowed list (docs/product.md#quantities): the step below and
 * above, and whether it is the first (where decreasing becomes removing) or the last (no more).
 */
export interface QuantityStep {
  quantity: number;
  previous: number | null;
  next: number | null;
  atFirst: boolean;
  atLast: boolean;
}

/** The allowed quantities in order; a product without a list is sold one by one. */
export function allowedQuantities(quantities: readonly number[]): number[] {
  const list = [...new Set(quantities.filter((q) => Number.isFinite(q) && q > 0))].sort((a, b) => a - b);
  return list.length > 0 ? list : [1];
}

/** The first quantity to add. */
export function firstQuantity(quantities: readonly number[]): number {
  return allowedQuantities(quantities)[0] as number;
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

export function quantityStep(quantities: readonly number[], current: number): QuantityStep {
  const list = allowedQuantities(quantities);
  let index = list.findIndex((q) => same(q, current));
  // A quantity no longer on the list (the list changed): step from the nearest one below it.
  if (index === -1) {
    index = Math.max(
      0,
      list.findLastIndex((q) => q < current),
    );
  }
  const atFirst = index === 0;
  const atLast = index === list.length - 1;
  return {
    quantity: current,
    previous: atFirst ? null : (list[index - 1] as number),
    next: atLast ? null : (list[index + 1] as number),
    atFirst,
    atLast,
  };
}
