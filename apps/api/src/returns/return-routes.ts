import { operations, responses, returnParams, returnRequestResponse, translate } from '@store/contract';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { uploadContentTypes } from '../prescriptions/index.ts';
import { listedBranchIds, signedIn } from '../staff/index.ts';
import {
  type Attachments,
  acceptUploads,
  keepUploads,
  receiveUploads,
  type UploadPolicy,
  uploadsOf,
} from '../storage/index.ts';
import {
  addReturnPhotos,
  arrangeReturnPickup,
  customerReturn,
  customerReturns,
  decideReturn,
  listStaffReturns,
  type ReturnDeps,
  receiveReturn,
  refundReturn,
  requestReturn,
  staffReturn,
  staffReturnsPageSize,
} from './return-service.ts';

const tags = ['orders'];

/** The customer's returns of a delivered order (docs/decisions/0085). */
export async function returnRoutes(
  app: ApiInstance,
  options: { db: Db; files: Attachments; uploads: UploadPolicy; windowDays: number; now: () => Date },
) {
  const deps: ReturnDeps = { db: options.db, files: options.files, windowDays: options.windowDays };
  usersOnly(app);
  await acceptUploads(app, options.files.storage, options.uploads);

  app.get(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        summary:
          'What of your delivered order can be returned (the window, each line with what is left and its rule) and your return requests with their status',
        ...operationSchema(operations.orderReturns, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await customerReturns(deps, userId, request.params.id, request.ctx.lang, options.now()));
    },
  );

  app.post(
    '/orders/:id/returns',
    {
      schema: {
        tags,
        summary:
          'Ask to return lines of your delivered order within the return window: quantities, a reason, whether a medicine was opened (opened medicines and cold-chain items only when damaged, wrong or expired)',
        ...operationSchema(operations.requestReturn, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      const id = await requestReturn(deps, {
        userId,
        orderId: request.params.id,
        ...request.body,
        lang,
        now: options.now(),
      });
      return ok(
        { request: await customerReturn(deps, userId, request.params.id, id, lang) },
        { item: id, message: translate(lang, 'returns.requested') },
      );
    },
  );

  app.post(
    '/orders/:id/returns/:returnId/photos',
    {
      preValidation: receiveUploads(options.files.storage, options.uploads),
      schema: {
        tags,
        summary:
          'Add photos to your return request while it waits for the branch (multipart, up to 3 files as `attachments[0..2]`: checked by content, cleaned of metadata, private)',
        consumes: uploadContentTypes,
        params: returnParams,
        body: z.object({}).optional(),
        response: responses(returnRequestResponse, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { id, returnId } = request.params;
      await addReturnPhotos(deps, { userId, orderId: id, returnId, uploads: uploadsOf(request) });
      keepUploads(request);
      const { lang } = request.ctx;
      return ok(
        { request: await customerReturn(deps, userId, id, returnId, lang) },
        { item: returnId, message: translate(lang, 'returns.photosAdded') },
      );
    },
  );
}

/** The branch's side, inside the staff API (its guard, roles and matrix apply). */
export function staffReturnRoutes(options: {
  db: Db;
  files: Attachments;
  windowDays: number;
  gateway: PaymentGateway;
  now: () => Date;
}) {
  const deps = {
    db: options.db,
    files: options.files,
    windowDays: options.windowDays,
    gateway: options.gateway,
  };
  const { now } = options;
  const staffTags = ['staff'];
  return async (app: ApiInstance) => {
    const answer = async (
      request: Parameters<typeof signedIn>[0],
      id: number,
      message: Parameters<typeof translate>[1],
    ) => {
      const found = await staffReturn(deps, signedIn(request), id, request.ctx.lang);
      return ok({ request: found }, { item: id, message: translate(request.ctx.lang, message) });
    };

    app.get(
      '/staff/returns',
      {
        config: { staffAction: 'returns.read' },
        schema: {
          tags: staffTags,
          summary: "Return requests of the staff member's branches, newest first, 20 a page",
          ...operationSchema(operations.staffReturns, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { branchId, status } = request.query;
        const page = request.query.page ?? 1;
        const branchIds = listedBranchIds(signedIn(request), branchId);
        const returns = await listStaffReturns(deps, { branchIds, status, page }, request.ctx.lang);
        return ok({ returns, page, pageSize: staffReturnsPageSize });
      },
    );

    app.get(
      '/staff/returns/:id',
      {
        config: { staffAction: 'returns.read' },
        schema: {
          tags: staffTags,
          summary:
            'One return with its lines, photos (links valid for minutes), customer and how it is refunded',
          ...operationSchema(operations.staffReturn, [401, 403, 404]),
        },
      },
      async (request) => {
        const found = await staffReturn(deps, signedIn(request), request.params.id, request.ctx.lang);
        return ok({ request: found }, { item: found.id });
      },
    );

    app.post(
      '/staff/returns/:id/decide',
      {
        config: { staffAction: 'returns.handle' },
        schema: {
          tags: staffTags,
          summary: 'Approve or refuse a requested return with a note to the customer (notified)',
          ...operationSchema(operations.staffDecideReturn, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        await decideReturn(deps, signedIn(request), id, request.body, now());
        return answer(
          request,
          id,
          request.body.decision === 'approve' ? 'returns.approved' : 'returns.refused',
        );
      },
    );

    app.post(
      '/staff/returns/:id/pickup',
      {
        config: { staffAction: 'returns.handle' },
        schema: {
          tags: staffTags,
          summary: 'Arrange the pickup of an approved return: when and how, told to the customer',
          ...operationSchema(operations.staffArrangeReturnPickup, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        await arrangeReturnPickup(deps, signedIn(request), id, request.body, now());
        return answer(request, id, 'returns.pickupArranged');
      },
    );

    app.post(
      '/staff/returns/:id/receive',
      {
        config: { staffAction: 'returns.handle' },
        schema: {
          tags: staffTags,
          summary:
            'The items are back at the branch: each to stock, or to quarantine (medicines, damaged or expired), in the stock ledger',
          ...operationSchema(operations.staffReceiveReturn, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        await receiveReturn(deps, signedIn(request), id, request.body, now());
        return answer(request, id, 'returns.received');
      },
    );

    app.post(
      '/staff/returns/:id/refund',
      {
        config: { staffAction: 'refunds.pay' },
        schema: {
          tags: staffTags,
          summary:
            'Refund a received return through the one refund path: to the card or wallet through the gateway, or in cash (`paidBy`: driver or counter, `paidAt`); the order total follows',
          ...operationSchema(operations.staffRefundReturn, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        await refundReturn({ ...deps, log: request.log }, signedIn(request), id, request.body, now());
        return answer(request, id, 'returns.refunded');
      },
    );
  };
}
