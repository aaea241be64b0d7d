import { type Lang, type MessageKey, operations, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import {
  addProductPicture,
  deleteProductPicture,
  editProductPicture,
  moveProductPicture,
  type PictureFiles,
} from './product-pictures.ts';
import {
  adjustBranchStock,
  editBranchRow,
  listedBranch,
  listStaffProducts,
  type ProductSearcher,
  staffProduct,
  stockLedger,
} from './staff-catalogue.ts';
import { catalogueChoices, createProduct, editProduct, productDetails } from './staff-products.ts';
import { staffTaxonomyRoutes } from './staff-taxonomy-routes.ts';

/**
 * `/api/staff/catalogue`: prices and stock per branch (docs/decisions/0046). Branch
 * managers edit their branches, admins any; pharmacists and support read. Registered behind the
 * staff guard (`staffRoutes`' features), so the matrix test covers them.
 */
export function staffCatalogueRoutes(options: {
  db: Db;
  search: ProductSearcher;
  /** Where uploaded product pictures go (the same storage as prescriptions', under `pictures/`). */
  pictures: PictureFiles;
}) {
  const { db, search, pictures } = options;
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
          ...operationSchema(operations.staffCatalogue, [401, 403, 404, 422]),
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
          ...operationSchema(operations.staffCatalogueProduct, [401, 403, 404]),
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
          ...operationSchema(operations.staffEditBranchRow, [401, 403, 404, 409, 422]),
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
          ...operationSchema(operations.staffAdjustStock, [401, 403, 404, 422]),
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
          ...operationSchema(operations.staffStockLedger, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const target = { branchId: request.params.branchId, productId: request.params.id };
        return ok(await stockLedger(db, signedIn(request), target, request.query.before));
      },
    );
    // --- the products themselves (docs/decisions/0052): both languages, read by the console's
    // readers, created and edited by admins.
    app.get(
      '/staff/catalogue/choices',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary:
            "The product editor's choices in the member's language: every brand, every level-3 category by its path",
          ...operationSchema(operations.staffCatalogueChoices, [401, 403]),
        },
      },
      async (request) => ok(await catalogueChoices(db, request.ctx.lang)),
    );

    app.get(
      '/staff/catalogue/products/:id/details',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary: "A product's fields in both languages as the editor shows them, with its version",
          ...operationSchema(operations.staffProductDetails, [401, 403, 404]),
        },
      },
      async (request) => {
        const product = await productDetails(db, request.params.id);
        return ok({ product }, { item: product.id });
      },
    );

    app.post(
      '/staff/catalogue/products',
      {
        config: { staffAction: 'catalogue.products' },
        schema: {
          tags,
          summary:
            'Create a product in both languages (brand, level-3 category, quantities, SKU, GTIN barcodes)',
          ...operationSchema(operations.staffCreateProduct, [401, 403, 422]),
        },
      },
      async (request) => {
        const id = await createProduct(db, signedIn(request), request.body);
        const product = await productDetails(db, id);
        return ok({ product }, { item: id, message: translate(request.ctx.lang, 'staffProducts.created') });
      },
    );

    // An edit of the fields and a hide/show are one write (`editProduct`), answered with the product.
    const saveProduct = async (
      request: FastifyRequest<{ Params: { id: number }; Body: Parameters<typeof editProduct>[3] }>,
    ) => {
      await editProduct(db, signedIn(request), request.params.id, request.body);
      const product = await productDetails(db, request.params.id);
      return ok(
        { product },
        { item: product.id, message: translate(request.ctx.lang, 'staffProducts.saved') },
      );
    };

    app.post(
      '/staff/catalogue/products/:id/details',
      {
        config: { staffAction: 'catalogue.products' },
        schema: {
          tags,
          summary: "Replace a product's fields from `version` (409 naming who and what another edit changed)",
          ...operationSchema(operations.staffEditProduct, [401, 403, 404, 409, 422]),
        },
      },
      saveProduct,
    );

    app.post(
      '/staff/catalogue/products/:id/visibility',
      {
        config: { staffAction: 'catalogue.products' },
        schema: {
          tags,
          summary: 'Hide a product from customers everywhere, or show it again, from `version`',
          ...operationSchema(operations.staffProductVisibility, [401, 403, 404, 409, 422]),
        },
      },
      saveProduct,
    );

    // --- pictures (docs/decisions/0070): admins add, describe, order and remove them.
    const answerProduct = async (lang: Lang, productId: number, message: MessageKey) => {
      const product = await productDetails(db, productId);
      return ok({ product }, { item: product.id, message: translate(lang, message) });
    };

    app.post(
      '/staff/catalogue/products/:id/pictures',
      {
        config: { staffAction: 'catalogue.products' },
        // A 10 MB picture in base64.
        bodyLimit: 14 * 1024 * 1024,
        schema: {
          tags,
          summary:
            'Add a picture (base64 JPEG, PNG or WebP, at most 10 MB) with alt text per language: stored without metadata, with WebP copies at 160, 400 and 800 px',
          ...operationSchema(operations.staffAddProductPicture, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        await addProductPicture(db, pictures, signedIn(request), request.params.id, request.body);
        return answerProduct(request.ctx.lang, request.params.id, 'productPictures.added');
      },
    );

    app.post(
      '/staff/catalogue/products/:id/pictures/:pictureId',
      {
        config: { staffAction: 'catalogue.products' },
        schema: {
          tags,
          summary: "Replace a picture's alt text in both languages",
          ...operationSchema(operations.staffEditProductPicture, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { id: productId, pictureId } = request.params;
        await editProductPicture(db, signedIn(request), { productId, pictureId }, request.body);
        return answerProduct(request.ctx.lang, productId, 'productPictures.saved');
      },
    );

    app.post(
      '/staff/catalogue/products/:id/pictures/:pictureId/move',
      {
        config: { staffAction: 'catalogue.products' },
        schema: {
          tags,
          summary: 'Move a picture to `position` (1 makes it the main picture, the one lists show)',
          ...operationSchema(operations.staffMoveProductPicture, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { id: productId, pictureId } = request.params;
        await moveProductPicture(db, signedIn(request), { productId, pictureId }, request.body.position);
        return answerProduct(request.ctx.lang, productId, 'productPictures.saved');
      },
    );

    app.post(
      '/staff/catalogue/products/:id/pictures/:pictureId/delete',
      {
        config: { staffAction: 'catalogue.products' },
        schema: {
          tags,
          summary: 'Remove a picture (the next one becomes the main picture)',
          ...operationSchema(operations.staffDeleteProductPicture, [401, 403, 404]),
        },
      },
      async (request) => {
        const { id: productId, pictureId } = request.params;
        await deleteProductPicture(db, pictures, signedIn(request), { productId, pictureId });
        return answerProduct(request.ctx.lang, productId, 'productPictures.deleted');
      },
    );

    // --- categories and brands (docs/decisions/0071)
    await staffTaxonomyRoutes({ db, pictures: options.pictures })(app);
  };
}
