import { createHash } from 'node:crypto';
import {
  allPaymentTypeIds,
  type BranchDelivery,
  type CartLimits,
  defaultOpeningHours,
  type IdName,
  type Lang,
  type MedicineClass,
} from '@store/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { branchDelivery, deliveryPricing } from '../branches/index.ts';
import { soldHere } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import {
  branchProducts,
  cartItems,
  carts,
  cuttingTypeTranslations,
  paymentTypes,
  paymentTypeTranslations,
  productCuttingTypes,
  products,
  productTranslations,
  promoCodes,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';

/** A cart line with what the user's branch charges and holds for it (null: the branch does not sell it). */
export interface CartLine {
  itemId: number;
  productId: number;
  quantityMilli: number;
  cuttingTypeId: number | null;
  name: string;
  weighted: boolean;
  quantities: number[];
  price: number | null;
  oldPrice: number | null;
  stockMilli: number | null;
  /** The product's medicine class and largest quantity per order (docs/decisions/0054). */
  medicineClass: MedicineClass;
  maxPerOrder: number | null;
  /** The product's main uploaded picture (docs/decisions/0070); absent or null: its drawn one. */
  pictureId?: number | null | undefined;
}

/** Newest first: an added item goes to the top (docs/product.md#quantities). */
export async function cartLines(db: Db, userId: number, branchId: number, lang: Lang): Promise<CartLine[]> {
  return db
    .select({
      itemId: cartItems.id,
      productId: cartItems.productId,
      quantityMilli: cartItems.quantityMilli,
      cuttingTypeId: cartItems.cuttingTypeId,
      name: productTranslations.name,
      weighted: products.weighted,
      quantities: products.quantities,
      price: branchProducts.price,
      oldPrice: branchProducts.oldPrice,
      stockMilli: branchProducts.stockMilli,
      medicineClass: products.medicineClass,
      maxPerOrder: products.maxPerOrder,
      pictureId: products.pictureId,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .leftJoin(
      branchProducts,
      and(
        eq(branchProducts.productId, cartItems.productId),
        eq(branchProducts.branchId, branchId),
        soldHere(),
      ),
    )
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

export async function cuttingTypesOf(
  db: Db,
  productIds: number[],
  lang: Lang,
): Promise<Map<number, IdName[]>> {
  const byProduct = new Map<number, IdName[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productCuttingTypes.productId,
      id: productCuttingTypes.cuttingTypeId,
      name: cuttingTypeTranslations.name,
    })
    .from(productCuttingTypes)
    .innerJoin(
      cuttingTypeTranslations,
      inLang(cuttingTypeTranslations, productCuttingTypes.cuttingTypeId, lang),
    )
    .where(inArray(productCuttingTypes.productId, productIds))
    .orderBy(asc(productCuttingTypes.sort), asc(productCuttingTypes.cuttingTypeId));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, name: row.name });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export interface CartChoices {
  addressId: number | null;
  paymentTypeId: number | null;
  promoCodeId: number | null;
}

export async function cartChoices(db: Db, userId: number): Promise<CartChoices> {
  const [row] = await db
    .select({
      addressId: carts.addressId,
      paymentTypeId: carts.paymentTypeId,
      promoCodeId: carts.promoCodeId,
    })
    .from(carts)
    .where(eq(carts.userId, userId));
  return row ?? { addressId: null, paymentTypeId: null, promoCodeId: null };
}

export async function setCartChoices(db: Db, userId: number, choices: Partial<CartChoices>) {
  await db
    .insert(carts)
    .values({ userId, ...choices, updatedAt: new Date() })
    .onConflictDoUpdate({ target: carts.userId, set: { ...choices, updatedAt: new Date() } });
}

export async function paymentTypeList(db: Db, lang: Lang) {
  return db
    .select({ id: paymentTypes.id, type: paymentTypeTranslations.name })
    .from(paymentTypes)
    .innerJoin(paymentTypeTranslations, inLang(paymentTypeTranslations, paymentTypes.id, lang))
    .orderBy(asc(paymentTypes.id));
}

/**
 * The branch's delivery settings now (docs/decisions/0072), read from its row each time (a change on
 * any instance is the next checkout's): `pricing` is what `priceCart` takes (charge, free-delivery
 * amount), `limits` the checkout gate's with the branch's minimum order. An unknown branch (none in
 * a request that resolved one) delivers free, at the store's minimum, every way of paying.
 */
export async function deliveryAt(db: Db, branchId: number, limits: CartLimits) {
  const delivery: BranchDelivery = (await branchDelivery(db, branchId, limits.minimumOrder)) ?? {
    deliveryCharge: 0,
    freeDeliveryFrom: null,
    minimumOrder: limits.minimumOrder,
    paymentTypeIds: [...allPaymentTypeIds],
    openingHours: defaultOpeningHours,
    holidays: [],
    deliveryPromiseMinutes: null,
  };
  return {
    delivery,
    pricing: deliveryPricing(delivery),
    limits: { ...limits, minimumOrder: delivery.minimumOrder } satisfies CartLimits,
  };
}

export type PromoRow = typeof promoCodes.$inferSelect;

export async function findPromo(db: Db, where: { id: number } | { code: string }): Promise<PromoRow | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      'id' in where
        ? eq(promoCodes.id, where.id)
        : eq(sql`upper(${promoCodes.code})`, where.code.trim().toUpperCase()),
    );
  return row ?? null;
}

/**
 * The product as a cart sees it at a branch: its name in the language, allowed quantities, what a
 * pharmacist allows online (class, largest quantity per order), stock, price.
 */
export async function productAtBranch(db: Db, productId: number, branchId: number, lang: Lang) {
  const [row] = await db
    .select({
      id: products.id,
      name: productTranslations.name,
      quantities: products.quantities,
      weighted: products.weighted,
      medicineClass: products.medicineClass,
      maxPerOrder: products.maxPerOrder,
      price: branchProducts.price,
      stockMilli: branchProducts.stockMilli,
    })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .leftJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branchId), soldHere()),
    )
    .where(eq(products.id, productId));
  return row ?? null;
}

/**
 * What the user's cart asks for at a branch, as a hash: the items (product, quantity, cut) and the
 * choices (address, payment, promo code). An online checkout remembers it (docs/decisions/0031): the
 * same cart asked to pay again gets the same pending payment, and a paid one empties only that cart.
 */
export async function cartFingerprint(db: Db, userId: number, branchId: number): Promise<string> {
  const items = await db
    .select({
      productId: cartItems.productId,
      quantityMilli: cartItems.quantityMilli,
      cuttingTypeId: cartItems.cuttingTypeId,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.productId), asc(cartItems.cuttingTypeId), asc(cartItems.quantityMilli));
  const [choices] = await db
    .select({
      addressId: carts.addressId,
      paymentTypeId: carts.paymentTypeId,
      promoCodeId: carts.promoCodeId,
    })
    .from(carts)
    .where(eq(carts.userId, userId));
  const shape = {
    branchId,
    items: items.map((item) => [item.productId, item.quantityMilli, item.cuttingTypeId]),
    choices: choices ?? null,
  };
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}
