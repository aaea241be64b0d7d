import { type IdName, type Lang, lineAmount, piastersToPounds, poundsToPiasters } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { cartItems, cuttingTypeTranslations, favorites } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';

export interface ShopperState {
  favorites: ReadonlySet<number>;
  cart: ReadonlyMap<
    number,
    { itemId: number; quantity: number; quantityMilli: number; cuttingType: IdName | null }
  >;
}

export async function loadShopperState(db: Db, userId: number, lang: Lang): Promise<ShopperState> {
  const [favoriteRows, cartRows] = await Promise.all([
    db.select({ productId: favorites.productId }).from(favorites).where(eq(favorites.userId, userId)),
    db
      .select({
        productId: cartItems.productId,
        itemId: cartItems.id,
        quantityMilli: cartItems.quantityMilli,
        cuttingTypeId: cartItems.cuttingTypeId,
        cuttingTypeName: cuttingTypeTranslations.name,
      })
      .from(cartItems)
      .leftJoin(cuttingTypeTranslations, inLang(cuttingTypeTranslations, cartItems.cuttingTypeId, lang))
      .where(eq(cartItems.userId, userId))
      .orderBy(cartItems.createdAt),
  ]);
  const cart = new Map<
    number,
    { itemId: number; quantity: number; quantityMilli: number; cuttingType: IdName | null }
  >();
  for (const row of cartRows) {
    cart.set(row.productId, {
      itemId: row.itemId,
      quantity: row.quantityMilli / 1000,
      quantityMilli: row.quantityMilli,
      cuttingType:
        row.cuttingTypeId !== null && row.cuttingTypeName !== null
          ? { id: row.cuttingTypeId, name: row.cuttingTypeName }
          : null,
    });
  }
  return { favorites: new Set(favoriteRows.map((row) => row.productId)), cart };
}

interface ProductLike {
  id: number;
  isFavorite: boolean;
  finalPrice: number;
  inCart: { itemId: number; quantity: number } | null;
  selectedCuttingType: IdName | null;
}

function isProductLike(value: unknown): value is ProductLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'isFavorite' in value &&
    'inCart' in value &&
    'selectedCuttingType' in value &&
    typeof (value as { finalPrice?: unknown }).finalPrice === 'number' &&
    typeof (value as { id?: unknown }).id === 'number'
  );
}

/** Whether an answer holds a product anywhere (lists, a detail, related products, ingredients). */
function hasProduct(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasProduct);
  if (isProductLike(value)) return true;
  if (typeof value === 'object' && value !== null) return Object.values(value).some(hasProduct);
  return false;
}

/**
 * The answer with the user's flags on every product, copied on write: the answer itself may be a
 * cached page shared by every visitor (and is frozen outside production), so nothing in it is ever
 * changed. Only the products whose flags differ from a guest's, and the arrays and objects on their
 * way from the top, are new; everything else is the very same (shared) value.
 */
export function withShopperFlags<T>(value: T, state: ShopperState): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const next = withShopperFlags(value[i], state);
      if (next !== value[i]) {
        copy ??= value.slice();
        copy[i] = next;
      }
    }
    return (copy ?? value) as T;
  }
  if (isProductLike(value)) {
    const isFavorite = state.favorites.has(value.id);
    const line = state.cart.get(value.id);
    const asGuest = !value.isFavorite && value.inCart === null && value.selectedCuttingType === null;
    if (asGuest && !isFavorite && !line) return value;
    return {
      ...value,
      isFavorite,
      inCart: line ? { itemId: line.itemId, quantity: line.quantity } : null,
      selectedCuttingType: line?.cuttingType ?? null,
      // The cart line's quantity and amount, as spec section 3 names them on a product.
      quantity: line?.quantity ?? 0,
      amount: line ? piastersToPounds(lineAmount(poundsToPiasters(value.finalPrice), line.quantityMilli)) : 0,
    };
  }
  if (typeof value === 'object' && value !== null) {
    let copy: Record<string, unknown> | undefined;
    for (const [key, entry] of Object.entries(value)) {
      const next = withShopperFlags(entry, state);
      if (next !== entry) {
        copy ??= { ...(value as Record<string, unknown>) };
        copy[key] = next;
      }
    }
    return (copy ?? value) as T;
  }
  return value;
}

/**
 * Catalogue answers are built (and cached) as a guest sees them. For a logged-in user, their own
 * facts — favourite or not, already in the cart — are laid over a copy of the answer just before it
 * is sent, so the shared caches never hold anyone's data. Guests pay nothing.
 */
export function registerShopperOverlay(app: FastifyInstance, db: Db) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const { userId, lang } = request.ctx ?? {};
    if (userId === null || userId === undefined) return payload;
    const data = (payload as { data?: unknown } | null)?.data;
    if (!hasProduct(data)) return payload;
    const state = await loadShopperState(db, userId, lang);
    const personal = withShopperFlags(data, state);
    return personal === data ? payload : { ...(payload as object), data: personal };
  });
}
