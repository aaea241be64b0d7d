import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { CancelOrderDeps } from '../orders/index.ts';
import { signedIn } from '../staff/index.ts';
import { setMedicineClass } from './medicine-classes.ts';
import { approveOrder, checkView, refuseOrderLine } from './pharmacist-check.ts';

/**
 * `/api/staff/medicines`: what a medicine is (docs/decisions/0054) and the pharmacist's check of an
 * order's prescription-only medicines (docs/decisions/0061). Registered behind the staff guard, so
 * the authorization matrix covers it.
 */
export function staffMedicineRoutes(options: { db: Db; cancel: CancelOrderDeps }) {
  const { db } = options;
  return async (app: ApiInstance) => {
    app.post(
      '/staff/medicines/products/:id/class',
      {
        config: { staffAction: 'medicines.classify' },
        schema: {
          tags: ['staff'],
          summary:
            "Set a product's medicine class: none, otc, prescription (asks a prescription at checkout) or controlled (never sold online), and its largest quantity per order; audited",
          ...operationSchema(operations.staffMedicineClass, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const product = await setMedicineClass(db, signedIn(request), request.params.id, request.body);
        return ok({ product }, { message: translate(request.ctx.lang, 'medicines.classSaved') });
      },
    );

    app.post(
      '/staff/medicines/orders/:id/approve',
      {
        config: { staffAction: 'medicines.check' },
        schema: {
          tags: ['staff'],
          summary:
            "A pharmacist approves an order's prescription-only medicines against its prescription: the order may move on, and they are its pharmacist of record; audited",
          ...operationSchema(operations.staffApprovePrescriptionLines, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        await approveOrder(db, signedIn(request), request.params.id);
        return ok(
          { order: await checkView(db, request.params.id) },
          { item: request.params.id, message: translate(request.ctx.lang, 'medicines.orderApproved') },
        );
      },
    );

    app.post(
      '/staff/medicines/orders/:id/refuse',
      {
        config: { staffAction: 'medicines.check' },
        schema: {
          tags: ['staff'],
          summary:
            'A pharmacist refuses one prescription-only line with a reason: it leaves the order, which is priced again (a paid online order is refunded the difference) and the customer is told why; audited',
          ...operationSchema(operations.staffRefusePrescriptionLine, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        await refuseOrderLine(
          db,
          signedIn(request),
          { orderId: request.params.id, ...request.body },
          { ...options.cancel, log: request.log },
        );
        return ok(
          { order: await checkView(db, request.params.id) },
          { item: request.params.id, message: translate(request.ctx.lang, 'medicines.lineRefused') },
        );
      },
    );
  };
}
