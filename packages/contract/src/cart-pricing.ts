/**
 * The store's one pricing rule, without I/O: what a set of lines costs with a promo and delivery.
 * The API prices the cart view, checkout, subscriptions and an order re-priced after substitutions
 * or weighing with it; it lives in the contract so the web's previews price exactly as the API does.
 * Money is integer piasters; quantities are integer milli-units (1 piece = 1000, 0.25 kg = 250), so
 * nothing rounds except a line's amount and a percentage discount.
 */

/** Unit price (per piece or per kg) times quantity, to the nearest piaster. */
export function lineAmount(unitPrice: number, quantityMilli: number): number {
  return Math.round((unitPrice * quantityMilli) / 1000);
}

export interface Promo {
  kind: 'percent' | 'fixed';
  /** Whole percent, or piasters off. */
  value: number;
}

/** When a promotion (by code or automatic) may be used: the columns of its row that say so. */
export interface PromoTerms {
  active: boolean;
  /** From this instant (Cairo midnight of its first day); null: from now. */
  startsAt?: Date | null | undefined;
  /** Up to (not including) this instant; null: no end. */
  expiresAt: Date | null;
  minimumOrder: number;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  /** The branches it runs at; null, undefined or empty: every branch. */
  branchIds?: readonly number[] | null | undefined;
  /** Only for a customer with no order placed before. */
  firstOrderOnly?: boolean | undefined;
}

/** How often a promotion was used: by everyone, and by this customer. */
export interface PromoUsage {
  total: number;
  byUser: number;
}

/** Where and for whom a promotion is checked: the cart's branch and the customer's placed orders. */
export interface PromoWhere {
  branchId: number;
  /** Orders the customer placed before (not cancelled). */
  placedOrders: number;
}

export type PromoProblem =
  | 'promo.expired'
  | 'promo.notStarted'
  | 'promo.usedUp'
  | 'promo.alreadyUsed'
  | 'promo.minimum'
  | 'promo.notAtBranch'
  | 'promo.firstOrderOnly'
  | 'promo.noItems'
  | 'promo.invalid';

/**
 * Whether a promotion applies to a cart of this subtotal now (null: it does), checked in this order:
 * active, started, not ended, at the branch, first order, uses by everyone, uses by this customer,
 * minimum order. Without `where` the branch and first-order terms are not checked.
 */
export function promoProblem(
  promo: PromoTerms,
  usage: PromoUsage,
  subtotal: number,
  now: Date,
  where?: PromoWhere,
): PromoProblem | null {
  if (!promo.active) return 'promo.invalid';
  if (promo.startsAt && promo.startsAt.getTime() > now.getTime()) return 'promo.notStarted';
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return 'promo.expired';
  if (where && promo.branchIds && promo.branchIds.length > 0 && !promo.branchIds.includes(where.branchId))
    return 'promo.notAtBranch';
  if (where && promo.firstOrderOnly && where.placedOrders > 0) return 'promo.firstOrderOnly';
  if (promo.maxUses !== null && usage.total >= promo.maxUses) return 'promo.usedUp';
  if (promo.maxUsesPerUser !== null && usage.byUser >= promo.maxUsesPerUser) return 'promo.alreadyUsed';
  if (subtotal < promo.minimumOrder) return 'promo.minimum';
  return null;
}

/** The products, categories and brands a promotion's discount is taken off (a line matching any). */
export interface PromotionTargets {
  productIds: readonly number[];
  categoryIds: readonly number[];
  brandIds: readonly number[];
}

/**
 * What a promotion takes off, as placed orders record it (docs/decisions/0076): a whole percent or
 * piasters off the order (`targets` null) or off the lines it targets, free delivery, or buy X get Y
 * (of the pieces it targets, for every `buy` + `get` the cheapest `get` are `value` percent off).
 */
export interface PromotionRule {
  id: number;
  kind: 'percent' | 'fixed' | 'freeDelivery' | 'buyXGetY';
  /** Whole percent (buy X get Y: off the pieces got, 100: free), or piasters off; 0 for free delivery. */
  value: number;
  /** Buy X get Y: pieces to buy, and pieces got with them. */
  buy?: number | undefined;
  get?: number | undefined;
  targets: PromotionTargets | null;
  /** Applies together with others; at most one that does not combine applies (the best for the customer). */
  combinable: boolean;
}

/** A promotion offered to the cart: its rule, and (the cart and checkout) the terms to check now. */
export interface PromotionOffer {
  rule: PromotionRule;
  check?: { terms: PromoTerms; usage: PromoUsage; now: Date; where?: PromoWhere | undefined } | undefined;
  /** The customer's code (its problem is answered as `promoProblem`). */
  code?: boolean | undefined;
}

/** What a line is, for a promotion's targets (left out: it matches only order-wide promotions). */
export interface LineTarget {
  productId?: number | undefined;
  /** The line's category and the categories above it. */
  categoryIds?: readonly number[] | undefined;
  brandId?: number | null | undefined;
}

/** A promotion that applied: what it took off (piasters) and the delivery charge it saved. */
export interface AppliedPromotion {
  id: number;
  rule: PromotionRule;
  discount: number;
  deliverySaved: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  discountPercentage: number;
  deliveryCharge: number;
  total: number;
}

export interface PriceLine extends LineTarget {
  /** Piasters per piece or per kg; null: the branch does not sell it (priced 0, checkout stops it). */
  unitPrice: number | null;
  quantityMilli: number;
}

export interface PriceCartInput<L extends PriceLine> {
  lines: readonly L[];
  /** The branch's delivery charge, piasters: charged while the lines cost anything. */
  deliveryCharge: number;
  /**
   * The branch's free-delivery amount, piasters (docs/decisions/0072): a subtotal that reaches it is
   * delivered free. Null or left out: delivery is always charged. An order already placed is re-priced
   * with the charge it was placed with and none of this (orders keep their charge).
   */
  freeDeliveryFrom?: number | null | undefined;
  /** A code's discount off the order (does not combine); the promotions below are the general form. */
  promo: Promo | null;
  /**
   * Check the promo first (the cart and checkout): a code that does not apply to this subtotal now
   * gives no discount and says why. Left out when an order already placed is re-priced (substitutes,
   * weights): the promo it was placed with stays.
   */
  promoCheck?: { terms: PromoTerms; usage: PromoUsage; now: Date } | undefined;
  /**
   * Promotions offered (automatic ones and the code), docs/decisions/0076. Re-pricing a placed order
   * passes the rules it was placed with, unchecked: the same promotions apply, however they were
   * edited since.
   */
  promotions?: readonly PromotionOffer[] | undefined;
}

export interface PricedCart<L extends PriceLine> {
  /** The lines as given, each with its amount. */
  lines: (L & { amount: number })[];
  /** Piasters taken off each line by promotions on chosen products (same order as `lines`). */
  lineDiscounts: number[];
  totals: Totals;
  /** Why the code gave no discount (only when checked); null when it applied or there is none. */
  promoProblem: PromoProblem | null;
  /** The promotions that applied, by id, with what each took off. */
  applied: AppliedPromotion[];
}

/**
 * What re-pricing a placed order applies: the promotions it was placed with (their rules then,
 * unchecked), or a single promo (tests, previews).
 */
export type PlacedPromotions = Promo | null | readonly PromotionOffer[];

/** `priceCart`'s promo and promotions for re-pricing with what an order was placed with. */
export function placedPromotionInput(placed: PlacedPromotions): {
  promo: Promo | null;
  promotions?: readonly PromotionOffer[];
} {
  return Array.isArray(placed) ? { promo: null, promotions: placed } : { promo: placed as Promo | null };
}

/** The legacy `promo` as a rule: an order-wide discount that does not combine (id 0). */
const legacyRule = (promo: Promo): PromotionRule => ({ ...promo, id: 0, targets: null, combinable: false });

/** Whether a line is one a promotion targets (an order-wide promotion: every line). */
export function lineMatches(targets: PromotionTargets | null, line: LineTarget): boolean {
  if (targets === null) return true;
  if (line.productId !== undefined && targets.productIds.includes(line.productId)) return true;
  if (line.brandId != null && targets.brandIds.includes(line.brandId)) return true;
  return (line.categoryIds ?? []).some((id) => targets.categoryIds.includes(id));
}

/** An automatic promotion as a product shows it (its card's offer text, docs/decisions/0076). */
export interface ShownPromotion {
  terms: PromoTerms;
  targets: PromotionTargets | null;
}

/**
 * The automatic promotion a product shows at a branch now: the first on at the branch that targets
 * it. Order-wide promotions (every product) and first-order-only ones (not every guest's) are not
 * shown on products; uses and minimums are the cart's to judge.
 */
export function shownPromotion<P extends ShownPromotion>(
  promotions: readonly P[],
  line: LineTarget,
  branchId: number,
  now: Date,
): P | null {
  return promotions.find((p) => promotionShown(p, branchId, now) && lineMatches(p.targets, line)) ?? null;
}

/** Whether products show an automatic promotion at a branch now (see `shownPromotion`). */
export function promotionShown(promotion: ShownPromotion, branchId: number, now: Date): boolean {
  if (promotion.targets === null || promotion.terms.firstOrderOnly) return false;
  const where = { branchId, placedOrders: 0 };
  return promoProblem(promotion.terms, { total: 0, byUser: 0 }, Number.MAX_SAFE_INTEGER, now, where) === null;
}

/** Application order: line promotions, then percentages off the order, then fixed amounts, then delivery. */
const stage = (rule: PromotionRule) =>
  rule.kind === 'freeDelivery'
    ? 3
    : rule.targets !== null || rule.kind === 'buyXGetY'
      ? 0
      : rule.kind === 'percent'
        ? 1
        : 2;

/** Most pieces of one line a buy-X-get-Y rule counts (a cart line is far below it). */
const maxPiecesPerLine = 1000;

/**
 * The lines' whole pieces a buy-X-get-Y rule discounts: of the pieces of its lines (weighed goods
 * count by whole kilos), cheapest first, `get` of every `buy + get`. Answers a line index per piece.
 */
function piecesGot(lines: readonly PriceLine[], rule: PromotionRule): number[] {
  const buy = Math.max(1, Math.floor(rule.buy ?? 1));
  const get = Math.max(1, Math.floor(rule.get ?? 1));
  const pieces: number[] = [];
  lines.forEach((line, i) => {
    if (!lineMatches(rule.targets, line) || line.unitPrice === null || line.unitPrice <= 0) return;
    const count = Math.min(maxPiecesPerLine, Math.floor(line.quantityMilli / 1000));
    for (let k = 0; k < count; k++) pieces.push(i);
  });
  pieces.sort((a, b) => lines[a]!.unitPrice! - lines[b]!.unitPrice! || a - b);
  return pieces.slice(0, Math.floor(pieces.length / (buy + get)) * get);
}

const percentOf = (amount: number, percent: number) =>
  Math.round((amount * Math.min(100, Math.max(0, percent))) / 100);

/**
 * Applies a set of rules to the lines' amounts: each takes off what is left after those before it
 * (never more), so no line and no order goes below zero.
 */
function applyRules(
  amounts: readonly number[],
  lines: readonly PriceLine[],
  rules: readonly PromotionRule[],
) {
  const ordered = [...rules].sort((a, b) => stage(a) - stage(b) || a.id - b.id);
  const left = [...amounts];
  const lineDiscounts = amounts.map(() => 0);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  let orderLeft = subtotal;
  let freeDelivery = false;
  const taken = new Map<number, number>();
  for (const rule of ordered) {
    let off = 0;
    if (rule.kind === 'freeDelivery') {
      freeDelivery = true;
    } else if (rule.kind === 'buyXGetY') {
      for (const i of piecesGot(lines, rule)) {
        const d = Math.min(left[i]!, percentOf(lines[i]!.unitPrice!, rule.value));
        left[i]! -= d;
        lineDiscounts[i]! += d;
        off += d;
      }
      orderLeft -= off;
    } else if (rule.targets !== null) {
      let fixedLeft = Math.max(0, rule.value);
      lines.forEach((line, i) => {
        if (!lineMatches(rule.targets, line) || left[i]! <= 0) return;
        const d = rule.kind === 'percent' ? percentOf(left[i]!, rule.value) : Math.min(left[i]!, fixedLeft);
        if (rule.kind === 'fixed') fixedLeft -= d;
        left[i]! -= d;
        lineDiscounts[i]! += d;
        off += d;
      });
      orderLeft -= off;
    } else {
      off =
        rule.kind === 'percent'
          ? percentOf(orderLeft, rule.value)
          : Math.min(orderLeft, Math.max(0, rule.value));
      orderLeft -= off;
    }
    taken.set(rule.id, (taken.get(rule.id) ?? 0) + off);
  }
  return { lineDiscounts, discount: subtotal - orderLeft, freeDelivery, taken, ordered };
}

/**
 * The lines' amounts, their subtotal, the promotions' discount and delivery, and the total:
 * subtotal - discount + delivery. The promotions (and the legacy `promo`) are checked when asked;
 * of those that apply, every combinable one applies and at most one that does not combine: the one
 * that saves the customer most with them (docs/decisions/0076). A discount never exceeds what is left
 * of its lines or of the order; delivery is free from the branch's amount or with a free-delivery
 * promotion.
 */
export function priceCart<L extends PriceLine>(input: PriceCartInput<L>): PricedCart<L> {
  const lines = input.lines.map((line) => ({
    ...line,
    amount: line.unitPrice === null ? 0 : lineAmount(line.unitPrice, line.quantityMilli),
  }));
  const amounts = lines.map((line) => line.amount);
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
  const offers: PromotionOffer[] = [
    ...(input.promo ? [{ rule: legacyRule(input.promo), check: input.promoCheck, code: true }] : []),
    ...(input.promotions ?? []),
  ];
  let problem: PromoProblem | null = null;
  const eligible: PromotionRule[] = [];
  for (const offer of offers) {
    let issue = offer.check
      ? promoProblem(offer.check.terms, offer.check.usage, subtotal, offer.check.now, offer.check.where)
      : null;
    if (
      !issue &&
      offer.check &&
      offer.rule.targets !== null &&
      !lines.some((line) => line.amount > 0 && lineMatches(offer.rule.targets, line))
    )
      issue = 'promo.noItems';
    if (offer.code && issue) problem = issue;
    if (!issue) eligible.push(offer.rule);
  }
  const freeFrom = input.freeDeliveryFrom ?? null;
  const charge = subtotal > 0 && (freeFrom === null || subtotal < freeFrom) ? input.deliveryCharge : 0;
  const combinable = eligible.filter((rule) => rule.combinable);
  const exclusive = eligible.filter((rule) => !rule.combinable).sort((a, b) => a.id - b.id);
  const saving = (result: ReturnType<typeof applyRules>) =>
    result.discount + (result.freeDelivery ? charge : 0);
  let best = applyRules(amounts, lines, combinable);
  let bestSaving = exclusive.length > 0 ? -1 : saving(best);
  for (const rule of exclusive) {
    const result = applyRules(amounts, lines, [rule, ...combinable]);
    if (saving(result) > bestSaving) {
      best = result;
      bestSaving = saving(result);
    }
  }
  const deliveryCharge = best.freeDelivery ? 0 : charge;
  const discount = subtotal > 0 ? best.discount : 0;
  // The delivery a free-delivery promotion saved is counted once, on the first of them.
  const firstFree = best.ordered.find((rule) => rule.kind === 'freeDelivery');
  const applied = best.ordered.map((rule) => ({
    id: rule.id,
    rule,
    discount: subtotal > 0 ? (best.taken.get(rule.id) ?? 0) : 0,
    deliverySaved: rule === firstFree ? charge : 0,
  }));
  const only = best.ordered.length === 1 ? best.ordered[0]! : null;
  const discountPercentage =
    only?.kind === 'percent' && only.targets === null
      ? only.value
      : subtotal > 0
        ? Math.round((discount * 100) / subtotal)
        : 0;
  return {
    lines,
    lineDiscounts: best.lineDiscounts,
    totals: {
      subtotal,
      discount,
      discountPercentage,
      deliveryCharge,
      total: subtotal - discount + deliveryCharge,
    },
    promoProblem: problem,
    applied,
  };
}

/**
 * The totals of a subtotal (piasters): `priceCart` of one line of that amount, for a page that knows
 * only the subtotal (a substitution's preview). Order-wide promotions only: none targets a line here.
 */
export function priceTotals(input: {
  subtotal: number;
  deliveryCharge: number;
  /** Free delivery from this subtotal (piasters, before the promo's discount); null: always charged. */
  freeDeliveryFrom?: number | null | undefined;
  promo: Promo | null;
  promotions?: readonly PromotionOffer[] | undefined;
}): Totals {
  return priceCart({
    lines: input.subtotal > 0 ? [{ unitPrice: input.subtotal, quantityMilli: 1000 }] : [],
    deliveryCharge: input.deliveryCharge,
    freeDeliveryFrom: input.freeDeliveryFrom,
    promo: input.promo,
    promotions: input.promotions,
  }).totals;
}
