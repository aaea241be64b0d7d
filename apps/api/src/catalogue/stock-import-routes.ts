import { operations, responses, stockImportExportQuery, translate } from '@store/contract';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { JobRunner } from '../jobs/index.ts';
import { signedIn } from '../staff/index.ts';
import { listedBranch } from './staff-catalogue.ts';
import {
  createImport,
  defineStockImportJobs,
  exportHeaders,
  exportRows,
  readImportFor,
  recheckImport,
  startApply,
} from './stock-import.ts';
import { writeCsv, writeXlsx } from './stock-import-file.ts';

/**
 * `/api/staff/catalogue/imports` and `/export`: bulk import of prices and stock per branch, and its
 * export (docs/decisions/0053). Branch managers import into their branches, admins any;
 * readers export. Registered behind the staff guard, so the matrix test covers them.
 */
export function stockImportRoutes(options: { db: Db; jobs: JobRunner }) {
  const { db } = options;
  const jobs = defineStockImportJobs(options.jobs, db);
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.post(
      '/staff/catalogue/imports',
      {
        config: { staffAction: 'catalogue.edit' },
        // A 50,000-row export in base64.
        bodyLimit: 20 * 1024 * 1024,
        schema: {
          tags,
          summary:
            'Upload a CSV or XLSX of prices and stock (base64 `content`): its dry run is checked by a job; read it with GET. ' +
            'An Idempotency-Key makes a retried upload answer the same import (422 if sent with another file)',
          ...operationSchema(operations.staffCreateStockImport, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        const key = request.headers['idempotency-key'];
        const id = await createImport(
          db,
          jobs,
          member,
          request.body,
          typeof key === 'string' ? key : undefined,
        );
        const found = await readImportFor(db, member, lang, id);
        return ok({ import: found }, { item: id, message: translate(lang, 'stockImport.checking') });
      },
    );

    app.get(
      '/staff/catalogue/imports/:id',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary: "An import: its status, progress, columns and dry run (the member's own; an admin's any)",
          ...operationSchema(operations.staffStockImport, [401, 403, 404]),
        },
      },
      async (request) => {
        const found = await readImportFor(db, signedIn(request), request.ctx.lang, request.params.id);
        return ok({ import: found }, { item: found.id });
      },
    );

    app.post(
      '/staff/catalogue/imports/:id/check',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary: 'Check the file again with this column mapping (remembered for the next import)',
          ...operationSchema(operations.staffCheckStockImport, [401, 403, 404, 409, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        await recheckImport(db, jobs, member, request.params.id, request.body);
        const found = await readImportFor(db, member, lang, request.params.id);
        return ok({ import: found }, { item: found.id, message: translate(lang, 'stockImport.checking') });
      },
    );

    app.post(
      '/staff/catalogue/imports/:id/apply',
      {
        config: { staffAction: 'catalogue.edit' },
        schema: {
          tags,
          summary:
            'Apply a checked import in one transaction (a job): good rows are written, bad ones skipped. ' +
            'Pressed again it answers the import as it is; 409 unless checked, or when the same file was applied to its branches before',
          ...operationSchema(operations.staffApplyStockImport, [401, 403, 404, 409]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        await startApply(db, jobs, member, request.params.id, lang);
        const found = await readImportFor(db, member, lang, request.params.id);
        return ok({ import: found }, { item: found.id, message: translate(lang, 'stockImport.applying') });
      },
    );

    app.get(
      '/staff/catalogue/export',
      {
        // A download link in the console: the staff session's cookie is enough (a read, SameSite=Strict).
        config: { staffAction: 'catalogue.read', staffCookie: true },
        schema: {
          tags,
          summary:
            "A branch's prices and stock on hand as CSV (default) or XLSX, in the shape the import reads",
          querystring: stockImportExportQuery,
          response: responses(z.unknown(), [401, 403, 404, 422]),
        },
      },
      async (request, reply) => {
        const member = signedIn(request);
        const branchId = listedBranch(member, request.query.branchId);
        const rows = await exportRows(db, branchId);
        const xlsx = request.query.format === 'xlsx';
        const name = `stock-branch-${branchId}.${xlsx ? 'xlsx' : 'csv'}`;
        return reply
          .header(
            'content-type',
            xlsx
              ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
              : 'text/csv; charset=utf-8',
          )
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(xlsx ? await writeXlsx(exportHeaders, rows) : writeCsv(exportHeaders, rows));
      },
    );
  };
}
