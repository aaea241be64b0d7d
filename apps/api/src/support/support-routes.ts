import { operations, responses, supportIssueBody, supportIssueResponse, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
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
  closeIssue,
  findIssue,
  findStaffIssue,
  issueTypes,
  listContactMessages,
  listIssues,
  listStaffIssues,
  openIssue,
  reply,
  staffSupportPageSize,
} from './support-service.ts';

const tags = ['support'];

/** 'Support with previous issues' (docs/product.md#support-and-contact; docs/decisions/0028): the customer's calls. */
export async function supportRoutes(
  app: ApiInstance,
  options: { db: Db; files: Attachments; uploads: UploadPolicy; now: () => Date },
) {
  const { db, files } = options;
  usersOnly(app);
  await acceptUploads(app, files.storage, options.uploads);

  app.get(
    '/support/issue/types',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The kinds of problem the support form offers, in the request language',
        ...operationSchema(operations.supportIssueTypes, []),
      },
    },
    async (request) => ok({ types: await issueTypes(db, request.ctx.lang) }),
  );

  app.post(
    '/support/issues',
    {
      preValidation: receiveUploads(files.storage, options.uploads),
      schema: {
        tags,
        summary:
          'Report a problem (multipart, or JSON without files): `typeId`, `comment`, optionally `orderId` of ' +
          'your order (within 24 hours of its delivery) and up to 3 files as `attachments[0..2]` (`item` = issue id)',
        consumes: uploadContentTypes,
        body: supportIssueBody,
        response: responses(supportIssueResponse, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      const id = await openIssue(db, files, {
        userId,
        branchId: () => request.ctx.branchId(),
        ...request.body,
        uploads: uploadsOf(request),
        now: options.now(),
      });
      keepUploads(request);
      return ok(
        { issue: await findIssue(db, files, userId, id, lang) },
        { item: id, message: translate(lang, 'support.sent') },
      );
    },
  );

  app.get(
    '/support/issues',
    {
      schema: {
        tags,
        summary: 'Your previous issues, newest first, with their status and replies',
        ...operationSchema(operations.supportIssues, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ issues: await listIssues(db, files, userId, request.ctx.lang) });
    },
  );

  app.get(
    '/support/issues/:id',
    {
      schema: {
        tags,
        summary: 'One of your issues with its replies and files (links valid for minutes)',
        ...operationSchema(operations.supportIssue, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const issue = await findIssue(db, files, userId, request.params.id, request.ctx.lang);
      return ok({ issue }, { item: issue.id });
    },
  );

  app.post(
    '/support/issues/:id/reply',
    {
      schema: {
        tags,
        summary: 'Add to one of your issues (not a closed one)',
        ...operationSchema(operations.supportReply, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      await reply(db, { userId, issueId: request.params.id, comment: request.body.comment });
      const issue = await findIssue(db, files, userId, request.params.id, lang);
      return ok({ issue }, { item: issue.id, message: translate(lang, 'support.replied') });
    },
  );
}

/** The support team's side, inside the staff API (its guard, roles and matrix apply). */
export function staffSupportRoutes(options: { db: Db; files: Attachments }) {
  const { db, files } = options;
  const staffTags = ['staff'];
  const answer = async (request: FastifyRequest, id: number, message?: string) => {
    const issue = await findStaffIssue(db, files, signedIn(request), id, request.ctx.lang);
    return ok({ issue }, { item: id, ...(message ? { message } : {}) });
  };
  return async (app: ApiInstance) => {
    app.get(
      '/staff/support/issues',
      {
        config: { staffAction: 'support.read' },
        schema: {
          tags: staffTags,
          summary: "Support issues of the staff member's branches, newest first, 20 a page",
          ...operationSchema(operations.staffSupportIssues, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { branchId, status } = request.query;
        const page = request.query.page ?? 1;
        const branchIds = listedBranchIds(signedIn(request), branchId);
        const issues = await listStaffIssues(db, files, { branchIds, status, page }, request.ctx.lang);
        return ok({ issues, page, pageSize: staffSupportPageSize });
      },
    );

    app.get(
      '/staff/support/issues/:id',
      {
        config: { staffAction: 'support.read' },
        schema: {
          tags: staffTags,
          summary: 'One support issue with its replies, files (links valid for minutes) and customer',
          ...operationSchema(operations.staffSupportIssue, [401, 403, 404]),
        },
      },
      async (request) => answer(request, request.params.id),
    );

    app.post(
      '/staff/support/issues/:id/reply',
      {
        config: { staffAction: 'support.answer' },
        schema: {
          tags: staffTags,
          summary: 'Answer the customer (the issue becomes answered)',
          ...operationSchema(operations.staffReplySupport, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const actor = signedIn(request);
        await reply(db, { actor, issueId: request.params.id, comment: request.body.comment });
        return answer(request, request.params.id, translate(request.ctx.lang, 'support.replied'));
      },
    );

    app.post(
      '/staff/support/issues/:id/close',
      {
        config: { staffAction: 'support.answer' },
        schema: {
          tags: staffTags,
          summary: 'Close the issue: the customer can no longer reply to it',
          ...operationSchema(operations.staffCloseSupport, [401, 403, 404]),
        },
      },
      async (request) => {
        await closeIssue(db, { actor: signedIn(request), issueId: request.params.id });
        return answer(request, request.params.id, translate(request.ctx.lang, 'support.closedByStaff'));
      },
    );

    app.get(
      '/staff/support/contact-messages',
      {
        config: { staffAction: 'support.read' },
        schema: {
          tags: staffTags,
          summary: 'Messages sent through the contact form, newest first, 20 a page',
          ...operationSchema(operations.staffContactMessages, [401, 403, 422]),
        },
      },
      async (request) => {
        signedIn(request);
        const page = request.query.page ?? 1;
        return ok({ messages: await listContactMessages(db, page), page, pageSize: staffSupportPageSize });
      },
    );
  };
}
