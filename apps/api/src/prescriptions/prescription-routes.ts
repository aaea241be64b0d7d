import {
  type Lang,
  type MessageKey,
  operations,
  prescriptionSendConsentBody,
  prescriptionSendResponse,
  responses,
  translate,
} from '@store/contract';
import type { CartLimits } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { type CancelPolicy, findOrder, type PlaceOrderInput } from '../orders/index.ts';
import {
  type Attachments,
  acceptUploads,
  keepUploads,
  receiveUploads,
  type UploadPolicy,
  uploadsOf,
} from '../storage/index.ts';
import { findOwnPrescription, listPrescriptions, prescriptionView } from './prescription-queries.ts';
import {
  cancelPrescription,
  confirmQuote,
  declineQuote,
  deletePrescription,
  sendPrescription,
} from './prescription-service.ts';

const tags = ['prescriptions'];

/** Multipart with files, or the text fields alone (JSON or form) to have them checked. */
export const uploadContentTypes = [
  'multipart/form-data',
  'application/json',
  'application/x-www-form-urlencoded',
];

/** The customer's prescription calls (docs/product.md#prescriptions; docs/decisions/0028). */
export async function prescriptionRoutes(
  app: ApiInstance,
  options: {
    db: Db;
    files: Attachments;
    uploads: UploadPolicy;
    limits: CartLimits;
    cancelPolicy: CancelPolicy;
    afterPlaced?: PlaceOrderInput['afterPlaced'];
  },
) {
  const { db, files } = options;
  usersOnly(app);
  await acceptUploads(app, files.storage, options.uploads);

  const view = async (userId: number, id: number, lang: Lang) => {
    const row = await findOwnPrescription(db, userId, id);
    if (!row) throw notFound('prescription.notFound');
    return prescriptionView(db, files, row, lang);
  };
  /** The answer to a change: the prescription as it is now (`item` = its id) and what was done. */
  const changed = async (userId: number, id: number, lang: Lang, message: MessageKey) =>
    ok({ prescription: await view(userId, id, lang) }, { item: id, message: translate(lang, message) });

  app.post(
    '/prescriptions/send',
    {
      preValidation: receiveUploads(files.storage, options.uploads),
      schema: {
        tags,
        summary:
          'Send a prescription (multipart): `address_id`, `description`, and 1 to 3 files as `attachments[0..2]` ' +
          '(with the first prescription, while no health_data consent is current, `health_consent` = true: ' +
          'recorded as that consent, else 422) ' +
          '(JPEG, PNG, WebP, HEIC or PDF, judged by their content; 10 MB each by default). Photos are stored ' +
          'without their metadata. `item` = the prescription id',
        consumes: uploadContentTypes,
        body: prescriptionSendConsentBody,
        response: responses(prescriptionSendResponse, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      const id = await sendPrescription(db, files, {
        userId,
        branchId: await request.ctx.branchId(),
        lang,
        addressId: request.body.address_id,
        description: request.body.description,
        uploads: uploadsOf(request),
        healthConsent: request.body.health_consent === true,
        consentChannel: request.body.consent_channel ?? 'web',
      });
      keepUploads(request);
      return changed(userId, id, lang, 'prescription.sent');
    },
  );

  app.get(
    '/prescriptions',
    {
      schema: {
        tags,
        summary:
          'Pending (waiting for the pharmacist or for your answer) and old prescriptions, newest first',
        ...operationSchema(operations.prescriptions, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await listPrescriptions(db, files, userId, request.ctx.lang));
    },
  );

  app.get(
    '/prescriptions/:id',
    {
      schema: {
        tags,
        summary: "One prescription: its files (links valid for minutes), status, and the pharmacist's quote",
        ...operationSchema(operations.prescription, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const prescription = await view(userId, request.params.id, request.ctx.lang);
      return ok({ prescription }, { item: prescription.id });
    },
  );

  app.post(
    '/prescriptions/cancel/:id',
    {
      schema: {
        tags,
        summary:
          'Withdraw a prescription (with a reason from list/cancellation/reasons) while no order was made from it',
        ...operationSchema(operations.cancelPrescription, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { reasonId, reason_id } = request.body;
      const id = request.params.id;
      await cancelPrescription(db, { userId, id, reasonId: (reasonId ?? reason_id)! });
      return changed(userId, id, request.ctx.lang, 'prescription.cancelled');
    },
  );

  app.post(
    '/prescriptions/:id/confirm',
    {
      schema: {
        tags,
        summary:
          "Accept the pharmacist's quote: it becomes an order at today's branch prices, paid as chosen " +
          '(online: then `payment/pay?orderId=`). Confirming again returns the same order (`item` = order id)',
        ...operationSchema(operations.confirmPrescription, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      const { orderId } = await confirmQuote(db, options.limits, {
        userId,
        id: request.params.id,
        lang,
        paymentTypeId: request.body.paymentTypeId,
        comment: request.body.comment,
        orderFrom: 'Web',
        afterPlaced: options.afterPlaced,
      });
      const order = await findOrder(db, userId, orderId, lang, {
        policy: options.cancelPolicy,
        now: new Date(),
      });
      return ok({ order: order! }, { item: orderId, message: translate(lang, 'prescription.confirmed') });
    },
  );

  app.post(
    '/prescriptions/:id/decline',
    {
      schema: {
        tags,
        summary: "Refuse the pharmacist's quote",
        ...operationSchema(operations.declinePrescription, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const id = request.params.id;
      await declineQuote(db, { userId, id });
      return changed(userId, id, request.ctx.lang, 'prescription.declined');
    },
  );

  app.post(
    '/prescriptions/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a prescription and its files (not one an order was made from)',
        ...operationSchema(operations.deletePrescription, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await deletePrescription(db, files, { userId, id: request.params.id });
      return ok(null, { message: translate(request.ctx.lang, 'prescription.deleted') });
    },
  );
}
