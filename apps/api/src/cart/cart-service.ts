import {
  type BranchDelivery,
  branchTakes,
  type Cart,
  type CartItem,
  type CartLimits,
  closedMessage,
  type Lang,
  type MessageKey,
  oldPriceLabel,
  openState,
  overMaximumCart,
  type PriceLine,
  piastersToPounds,
  priceCart,
  quantitiesWithin,
  saleProblem,
  translate,
} from '@store/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addressWithZone, findAddressRow } from '../addresses/index.ts';
import { deliveryPromiseNotice, findBranch, outsideBranchZone } from '../branches/index.ts';
import { mediaPath, TtlCache } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { cartItems, productCuttingTypes } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import { lineTargets, promotionOffers } from '../promotions/index.ts';
import {
  type CartLine,
  cartChoices,
  cartLines,
  cuttingTypesOf,
  deliveryAt,
  findPromo,
  paymentTypeList,
  productAtBranch,
  setCartChoices,
} from './cart-queries.ts';
import { fromMilli, isAllowedQuantity, toMilli } from './cart-rules.ts';

/** The store's cart limits, in piasters here. */
export type { CartLimits };

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

/** Lines at the branch's price; a line it does not sell is priced 0 (and stops checkout). */
const priceLines = (lines: readonly CartLine[]): (CartLine & PriceLine)[] =>
  lines.map((line) => ({ ...line, unitPrice: line.price }));

/** The words of an instant checkout's refusal while the branch is closed (null: open now). */
function closedNotice(delivery: BranchDelivery, lang: Lang, now: Date): string | null {
  const state = openState(delivery, now);
  if (state.open) return null;
  const { key, params } = closedMessage(lang, state, now);
  return translate(lang, key, params);
}

/** `now`: the store's clock, which the branch's opening hours are judged at (the checkout's). */
export function createCartService(db: Db, limits: CartLimits, now: () => Date = () => new Date()) {
  // A branch's name changes about never; the cart shows it on every view.
  const branchNames = new TtlCache<string>(60_000);

  /**
   * The cart's lines priced with the promotions on offer (every automatic one and the cart's code),
   * each checked against its terms and uses now (docs/decisions/0076).
   */
  async function priceWithPromotions(
    userId: number,
    shop: Shop,
    lines: readonly CartLine[],
    codeId: number | null,
    delivery: { deliveryCharge: number; freeDeliveryFrom?: number | null },
  ) {
    const { offers, promotions } = await promotionOffers(db, {
      userId,
      branchId: shop.branchId,
      codeId,
      now: new Date(),
    });
    const priced = priceCart({
      lines: await lineTargets(db, priceLines(lines)),
      ...delivery,
      promo: null,
      promotions: offers,
    });
    return { priced, promotions };
  }

  /** Everything the cart page needs, priced at the user's branch now. */
  async function snapshot(userId: number, shop: Shop) {
    const [lines, choices, at] = await Promise.all([
      cartLines(db, userId, shop.branchId, shop.lang),
      cartChoices(db, userId),
      deliveryAt(db, shop.branchId, limits),
    ]);
    const { priced, promotions } = await priceWithPromotions(
      userId,
      shop,
      lines,
      choices.promoCodeId,
      at.pricing,
    );
    // A code that does not apply (now, to this subtotal, or beside a better promotion) is not shown.
    const promo =
      promotions.find((p) => p.id === choices.promoCodeId && priced.applied.some((a) => a.id === p.id)) ??
      null;
    const applied = priced.applied.map((a) => ({
      ...a,
      name: promotions.find((p) => p.id === a.id)?.names[shop.lang] ?? '',
    }));
    return {
      lines: priced.lines,
      lineDiscounts: priced.lineDiscounts,
      choices,
      totals: priced.totals,
      promo,
      applied,
      at,
    };
  }

  async function view(userId: number, shop: Shop): Promise<Cart> {
    const { lines, lineDiscounts, choices, totals, promo, applied, at } = await snapshot(userId, shop);
    const [cuttingTypes, paymentTypes, address, branchName] = await Promise.all([
      cuttingTypesOf(
        db,
        lines.map((line) => line.productId),
        shop.lang,
      ),
      paymentTypeList(db, shop.lang),
      choices.addressId === null ? null : addressWithZone(db, userId, choices.addressId, shop.lang),
      branchNames.get(
        `${shop.branchId}:${shop.lang}`,
        async () => (await findBranch(db, shop.lang, shop.branchId))?.name ?? '',
      ),
    ]);
    // The checkout gate's zone refusal, said before the customer tries (docs/decisions/0091).
    const outside = address
      ? await outsideBranchZone(
          db,
          shop.lang,
          shop.branchId,
          address.latitude != null && address.longitude != null
            ? { lat: address.latitude, lng: address.longitude }
            : null,
        )
      : null;
    // A way of paying the branch no longer takes is no choice: the cart asks for another.
    const paymentType =
      paymentTypes.find((type) => type.id === choices.paymentTypeId && branchTakes(at.delivery, type.id)) ??
      null;
    const items: CartItem[] = lines.map((line, index) => {
      const price = line.price ?? 0;
      const promotionDiscount = lineDiscounts[index] ?? 0;
      return {
        itemId: line.itemId,
        id: line.itemId,
        productId: line.productId,
        quantity: fromMilli(line.quantityMilli),
        amount: piastersToPounds(line.amount),
        finalPrice: piastersToPounds(price),
        oldPrice: line.oldPrice && line.oldPrice > price ? oldPriceLabel(line.oldPrice) : '0',
        productName: line.name,
        name: line.name,
        image: mediaPath.product(line.productId, line.pictureId),
        weighted: line.weighted,
        quantities: quantitiesWithin(line.quantities, line.maxPerOrder),
        cuttingTypeId: line.cuttingTypeId,
        cuttingTypes: cuttingTypes.get(line.productId) ?? [],
        outOfStock: line.price === null || (line.stockMilli ?? 0) < line.quantityMilli ? 1 : 0,
        medicineClass: line.medicineClass,
        ...(promotionDiscount > 0 ? { promotionDiscount: piastersToPounds(promotionDiscount) } : {}),
      };
    });
    return {
      items,
      totals: {
        subtotal: piastersToPounds(totals.subtotal),
        discount: piastersToPounds(totals.discount),
        discountPercentage: totals.discountPercentage,
        deliveryCharge: piastersToPounds(totals.deliveryCharge),
        total: piastersToPounds(totals.total),
        promoCode: promo?.code ?? null,
        paymentType,
        ...(applied.length > 0
          ? {
              promotions: applied.map((a) => ({
                id: a.id,
                name: a.name,
                discount: piastersToPounds(a.discount),
                freeDelivery: a.deliverySaved > 0,
              })),
            }
          : {}),
      },
      paymentType,
      address,
      branch: { id: shop.branchId, name: branchName },
      itemsCount: items.length,
      limits: {
        minimumOrder: piastersToPounds(at.limits.minimumOrder),
        maximumCart: piastersToPounds(limits.maximumCart),
        deliveryCharge: piastersToPounds(at.delivery.deliveryCharge),
        freeDeliveryFrom:
          at.delivery.freeDeliveryFrom === null ? null : piastersToPounds(at.delivery.freeDeliveryFrom),
        ...(limits.cardHoldPercent === undefined ? {} : { cardHoldPercent: limits.cardHoldPercent }),
        closedNotice: closedNotice(at.delivery, shop.lang, now()),
        deliveryPromise: deliveryPromiseNotice(at.delivery, shop.lang, now()),
      },
      outsideZone: outside
        ? { message: translate(shop.lang, outside.key, outside.params), branch: outside.branch }
        : null,
    };
  }

  /** Checks a quantity and cutting type for a product at the branch; returns the cutting type to keep. */
  async function checkLine(
    productId: number,
    quantityMilli: number,
    cuttingTypeId: number | undefined | null,
    shop: Shop,
  ): Promise<{ cuttingTypeId: number | null; price: number }> {
    const product = await productAtBranch(db, productId, shop.branchId, shop.lang);
    if (!product) throw notFound('error.productNotFound');
    if (product.price === null || product.stockMilli === null) throw invalid('error.productNotInBranch');
    // Controlled ('table') medicines are dispensed at the branch only; some have a largest quantity.
    const problem = saleProblem(product, quantityMilli);
    if (problem) throw invalid(problem.key, problem.params);
    if (!isAllowedQuantity(product.quantities, quantityMilli)) throw invalid('cart.quantityNotAllowed');
    if (product.stockMilli < quantityMilli) throw invalid('cart.outOfStock');
    const allowed = await db
      .select({ id: productCuttingTypes.cuttingTypeId })
      .from(productCuttingTypes)
      .where(eq(productCuttingTypes.productId, productId))
      .orderBy(productCuttingTypes.sort, productCuttingTypes.cuttingTypeId);
    if (cuttingTypeId != null && !allowed.some((type) => type.id === cuttingTypeId)) {
      throw invalid('cart.cuttingTypeNotAllowed');
    }
    // A product cut to order gets its first way of cutting unless the customer picks another.
    return { cuttingTypeId: cuttingTypeId ?? allowed[0]?.id ?? null, price: product.price };
  }

  /** The cart's value must stay under the configured maximum ('Total cart value should be less than'). */
  async function checkMaximum(
    userId: number,
    shop: Shop,
    change: { itemId: number | null; unitPrice: number; quantityMilli: number },
  ) {
    const lines = await cartLines(db, userId, shop.branchId, shop.lang);
    const others = priceLines(lines.filter((line) => line.itemId !== change.itemId));
    const { totals } = priceCart({ lines: [...others, change], deliveryCharge: 0, promo: null });
    if (overMaximumCart(totals.subtotal, limits))
      throw invalid('cart.maximumCart', { amount: piastersToPounds(limits.maximumCart) });
  }

  async function ownItem(userId: number, itemId: number) {
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
    if (!item) throw notFound('cart.itemNotFound');
    return item;
  }

  return {
    view,

    async add(
      userId: number,
      shop: Shop,
      input: { productId: number; quantity: number; cuttingTypeId?: number | undefined },
    ) {
      const quantityMilli = toMilli(input.quantity);
      const line = await checkLine(input.productId, quantityMilli, input.cuttingTypeId, shop);
      // The same product cut the same way is one line: adding it again sets its quantity.
      const [existing] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.productId, input.productId),
            line.cuttingTypeId === null
              ? isNull(cartItems.cuttingTypeId)
              : eq(cartItems.cuttingTypeId, line.cuttingTypeId),
          ),
        );
      await checkMaximum(userId, shop, {
        itemId: existing?.id ?? null,
        unitPrice: line.price,
        quantityMilli,
      });
      let itemId: number;
      if (existing) {
        await db.update(cartItems).set({ quantityMilli }).where(eq(cartItems.id, existing.id));
        itemId = existing.id;
      } else {
        const [row] = await db
          .insert(cartItems)
          .values({ userId, productId: input.productId, quantityMilli, cuttingTypeId: line.cuttingTypeId })
          .returning({ id: cartItems.id });
        itemId = row!.id;
      }
      return { itemId, quantity: fromMilli(quantityMilli) };
    },

    async update(
      userId: number,
      shop: Shop,
      input: { itemId: number; quantity: number; cuttingTypeId?: number | undefined },
    ) {
      const item = await ownItem(userId, input.itemId);
      const quantityMilli = toMilli(input.quantity);
      const line = await checkLine(
        item.productId,
        quantityMilli,
        input.cuttingTypeId ?? item.cuttingTypeId,
        shop,
      );
      await checkMaximum(userId, shop, { itemId: item.id, unitPrice: line.price, quantityMilli });
      await db
        .update(cartItems)
        .set({ quantityMilli, cuttingTypeId: line.cuttingTypeId })
        .where(eq(cartItems.id, item.id));
      return { itemId: item.id, quantity: fromMilli(quantityMilli) };
    },

    async remove(userId: number, itemId: number) {
      await ownItem(userId, itemId);
      await db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)));
    },

    async empty(userId: number) {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
      await setCartChoices(db, userId, { promoCodeId: null });
    },

    async applyPromo(userId: number, shop: Shop, code: string) {
      const promo = await findPromo(db, { code });
      if (!promo) throw invalid('promo.invalid');
      const lines = await cartLines(db, userId, shop.branchId, shop.lang);
      const {
        priced: { promoProblem: problem },
      } = await priceWithPromotions(userId, shop, lines, promo.id, { deliveryCharge: 0 });
      if (problem) throw invalid(problem, { amount: piastersToPounds(promo.minimumOrder) });
      await setCartChoices(db, userId, { promoCodeId: promo.id });
    },

    async removePromo(userId: number) {
      await setCartChoices(db, userId, { promoCodeId: null });
    },

    /** The ways of paying the branch takes (docs/decisions/0072). */
    async paymentTypes(shop: Shop) {
      const [types, at] = await Promise.all([
        paymentTypeList(db, shop.lang),
        deliveryAt(db, shop.branchId, limits),
      ]);
      return types.filter((type) => branchTakes(at.delivery, type.id));
    },

    /** A way of paying the store has not is a 404; one the branch does not take, a 422. */
    async selectPayment(userId: number, shop: Shop, paymentTypeId: number) {
      const types = await paymentTypeList(db, shop.lang);
      if (!types.some((type) => type.id === paymentTypeId)) throw notFound('payment.typeNotFound');
      const at = await deliveryAt(db, shop.branchId, limits);
      if (!branchTakes(at.delivery, paymentTypeId)) throw invalid('payment.notAtBranch');
      await setCartChoices(db, userId, { paymentTypeId });
    },

    async selectAddress(userId: number, addressId: number) {
      if (!(await findAddressRow(db, userId, addressId))) throw notFound('address.notFound');
      await setCartChoices(db, userId, { addressId });
    },

    /**
     * After a branch change: lines the new branch does not sell, or cannot supply in the quantity
     * asked, leave the cart. Returns their names for the message.
     */
    async pruneForBranch(userId: number, shop: Shop): Promise<string[]> {
      const lines = await cartLines(db, userId, shop.branchId, shop.lang);
      const gone = lines.filter((line) => line.price === null || (line.stockMilli ?? 0) < line.quantityMilli);
      if (gone.length === 0) return [];
      await db.delete(cartItems).where(
        and(
          eq(cartItems.userId, userId),
          inArray(
            cartItems.id,
            gone.map((line) => line.itemId),
          ),
        ),
      );
      return gone.map((line) => line.name);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
