import { type MessageKey, operations, translate } from '@store/contract';
import type { FastifyRequest } from 'fastify';
import type { CartLimits } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { listedBranchIds, signedIn } from '../staff/index.ts';
import type { Attachments } from '../storage/index.ts';
import {
  customerOf,
  listStaffPrescriptions,
  prescriptionView,
  searchQuoteProducts,
  staffPrescriptionsPageSize,
} from './prescription-queries.ts';
import { findBranchPrescription, quotePrescription, rejectPrescription } from './prescription-service.ts';

const tags = ['staff'];

/**
 * The pharmacists' side of prescriptions (docs/decisions/0028), inside the staff API: its session
 * guard and role check (`staffAction`) apply; another branch's prescription is a 404.
 */
export function staffPrescriptionRoutes(options: { db: Db; files: Attachments; limits: CartLimits }) {
  const { db, files } = options;
  return async (app: ApiInstance) => {
    /** The prescription, when it is at one of the caller's branches (404 otherwise). */
    const branchPrescription = async (request: FastifyRequest, id: number) => {
      const row = await findBranchPrescription(db, signedIn(request), id);
      if (!row) throw notFound('prescription.notFound');
      return row;
    };
    /** The prescription with its customer (`item` = its id), and what was done to it if anything. */
    const answer = async (request: FastifyRequest, id: number, message?: MessageKey) => {
      const row = await branchPrescription(request, id);
      const { lang } = request.ctx;
      const prescription = await prescriptionView(db, files, row, lang);
      return ok(
        { prescription: { ...prescription, customer: await customerOf(db, row.userId) } },
        { item: id, ...(message ? { message: translate(lang, message) } : {}) },
      );
    };

    app.get(
      '/staff/prescriptions',
      {
        config: { staffAction: 'prescriptions.read' },
        schema: {
          tags,
          summary:
            "Prescriptions of the staff member's branches, newest first, 20 a page (`status=new` for the queue)",
          ...operationSchema(operations.staffPrescriptions, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { branchId, status } = request.query;
        const page = request.query.page ?? 1;
        const branchIds = listedBranchIds(signedIn(request), branchId);
        const prescriptions = await listStaffPrescriptions(
          db,
          files,
          { branchIds, status, page },
          request.ctx.lang,
        );
        return ok({ prescriptions, page, pageSize: staffPrescriptionsPageSize });
      },
    );

    app.get(
      '/staff/prescriptions/:id',
      {
        config: { staffAction: 'prescriptions.read' },
        schema: {
          tags,
          summary: 'One prescription: its files (links valid for minutes), the customer, the quote',
          ...operationSchema(operations.staffPrescription, [401, 403, 404]),
        },
      },
      async (request) => answer(request, request.params.id),
    );

    app.get(
      '/staff/prescriptions/:id/products',
      {
        config: { staffAction: 'prescriptions.answer' },
        schema: {
          tags,
          summary:
            "The quote builder's search: catalogue products in stock at the prescription's branch matching `q` (words or a product number), 20 at most; and those it is out of, with the cheapest in-stock product of the same ingredients",
          ...operationSchema(operations.staffQuoteProducts, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const row = await branchPrescription(request, request.params.id);
        const found = await searchQuoteProducts(db, {
          branchId: row.branchId,
          q: request.query.q,
          lang: request.ctx.lang,
        });
        return ok(found, { item: row.id });
      },
    );

    app.post(
      '/staff/prescriptions/:id/quote',
      {
        config: { staffAction: 'prescriptions.answer' },
        schema: {
          tags,
          summary:
            "Answer with a quote: catalogue products and quantities, priced at the prescription's branch (today's prices when the customer confirms)",
          ...operationSchema(operations.staffQuote, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const actor = signedIn(request);
        const { lang } = request.ctx;
        await quotePrescription(db, options.limits, { actor, id: request.params.id, ...request.body, lang });
        return answer(request, request.params.id, 'prescription.quoted');
      },
    );

    app.post(
      '/staff/prescriptions/:id/reject',
      {
        config: { staffAction: 'prescriptions.answer' },
        schema: {
          tags,
          summary: 'Answer that the prescription cannot be filled, with the reason the customer will read',
          ...operationSchema(operations.staffRejectPrescription, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const actor = signedIn(request);
        await rejectPrescription(db, { actor, id: request.params.id, reason: request.body.reason });
        return answer(request, request.params.id, 'prescription.rejected');
      },
    );
  };
}
