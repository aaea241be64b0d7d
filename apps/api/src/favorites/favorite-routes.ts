import { operations, translate } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import type { Catalogue } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { favorites, products } from '../db/schema.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, shopOf, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';

const tags = ['favourites'];

export async function favoriteRoutes(app: ApiInstance, { db, catalogue }: { db: Db; catalogue: Catalogue }) {
  usersOnly(app);
  app.post(
    '/favorite/toggle/product',
    {
      schema: {
        tags,
        summary: 'Add or remove a favourite; `item` is the new flag',
        ...operationSchema(operations.toggleFavorite, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { productId } = request.body;
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
      if (!product) throw notFound('error.productNotFound');
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
        .returning({ productId: favorites.productId });
      if (removed.length === 0)
        await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
      const isFavorite = removed.length === 0;
      const message = translate(request.ctx.lang, isFavorite ? 'favorite.added' : 'favorite.removed');
      return ok(null, { item: isFavorite, message });
    },
  );

  app.get(
    '/favorite/products',
    {
      schema: {
        tags,
        summary: "The user's favourite products, priced at the branch",
        ...operationSchema(operations.favorites, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const rows = await db
        .select({ productId: favorites.productId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(favorites.createdAt);
      const shop = await shopOf(request);
      const list = await catalogue.productsByIds(shop, rows.map((row) => row.productId).reverse());
      return ok({ favoriteProducts: list });
    },
  );
}
