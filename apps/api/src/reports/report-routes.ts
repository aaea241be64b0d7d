import { operations } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { listedBranchIds, signedIn } from '../staff/index.ts';
import { staffReport } from './report-queries.ts';

/**
 * Reports (docs/decisions/0055), behind the staff guard (`staffRoutes`' features, so the
 * authorization matrix covers them): admins for the chain or any branch, branch managers for their
 * own branches (together, or one); another branch is a 404 as everywhere in the console.
 */
export function staffReportRoutes(options: { db: Db }) {
  const { db } = options;
  return async (app: ApiInstance) => {
    app.get(
      '/staff/reports/dashboard',
      {
        config: { staffAction: 'reports.read' },
        schema: {
          tags: ['staff'],
          summary:
            'How a branch or the chain did over a period of Cairo days, against the period before: orders, revenue, customers, payments, cancellations, substitutions, searches without results, couriers’ takings (money in piasters)',
          ...operationSchema(operations.staffReportsDashboard, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const staff = signedIn(request);
        const { from, to, branchId } = request.query;
        const report = await staffReport(db, {
          from,
          to,
          branchIds: listedBranchIds(staff, branchId),
          lang: request.ctx.lang,
        });
        return ok({ report: { branchId: branchId ?? null, ...report } });
      },
    );
  };
}
