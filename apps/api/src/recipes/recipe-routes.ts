import { operations } from '@store/contract';
import type { Catalogue } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { shopOf } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { findRecipe, listRecipes, relatedRecipes } from './recipe-queries.ts';

export async function recipeRoutes(app: ApiInstance, { db, catalogue }: { db: Db; catalogue: Catalogue }) {
  app.get(
    '/recipes',
    { schema: { tags: ['recipes'], summary: 'All recipes', ...operationSchema(operations.recipes, []) } },
    async (request) => ok({ recipes: await listRecipes(db, request.ctx.lang) }),
  );

  app.get(
    '/recipes/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: 'A recipe with steps, ingredients (as products at the current branch) and related recipes',
        ...operationSchema(operations.recipe, [404, 422]),
      },
    },
    async (request) => {
      const shop = await shopOf(request);
      const found = await findRecipe(db, shop.lang, request.params.id);
      if (!found) throw notFound('error.recipeNotFound');
      const products = await catalogue.productsByIds(
        shop,
        found.ingredients.map((ingredient) => ingredient.productId),
      );
      const byId = new Map(products.map((product) => [product.id, product]));
      // An ingredient the branch does not sell is left out rather than shown without a price.
      const ingredients = found.ingredients.flatMap((ingredient) => {
        const product = byId.get(ingredient.productId);
        return product ? [{ id: ingredient.id, product }] : [];
      });
      return ok({
        recipe: { ...found.recipe, steps: found.steps, ingredients },
        relatedRecipes: await relatedRecipes(db, shop.lang, found.recipe.id),
      });
    },
  );
}
