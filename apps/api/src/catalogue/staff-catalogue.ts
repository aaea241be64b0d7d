import {
  asciiDigits,
  branchScope,
  type Lang,
  type MessageKey,
  orderStatusIds,
  piastersToPounds,
  type StaffCatalogueProduct,
  type StaffCatalogueRow,
  type StaffMember,
  type StaffProductFilter,
  type StockMovement,
  type StockReason,
  seesBranch,
  staffCatalogueLimits,
  type stockAdjustmentReasons,
} from '@store/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import {
  branchProducts,
  branchTranslations,
  brandTranslations,
  categoryTranslations,
  offerTypes,
  offerTypeTranslations,
  orderItems,
  orders,
  products,
  productTranslations,
  staff,
  staffAuditLog,
  stockMovements,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import { addStock, lockBranchStock } from '../orders/index.ts';
import { adjustStock, type BranchSettings, changedSettings } from './branch-row-rules.ts';
import { notifyCatalogueChange } from './catalogue-changes.ts';
import { productsByCode } from './product-codes.ts';

/**
 * Prices and stock per branch from the staff console (docs/decisions/0046): the product
 * list, a product's branch rows, their edits (optimistic version), stock adjustments and the ledger.
 * Every write is one transaction with its audit row and the NOTIFY that makes every instance forget
 * its guests' pages.
 */

const entity = 'branch_product';
/** Orders whose items still hold stock: not delivered, completed or cancelled. */
const openStatuses = [
  orderStatusIds.placed,
  orderStatusIds.inProcess,
  orderStatusIds.subscribed,
  orderStatusIds.outForDelivery,
];
const milliToUnits = (milli: number) => milli / 1000;
/** How many of a keyword's matches the console lists (most relevant first, then by number). */
const searchMatchesMax = 5000;

/** The branch a list shows: the one asked for (404 when not the member's), else their first. */
export function listedBranch(member: StaffMember, branchId: number | undefined): number {
  if (branchId !== undefined) {
    if (!seesBranch(member, branchId)) throw notFound('error.branchNotFound');
    return branchId;
  }
  return branchScope(member)?.[0] ?? 1;
}

export interface ProductSearcher {
  search(keyword: string): Promise<{ ids: Int32Array }>;
}

/**
 * One page of products, ids ascending, read from the product key onwards (keyset: as fast on the
 * thousandth page of 100,000 products as on the first). A keyword is the store's own search (any
 * language, misspellings, synonyms); digits alone are a product number (SKU).
 */
export async function listStaffProducts(
  db: Db,
  searcher: ProductSearcher,
  lang: Lang,
  query: {
    branchId: number;
    q?: string | undefined;
    categoryId?: number | undefined;
    brandId?: number | undefined;
    stock?: 'any' | 'in' | 'out' | 'notSold' | undefined;
    product?: StaffProductFilter | undefined;
    after?: number | undefined;
    ids?: number[] | undefined;
  },
): Promise<{ products: StaffCatalogueRow[]; nextAfter: number | null }> {
  const size = staffCatalogueLimits.pageSize;
  const conditions: (SQL | undefined)[] = [gt(products.id, query.after ?? 0)];
  const q = query.q ? asciiDigits(query.q).trim() : '';
  // A code first: the product's SKU or a barcode (typed or scanned), or its number; else the store's search.
  const coded = q ? (await productsByCode(db, [q])).get(q) : undefined;
  if (coded || /^\d{1,9}$/.test(q)) conditions.push(eq(products.id, coded?.id ?? Number(q)));
  else if (q) {
    const found = await searcher.search(q);
    if (found.ids.length === 0) return { products: [], nextAfter: null };
    // The most relevant matches (a word as common as "tablet" matches tens of thousands), listed by number.
    const ids = Array.from(found.ids.subarray(0, searchMatchesMax)).sort((x, y) => x - y);
    conditions.push(sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`);
  }
  if (query.ids) conditions.push(inArray(products.id, query.ids));
  if (query.categoryId !== undefined)
    conditions.push(
      or(
        eq(products.categoryId, query.categoryId),
        eq(products.category2Id, query.categoryId),
        eq(products.category1Id, query.categoryId),
      ),
    );
  if (query.brandId !== undefined) conditions.push(eq(products.brandId, query.brandId));
  if (query.stock === 'in')
    conditions.push(sql`${branchProducts.stockMilli} > 0 and not ${branchProducts.notSold}`);
  if (query.stock === 'out') conditions.push(sql`${branchProducts.stockMilli} <= 0`);
  if (query.stock === 'notSold')
    conditions.push(sql`(${branchProducts.productId} is null or ${branchProducts.notSold})`);
  if (query.product === 'hidden') conditions.push(eq(products.hidden, true));
  if (query.product === 'shown') conditions.push(eq(products.hidden, false));
  if (query.product === 'noPicture') conditions.push(isNull(products.pictureId));
  // Customers reading Arabic see the English words where the Arabic name or description is missing.
  if (query.product === 'noArabic')
    conditions.push(sql`not exists (select 1 from ${productTranslations} ar
      where ar.owner_id = ${products.id} and ar.lang = 'ar' and btrim(ar.name) <> '' and btrim(ar.description) <> '')`);
  const rows = await db
    .select({
      id: products.id,
      name: productTranslations.name,
      brand: brandTranslations.name,
      category: categoryTranslations.name,
      weighted: products.weighted,
      price: branchProducts.price,
      oldPrice: branchProducts.oldPrice,
      stockMilli: branchProducts.stockMilli,
      notSold: branchProducts.notSold,
    })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .innerJoin(brandTranslations, inLang(brandTranslations, products.brandId, lang))
    .innerJoin(categoryTranslations, inLang(categoryTranslations, products.categoryId, lang))
    .leftJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, query.branchId)),
    )
    .where(and(...conditions))
    .orderBy(asc(products.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  return {
    products: page.map((row) => ({
      id: row.id,
      name: row.name,
      brand: row.brand,
      category: row.category,
      weighted: row.weighted,
      price: row.price === null ? null : piastersToPounds(row.price),
      oldPrice: row.oldPrice === null ? null : piastersToPounds(row.oldPrice),
      stock: row.stockMilli === null ? null : milliToUnits(row.stockMilli),
      notSold: row.notSold ?? true,
    })),
    nextAfter: rows.length > size ? page[page.length - 1]!.id : null,
  };
}

/** What open orders of the branch hold of each product. */
async function heldByOpenOrders(db: Db, branchIds: readonly number[], productId: number) {
  if (branchIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      branchId: orders.branchId,
      held: sql<number>`coalesce(sum(${orderItems.quantityMilli}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        inArray(orders.branchId, [...branchIds]),
        inArray(orders.statusId, openStatuses),
      ),
    )
    .groupBy(orders.branchId);
  return new Map(rows.map((row) => [row.branchId, row.held]));
}

export async function staffProduct(
  db: Db,
  member: StaffMember,
  lang: Lang,
  productId: number,
): Promise<StaffCatalogueProduct> {
  const [product] = await db
    .select({
      id: products.id,
      name: productTranslations.name,
      brand: brandTranslations.name,
      category: categoryTranslations.name,
      weighted: products.weighted,
      medicineClass: products.medicineClass,
      maxPerOrder: products.maxPerOrder,
    })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .innerJoin(brandTranslations, inLang(brandTranslations, products.brandId, lang))
    .innerJoin(categoryTranslations, inLang(categoryTranslations, products.categoryId, lang))
    .where(eq(products.id, productId));
  if (!product) throw notFound('staffCatalogue.productNotFound');
  const scope = branchScope(member);
  const rows = await db
    .select({
      branchId: branchProducts.branchId,
      branchName: branchTranslations.name,
      price: branchProducts.price,
      oldPrice: branchProducts.oldPrice,
      offerTypeId: branchProducts.offerTypeId,
      notSold: branchProducts.notSold,
      stockMilli: branchProducts.stockMilli,
      version: branchProducts.version,
    })
    .from(branchProducts)
    .innerJoin(branchTranslations, inLang(branchTranslations, branchProducts.branchId, lang))
    .where(
      and(
        eq(branchProducts.productId, productId),
        scope ? inArray(branchProducts.branchId, [...scope, 0]) : undefined,
      ),
    )
    .orderBy(asc(branchProducts.branchId));
  const held = await heldByOpenOrders(
    db,
    rows.map((row) => row.branchId),
    productId,
  );
  const types = await db
    .select({ id: offerTypes.id, name: offerTypeTranslations.name })
    .from(offerTypes)
    .innerJoin(offerTypeTranslations, inLang(offerTypeTranslations, offerTypes.id, lang))
    .orderBy(asc(offerTypes.id));
  return {
    ...product,
    branches: rows.map((row) => {
      const heldMilli = held.get(row.branchId) ?? 0;
      return {
        branchId: row.branchId,
        branchName: row.branchName,
        price: piastersToPounds(row.price),
        oldPrice: row.oldPrice === null ? null : piastersToPounds(row.oldPrice),
        offerTypeId: row.offerTypeId,
        notSold: row.notSold,
        stock: milliToUnits(row.stockMilli),
        held: milliToUnits(heldMilli),
        onHand: milliToUnits(row.stockMilli + heldMilli),
        version: row.version,
      };
    }),
    offerTypes: types,
  };
}

/** The row of a branch the member sees, locked; someone else's branch or no row: 404. */
async function lockRow(tx: Db, member: StaffMember, branchId: number, productId: number) {
  if (!seesBranch(member, branchId)) throw notFound('staffCatalogue.productNotFound');
  const [row] = await tx
    .select()
    .from(branchProducts)
    .where(and(eq(branchProducts.branchId, branchId), eq(branchProducts.productId, productId)))
    .for('update');
  if (!row) throw notFound('staffCatalogue.productNotFound');
  return row;
}

const settingsOf = (row: BranchSettings): BranchSettings => ({
  price: row.price,
  oldPrice: row.oldPrice,
  offerTypeId: row.offerTypeId,
  notSold: row.notSold,
});

const changedMessage: Record<keyof BranchSettings, MessageKey> = {
  price: 'staffCatalogue.changedPrice',
  oldPrice: 'staffCatalogue.changedOldPrice',
  offerTypeId: 'staffCatalogue.changedOffer',
  notSold: 'staffCatalogue.changedNotSold',
};

/**
 * The edit another member saved since `version`: 409 naming who and each setting that changed, with
 * its new value (compared with the row as it was at `version`, from the audit log).
 */
async function conflict(tx: Db, lang: Lang, row: typeof branchProducts.$inferSelect, version: number) {
  const edits = await tx
    .select({ before: staffAuditLog.before, name: staff.name })
    .from(staffAuditLog)
    .innerJoin(staff, eq(staff.id, staffAuditLog.staffId))
    .where(
      and(
        eq(staffAuditLog.entity, entity),
        eq(staffAuditLog.entityId, row.productId),
        sql`${staffAuditLog.before} ->> 'branchId' = ${String(row.branchId)}`,
        sql`(${staffAuditLog.before} ->> 'version')::int >= ${version}`,
      ),
    )
    .orderBy(asc(staffAuditLog.id));
  const seen = (edits[0]?.before as BranchSettings | undefined) ?? settingsOf(row);
  const changed = changedSettings(seen, settingsOf(row));
  const [offer] =
    row.offerTypeId === null
      ? []
      : await tx
          .select({ name: offerTypeTranslations.name })
          .from(offerTypeTranslations)
          .where(
            and(eq(offerTypeTranslations.ownerId, row.offerTypeId), eq(offerTypeTranslations.lang, lang)),
          );
  return new ApiError(
    409,
    'staffCatalogue.conflict',
    {
      // An import may have changed it too: then no one is named.
      name: edits.at(-1)?.name ?? 'staffCatalogue.someone',
      price: piastersToPounds(row.price).toFixed(2),
      oldPrice: row.oldPrice === null ? 'staffCatalogue.none' : piastersToPounds(row.oldPrice).toFixed(2),
      offer: offer?.name ?? 'staffCatalogue.none',
      sold: row.notSold ? 'staffCatalogue.no' : 'staffCatalogue.yes',
    },
    changed.map((name) => changedMessage[name]),
  );
}

/**
 * Saves a branch row's price, old price, offer and "not sold here", if no one saved it since
 * `version` (409 naming what changed, never overwriting it). Audited; guests' pages forgotten on
 * every instance.
 */
export async function editBranchRow(
  db: Db,
  member: StaffMember,
  lang: Lang,
  target: { branchId: number; productId: number },
  input: {
    version: number;
    price: number;
    oldPrice?: number | null | undefined;
    offerTypeId?: number | undefined;
    notSold?: boolean | undefined;
  },
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, member, target.branchId, target.productId);
    if (row.version !== input.version) throw await conflict(tx, lang, row, input.version);
    if (input.offerTypeId !== undefined) {
      const [type] = await tx
        .select({ id: offerTypes.id })
        .from(offerTypes)
        .where(eq(offerTypes.id, input.offerTypeId));
      if (!type)
        throw new ApiError(422, 'staffCatalogue.offerTypeNotFound', {}, ['staffCatalogue.offerTypeNotFound']);
    }
    const after: BranchSettings = {
      price: Math.round(input.price * 100),
      oldPrice: input.oldPrice == null ? null : Math.round(input.oldPrice * 100),
      offerTypeId: input.offerTypeId ?? null,
      notSold: input.notSold ?? false,
    };
    if (changedSettings(settingsOf(row), after).length === 0) return;
    await tx
      .update(branchProducts)
      .set({ ...after, version: row.version + 1 })
      .where(and(eq(branchProducts.branchId, row.branchId), eq(branchProducts.productId, row.productId)));
    await writeAudit(tx, {
      staffId: member.id,
      action: 'branch_product.edit',
      entity,
      entityId: row.productId,
      before: { branchId: row.branchId, version: row.version, ...settingsOf(row) },
      after: { branchId: row.branchId, version: row.version + 1, ...after },
      at: now,
    });
    await notifyCatalogueChange(tx, target);
  });
}

/**
 * A manual stock adjustment: a delta, or the count of the shelf. The row is locked first, as every
 * order locks it, so what open orders hold cannot change under the adjustment and no two customers
 * are sold the same last unit.
 */
export async function adjustBranchStock(
  db: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  input: {
    delta?: number | undefined;
    counted?: number | undefined;
    reason: (typeof stockAdjustmentReasons)[number];
    note?: string | undefined;
  },
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    if (!seesBranch(member, target.branchId)) throw notFound('staffCatalogue.productNotFound');
    const locked = await lockBranchStock(tx, target.branchId, [target.productId]);
    const row = locked.get(target.productId);
    if (!row) throw notFound('staffCatalogue.productNotFound');
    const heldMilli =
      (await heldByOpenOrders(tx, [target.branchId], target.productId)).get(target.branchId) ?? 0;
    const outcome = adjustStock(
      { stockMilli: row.stockMilli, heldMilli },
      input.counted !== undefined
        ? { countedMilli: Math.round(input.counted * 1000) }
        : { deltaMilli: Math.round((input.delta ?? 0) * 1000) },
    );
    if (!outcome.ok) {
      const held = String(milliToUnits(heldMilli));
      throw new ApiError(422, 'staffCatalogue.belowHeld', { held }, ['staffCatalogue.belowHeld']);
    }
    if (outcome.deltaMilli !== 0)
      await addStock(tx, target.branchId, target.productId, outcome.deltaMilli, {
        reason: input.reason,
        staffId: member.id,
        note: input.note ?? null,
      });
    await writeAudit(tx, {
      staffId: member.id,
      action: 'stock.adjust',
      entity,
      entityId: target.productId,
      before: { branchId: target.branchId, stockMilli: row.stockMilli, heldMilli },
      after: {
        branchId: target.branchId,
        stockMilli: outcome.stockMilli,
        reason: input.reason,
        note: input.note ?? null,
        ...(input.counted !== undefined && { countedMilli: Math.round(input.counted * 1000) }),
      },
      at: now,
    });
    await notifyCatalogueChange(tx, target);
  });
}

const ledgerPageSize = 50;

/** The ledger of a branch's stock of a product, newest first (keyset on the row id). */
export async function stockLedger(
  db: Db,
  member: StaffMember,
  target: { branchId: number; productId: number },
  before: number | undefined,
): Promise<{ movements: StockMovement[]; nextBefore: number | null }> {
  if (!seesBranch(member, target.branchId)) throw notFound('staffCatalogue.productNotFound');
  const [exists] = await db
    .select({ id: branchProducts.productId })
    .from(branchProducts)
    .where(and(eq(branchProducts.branchId, target.branchId), eq(branchProducts.productId, target.productId)));
  if (!exists) throw notFound('staffCatalogue.productNotFound');
  const rows = await db
    .select({ movement: stockMovements, staffName: staff.name })
    .from(stockMovements)
    .leftJoin(staff, eq(staff.id, stockMovements.staffId))
    .where(
      and(
        eq(stockMovements.branchId, target.branchId),
        eq(stockMovements.productId, target.productId),
        before === undefined ? undefined : lt(stockMovements.id, before),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(ledgerPageSize + 1);
  const page = rows.slice(0, ledgerPageSize);
  return {
    movements: page.map(({ movement, staffName }) => ({
      id: movement.id,
      at: movement.at.toISOString(),
      reason: movement.reason as StockReason,
      delta: milliToUnits(movement.deltaMilli),
      level: milliToUnits(movement.levelMilli),
      orderId: movement.orderId,
      staffName,
      note: movement.note,
    })),
    nextBefore: rows.length > ledgerPageSize ? page[page.length - 1]!.movement.id : null,
  };
}
