import type { IdName, Lang } from '@store/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { cartItems, cuttingTypeTranslations, favorites } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';

export interface ShopperState {
  favorites: ReadonlySet<number>;
  cart: ReadonlyMap<number, { itemId: number; quantity: number; cuttingType: IdName | null }>;
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
  const cart = new Map<number, { itemId: number; quantity: number; cuttingType: IdName | null }>();
  for (const row of cartRows) {
    cart.set(row.productId, {
      itemId: row.itemId,
      quantity: row.quantityMilli / 1000,
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
    typeof (value as { id?: unknown }).id === 'number'
  );
}

/** Every product in an answer, wherever it sits (lists, a detail, related products, ingredients). */
function productsIn(value: unknown, found: ProductLike[] = []): ProductLike[] {
  if (Array.isArray(value)) {
    for (const entry of value) productsIn(entry, found);
  } else if (isProductLike(value)) {
    found.push(value);
  } else if (typeof value === 'object' && value !== null) {
    for (const entry of Object.values(value)) productsIn(entry, found);
  }
  return found;
}

/**
 * Catalogue answers are built (and cached) as a guest sees them. For a logged-in user, their own
 * facts — favourite or not, already in the cart — are laid over the answer just before it is sent,
 * so the shared caches never hold anyone's data. Guests pay nothing.
 */
export function registerShopperOverlay(app: FastifyInstance, db: Db) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const { userId, lang } = request.ctx ?? {};
    if (userId === null || userId === undefined) return payload;
    const products = productsIn((payload as { data?: unknown } | null)?.data);
    if (products.length === 0) return payload;
    const state = await loadShopperState(db, userId, lang);
    for (const product of products) {
      const line = state.cart.get(product.id);
      product.isFavorite = state.favorites.has(product.id);
      product.inCart = line ? { itemId: line.itemId, quantity: line.quantity } : null;
      product.selectedCuttingType = line?.cuttingType ?? null;
    }
    return payload;
  });
}
