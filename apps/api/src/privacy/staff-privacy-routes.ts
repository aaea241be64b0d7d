import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { signedIn } from '../staff/index.ts';
import { publishNotice, saveNoticeDraft, staffNotice, staffNoticeVersion } from './privacy-notice.ts';
import {
  addHoliday,
  answerRequest,
  breach,
  breachCustomers,
  createBreach,
  listBreaches,
  listHolidays,
  markReported,
  notifyBreachCustomers,
  recordRequest,
  removeHoliday,
  staffRequest,
  staffRequests,
} from './privacy-requests.ts';

/**
 * `/api/staff/privacy` (docs/decisions/0081): the privacy requests' queue with its public holidays,
 * and the breach register; `privacy.manage` (admins and the data protection officer). Registered with
 * the staff routes, behind the staff guard, so the matrix test covers them. Every change is audited.
 */
export function staffPrivacyRoutes(options: { db: Db }) {
  const { db } = options;
  const tags = ['staff'];
  const config = { staffAction: 'privacy.manage' } as const;
  // The privacy notice's text (docs/decisions/0092): its own action, admins and the DPO.
  const notice = { staffAction: 'privacy.notice' } as const;
  return async (app: ApiInstance) => {
    app.get(
      '/staff/privacy/notice',
      {
        config: notice,
        schema: {
          tags,
          summary:
            "The privacy notice's draft (null: none), its newest published version in both languages, and every version newest first",
          ...operationSchema(operations.staffPrivacyNotice, [401, 403]),
        },
      },
      async () => ok(await staffNotice(db)),
    );

    app.get(
      '/staff/privacy/notice/versions/:version',
      {
        config: notice,
        schema: {
          tags,
          summary:
            'One published version of the privacy notice in both languages (old versions stay readable)',
          ...operationSchema(operations.staffPrivacyNoticeVersion, [401, 403, 404, 422]),
        },
      },
      async (request) => ok({ version: await staffNoticeVersion(db, request.params.version) }),
    );

    app.post(
      '/staff/privacy/notice/draft',
      {
        config: notice,
        schema: {
          tags,
          summary:
            "Save the privacy notice's draft in both languages (HTML cleaned to the tags the store allows); customers do not see it",
          ...operationSchema(operations.staffSavePrivacyNoticeDraft, [401, 403, 422]),
        },
      },
      async (request) => {
        await saveNoticeDraft(db, signedIn(request), request.body);
        return ok(await staffNotice(db), {
          message: translate(request.ctx.lang, 'privacyNotice.draftSaved'),
        });
      },
    );

    app.post(
      '/staff/privacy/notice/publish',
      {
        config: notice,
        schema: {
          tags,
          summary:
            'Publish the draft as the next version of the privacy notice (customers who agreed to an older one are asked again); 409 when a newer version than `basedOn` was published, 422 without a draft',
          ...operationSchema(operations.staffPublishPrivacyNotice, [401, 403, 409, 422]),
        },
      },
      async (request) => {
        const version = await publishNotice(db, signedIn(request), request.body.basedOn);
        return ok(await staffNotice(db), {
          message: translate(request.ctx.lang, 'privacyNotice.published', { version }),
        });
      },
    );

    app.get(
      '/staff/privacy/requests',
      {
        config,
        schema: {
          tags,
          summary:
            'Every open privacy request and the latest decided ones: overdue first, then by deadline (six working days, Egypt); with the public holidays',
          ...operationSchema(operations.staffPrivacyRequests, [401, 403]),
        },
      },
      async () => {
        const [requests, holidays] = await Promise.all([staffRequests(db), listHolidays(db)]);
        return ok({ requests, holidays });
      },
    );

    app.get(
      '/staff/privacy/requests/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One privacy request',
          ...operationSchema(operations.staffPrivacyRequest, [401, 403, 404]),
        },
      },
      async (request) => {
        const found = await staffRequest(db, request.params.id);
        return ok({ request: found }, { item: found.id });
      },
    );

    app.post(
      '/staff/privacy/requests/:id/answer',
      {
        config,
        schema: {
          tags,
          summary:
            "Answer or refuse an open request with a note to the customer (sent through the notifications outbox in the customer's language); `version` optional (409 when it changed)",
          ...operationSchema(operations.staffAnswerPrivacyRequest, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        await answerRequest(db, signedIn(request), id, request.body);
        return ok(
          { request: await staffRequest(db, id) },
          {
            item: id,
            message: translate(
              request.ctx.lang,
              request.body.outcome === 'refused' ? 'privacyRequests.refused' : 'privacyRequests.answered',
            ),
          },
        );
      },
    );

    app.post(
      '/staff/privacy/requests',
      {
        config,
        schema: {
          tags,
          summary:
            'Record a request that arrived by e-mail, letter, phone or at a branch: the customer (phone number or e-mail address), the kind, the day received (its deadline counts from it), how it arrived and a note',
          ...operationSchema(operations.staffRecordPrivacyRequest, [401, 403, 422]),
        },
      },
      async (request) => {
        const id = await recordRequest(db, signedIn(request), request.body);
        return ok(
          { request: await staffRequest(db, id) },
          { item: id, message: translate(request.ctx.lang, 'privacyRequests.recorded') },
        );
      },
    );

    app.post(
      '/staff/privacy/holidays',
      {
        config,
        schema: {
          tags,
          summary: 'Add a public holiday (a Cairo day): not a working day for the requests’ deadlines',
          ...operationSchema(operations.staffAddPrivacyHoliday, [401, 403, 422]),
        },
      },
      async (request) => {
        await addHoliday(db, signedIn(request), request.body.day, request.body.name);
        return ok(
          { holidays: await listHolidays(db) },
          { message: translate(request.ctx.lang, 'privacyRequests.holidayAdded') },
        );
      },
    );

    app.post(
      '/staff/privacy/holidays/remove',
      {
        config,
        schema: {
          tags,
          summary: 'Remove a public holiday',
          ...operationSchema(operations.staffRemovePrivacyHoliday, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        await removeHoliday(db, signedIn(request), request.body.day);
        return ok(
          { holidays: await listHolidays(db) },
          { message: translate(request.ctx.lang, 'privacyRequests.holidayRemoved') },
        );
      },
    );

    app.get(
      '/staff/privacy/breaches',
      {
        config,
        schema: {
          tags,
          summary: 'The breach register, latest discovered first, each with its 72-hour deadline',
          ...operationSchema(operations.staffBreaches, [401, 403]),
        },
      },
      async () => ok({ breaches: await listBreaches(db) }),
    );

    app.post(
      '/staff/privacy/breaches',
      {
        config,
        schema: {
          tags,
          summary:
            'Record a breach: what happened, when it was discovered (Cairo day and time), the kinds of data, and the affected customers (phone numbers, and/or those with orders at a branch between two days)',
          ...operationSchema(operations.staffRecordBreach, [401, 403, 422]),
        },
      },
      async (request) => {
        const id = await createBreach(db, signedIn(request), request.body);
        const recorded = await breach(db, id);
        return ok(
          { breach: recorded },
          {
            item: id,
            message: translate(request.ctx.lang, 'breaches.recorded', { count: recorded.affected }),
          },
        );
      },
    );

    app.get(
      '/staff/privacy/breaches/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One breach',
          ...operationSchema(operations.staffBreach, [401, 403, 404]),
        },
      },
      async (request) => ok({ breach: await breach(db, request.params.id) }, { item: request.params.id }),
    );

    app.post(
      '/staff/privacy/breaches/:id/reported',
      {
        config,
        schema: {
          tags,
          summary: 'Record when the Data Protection Centre was told of the breach (Cairo day and time)',
          ...operationSchema(operations.staffBreachReported, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        await markReported(db, signedIn(request), id, request.body.reportedOn, request.body.reportedTime);
        return ok(
          { breach: await breach(db, id) },
          { item: id, message: translate(request.ctx.lang, 'breaches.reported') },
        );
      },
    );

    app.get(
      '/staff/privacy/breaches/:id/customers',
      {
        config,
        schema: {
          tags,
          summary: 'The customers a breach affected (name, phone, e-mail, language), for the export',
          ...operationSchema(operations.staffBreachCustomers, [401, 403, 404]),
        },
      },
      async (request) => ok({ customers: await breachCustomers(db, request.params.id) }),
    );

    app.post(
      '/staff/privacy/breaches/:id/notify',
      {
        config,
        schema: {
          tags,
          summary:
            'Tell every affected customer through the notifications outbox, each in their language; once (422 after)',
          ...operationSchema(operations.staffNotifyBreachCustomers, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        const notified = await notifyBreachCustomers(db, signedIn(request), id);
        return ok(
          { breach: await breach(db, id), notified },
          { item: id, message: translate(request.ctx.lang, 'breaches.notified', { count: notified }) },
        );
      },
    );
  };
}
