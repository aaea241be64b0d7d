import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import type { ApiInstance } from '../http/route-types.ts';
import {
  assignCourier,
  courierCash,
  courierDelivered,
  courierOrders,
  courierToday,
  courierUnreachable,
  listCouriers,
} from './courier-orders.ts';
import { findStaffOrder } from './staff-order-queries.ts';
import { listedBranchIds, signedIn } from './staff-routes.ts';

/**
 * Couriers (docs/decisions/0043), behind the staff guard (`staffRoutes`' features, so the
 * authorization matrix covers them): the branch's side (couriers, assignment, cash per day) and the
 * courier's own (`/staff/courier/...`: only the orders handed to them; anyone else's is a 404).
 */
export function staffCourierRoutes(options: { db: Db }) {
  const { db } = options;
  const tags = ['staff'];
  return async (app: ApiInstance) => {
    app.get(
      '/staff/couriers',
      {
        config: { staffAction: 'orders.assign' },
        schema: {
          tags,
          summary: "The couriers of the staff member's branches (or of one), with what each carries now",
          ...operationSchema(operations.staffCouriers, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const staff = signedIn(request);
        return ok({ couriers: await listCouriers(db, listedBranchIds(staff, request.query.branchId)) });
      },
    );

    app.post(
      '/staff/orders/:id/courier',
      {
        config: { staffAction: 'orders.assign' },
        schema: {
          tags,
          summary:
            'Hand an order to a courier of its branch (or another one); an order brought back is sent out again',
          ...operationSchema(operations.staffAssignCourier, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const actor = signedIn(request);
        const { lang } = request.ctx;
        const { courierName } = await assignCourier(db, {
          actor,
          orderId: request.params.id,
          courierId: request.body.courierId,
        });
        const order = (await findStaffOrder(db, request.params.id, lang))!;
        return ok(
          { order },
          { item: order.id, message: translate(lang, 'courier.assigned', { name: courierName }) },
        );
      },
    );

    app.get(
      '/staff/couriers/cash',
      {
        config: { staffAction: 'couriers.cash' },
        schema: {
          tags,
          summary:
            'What each courier took at the door on a Cairo day (today by default): cash to hand in, card reader apart',
          ...operationSchema(operations.staffCourierCash, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const staff = signedIn(request);
        const { branchId, date } = request.query;
        return ok(await courierCash(db, { branchIds: listedBranchIds(staff, branchId), date }));
      },
    );

    app.get(
      '/staff/courier/orders',
      {
        config: { staffAction: 'courier.deliver' },
        schema: {
          tags,
          summary:
            "The courier's orders (handed to them, not delivered or brought back): address, phone, amount to collect, change; and today's takings",
          ...operationSchema(operations.courierOrders, [401, 403]),
        },
      },
      async (request) => {
        const courier = signedIn(request);
        const [orders, today] = await Promise.all([
          courierOrders(db, courier, request.ctx.lang),
          courierToday(db, courier),
        ]);
        return ok({ orders, today });
      },
    );

    app.post(
      '/staff/courier/orders/:id/delivered',
      {
        config: { staffAction: 'courier.deliver' },
        schema: {
          tags,
          summary: 'The courier delivered the order: the amount taken at the door (cash and card reader)',
          ...operationSchema(operations.courierDelivered, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const courier = signedIn(request);
        const { lang } = request.ctx;
        await courierDelivered(db, {
          courier,
          orderId: request.params.id,
          amountCollected: request.body.amountCollected,
          lang,
        });
        return ok(null, { item: request.params.id, message: translate(lang, 'courier.delivered') });
      },
    );

    app.post(
      '/staff/courier/orders/:id/unreachable',
      {
        config: { staffAction: 'courier.deliver' },
        schema: {
          tags,
          summary:
            'The customer could not be reached (how many calls, a note): the order goes back to the branch for a staff decision',
          ...operationSchema(operations.courierUnreachable, [401, 403, 404, 422]),
        },
      },
      async (request) => {
        const courier = signedIn(request);
        await courierUnreachable(db, { courier, orderId: request.params.id, ...request.body });
        return ok(null, {
          item: request.params.id,
          message: translate(request.ctx.lang, 'courier.returned'),
        });
      },
    );
  };
}
