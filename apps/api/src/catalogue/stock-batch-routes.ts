import { nearExpiryWindows, operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { JobRunner } from '../jobs/index.ts';
import { signedIn } from '../staff/index.ts';
import {
  defineExpiryCutoffJob,
  listBatches,
  nearExpiry,
  recallBatch,
  recallBatchChain,
  receiveBatch,
  setExpiryCutoff,
  writeOffBatch,
} from './stock-batches.ts';

/**
 * Batches and expiry (docs/decisions/0075): stock received by batch (those who edit stock), the
 * batches of a product and the near-expiry report (the branch's readers), recalls (pharmacists and
 * admins), and the hourly job that takes batches within the expiry cut-off out of sale. Registered
 * behind the staff guard, so the matrix test covers them.
 */
export function stockBatchRoutes(options: {
  db: Db;
  jobs: JobRunner;
  log: { info(object: object, message: string): void };
}) {
  const { db, jobs } = options;
  defineExpiryCutoffJob(jobs, { db, log: options.log });
  const now = () => jobs.clock.now();
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.get(
      '/staff/catalogue/products/:id/branches/:branchId/batches',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary:
            "A product's batches at a branch, earliest expiry first, with the level and what has no batch",
          ...operationSchema(operations.staffStockBatches, [401, 403, 404]),
        },
      },
      async (request) => {
        const target = { branchId: request.params.branchId, productId: request.params.id };
        return ok(await listBatches(db, signedIn(request), target, now()), { item: target.productId });
      },
    );

    app.post(
      '/staff/catalogue/products/:id/branches/:branchId/batches',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary:
            'Receive stock by batch (number, expiry, quantity): for sale at once unless it expires within the cut-off; an expired batch is refused',
          ...operationSchema(operations.staffReceiveBatch, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        const target = { branchId: request.params.branchId, productId: request.params.id };
        const { forSale, cutoffDays } = await receiveBatch(db, member, target, request.body, now());
        const message = forSale
          ? translate(lang, 'batches.received')
          : translate(lang, 'batches.receivedWithdrawn', { days: cutoffDays });
        return ok(await listBatches(db, member, target, now()), { item: target.productId, message });
      },
    );

    app.post(
      '/staff/catalogue/products/:id/branches/:branchId/batches/recall',
      {
        config: { staffAction: 'medicines.recall' },
        schema: {
          tags,
          summary:
            'Recall a batch at a branch: out of stock at once, every order that received it listed and its customer notified',
          ...operationSchema(operations.staffRecallBatch, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        const target = { branchId: request.params.branchId, productId: request.params.id };
        const result = await recallBatch(db, member, target, request.body, now());
        return ok(result, {
          item: result.batchId,
          message: translate(lang, 'batches.recalled', { count: result.notified }),
        });
      },
    );

    app.post(
      '/staff/catalogue/products/:id/batches/recall',
      {
        config: { staffAction: 'medicines.recallChain' },
        schema: {
          tags,
          summary:
            'Recall a batch at every branch that has it (admins), in one transaction: each branch as its own recall, with its result',
          ...operationSchema(operations.staffRecallBatchChain, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { lang } = request.ctx;
        const result = await recallBatchChain(db, signedIn(request), request.params.id, request.body, now());
        const recalled = result.branches.filter((b) => b.status === 'recalled').length;
        return ok(result, {
          item: request.params.id,
          message: translate(lang, 'batches.recalledChain', { branches: recalled, count: result.notified }),
        });
      },
    );

    app.post(
      '/staff/catalogue/products/:id/branches/:branchId/batches/write-off',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary:
            'Write off what is left of a batch out of sale (expired, expiring or recalled): destroyed or returned, with a reason; the level does not move',
          ...operationSchema(operations.staffWriteOffBatch, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        const target = { branchId: request.params.branchId, productId: request.params.id };
        const done = await writeOffBatch(db, member, target, request.body, now());
        return ok(await listBatches(db, member, target, now()), {
          item: target.productId,
          message: translate(lang, 'batches.writtenOff', done),
        });
      },
    );

    app.post(
      '/staff/stock/expiry-cutoff',
      {
        config: { staffAction: 'stock.cutoff' },
        schema: {
          tags,
          summary:
            "The store's expiry cut-off in days: batches expiring sooner are not sold online; applied at once",
          ...operationSchema(operations.staffSetExpiryCutoff, [401, 403, 422]),
        },
      },
      async (request) => {
        const { lang } = request.ctx;
        const result = await setExpiryCutoff(db, signedIn(request), request.body.days, now());
        return ok(result, {
          message: translate(lang, 'batches.cutoffSaved', { days: result.cutoffDays }),
        });
      },
    );

    app.get(
      '/staff/branches/:id/near-expiry',
      {
        config: { staffAction: 'catalogue.read' },
        schema: {
          tags,
          summary: `What of a branch expires within \`days\` (${nearExpiryWindows.join(', ')}; default 90), with quantities, earliest first`,
          ...operationSchema(operations.staffNearExpiry, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const days = request.query.days ?? 90;
        return ok(await nearExpiry(db, member, request.params.id, days, request.ctx.lang, now()), {
          item: request.params.id,
        });
      },
    );
  };
}
