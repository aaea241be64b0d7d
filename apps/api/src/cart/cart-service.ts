import {
  type Cart,
  type CartItem,
  type Lang,
  type MessageKey,
  oldPriceLabel,
  piastersToPounds,
} from '@store/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { findAddressRow, toAddress } from '../addresses/index.ts';
import { findBranch } from '../branches/index.ts';
import { mediaPath, TtlCache } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { cartItems, productCuttingTypes } from '../db/schema.ts';
import { ApiError, notFound } from '../http/envelope.ts';
import type { Shop } from '../http/request-context.ts';
import {
  type CartLine,
  cartChoices,
  cartLines,
  cuttingTypesOf,
  deliveryChargeOf,
  findPromo,
  paymentTypeList,
  productAtBranch,
  promoUsage,
  setCartChoices,
} from './cart-queries.ts';
import {
  fromMilli,
  isAllowedQuantity,
  lineAmount,
  type Promo,
  promoProblem,
  toMilli,
  cartTotals as totalsOf,
} from './cart-rules.ts';

export interface CartLimits {
  /** Piasters. */
  minimumOrder: number;
  maximumCart: number;
}

const invalid = (key: MessageKey, params: Record<string, string | number> = {}) =>
  new ApiError(422, key, params, [key]);

const pounds = (piasters: number) => piastersToPounds(piasters).toFixed(2).replace(/\.00$/, '');

/** Lines the branch can price; a line it cannot is shown at 0 and stops checkout. */
const lineAmountOf = (line: CartLine) =>
  line.price === null ? 0 : lineAmount(line.price, line.quantityMilli);

export function createCartService(db: Db, limits: CartLimits) {
  // A branch's name changes about never; the cart shows it on every view.
  const branchNames = new TtlCache<string>(60_000);

  async function promoFor(userId: number, promoCodeId: number | null, subtotal: number) {
    if (promoCodeId === null) return null;
    const promo = await findPromo(db, { id: promoCodeId });
    if (!promo) return null;
    const problem = promoProblem(promo, await promoUsage(db, promo.id, userId), subtotal, new Date());
    return problem ? null : promo;
  }

  /** Everything checkout and the cart page need, priced at the user's branch now. */
  async function snapshot(userId: number, shop: Shop) {
    const [lines, choices, deliveryCharge] = await Promise.all([
      cartLines(db, userId, shop.branchId, shop.lang),
      cartChoices(db, userId),
      deliveryChargeOf(db, shop.branchId),
    ]);
    const amounts = lines.map(lineAmountOf);
    const subtotal = amounts.reduce((sum, amount) => sum + amount, 0);
    const promo = await promoFor(userId, choices.promoCodeId, subtotal);
    const totals = totalsOf(
      amounts,
      deliveryCharge,
      promo ? ({ kind: promo.kind, value: promo.value } as Promo) : null,
    );
    return { lines, choices, totals, promo };
  }

  async function view(userId: number, shop: Shop): Promise<Cart> {
    const { lines, choices, totals, promo } = await snapshot(userId, shop);
    const [cuttingTypes, paymentTypes, addressRow, branchName] = await Promise.all([
      cuttingTypesOf(
        db,
        lines.map((line) => line.productId),
        shop.lang,
      ),
      paymentTypeList(db, shop.lang),
      choices.addressId === null ? null : findAddressRow(db, userId, choices.addressId),
      branchNames.get(
        `${shop.branchId}:${shop.lang}`,
        async () => (await findBranch(db, shop.lang, shop.branchId))?.name ?? '',
      ),
    ]);
    const paymentType = paymentTypes.find((type) => type.id === choices.paymentTypeId) ?? null;
    const items: CartItem[] = lines.map((line) => {
      const price = line.price ?? 0;
      return {
        itemId: line.itemId,
        id: line.itemId,
        productId: line.productId,
        quantity: fromMilli(line.quantityMilli),
        amount: piastersToPounds(lineAmountOf(line)),
        finalPrice: piastersToPounds(price),
        oldPrice: line.oldPrice && line.oldPrice > price ? oldPriceLabel(line.oldPrice) : '0',
        productName: line.name,
        name: line.name,
        image: mediaPath.product(line.productId),
        weighted: line.weighted,
        quantities: line.quantities,
        cuttingTypeId: line.cuttingTypeId,
        cuttingTypes: cuttingTypes.get(line.productId) ?? [],
        outOfStock: line.price === null || (line.stockMilli ?? 0) < line.quantityMilli ? 1 : 0,
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
      },
      paymentType,
      address: addressRow ? toAddress(addressRow, shop.lang, addressRow.id) : null,
      branch: { id: shop.branchId, name: branchName },
      itemsCount: items.length,
      limits: {
        minimumOrder: piastersToPounds(limits.minimumOrder),
        maximumCart: piastersToPounds(limits.maximumCart),
      },
    };
  }

  /** Checks a quantity and cutting type for a product at the branch; returns the cutting type to keep. */
  async function checkLine(
    productId: number,
    quantityMilli: number,
    cuttingTypeId: number | undefined | null,
    branchId: number,
  ): Promise<{ cuttingTypeId: number | null; price: number }> {
    const product = await productAtBranch(db, productId, branchId);
    if (!product) throw notFound('error.productNotFound');
    if (product.price === null || product.stockMilli === null) throw invalid('error.productNotInBranch');
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
  async function checkMaximum(userId: number, shop: Shop, change: { itemId: number | null; amount: number }) {
    const lines = await cartLines(db, userId, shop.branchId, shop.lang);
    const others = lines.filter((line) => line.itemId !== change.itemId).map(lineAmountOf);
    const subtotal = others.reduce((sum, amount) => sum + amount, 0) + change.amount;
    if (subtotal >= limits.maximumCart)
      throw invalid('cart.maximumCart', { amount: pounds(limits.maximumCart) });
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
      const line = await checkLine(input.productId, quantityMilli, input.cuttingTypeId, shop.branchId);
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
        amount: lineAmount(line.price, quantityMilli),
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
        shop.branchId,
      );
      await checkMaximum(userId, shop, { itemId: item.id, amount: lineAmount(line.price, quantityMilli) });
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
      const subtotal = lines.map(lineAmountOf).reduce((sum, amount) => sum + amount, 0);
      const problem = promoProblem(promo, await promoUsage(db, promo.id, userId), subtotal, new Date());
      if (problem) throw invalid(problem, { amount: pounds(promo.minimumOrder) });
      await setCartChoices(db, userId, { promoCodeId: promo.id });
    },

    async removePromo(userId: number) {
      await setCartChoices(db, userId, { promoCodeId: null });
    },

    paymentTypes: (lang: Lang) => paymentTypeList(db, lang),

    async selectPayment(userId: number, lang: Lang, paymentTypeId: number) {
      const types = await paymentTypeList(db, lang);
      if (!types.some((type) => type.id === paymentTypeId)) throw notFound('payment.typeNotFound');
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
