import { operations } from '@store/contract';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { shopOf } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { Catalogue } from './catalogue-service.ts';

export async function catalogueRoutes(app: ApiInstance, { catalogue }: { catalogue: Catalogue }) {
  app.get(
    '/categories/tree',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Three-level category tree',
        ...operationSchema(operations.categoryTree, []),
      },
    },
    async (request) => ok(await catalogue.categoryTreePage(request.ctx.lang)),
  );

  app.get(
    '/categories/show/:id/level:level',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A category with the filter data of its listing page',
        ...operationSchema(operations.category, [404, 422]),
      },
    },
    async (request) =>
      ok(await catalogue.category(await shopOf(request), request.params.id, request.params.level)),
  );

  app.get(
    '/products/filter',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products at the current branch: filter, sort, search and page',
        ...operationSchema(operations.products, [422]),
      },
    },
    async (request) => ok(await catalogue.listing(await shopOf(request), request.query)),
  );

  app.get(
    '/products/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Filter data (categories, brands, price range) of a search or of the deals',
        ...operationSchema(operations.searchFilters, [422]),
      },
    },
    async (request) => ok(await catalogue.searchFilterData(await shopOf(request), request.query)),
  );

  app.get(
    '/products/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Type-ahead: products (thumbnail, price), categories and brands matching a keyword',
        ...operationSchema(operations.suggest, [422]),
      },
    },
    async (request) => ok(await catalogue.suggest(await shopOf(request), request.query.keyword ?? '')),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A product at the current branch, with related products',
        ...operationSchema(operations.product, [404, 422]),
      },
    },
    async (request) => ok(await catalogue.product(await shopOf(request), request.params.id)),
  );

  app.get(
    '/products/:id/branches',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A product as any branch shows it, and the branches that sell it: for a product the current branch does not sell (404: no such product)',
        ...operationSchema(operations.productBranches, [404, 422]),
      },
    },
    async (request) => ok(await catalogue.productBranches(request.ctx.lang, request.params.id)),
  );

  app.get(
    '/products/:id/alternatives',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'In-stock substitutes for a product, best first: the same active ingredients and form, then the same use, for the same population (docs/decisions/0048)',
        ...operationSchema(operations.alternatives, [404, 422]),
      },
    },
    async (request) =>
      ok({ alternatives: await catalogue.alternatives(await shopOf(request), request.params.id) }),
  );

  app.get(
    '/offers',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Special offers, optionally of one offer type',
        ...operationSchema(operations.offers, [404, 422]),
      },
    },
    async (request) => {
      const { offer_type_id, page, size } = request.query;
      return ok(await catalogue.offers(await shopOf(request), { offerTypeId: offer_type_id, page, size }));
    },
  );

  app.post(
    '/offer/type/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Special offers of one offer type (form or JSON body)',
        ...operationSchema(operations.offerTypeProducts, [404, 422]),
      },
    },
    async (request) => {
      const { offer_type_id, page, size } = request.body;
      return ok(await catalogue.offers(await shopOf(request), { offerTypeId: offer_type_id, page, size }));
    },
  );
}
