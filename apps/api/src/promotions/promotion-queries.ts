import {
  type AppliedPromotion,
  type Lang,
  type LineTarget,
  languages,
  type PromotionOffer,
  type PromotionRule,
  type PromotionTargets,
  promoProblem,
  type ShownPromotion,
} from '@store/contract';
import { and, asc, count, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  categories,
  orderPromotions,
  orders,
  products,
  promoCodes,
  promotionBranches,
  promotionTargets,
  promotionTranslations,
} from '../db/schema.ts';

export type PromotionRow = typeof promoCodes.$inferSelect;

/** A promotion with its targets, branches and names in every language. */
export interface Promotion extends PromotionRow {
  targets: PromotionTargets | null;
  branchIds: number[];
  names: Record<Lang, string>;
}

/** A promotion's row, targets and branches as the one price rule takes them. */
export function ruleOf(promotion: Promotion): PromotionRule {
  return {
    id: promotion.id,
    kind: promotion.kind as PromotionRule['kind'],
    value: promotion.value,
    ...(promotion.kind === 'buyXGetY'
      ? { buy: promotion.buyQuantity ?? 1, get: promotion.getQuantity ?? 1 }
      : {}),
    targets: promotion.targets,
    combinable: promotion.combinable,
  };
}

/** The promotions of these rows with their targets, branches and names. */
export async function withDetails(db: Db, rows: PromotionRow[]): Promise<Promotion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [targets, branches, names] = await Promise.all([
    db.select().from(promotionTargets).where(inArray(promotionTargets.promotionId, ids)),
    db.select().from(promotionBranches).where(inArray(promotionBranches.promotionId, ids)),
    db.select().from(promotionTranslations).where(inArray(promotionTranslations.ownerId, ids)),
  ]);
  return rows.map((row) => {
    const mine = targets.filter((t) => t.promotionId === row.id);
    const of = (kind: string) => mine.filter((t) => t.kind === kind).map((t) => t.targetId);
    const named = Object.fromEntries(
      languages.map((lang) => [
        lang,
        names.find((n) => n.ownerId === row.id && n.lang === lang)?.name ?? row.code ?? '',
      ]),
    ) as Record<Lang, string>;
    return {
      ...row,
      targets:
        mine.length === 0
          ? null
          : { productIds: of('product'), categoryIds: of('category'), brandIds: of('brand') },
      branchIds: branches.filter((b) => b.promotionId === row.id).map((b) => b.branchId),
      names: named,
    };
  });
}

/**
 * The promotions offered to a cart: every active automatic one and the cart's code (if any), with
 * their details. `lock` (checkout): the rows of those with a total use limit that could apply here
 * now (running, at this branch) are locked, in id order and after the stock rows, so two checkouts
 * on any instances count their uses one after the other; other checkouts do not queue on them.
 */
export async function offeredPromotions(
  db: Db,
  codeId: number | null,
  lock?: { branchId: number; now: Date },
): Promise<Promotion[]> {
  const where = and(
    codeId === null ? isNull(promoCodes.code) : or(isNull(promoCodes.code), eq(promoCodes.id, codeId)),
    // The code is offered even if inactive: its check says why it does not apply.
    codeId === null
      ? eq(promoCodes.active, true)
      : or(eq(promoCodes.active, true), eq(promoCodes.id, codeId)),
  );
  const promotions = await withDetails(
    db,
    await db.select().from(promoCodes).where(where).orderBy(asc(promoCodes.id)),
  );
  if (!lock) return promotions;
  const limited = promotions
    .filter(
      (p) =>
        p.maxUses !== null &&
        promoProblem(p, { total: 0, byUser: 0 }, Number.MAX_SAFE_INTEGER, lock.now, {
          branchId: lock.branchId,
          placedOrders: 0,
        }) === null,
    )
    .map((p) => p.id);
  if (limited.length === 0) return promotions;
  const locked = await db
    .select()
    .from(promoCodes)
    .where(inArray(promoCodes.id, limited))
    .orderBy(asc(promoCodes.id))
    .for('update');
  // The row as it is under the lock (its terms may have been edited since the first read).
  return promotions.map((p) => {
    const row = locked.find((l) => l.id === p.id);
    return row ? { ...p, ...row } : p;
  });
}

/**
 * Uses of these promotions by orders not cancelled: overall and by this user. The user's own online
 * checkout awaiting payment is this cart (docs/decisions/0031): the same use, not an earlier one.
 */
export async function promotionUsage(db: Db, promotionIds: number[], userId: number) {
  const usage = new Map<number, { total: number; byUser: number }>();
  for (const id of promotionIds) usage.set(id, { total: 0, byUser: 0 });
  if (promotionIds.length === 0) return usage;
  const rows = await db
    .select({ promotionId: orderPromotions.promotionId, userId: orders.userId, uses: count() })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(
      and(
        inArray(orderPromotions.promotionId, promotionIds),
        isNull(orders.cancelledAt),
        not(and(eq(orders.userId, userId), eq(orders.awaitingPayment, true))!),
      ),
    )
    .groupBy(orderPromotions.promotionId, orders.userId);
  for (const row of rows) {
    const entry = usage.get(row.promotionId)!;
    entry.total += row.uses;
    if (row.userId === userId) entry.byUser += row.uses;
  }
  return usage;
}

/** Orders the user placed and did not cancel (first-order promotions), this cart's own online checkout aside. */
export async function placedOrderCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.cancelledAt), eq(orders.awaitingPayment, false)));
  return row?.n ?? 0;
}

/**
 * The offers for `priceCart` at a branch now: each promotion with its terms and uses, the code
 * marked (its problem is the one the customer is told).
 */
export async function promotionOffers(
  db: Db,
  input: { userId: number; branchId: number; codeId: number | null; now: Date; lock?: boolean },
): Promise<{ offers: PromotionOffer[]; promotions: Promotion[] }> {
  const promotions = await offeredPromotions(
    db,
    input.codeId,
    input.lock ? { branchId: input.branchId, now: input.now } : undefined,
  );
  if (promotions.length === 0) return { offers: [], promotions };
  const usage = await promotionUsage(
    db,
    promotions.map((p) => p.id),
    input.userId,
  );
  const placedOrders = promotions.some((p) => p.firstOrderOnly)
    ? await placedOrderCount(db, input.userId)
    : 0;
  const offers = promotions.map((promotion) => ({
    rule: ruleOf(promotion),
    code: promotion.id === input.codeId,
    check: {
      terms: promotion,
      usage: usage.get(promotion.id)!,
      now: input.now,
      where: { branchId: input.branchId, placedOrders },
    },
  }));
  return { offers, promotions };
}

/**
 * The automatic promotions on products, categories or brands (active; started or not, ended or not:
 * `shownPromotion` judges the instant), with their names in every language: what product cards show.
 */
export async function automaticPromotions(
  db: Db,
): Promise<(ShownPromotion & { names: Record<Lang, string> })[]> {
  return (await offeredPromotions(db, null))
    .filter((promotion) => promotion.targets !== null)
    .map((promotion) => ({ terms: promotion, targets: promotion.targets, names: promotion.names }));
}

/** An order's items as the price rule reads them (by `orderItemId`), with what promotions target. */
export function orderItemTargets(
  db: Db,
  items: readonly { id: number; productId: number; quantityMilli: number; unitPrice: number }[],
) {
  return lineTargets(
    db,
    items.map((item) => ({
      orderItemId: item.id,
      productId: item.productId,
      quantityMilli: item.quantityMilli,
      unitPrice: item.unitPrice,
    })),
  );
}

/** Each product's category with the categories above it, and its brand: what promotions target. */
export async function lineTargets<L extends { productId: number }>(
  db: Db,
  lines: readonly L[],
): Promise<(L & LineTarget)[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.productId))];
  const [rows, tree] = await Promise.all([
    db
      .select({ id: products.id, categoryId: products.categoryId, brandId: products.brandId })
      .from(products)
      .where(inArray(products.id, ids)),
    db.select({ id: categories.id, parentId: categories.parentId }).from(categories),
  ]);
  const parent = new Map(tree.map((c) => [c.id, c.parentId]));
  const above = (id: number | null) => {
    const chain: number[] = [];
    for (let at = id; at !== null && at !== undefined && !chain.includes(at); at = parent.get(at) ?? null)
      chain.push(at);
    return chain;
  };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    return {
      ...line,
      categoryIds: above(product?.categoryId ?? null),
      brandId: product?.brandId ?? null,
    };
  });
}

/**
 * Records the promotions an order was placed with: the rule then, the names then, what each took
 * off. These rows are the uses (`promotionUsage`) and what re-pricing applies (`orderPromotionOffers`).
 */
export async function recordOrderPromotions(
  tx: Db,
  order: { id: number; userId: number; branchId: number },
  applied: readonly AppliedPromotion[],
  promotions: readonly Promotion[],
) {
  const rows = applied.flatMap((a) => {
    const promotion = promotions.find((p) => p.id === a.id);
    if (!promotion) return [];
    return [
      {
        orderId: order.id,
        promotionId: a.id,
        userId: order.userId,
        branchId: order.branchId,
        code: promotion.code,
        rule: a.rule,
        names: promotion.names,
        discount: a.discount,
        deliverySaved: a.deliverySaved,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(orderPromotions).values(rows);
}

/**
 * After re-pricing (substitutes, weights, a line refused, a scheduled order's edit): what each of
 * the order's promotions takes off now, so its usage counts the discount the order really got.
 */
export async function repricedOrderPromotions(tx: Db, orderId: number, applied: readonly AppliedPromotion[]) {
  for (const promotion of applied)
    await tx
      .update(orderPromotions)
      .set({ discount: promotion.discount, deliverySaved: promotion.deliverySaved })
      .where(and(eq(orderPromotions.orderId, orderId), eq(orderPromotions.promotionId, promotion.id)));
}

/** The promotions an order was placed with, as re-pricing applies them: the rules then, unchecked. */
export async function orderPromotionOffers(db: Db, orderId: number): Promise<PromotionOffer[]> {
  const rows = await db
    .select({ rule: orderPromotions.rule })
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, orderId))
    .orderBy(asc(orderPromotions.promotionId));
  return rows.map((row) => ({ rule: row.rule }));
}

/** The names of an order's promotions in a language (the order's and the cart's summary). */
export async function orderPromotionNames(db: Db, orderId: number, lang: Lang): Promise<string[]> {
  const rows = await db
    .select({ name: sql<string>`${orderPromotions.names} ->> ${lang}` })
    .from(orderPromotions)
    .where(eq(orderPromotions.orderId, orderId))
    .orderBy(asc(orderPromotions.promotionId));
  return rows.map((row) => row.name);
}
