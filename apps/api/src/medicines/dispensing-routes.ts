import { operations, responses, staffDispensingExportQuery, translate } from '@store/contract';
import { z } from 'zod';
import { writeCsv } from '../catalogue/index.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { listedBranchIds, signedIn } from '../staff/index.ts';
import { dispensingRecords, orderPacks, scanPack, waivePacks } from './dispensing.ts';

/**
 * Dispensing by pack (docs/decisions/0066): pharmacists, managers and admins scan each medicine
 * pack against its order line at their branches, and export a day's records. Behind the staff guard
 * (`staffRoutes`' features), so the authorization matrix covers them.
 */
export function staffDispensingRoutes(options: { db: Db; now?: () => Date }) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.post(
      '/staff/orders/:id/items/:itemId/packs',
      {
        config: { staffAction: 'medicines.dispense' },
        schema: {
          tags,
          summary:
            "Scan a medicine pack's GS1 DataMatrix (GTIN, expiry, batch, serial) against an order line: the line's product, not expired, a serial never dispensed before, no more packs than ordered",
          ...operationSchema(operations.staffScanPack, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { lang } = request.ctx;
        const scanned = await scanPack(
          db,
          signedIn(request),
          lang,
          { orderId: request.params.id, itemId: request.params.itemId, code: request.body.code },
          now(),
        );
        return ok(scanned, {
          item: scanned.pack.id,
          message: translate(lang, 'dispensing.scanned', {
            scanned: scanned.scanned,
            needed: scanned.needed,
          }),
        });
      },
    );

    app.get(
      '/staff/orders/:id/packs',
      {
        config: { staffAction: 'medicines.dispense' },
        schema: {
          tags,
          summary: "An order's medicine lines, the packs each needs and those scanned so far",
          ...operationSchema(operations.staffOrderPacks, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const found = await orderPacks(db, signedIn(request), request.ctx.lang, request.params.id);
        return ok(found, { item: request.params.id });
      },
    );

    app.post(
      '/staff/orders/:id/packs/waive',
      {
        // A pharmacist's judgement, as the prescription check is (pharmacists and admins).
        config: { staffAction: 'medicines.check' },
        schema: {
          tags,
          summary:
            "A pharmacist records why an order's medicine packs go out unscanned; the order may then be dispatched; audited",
          ...operationSchema(operations.staffWaivePacks, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const member = signedIn(request);
        const { lang } = request.ctx;
        await waivePacks(db, member, request.params.id, request.body.reason, now());
        return ok(await orderPacks(db, member, lang, request.params.id), {
          item: request.params.id,
          message: translate(lang, 'dispensing.packsWaived'),
        });
      },
    );

    app.get(
      '/staff/dispensing/export',
      {
        // A download link in the console: the staff session's cookie is enough (a read, SameSite=Strict).
        config: { staffAction: 'medicines.dispense', staffCookie: true },
        schema: {
          tags,
          summary:
            "A Cairo day's dispensing records as CSV (GTIN, serial, batch, expiry, order, time, pharmacist): one branch, or all of the member's",
          querystring: staffDispensingExportQuery,
          response: responses(z.unknown(), [401, 403, 404, 422]),
        },
      },
      async (request, reply) => {
        const member = signedIn(request);
        const { date, branchId } = request.query;
        const { headers, rows } = await dispensingRecords(db, {
          day: date,
          branchIds: listedBranchIds(member, branchId),
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="dispensing-${date}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(writeCsv(headers, rows));
      },
    );
  };
}
