/**
 * Substitutions (docs/product.md#substitutions; docs/decisions/0020), as pure functions: which answers
 * are complete, what an order's lines and totals become, and what an online-paid order's money
 * does then. Money in integer piasters, quantities in milli-units.
 */
import {
  type AppliedPromotion,
  type LineTarget,
  lineAmount,
  type PlacedPromotions,
  placedPromotionInput,
  priceCart,
  type Totals,
} from '@store/contract';

export interface PendingSubstitution {
  /** The order item the customer answers for. */
  orderItemId: number;
  alternativeIds: readonly number[];
}

export interface SubstitutionChoice {
  id: number;
  /** null: drop the item. */
  alternativeId: number | null;
}

export type ChoiceProblem = { orderItemId: number; problem: 'missing' | 'notOffered' | 'notAsked' };

/**
 * Every waiting item needs an answer: one of its offered substitutes, or null (drop it). An answer
 * for an item that was not asked about, a substitute that was not offered, or two answers for one
 * item are refused. Returns the chosen product (or null) per order item, or the problems.
 */
export function checkChoices(
  pending: readonly PendingSubstitution[],
  choices: readonly SubstitutionChoice[],
): { ok: true; chosen: Map<number, number | null> } | { ok: false; problems: ChoiceProblem[] } {
  const byItem = new Map(pending.map((item) => [item.orderItemId, item]));
  const chosen = new Map<number, number | null>();
  const problems: ChoiceProblem[] = [];
  for (const choice of choices) {
    const item = byItem.get(choice.id);
    if (!item || chosen.has(choice.id)) {
      problems.push({ orderItemId: choice.id, problem: 'notAsked' });
      continue;
    }
    if (choice.alternativeId !== null && !item.alternativeIds.includes(choice.alternativeId)) {
      problems.push({ orderItemId: choice.id, problem: 'notOffered' });
      continue;
    }
    chosen.set(choice.id, choice.alternativeId);
  }
  for (const item of pending) {
    if (!chosen.has(item.orderItemId) && !problems.some((p) => p.orderItemId === item.orderItemId))
      problems.push({ orderItemId: item.orderItemId, problem: 'missing' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, chosen };
}

/** What a line costs with the substitute instead (positive: dearer), for the same quantity. */
export function priceDifference(
  originalUnitPrice: number,
  substituteUnitPrice: number,
  quantityMilli: number,
) {
  return lineAmount(substituteUnitPrice, quantityMilli) - lineAmount(originalUnitPrice, quantityMilli);
}

export interface OrderLine extends LineTarget {
  orderItemId: number;
  productId: number;
  quantityMilli: number;
  unitPrice: number;
}

export type LineChange =
  | ({ orderItemId: number; kind: 'substitute'; productId: number; unitPrice: number } & Omit<
      LineTarget,
      'productId'
    >)
  | { orderItemId: number; kind: 'drop' };

/**
 * The order's lines after the answers (a substitute keeps the quantity at its own price; a dropped
 * line goes) and its totals, priced as checkout prices (`priceCart`): the promo is worked out again
 * on the new subtotal, and delivery stays charged while anything is left.
 */
export function linesAfter(
  lines: readonly OrderLine[],
  changes: readonly LineChange[],
  deliveryCharge: number,
  promo: PlacedPromotions,
): { lines: (OrderLine & { amount: number })[]; totals: Totals; applied: AppliedPromotion[] } {
  const byItem = new Map(changes.map((change) => [change.orderItemId, change]));
  const after: OrderLine[] = [];
  for (const line of lines) {
    const change = byItem.get(line.orderItemId);
    if (change?.kind === 'drop') continue;
    after.push(
      change?.kind === 'substitute'
        ? {
            ...line,
            productId: change.productId,
            unitPrice: change.unitPrice,
            // The substitute is matched by what it is (promotions on products, categories, brands).
            categoryIds: change.categoryIds,
            brandId: change.brandId,
          }
        : { ...line },
    );
  }
  const {
    lines: priced,
    totals,
    applied,
  } = priceCart({
    lines: after,
    deliveryCharge,
    ...placedPromotionInput(promo),
  });
  return { lines: priced, totals, applied };
}

export interface OnlineMoney {
  /** What the customer paid online. */
  paid: number;
  /** Already given back through the gateway. */
  refunded: number;
  /** Already set to be collected on delivery. */
  toCollect: number;
}

/**
 * An online-paid order whose total changed: the customer owes the new total. What was paid beyond it
 * goes back through the gateway; what it falls short is collected on delivery (docs/product.md#substitutions: a
 * dearer substitute may raise the price, an undelivered but billed item is credited back).
 * `collectChange` may be negative (a cheaper substitute after a dearer one lowers what is collected
 * before anything is refunded).
 */
export function settlement(money: OnlineMoney, newTotal: number): { refund: number; collectChange: number } {
  const kept = money.paid - money.refunded;
  const refund = Math.max(0, kept - newTotal);
  const collect = Math.max(0, newTotal - kept);
  return { refund, collectChange: collect - money.toCollect };
}

/** The deadline of a request made at `now`. */
export function substitutionDeadline(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}
