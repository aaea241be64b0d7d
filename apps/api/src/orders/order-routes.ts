import {
  cancellationReasonsResponse,
  idParams,
  orderResponse,
  ordersResponse,
  placeOrderBody,
  placeOrderResponse,
  responses,
  translate,
} from '@store/contract';
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { CartLimits } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { cancellationReasons, cancellationReasonTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { notFound, ok } from '../http/envelope.ts';
import { requireUser, shopOf, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { findOrder, listOrders } from './order-queries.ts';
import { placeOrder } from './place-order.ts';

const tags = ['orders'];

/** `Idempotency-Key`: one per checkout attempt; a repeated submit gets the first order back. */
const orderHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(100).optional() });

export async function orderRoutes(app: ApiInstance, { db, limits }: { db: Db; limits: CartLimits }) {
  usersOnly(app);
  app.post(
    '/cart/order',
    {
      schema: {
        tags,
        summary:
          'Place the cart as an order (`item` = order id). Send an Idempotency-Key per checkout attempt',
        headers: orderHeaders,
        body: placeOrderBody,
        response: responses(placeOrderResponse, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      const { orderId } = await placeOrder(db, limits, userId, shop, {
        ...request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      const order = await findOrder(db, userId, orderId, shop.lang);
      return ok({ order: order! }, { item: orderId, message: translate(shop.lang, 'order.placed') });
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Pending and old orders, newest first',
        response: responses(ordersResponse, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok(await listOrders(db, userId, request.ctx.lang));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order',
        params: idParams,
        response: responses(orderResponse, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const order = await findOrder(db, userId, request.params.id, request.ctx.lang);
      if (!order) throw notFound('order.notFound');
      return ok({ order });
    },
  );

  app.get(
    '/list/cancellation/reasons',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Reasons a customer can give when cancelling',
        response: responses(cancellationReasonsResponse, []),
      },
    },
    async (request) => {
      const reasons = await db
        .select({ id: cancellationReasons.id, name: cancellationReasonTranslations.name })
        .from(cancellationReasons)
        .innerJoin(
          cancellationReasonTranslations,
          inLang(cancellationReasonTranslations, cancellationReasons.id, request.ctx.lang),
        )
        .orderBy(asc(cancellationReasons.id));
      return ok({ reasons });
    },
  );
}
