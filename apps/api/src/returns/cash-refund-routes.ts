import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { payCashRefund } from '../payments/index.ts';
import { signedIn } from '../staff/index.ts';

/** `POST /staff/orders/{id}/cash-refund` (docs/decisions/0085): inside the staff API, its guard and matrix. */
export function staffCashRefundRoutes(options: { db: Db; now: () => Date }) {
  return async (app: ApiInstance) => {
    app.post(
      '/staff/orders/:id/cash-refund',
      {
        config: { staffAction: 'refunds.pay' },
        schema: {
          tags: ['staff'],
          summary:
            'Record a cash refund paid out for a payment the gateway cannot give back (a late kiosk payment): amount, driver or counter, when; closes its cash refund once all is paid',
          ...operationSchema(operations.staffCashRefund, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const { id } = request.params;
        const done = await payCashRefund(options.db, signedIn(request), id, request.body, options.now());
        return ok(done, { item: id, message: translate(request.ctx.lang, 'cashRefund.recorded') });
      },
    );
  };
}
