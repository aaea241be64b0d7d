import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import {
  createPromotion,
  editPromotion,
  endPromotion,
  promotionUsageFigures,
  staffPromotion,
  staffPromotions,
} from './staff-promotions.ts';

/**
 * `/api/staff/promotions` (docs/decisions/0076): admins manage every promotion, branch managers
 * those that run only at their own branches (`promotions.manage`); every change is audited.
 * Registered with the staff routes, behind the staff guard, so the matrix test covers them.
 */
export function staffPromotionRoutes(options: { db: Db }) {
  const { db } = options;
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.get(
      '/staff/promotions',
      {
        config: { staffAction: 'promotions.manage' },
        schema: {
          tags,
          summary: 'The promotions the staff member manages, newest first, with their uses',
          ...operationSchema(operations.staffPromotions, [401, 403]),
        },
      },
      async (request) => ok({ promotions: await staffPromotions(db, signedIn(request)) }),
    );

    app.post(
      '/staff/promotions',
      {
        config: { staffAction: 'promotions.manage' },
        schema: {
          tags,
          summary:
            'Create a promotion in both languages: automatic (no code) or by code; percent, pounds or free delivery; off the order or chosen products, categories, brands',
          ...operationSchema(operations.staffCreatePromotion, [401, 403, 422]),
        },
      },
      async (request) => {
        const staff = signedIn(request);
        const id = await createPromotion(db, staff, request.body);
        return ok(
          { promotion: await staffPromotion(db, staff, id) },
          { item: id, message: translate(request.ctx.lang, 'staffPromotions.created') },
        );
      },
    );

    app.get(
      '/staff/promotions/:id',
      {
        config: { staffAction: 'promotions.manage' },
        schema: {
          tags,
          summary: 'One promotion (another branch’s: 404)',
          ...operationSchema(operations.staffPromotion, [401, 403, 404]),
        },
      },
      async (request) => {
        const promotion = await staffPromotion(db, signedIn(request), request.params.id);
        return ok({ promotion }, { item: promotion.id });
      },
    );

    app.post(
      '/staff/promotions/:id',
      {
        config: { staffAction: 'promotions.manage' },
        schema: {
          tags,
          summary:
            "Replace a promotion's terms from `version` (409 when it changed); orders already placed keep theirs",
          ...operationSchema(operations.staffEditPromotion, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const staff = signedIn(request);
        await editPromotion(db, staff, request.params.id, request.body);
        return ok(
          { promotion: await staffPromotion(db, staff, request.params.id) },
          { item: request.params.id, message: translate(request.ctx.lang, 'staffPromotions.saved') },
        );
      },
    );

    app.post(
      '/staff/promotions/:id/end',
      {
        config: { staffAction: 'promotions.manage' },
        schema: {
          tags,
          summary: 'End a promotion now, from `version`: new orders no longer get it',
          ...operationSchema(operations.staffEndPromotion, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const staff = signedIn(request);
        await endPromotion(db, staff, request.params.id, request.body.version);
        return ok(
          { promotion: await staffPromotion(db, staff, request.params.id) },
          { item: request.params.id, message: translate(request.ctx.lang, 'staffPromotions.ended') },
        );
      },
    );

    app.get(
      '/staff/promotions/:id/usage',
      {
        config: { staffAction: 'promotions.manage' },
        schema: {
          tags,
          summary:
            'What a promotion did: orders, discount given, delivery saved and revenue, per branch (a manager’s branches)',
          ...operationSchema(operations.staffPromotionUsage, [401, 403, 404]),
        },
      },
      async (request) => {
        const usage = await promotionUsageFigures(db, signedIn(request), request.params.id, request.ctx.lang);
        return ok({ usage });
      },
    );
  };
}
