import { operations, translate } from '@store/contract';
import type { Db } from '../db/client.ts';
import { ok } from '../http/envelope.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { type ScheduleSettings, slotsFor } from '../orders/index.ts';
import type { Subscriptions } from './subscription-service.ts';

const tags = ['subscriptions'];

export async function subscriptionRoutes(
  app: ApiInstance,
  { db, subscriptions, settings }: { db: Db; subscriptions: Subscriptions; settings: ScheduleSettings },
) {
  usersOnly(app);
  const now = () => app.jobs.clock.now();

  app.get(
    '/delivery/slots',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "The delivery slots of a day (Cairo) at the cart's branch: full ones, past ones and those " +
          'closer than the lead time are not available',
        ...operationSchema(operations.deliverySlots, [422]),
      },
    },
    async (request) => {
      const branchId = await request.ctx.branchId();
      const { date } = request.query;
      return ok({ date, slots: await slotsFor(db, branchId, date, now(), settings) });
    },
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'Weekly and monthly subscriptions, newest first',
        ...operationSchema(operations.subscriptions, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ subscriptions: await subscriptions.list(userId, request.ctx.lang) });
    },
  );

  const actions = [
    [
      'pause',
      'Skip the deliveries until resumed (an order placed and not dispatched is cancelled)',
      'subscription.paused',
    ],
    ['resume', 'Deliver again from the next date on', 'subscription.resumed'],
    [
      'skip',
      'Skip the next delivery only (its order cancelled if placed and not dispatched)',
      'subscription.skipped',
    ],
    [
      'cancel',
      'Stop the subscription (an order placed and not dispatched is cancelled; one on its way stays)',
      'subscription.cancelled',
    ],
  ] as const;
  for (const [action, summary, message] of actions) {
    app.post(
      `/subscriptions/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          ...operationSchema(operations[`${action}Subscription`], [401, 404, 422]),
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        const { lang } = request.ctx;
        const subscription = await subscriptions[action](userId, request.params.id, lang);
        return ok({ subscription }, { item: subscription.id, message: translate(lang, message) });
      },
    );
  }

  app.post(
    '/subscriptions/:id/items',
    {
      schema: {
        tags,
        summary:
          'Change what the next deliveries bring (replaces the list), until the cutoff before the next ' +
          'delivery (`editableUntil`)',
        ...operationSchema(operations.subscriptionItems, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { lang } = request.ctx;
      const subscription = await subscriptions.setItems(userId, request.params.id, request.body.items, lang);
      return ok(
        { subscription },
        { item: subscription.id, message: translate(lang, 'subscription.itemsUpdated') },
      );
    },
  );
}
