import { operations, type StaffTaxonomyPicture, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import {
  categoryVisibility,
  createBrand,
  createCategory,
  deleteBrand,
  deleteCategory,
  editBrand,
  editCategory,
  moveBrandProducts,
  moveCategory,
  moveCategoryProducts,
  setTaxonomyPicture,
  staffBrand,
  staffBrands,
  staffCategories,
  staffCategory,
  type TaxonomyPictureFiles,
} from './staff-taxonomy.ts';

/**
 * `/api/staff/catalogue/categories` and `/brands` (docs/decisions/0071): read by the catalogue's
 * readers, written by admins (`catalogue.taxonomy`). Registered with the catalogue's staff routes,
 * behind the staff guard, so the matrix test covers them.
 */
export function staffTaxonomyRoutes(options: { db: Db; pictures: TaxonomyPictureFiles }) {
  const { db, pictures } = options;
  const tags = ['staff'];
  /** A category's or brand's picture stored, replaced or removed; what to tell the staff member. */
  const savePicture = async (
    request: FastifyRequest,
    kind: 'category' | 'brand',
    id: number,
    body: StaffTaxonomyPicture,
  ) => {
    const stored = await setTaxonomyPicture(db, pictures, signedIn(request), kind, id, body);
    return translate(
      request.ctx.lang,
      stored ? 'staffTaxonomy.pictureSaved' : 'staffTaxonomy.pictureRemoved',
    );
  };
  return async (app: ApiInstance) => {
    app.get(
      '/staff/catalogue/categories',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary:
            'Every category, hidden ones too, with both names, order, version and products (any level)',
          ...operationSchema(operations.staffCategories, [401, 403]),
        },
      },
      async () => ok({ categories: await staffCategories(db) }),
    );

    app.post(
      '/staff/catalogue/categories',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary:
            'Create a category in both languages: level 1, or one level under `parentId`, last among its siblings',
          ...operationSchema(operations.staffCreateCategory, [401, 403, 422]),
        },
      },
      async (request) => {
        const id = await createCategory(db, signedIn(request), request.body);
        const category = await staffCategory(db, id);
        return ok({ category }, { item: id, message: translate(request.ctx.lang, 'staffTaxonomy.created') });
      },
    );

    app.post(
      '/staff/catalogue/categories/:id',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary:
            "Replace a category's names and parent from `version` (a move keeps the level and carries its products; 409 naming what changed)",
          ...operationSchema(operations.staffEditCategory, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await editCategory(db, signedIn(request), request.params.id, request.body);
        const category = await staffCategory(db, request.params.id);
        return ok(
          { category },
          { item: category.id, message: translate(request.ctx.lang, 'staffTaxonomy.saved') },
        );
      },
    );

    app.post(
      '/staff/catalogue/categories/:id/visibility',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary:
            'Hide a category (everything under it and its products) from customers, or show it, from `version`',
          ...operationSchema(operations.staffCategoryVisibility, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await categoryVisibility(db, signedIn(request), request.params.id, request.body);
        const category = await staffCategory(db, request.params.id);
        return ok(
          { category },
          { item: category.id, message: translate(request.ctx.lang, 'staffTaxonomy.saved') },
        );
      },
    );

    app.post(
      '/staff/catalogue/categories/:id/order',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary: 'Move a category one place up or down among its siblings, from `version`',
          ...operationSchema(operations.staffCategoryOrder, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await moveCategory(db, signedIn(request), request.params.id, request.body);
        const category = await staffCategory(db, request.params.id);
        return ok(
          { category },
          { item: category.id, message: translate(request.ctx.lang, 'staffTaxonomy.saved') },
        );
      },
    );

    app.post(
      '/staff/catalogue/categories/:id/picture',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        // A picture travels base64 in JSON: up to the picture's limit, not the default 1 MB.
        bodyLimit: 16 * 1024 * 1024,
        schema: {
          tags,
          summary:
            "Upload (base64 `picture`), replace or `remove` a category's picture from `version`; the storefront shows it instead of the drawn one",
          ...operationSchema(operations.staffCategoryPicture, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const message = await savePicture(request, 'category', request.params.id, request.body);
        const category = await staffCategory(db, request.params.id);
        return ok({ category }, { item: category.id, message });
      },
    );

    app.post(
      '/staff/catalogue/categories/:id/delete',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary: 'Delete an empty category (no products, no categories under it; 422 otherwise: hide it)',
          ...operationSchema(operations.staffDeleteCategory, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await deleteCategory(
          db,
          signedIn(request),
          request.params.id,
          request.body.version,
          pictures.collect,
        );
        return ok(
          { deleted: request.params.id },
          { message: translate(request.ctx.lang, 'staffTaxonomy.deleted') },
        );
      },
    );

    app.post(
      '/staff/catalogue/categories/:id/move-products',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary:
            'Move every product of a level-3 category to another level-3 category (`to`), from `version`, so it can be deleted',
          ...operationSchema(operations.staffMoveCategoryProducts, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const moved = await moveCategoryProducts(db, signedIn(request), request.params.id, request.body);
        return ok(
          { moved },
          { message: translate(request.ctx.lang, 'staffTaxonomy.moved', { count: moved }) },
        );
      },
    );

    app.get(
      '/staff/catalogue/brands',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary: 'Brands by English name (hidden ones too), those whose name holds `q` in either language',
          ...operationSchema(operations.staffBrands, [401, 403, 422]),
        },
      },
      async (request) => ok(await staffBrands(db, { q: request.query.q })),
    );

    app.post(
      '/staff/catalogue/brands',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary: 'Create a brand in both languages',
          ...operationSchema(operations.staffCreateBrand, [401, 403, 422]),
        },
      },
      async (request) => {
        const id = await createBrand(db, signedIn(request), request.body);
        const brand = await staffBrand(db, id);
        return ok({ brand }, { item: id, message: translate(request.ctx.lang, 'staffTaxonomy.created') });
      },
    );

    app.post(
      '/staff/catalogue/brands/:id',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary: "Replace a brand's names from `version` (409 naming what another edit changed)",
          ...operationSchema(operations.staffEditBrand, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await editBrand(db, signedIn(request), request.params.id, request.body);
        const brand = await staffBrand(db, request.params.id);
        return ok({ brand }, { item: brand.id, message: translate(request.ctx.lang, 'staffTaxonomy.saved') });
      },
    );

    app.post(
      '/staff/catalogue/brands/:id/visibility',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary: 'Hide a brand (and its products) from customers, or show it, from `version`',
          ...operationSchema(operations.staffBrandVisibility, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await editBrand(db, signedIn(request), request.params.id, request.body);
        const brand = await staffBrand(db, request.params.id);
        return ok({ brand }, { item: brand.id, message: translate(request.ctx.lang, 'staffTaxonomy.saved') });
      },
    );

    app.post(
      '/staff/catalogue/brands/:id/picture',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        bodyLimit: 16 * 1024 * 1024,
        schema: {
          tags,
          summary:
            "Upload (base64 `picture`), replace or `remove` a brand's picture from `version`; the storefront shows it instead of the drawn one",
          ...operationSchema(operations.staffBrandPicture, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const message = await savePicture(request, 'brand', request.params.id, request.body);
        const brand = await staffBrand(db, request.params.id);
        return ok({ brand }, { item: brand.id, message });
      },
    );

    app.post(
      '/staff/catalogue/brands/:id/delete',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary: 'Delete a brand without products (422 otherwise: hide it)',
          ...operationSchema(operations.staffDeleteBrand, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await deleteBrand(db, signedIn(request), request.params.id, request.body.version, pictures.collect);
        return ok(
          { deleted: request.params.id },
          { message: translate(request.ctx.lang, 'staffTaxonomy.deleted') },
        );
      },
    );

    app.post(
      '/staff/catalogue/brands/:id/move-products',
      {
        config: { staffAction: 'catalogue.taxonomy' },
        schema: {
          tags,
          summary:
            'Move every product of a brand to another brand (`to`), from `version`, so it can be deleted',
          ...operationSchema(operations.staffMoveBrandProducts, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const moved = await moveBrandProducts(db, signedIn(request), request.params.id, request.body);
        return ok(
          { moved },
          { message: translate(request.ctx.lang, 'staffTaxonomy.moved', { count: moved }) },
        );
      },
    );
  };
}
