import { carouselLimits, operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import {
  type CarouselPictureFiles,
  createSlide,
  deleteSlide,
  editSlide,
  moveSlide,
  setSlideHidden,
  staffCarousel,
} from './carousel.ts';
import {
  cleanPage,
  restoreContentPage,
  saveContentPage,
  staffContentPage,
  staffContentPages,
  staffContentVersion,
} from './content-pages.ts';
import { saveDealProducts, saveFeaturedCategories, staffHomePicks } from './home-picks.ts';

/** A picture of at most 10 MB as base64, with the slide's texts. */
const uploadBodyLimit = Math.ceil((carouselLimits.maxFileBytes * 4) / 3) + 64 * 1024;

/**
 * `/api/staff/content` (docs/decisions/0077): admins (`content.manage`) edit the static pages in both
 * languages, preview the cleaned text, and restore an earlier version; every save is audited.
 * Registered with the staff routes, behind the staff guard, so the matrix test covers them.
 */
export function staffContentRoutes(options: { db: Db; pictures: CarouselPictureFiles }) {
  const { db, pictures } = options;
  const tags = ['staff'];
  const config = { staffAction: 'content.manage' as const };
  return async (app: ApiInstance) => {
    app.get(
      '/staff/content/pages',
      {
        config,
        schema: {
          tags,
          summary: 'The static pages, each with its newest version (null: the storefront shows its own text)',
          ...operationSchema(operations.staffContentPages, [401, 403]),
        },
      },
      async () => ok({ pages: await staffContentPages(db) }),
    );

    app.get(
      '/staff/content/pages/:slug',
      {
        config,
        schema: {
          tags,
          summary: "A static page's newest version in both languages and its versions, newest first",
          ...operationSchema(operations.staffContentPage, [401, 403, 422]),
        },
      },
      async (request) => ok(await staffContentPage(db, request.params.slug)),
    );

    app.get(
      '/staff/content/pages/:slug/versions/:version',
      {
        config,
        schema: {
          tags,
          summary: 'One version of a static page in both languages (to preview it before restoring)',
          ...operationSchema(operations.staffContentPageVersion, [401, 403, 404, 422]),
        },
      },
      async (request) =>
        ok({ version: await staffContentVersion(db, request.params.slug, request.params.version) }),
    );

    app.post(
      '/staff/content/pages/:slug',
      {
        config,
        schema: {
          tags,
          summary:
            'Save a static page in both languages as its next version (HTML cleaned to the tags the store allows); 409 when a newer version than `basedOn` was saved',
          ...operationSchema(operations.staffSaveContentPage, [401, 403, 409, 422]),
        },
      },
      async (request) => {
        const version = await saveContentPage(db, signedIn(request), request.params.slug, request.body);
        return ok(await staffContentPage(db, request.params.slug), {
          message: translate(request.ctx.lang, 'staffContent.saved', { version }),
        });
      },
    );

    app.post(
      '/staff/content/preview',
      {
        config,
        schema: {
          tags,
          summary: 'Both languages cleaned as a save would keep them, saving nothing',
          ...operationSchema(operations.staffPreviewContentPage, [401, 403, 422]),
        },
      },
      async (request) => ok(cleanPage(request.body)),
    );

    app.post(
      '/staff/content/pages/:slug/versions/:version/restore',
      {
        config,
        schema: {
          tags,
          summary:
            'Restore an earlier version: a new version copying it; 409 when a newer version than `basedOn` was saved',
          ...operationSchema(operations.staffRestoreContentPage, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const { slug, version: from } = request.params;
        const version = await restoreContentPage(db, signedIn(request), slug, from, request.body.basedOn);
        return ok(await staffContentPage(db, slug), {
          message: translate(request.ctx.lang, 'staffContent.restored', { from, version }),
        });
      },
    );

    // The home carousel (docs/decisions/0082): every answer is the whole carousel, in order.
    const carousel = async () => ({ slides: await staffCarousel(db) });

    app.get(
      '/staff/content/carousel',
      {
        config,
        schema: {
          tags,
          summary: "The home carousel's slides in order, with both languages, days and status",
          ...operationSchema(operations.staffCarousel, [401, 403]),
        },
      },
      async () => ok(await carousel()),
    );

    app.post(
      '/staff/content/carousel',
      {
        config,
        bodyLimit: uploadBodyLimit,
        schema: {
          tags,
          summary: 'Add a slide at the end (an optional picture, base64, stored with its WebP copy)',
          ...operationSchema(operations.staffCreateCarouselSlide, [401, 403, 422]),
        },
      },
      async (request) => {
        await createSlide(db, pictures, signedIn(request), request.body);
        return ok(await carousel(), { message: translate(request.ctx.lang, 'staffCarousel.created') });
      },
    );

    app.post(
      '/staff/content/carousel/:id',
      {
        config,
        bodyLimit: uploadBodyLimit,
        schema: {
          tags,
          summary: "Save a slide's texts, link, days, homes and picture; 409 when it changed since `version`",
          ...operationSchema(operations.staffEditCarouselSlide, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await editSlide(db, pictures, signedIn(request), request.params.id, request.body);
        return ok(await carousel(), { message: translate(request.ctx.lang, 'staffCarousel.saved') });
      },
    );

    app.post(
      '/staff/content/carousel/:id/move',
      {
        config,
        schema: {
          tags,
          summary: 'Move a slide one place up or down',
          ...operationSchema(operations.staffMoveCarouselSlide, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await moveSlide(db, signedIn(request), request.params.id, request.body);
        return ok(await carousel(), { message: translate(request.ctx.lang, 'staffCarousel.moved') });
      },
    );

    app.post(
      '/staff/content/carousel/:id/visibility',
      {
        config,
        schema: {
          tags,
          summary: 'Hide a slide from both homes, or show it again',
          ...operationSchema(operations.staffCarouselSlideVisibility, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await setSlideHidden(db, signedIn(request), request.params.id, request.body);
        return ok(await carousel(), {
          message: translate(
            request.ctx.lang,
            request.body.hidden ? 'staffCarousel.hidden' : 'staffCarousel.shown',
          ),
        });
      },
    );

    app.post(
      '/staff/content/carousel/:id/delete',
      {
        config,
        schema: {
          tags,
          summary: 'Delete a slide (its picture files are collected)',
          ...operationSchema(operations.staffDeleteCarouselSlide, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        await deleteSlide(db, pictures, signedIn(request), request.params.id, request.body.version);
        return ok(await carousel(), { message: translate(request.ctx.lang, 'staffCarousel.deleted') });
      },
    );

    // What the home shows besides its carousel (docs/decisions/0086): every answer is both lists.
    app.get(
      '/staff/content/home-picks',
      {
        config,
        schema: {
          tags,
          summary: "The popular categories grid's categories and the deals slider's products, in order",
          ...operationSchema(operations.staffHomePicks, [401, 403]),
        },
      },
      async (request) => ok(await staffHomePicks(db, request.ctx.lang)),
    );

    app.post(
      '/staff/content/home-picks/categories',
      {
        config,
        schema: {
          tags,
          summary:
            "The popular categories grid's categories, in this order (the whole chain's); 409 when the list changed since `version`",
          ...operationSchema(operations.staffSaveFeaturedCategories, [401, 403, 409, 422]),
        },
      },
      async (request) => {
        await saveFeaturedCategories(db, signedIn(request), request.body.categoryIds, request.body.version);
        return ok(await staffHomePicks(db, request.ctx.lang), {
          message: translate(request.ctx.lang, 'homePicks.categoriesSaved'),
        });
      },
    );

    app.post(
      '/staff/content/home-picks/products',
      {
        config,
        schema: {
          tags,
          summary:
            "The deals slider's products, in this order (none: each branch's best deals); those not sold or out of stock at a branch are left out there; 409 when the list changed since `version`",
          ...operationSchema(operations.staffSaveDealProducts, [401, 403, 409, 422]),
        },
      },
      async (request) => {
        await saveDealProducts(db, signedIn(request), request.body.productIds, request.body.version);
        return ok(await staffHomePicks(db, request.ctx.lang), {
          message: translate(request.ctx.lang, 'homePicks.productsSaved'),
        });
      },
    );
  };
}
