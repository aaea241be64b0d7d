import {
  consentBody,
  consentChannelOf,
  consentResponse,
  consentsResponse,
  deleteAccountBody,
  deleteAccountCodeResponse,
  deleteAccountResponse,
  operations,
  responses,
  translate,
} from '@store/contract';
import { z } from 'zod';
import { type AccountService, codeRules } from '../accounts/index.ts';
import type { Db } from '../db/client.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { asksNoticeAgain, currentConsents, recordConsent } from './consents.ts';
import { currentNoticeKey } from './privacy-notice.ts';
import { createWrittenRequest, myRequests } from './privacy-requests.ts';
import type { PrivacyService } from './privacy-service.ts';

const tags = ['privacy'];

/** The customer's own data (docs/decisions/0067): consents, the data download, deleting the account. */
export async function privacyRoutes(
  app: ApiInstance,
  { db, privacy, accounts }: { db: Db; privacy: PrivacyService; accounts: AccountService },
) {
  usersOnly(app);

  app.get(
    '/profile/consents',
    {
      schema: {
        tags,
        summary:
          "The customer's consents, one per kind (privacy notice, marketing by SMS, WhatsApp, e-mail and push, health data): given or not, to which text version, when; `version` = the privacy notice's current version (the newest published, or the code's); `askAgain`: a newer notice than the one the customer agreed to was published (ask again; agreeing posts kind privacy)",
        response: responses(consentsResponse, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const [consents, version, askAgain] = await Promise.all([
        currentConsents(db, userId),
        currentNoticeKey(db),
        asksNoticeAgain(db, userId),
      ]);
      return ok({ consents, version, askAgain });
    },
  );

  app.post(
    '/profile/consents',
    {
      schema: {
        tags,
        summary:
          'Give or withdraw one consent (form or JSON): a new row each time, the history is kept. `channel` web (default) or app',
        body: consentBody,
        response: responses(consentResponse, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { kind, granted, channel } = request.body;
      const row = await recordConsent(db, userId, kind, granted, channel ?? consentChannelOf(null));
      return ok(
        {
          consent: { kind, granted: row.granted, version: row.version, at: row.createdAt.toISOString() },
        },
        { message: translate(request.ctx.lang, 'privacy.consentSaved') },
      );
    },
  );

  app.get(
    '/profile/data-export',
    {
      schema: {
        tags,
        summary:
          'Download my data: a ZIP of JSON files (profile, addresses, orders with lines and payments, prescriptions, support issues and replies, notifications, consents) and the uploaded files; logged',
        response: responses(z.unknown(), [401]),
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const zip = await privacy.exportZip(userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(zip.byteLength))
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );

  app.post(
    '/profile/delete/code',
    {
      schema: {
        tags,
        summary:
          "Delete my account, step one: a 4-digit code by SMS to the account's phone (10 minutes, one use, 30 s between sends); refused while an order is on its way",
        response: responses(deleteAccountCodeResponse, [401, 422, 429]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (await privacy.hasOpenOrder(userId))
        throw new ApiError(422, 'privacy.orderOpen', {}, ['privacy.orderOpen']);
      await accounts.sendDeleteCode(userId, { lang: request.ctx.lang, ip: request.ip, deviceId: null });
      return ok(
        { retryAfterSeconds: codeRules.resendGapMs / 1000 },
        { message: translate(request.ctx.lang, 'privacy.deleteCodeSent') },
      );
    },
  );

  app.post(
    '/profile/delete',
    {
      schema: {
        tags,
        summary:
          'Delete my account, step two, with the code: every session ends, subscriptions are cancelled, personal data is erased; orders stay with no person in them. 422 while an order is on its way',
        body: deleteAccountBody,
        response: responses(deleteAccountResponse, [401, 422, 429]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (await privacy.hasOpenOrder(userId))
        throw new ApiError(422, 'privacy.orderOpen', {}, ['privacy.orderOpen']);
      await accounts.useDeleteCode(userId, request.body.code, {
        lang: request.ctx.lang,
        ip: request.ip,
        deviceId: null,
      });
      await privacy.deleteAccount(userId);
      return ok(null, { message: translate(request.ctx.lang, 'privacy.accountDeleted') });
    },
  );

  app.get(
    '/profile/privacy-requests',
    {
      schema: {
        tags,
        summary:
          "The customer's privacy requests (docs/decisions/0081), newest first: written corrections and objections, and the page's own data downloads and deletion, with status, deadline and answer",
        ...operationSchema(operations.myPrivacyRequests, [401]),
      },
    },
    async (request) => ok({ requests: await myRequests(db, requireUser(request).userId) }),
  );

  app.post(
    '/profile/privacy-requests',
    {
      schema: {
        tags,
        summary:
          "Ask in writing for a correction of one's data or object to a processing (what and why): decided by staff within six working days",
        ...operationSchema(operations.createPrivacyRequest, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const created = await createWrittenRequest(db, userId, request.body);
      return ok(
        { request: created },
        { item: created.id, message: translate(request.ctx.lang, 'privacyRequests.created') },
      );
    },
  );
}
