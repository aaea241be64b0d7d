import {
  idParams,
  responses,
  staffBranchParams,
  staffBranchRowBody,
  staffCatalogueProductResponse,
  staffCatalogueQuery,
  staffCatalogueResponse,
  staffStockAdjustmentBody,
  staffStockLedgerQuery,
  staffStockLedgerResponse,
  translate,
} from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import {
  adjustBranchStock,
  editBranchRow,
  listedBranch,
  listStaffProducts,
  type ProductSearcher,
  staffProduct,
  stockLedger,
} from './staff-catalogue.ts';

/**
 * `/api/staff/catalogue`: prices and stock per branch (issue 28, docs/decisions/0046). Branch
 * managers edit their branches, admins any; pharmacists and support read. Registered behind the
 * staff guard (`staffRoutes`' features), so the matrix test covers them.
 */
export function staffCatalogueRoutes(options: { db: Db; search: ProductSearcher }) {
  const { db, search } = options;
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.get(
      '/staff/catalogue/products',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary:
            "Products with a branch's price and stock, 50 a page by product id (`after`): search by name (the store's search) or number, filter by category, brand, stock",
          querystring: staffCatalogueQuery,
          response: responses(staffCatalogueResponse, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const branchId = listedBranch(member, request.query.branchId);
        const found = await listStaffProducts(db, search, request.ctx.lang, { ...request.query, branchId });
        return ok({ branchId, ...found });
      },
    );

    app.get(
      '/staff/catalogue/products/:id',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary: "A product's rows at the member's branches (price, offer, stock, held by orders, version)",
          params: idParams,
          response: responses(staffCatalogueProductResponse, [401, 403, 404]),
        },
      },
      async (request) => {
        const product = await staffProduct(db, signedIn(request), request.ctx.lang, request.params.id);
        return ok({ product }, { item: product.id });
      },
    );

    app.post(
      '/staff/catalogue/products/:id/branches/:branchId',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary:
            "Replace a branch row's price, old price, offer and 'not sold here' from `version` (409 naming what another edit changed)",
          params: staffBranchParams,
          body: staffBranchRowBody,
          response: responses(staffCatalogueProductResponse, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        const target = { branchId: request.params.branchId, productId: request.params.id };
        await editBranchRow(db, member, lang, target, request.body);
        const product = await staffProduct(db, member, lang, target.productId);
        return ok({ product }, { item: product.id, message: translate(lang, 'staffCatalogue.saved') });
      },
    );

    app.post(
      '/staff/catalogue/products/:id/branches/:branchId/stock',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary:
            'Adjust the stock: `delta` (units, + or -) or `counted` (on the shelf), with a reason; never below what open orders hold',
          params: staffBranchParams,
          body: staffStockAdjustmentBody,
          response: responses(staffCatalogueProductResponse, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        const target = { branchId: request.params.branchId, productId: request.params.id };
        await adjustBranchStock(db, member, target, request.body);
        const product = await staffProduct(db, member, lang, target.productId);
        return ok({ product }, { item: product.id, message: translate(lang, 'staffCatalogue.adjusted') });
      },
    );

    app.get(
      '/staff/catalogue/products/:id/branches/:branchId/stock',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary: 'The stock ledger of a product at a branch, newest first, 50 a page (`before`)',
          params: staffBranchParams,
          querystring: staffStockLedgerQuery,
          response: responses(staffStockLedgerResponse, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const target = { branchId: request.params.branchId, productId: request.params.id };
        return ok(await stockLedger(db, signedIn(request), target, request.query.before));
      },
    );
  };
}
