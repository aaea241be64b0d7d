/**
 * The rules of staff edits of a branch's row of a product (docs/decisions/0046). Pure:
 * the callers read and lock the row, and pass what open orders hold.
 *
 * `stock_milli` is what customers can still buy: orders take from it when placed and give back when
 * cancelled. What the branch has on its shelves is that plus what open orders hold.
 */

export interface StockLevel {
  stockMilli: number;
  /** What open orders (placed, scheduled, in process, out for delivery) hold. */
  heldMilli: number;
}

export type StockChange = { deltaMilli: number } | { countedMilli: number };

export type StockOutcome = { ok: true; deltaMilli: number; stockMilli: number } | { ok: false };

/**
 * The move a manual adjustment makes: a delta as given, or a count of the shelf turned into the
 * delta that makes the books agree. Refused when the shelf would hold less than open orders hold
 * (the customers who ordered are owed those units: selling them again would sell the last unit twice).
 * A level already below zero (a heavier delivery weighed out) may always be raised.
 */
export function adjustStock(level: StockLevel, change: StockChange): StockOutcome {
  const target =
    'countedMilli' in change ? change.countedMilli - level.heldMilli : level.stockMilli + change.deltaMilli;
  const deltaMilli = target - level.stockMilli;
  if (target < 0 && deltaMilli < 0) return { ok: false };
  return { ok: true, deltaMilli, stockMilli: target };
}

/** The settings of a branch row staff edit together, under one version. */
export interface BranchSettings {
  price: number;
  oldPrice: number | null;
  offerTypeId: number | null;
  notSold: boolean;
}

export const settingNames = ['price', 'oldPrice', 'offerTypeId', 'notSold'] as const;

/** The settings that differ between two states of a row, in a fixed order. */
export function changedSettings(before: BranchSettings, after: BranchSettings): (keyof BranchSettings)[] {
  return settingNames.filter((name) => before[name] !== after[name]);
}
