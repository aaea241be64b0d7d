import { type Lang, onlinePaymentTypeIds, operations, translate } from '@store/contract';
import { asc, eq } from 'drizzle-orm';
import { type CartLimits, type CartService, cartChoices } from '../cart/index.ts';
import type { Db } from '../db/client.ts';
import { cancellationReasons, cancellationReasonTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { notFound, ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, type Shop, shopOf, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { releaseAwaitingCheckouts } from './awaiting-checkout.ts';
import { cancelOrder } from './cancel-order.ts';
import type { CancelPolicy } from './cancellation-rules.ts';
import { editScheduledOrderItems } from './edit-scheduled-order.ts';
import { findOrder, listOrders } from './order-queries.ts';
import { type PlaceOrderInput, placeOrder } from './place-order.ts';
import { reorder } from './reorder.ts';
import {
  placedMessage,
  requireUserForSchedule,
  type ScheduleCheckout,
  scheduledPlacement,
} from './schedule-checkout.ts';

const tags = ['orders'];

export async function orderRoutes(
  app: ApiInstance,
  {
    db,
    limits,
    cart,
    gateway,
    cancelPolicy,
    schedule,
    afterPlaced,
    startOnlinePayment,
  }: {
    db: Db;
    limits: CartLimits;
    cart: CartService;
    gateway: PaymentGateway;
    cancelPolicy: CancelPolicy;
    /** Scheduled orders and subscriptions (docs/decisions/0021). */
    schedule: ScheduleCheckout;
    /** In the placing transaction: an online order's release if unpaid (docs/decisions/0020). */
    afterPlaced?: PlaceOrderInput['afterPlaced'];
    /** `payment/pay`'s start of an online checkout: the only way an online order is placed (0031). */
    startOnlinePayment: (
      userId: number,
      shop: Shop,
      input: {
        idempotencyKey?: string | undefined;
        prescriptionId?: number | undefined;
        walletNumber?: string | undefined;
      },
    ) => Promise<{ url: string; orderId: number }>;
  },
) {
  usersOnly(app);
  const orderNow = (userId: number, orderId: number, lang: Lang) =>
    findOrder(db, userId, orderId, lang, {
      policy: cancelPolicy,
      now: new Date(),
      // The edit cutoff on the clock the edit itself is checked with.
      schedule: { settings: schedule.settings, now: schedule.now() },
    });
  app.post(
    '/cart/order',
    {
      // Checked below, with the subscription's own message for a guest who asks for a schedule.
      config: { public: true },
      preValidation: requireUserForSchedule,
      schema: {
        tags,
        summary:
          'Place the cart as an order (`item` = order id). Send an Idempotency-Key per checkout attempt. ' +
          '`scheduleType` once, weekly or monthly (with `startDate` and `slotId`, see delivery/slots) ' +
          'delivers on that day; weekly and monthly subscribe (see subscriptions)',
        ...operationSchema(operations.placeOrder, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      const { comment, orderFrom } = request.body;
      const instant = (request.body.scheduleType ?? 'instant') === 'instant';
      if (instant && onlinePaymentTypeIds.includes((await cartChoices(db, userId)).paymentTypeId ?? 0)) {
        // Online payment chosen: the order waits, hidden, for its payment like `payment/pay`'s (the
        // same cart gives the same one), and the client is sent to pay; no second, visible order.
        const idempotencyKey = request.headers['idempotency-key'];
        const { url, orderId } = await startOnlinePayment(userId, shop, {
          idempotencyKey,
          prescriptionId: request.body.prescriptionId,
          walletNumber: request.body.walletNumber,
        });
        return ok(
          { order: null, paymentUrl: url },
          { item: orderId, message: translate(shop.lang, 'order.payOnline') },
        );
      }
      // The cart placed this way supersedes an online checkout of it left on the gateway's page
      // (docs/decisions/0031): its stock and promo use come back first.
      await releaseAwaitingCheckouts(db, userId, { gateway, policy: cancelPolicy, now: new Date() });
      const { orderId } = await placeOrder(db, limits, userId, shop, {
        comment,
        orderFrom,
        idempotencyKey: request.headers['idempotency-key'],
        schedule: scheduledPlacement(request.body, shop, schedule),
        now: schedule.now(),
        afterPlaced,
        prescriptionId: request.body.prescriptionId,
      });
      const order = await orderNow(userId, orderId, shop.lang);
      return ok(
        { order: order!, paymentUrl: null },
        { item: orderId, message: placedMessage(shop.lang, request.body) },
      );
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Pending and old orders, newest first',
        ...operationSchema(operations.orders, [401]),
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
        ...operationSchema(operations.order, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const order = await orderNow(userId, request.params.id, request.ctx.lang);
      if (!order) throw notFound('order.notFound');
      return ok({ order });
    },
  );

  app.post(
    '/orders/cancel/:id',
    {
      schema: {
        tags,
        summary:
          'Cancel an order: before dispatch, within the cancel window after placing it (or after a ' +
          'substitution request). Stock, promo use and online payment are given back. Repeating it ' +
          'answers the same',
        ...operationSchema(operations.cancelOrder, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const orderId = request.params.id;
      const { reasonId, reason_id, comment } = request.body;
      await cancelOrder(
        db,
        { orderId, by: { userId }, reasonId: (reasonId ?? reason_id)!, comment, now: new Date() },
        { gateway, policy: cancelPolicy, log: request.log },
      );
      const order = await orderNow(userId, orderId, request.ctx.lang);
      return ok(
        { order: order! },
        { item: orderId, message: translate(request.ctx.lang, 'order.cancelled') },
      );
    },
  );

  app.post(
    '/orders/:id/items',
    {
      schema: {
        tags,
        summary:
          'Change what a scheduled order brings (status 3), until the day before its delivery at 18:00 ' +
          "Cairo, at today's prices: stock is moved, totals recomputed, an online payment settled",
        ...operationSchema(operations.editOrderItems, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      await editScheduledOrderItems(db, userId, request.params.id, request.body.items, lang, {
        now: schedule.now,
        settings: schedule.settings,
        gateway,
        log: request.log,
      });
      const order = await orderNow(userId, request.params.id, lang);
      return ok({ order: order! }, { message: translate(lang, 'order.itemsChanged') });
    },
  );

  app.post(
    '/orders/reorder/:id',
    {
      schema: {
        tags,
        summary:
          "Put a completed order in the cart again at today's prices; `skipped` names what could not be " +
          'added (out of stock, not at this branch, no longer sold). The path id wins over `orderId`',
        ...operationSchema(operations.reorder, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const shop = await shopOf(request);
      const orderId = request.params.id;
      const { skipped, added } = await reorder(db, cart, { orderId, userId, shop });
      const names = skipped.map((item) => item.name).join(', ');
      const message =
        skipped.length === 0
          ? translate(shop.lang, 'order.reordered')
          : added === 0
            ? translate(shop.lang, 'order.reorderedNone', { names })
            : translate(shop.lang, 'order.reorderedSome', { names });
      return ok({ cart: await cart.view(userId, shop), skipped }, { item: orderId, message });
    },
  );

  app.get(
    '/list/cancellation/reasons',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Reasons a customer can give when cancelling',
        ...operationSchema(operations.cancellationReasons, []),
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
        // The store's own reasons are the staff's, never offered to customers.
        .where(eq(cancellationReasons.kind, 'customer'))
        .orderBy(asc(cancellationReasons.id));
      return ok({ reasons });
    },
  );
}
