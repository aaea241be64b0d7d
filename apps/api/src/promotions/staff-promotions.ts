import {
  type Lang,
  languages,
  piastersToPounds,
  type StaffMember,
  type StaffPromotion,
  type StaffPromotionCreate,
  type StaffPromotionUsage,
} from '@store/contract';
import { and, asc, count, eq, inArray, isNull, ne, sql, sum } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import { notifyCatalogueChange } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  branchTranslations,
  orderPromotions,
  orders,
  promoCodes,
  promotionBranches,
  promotionTargets,
  promotionTranslations,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { type Promotion, withDetails } from './promotion-queries.ts';
import { managesPromotion, promotionDays, promotionValues, valueAtEdge } from './promotion-rules.ts';

const invalid = (key: 'staffPromotions.codeTaken' | 'staffPromotions.branchesRequired', field: string) =>
  new ApiError(422, key, { field }, [key]);

/**
 * Product cards show automatic promotions (their offer text): every instance forgets its guests'
 * pages and the promotions it shows when the transaction commits (a code's promotion shows nowhere,
 * but a code may become automatic and back).
 */
const shownOnProducts = (tx: Db) => notifyCatalogueChange(tx, { branchId: 0, productId: 0 });

/** A promotion as the console shows it, with its uses. */
function toStaff(promotion: Promotion, uses: number): StaffPromotion {
  return {
    id: promotion.id,
    code: promotion.code,
    nameEn: promotion.names.en,
    nameAr: promotion.names.ar,
    kind: promotion.kind as StaffPromotion['kind'],
    value: valueAtEdge(promotion.kind, promotion.value),
    minimumOrder: piastersToPounds(promotion.minimumOrder),
    ...promotionDays(promotion.startsAt, promotion.expiresAt),
    maxUses: promotion.maxUses,
    maxUsesPerUser: promotion.maxUsesPerUser,
    buyQuantity: promotion.buyQuantity,
    getQuantity: promotion.getQuantity,
    firstOrderOnly: promotion.firstOrderOnly,
    combinable: promotion.combinable,
    active: promotion.active,
    version: promotion.version,
    productIds: [...(promotion.targets?.productIds ?? [])],
    categoryIds: [...(promotion.targets?.categoryIds ?? [])],
    brandIds: [...(promotion.targets?.brandIds ?? [])],
    branchIds: promotion.branchIds,
    uses,
  };
}

/** Orders placed with each promotion and not cancelled (an online checkout waiting for payment aside). */
async function usesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: orderPromotions.promotionId, uses: count() })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .where(
      and(
        inArray(orderPromotions.promotionId, ids),
        isNull(orders.cancelledAt),
        eq(orders.awaitingPayment, false),
      ),
    )
    .groupBy(orderPromotions.promotionId);
  return new Map(rows.map((row) => [row.id, row.uses]));
}

/** Every promotion the staff member manages, newest first. */
export async function staffPromotions(db: Db, staff: StaffMember): Promise<StaffPromotion[]> {
  const rows = await db.select().from(promoCodes).orderBy(sql`${promoCodes.id} desc`);
  const mine = (await withDetails(db, rows)).filter((p) => managesPromotion(staff, p.branchIds));
  const uses = await usesOf(
    db,
    mine.map((p) => p.id),
  );
  return mine.map((p) => toStaff(p, uses.get(p.id) ?? 0));
}

/** One promotion the staff member manages (anyone else's, or none: 404), optionally locked. */
async function managed(db: Db, staff: StaffMember, id: number, lock = false): Promise<Promotion> {
  const query = db.select().from(promoCodes).where(eq(promoCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  const [promotion] = row ? await withDetails(db, [row]) : [];
  if (!promotion || !managesPromotion(staff, promotion.branchIds)) throw notFound('staffPromotions.notFound');
  return promotion;
}

export async function staffPromotion(db: Db, staff: StaffMember, id: number): Promise<StaffPromotion> {
  const promotion = await managed(db, staff, id);
  return toStaff(promotion, (await usesOf(db, [id])).get(id) ?? 0);
}

/** Checks what a body may set: a branch manager's runs at some of their branches; a code is its own. */
async function checkBody(db: Db, staff: StaffMember, body: StaffPromotionCreate, id: number | null) {
  if (!managesPromotion(staff, body.branchIds ?? []))
    throw invalid('staffPromotions.branchesRequired', 'branchIds');
  if (body.code) {
    const [taken] = await db
      .select({ id: promoCodes.id })
      .from(promoCodes)
      .where(
        and(eq(sql`upper(${promoCodes.code})`, body.code), id === null ? undefined : ne(promoCodes.id, id)),
      );
    if (taken) throw invalid('staffPromotions.codeTaken', 'code');
  }
}

/** Writes a promotion's names, targets and branches (replacing any it had). */
async function writeDetails(tx: Db, id: number, body: StaffPromotionCreate) {
  await tx.delete(promotionTranslations).where(eq(promotionTranslations.ownerId, id));
  await tx.delete(promotionTargets).where(eq(promotionTargets.promotionId, id));
  await tx.delete(promotionBranches).where(eq(promotionBranches.promotionId, id));
  const names: Record<Lang, string> = { en: body.nameEn, ar: body.nameAr };
  await tx
    .insert(promotionTranslations)
    .values(languages.map((lang) => ({ ownerId: id, lang, name: names[lang] })));
  const targets = [
    ...new Set((body.productIds ?? []).map((t) => `product:${t}`)),
    ...new Set((body.categoryIds ?? []).map((t) => `category:${t}`)),
    ...new Set((body.brandIds ?? []).map((t) => `brand:${t}`)),
  ].map((key) => {
    const [kind, targetId] = key.split(':') as [string, string];
    return { promotionId: id, kind, targetId: Number(targetId) };
  });
  if (targets.length > 0) await tx.insert(promotionTargets).values(targets);
  const branchIds = [...new Set(body.branchIds ?? [])];
  if (branchIds.length > 0)
    await tx.insert(promotionBranches).values(branchIds.map((branchId) => ({ promotionId: id, branchId })));
}

export async function createPromotion(
  db: Db,
  staff: StaffMember,
  body: StaffPromotionCreate,
): Promise<number> {
  await checkBody(db, staff, body, null);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promoCodes)
      .values({ ...promotionValues(body), active: true })
      .returning({ id: promoCodes.id });
    const id = row!.id;
    await writeDetails(tx, id, body);
    await shownOnProducts(tx);
    const after = await staffPromotion(tx, staff, id);
    await writeAudit(tx, {
      staffId: staff.id,
      action: 'promotion.created',
      entity: 'promotion',
      entityId: id,
      before: null,
      after,
      at: new Date(),
    });
    return id;
  });
}

/**
 * Replaces a promotion's terms from the version the form started from (409 otherwise). Orders
 * already placed keep the rules they were placed with (`order_promotions`).
 */
export async function editPromotion(
  db: Db,
  staff: StaffMember,
  id: number,
  body: StaffPromotionCreate & { version: number },
) {
  await db.transaction(async (tx) => {
    // Someone else's is a 404 before anything in the body is judged.
    const promotion = await managed(tx, staff, id, true);
    await checkBody(tx, staff, body, id);
    if (promotion.version !== body.version) throw new ApiError(409, 'staffPromotions.conflict');
    const before = await staffPromotion(tx, staff, id);
    await tx
      .update(promoCodes)
      .set({ ...promotionValues(body), version: promotion.version + 1 })
      .where(eq(promoCodes.id, id));
    await writeDetails(tx, id, body);
    await shownOnProducts(tx);
    // The branches may have moved it out of the manager's reach: read it back as an admin would.
    const [after] = await withDetails(tx, await tx.select().from(promoCodes).where(eq(promoCodes.id, id)));
    await writeAudit(tx, {
      staffId: staff.id,
      action: 'promotion.edited',
      entity: 'promotion',
      entityId: id,
      before,
      after: toStaff(after!, before.uses),
      at: new Date(),
    });
  });
}

/** Ends a promotion now: new carts and orders no longer get it; placed orders keep it. */
export async function endPromotion(db: Db, staff: StaffMember, id: number, version: number) {
  await db.transaction(async (tx) => {
    const promotion = await managed(tx, staff, id, true);
    if (promotion.version !== version) throw new ApiError(409, 'staffPromotions.conflict');
    await tx
      .update(promoCodes)
      .set({ active: false, version: promotion.version + 1 })
      .where(eq(promoCodes.id, id));
    await shownOnProducts(tx);
    await writeAudit(tx, {
      staffId: staff.id,
      action: 'promotion.ended',
      entity: 'promotion',
      entityId: id,
      before: { active: promotion.active, version: promotion.version },
      after: { active: false, version: promotion.version + 1 },
      at: new Date(),
    });
  });
}

/**
 * What a promotion did, per branch and in all (a branch manager's branches only): orders placed
 * with it and not cancelled, the discount and delivery it gave then, and the orders' totals now.
 */
export async function promotionUsageFigures(
  db: Db,
  staff: StaffMember,
  id: number,
  lang: Lang,
): Promise<StaffPromotionUsage> {
  await managed(db, staff, id);
  const rows = await db
    .select({
      branchId: orderPromotions.branchId,
      name: branchTranslations.name,
      orders: count(),
      discount: sum(orderPromotions.discount).mapWith(Number),
      deliverySaved: sum(orderPromotions.deliverySaved).mapWith(Number),
      revenue: sum(orders.total).mapWith(Number),
    })
    .from(orderPromotions)
    .innerJoin(orders, eq(orders.id, orderPromotions.orderId))
    .leftJoin(
      branchTranslations,
      and(eq(branchTranslations.ownerId, orderPromotions.branchId), eq(branchTranslations.lang, lang)),
    )
    .where(
      and(
        eq(orderPromotions.promotionId, id),
        isNull(orders.cancelledAt),
        eq(orders.awaitingPayment, false),
        staff.role === 'admin' ? undefined : inArray(orderPromotions.branchId, [...staff.branchIds, 0]),
      ),
    )
    .groupBy(orderPromotions.branchId, branchTranslations.name)
    .orderBy(asc(orderPromotions.branchId));
  const byBranch = rows.map((row) => ({
    branchId: row.branchId,
    name: row.name ?? '',
    orders: row.orders,
    discount: piastersToPounds(row.discount ?? 0),
    revenue: piastersToPounds(row.revenue ?? 0),
    deliverySaved: piastersToPounds(row.deliverySaved ?? 0),
  }));
  const total = (field: 'discount' | 'revenue' | 'deliverySaved') =>
    piastersToPounds(rows.reduce((s, row) => s + (row[field] ?? 0), 0));
  return {
    orders: rows.reduce((s, row) => s + row.orders, 0),
    discount: total('discount'),
    revenue: total('revenue'),
    deliverySaved: total('deliverySaved'),
    byBranch,
  };
}
