import {
  customerSessionCookie,
  idParams,
  notificationsPageSize,
  operations,
  orderLiveEventSchema,
  responses,
  translate,
  unreadCountResponse,
} from '@store/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { openSubscribedStream } from '../http/event-stream.ts';
import { operationSchema } from '../http/operation-schema.ts';
import { requireUser, type SessionResolver, usersOnly } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import {
  listNotifications,
  markAllRead,
  markRead,
  removePushSubscription,
  saveDevice,
  savePushSubscription,
  saveSettings,
  settingsOf,
  unreadCount,
} from './notification-queries.ts';
import type { OrderLiveEvents } from './order-live-events.ts';
import type { UnreadLiveEvents } from './unread-live-events.ts';
import { pushEndpointAllowed } from './web-push-sender.ts';

const tags = ['notifications'];
/** A comment line every 15 s keeps proxies from closing a quiet stream, and re-checks the session. */
const heartbeatMs = 15_000;
const cookiePattern = new RegExp(`(?:^|;\\s*)${customerSessionCookie}=([A-Za-z0-9._~+/=-]{16,200})(?:;|$)`);

export async function notificationRoutes(
  app: ApiInstance,
  options: {
    db: Db;
    publicKey: string;
    storeMode: 'demo' | 'production';
    live: OrderLiveEvents;
    unreadLive: UnreadLiveEvents;
    resolveSession: SessionResolver;
    now?: () => Date;
  },
) {
  const { db, live, unreadLive, resolveSession } = options;
  const now = options.now ?? (() => new Date());
  usersOnly(app);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: `The customer's notifications (in-app inbox), newest first, ${notificationsPageSize} a page, with the unread count`,
        ...operationSchema(operations.notifications, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const page = request.query.page ?? 1;
      const found = await listNotifications(db, userId, page, request.ctx.lang);
      return ok({ ...found, page, pageSize: notificationsPageSize });
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many notifications are unread (the bell)',
        ...operationSchema(operations.notificationsUnreadCount, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ unreadCount: await unreadCount(db, userId) });
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks every notification read',
        ...operationSchema(operations.readAllNotifications, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await markAllRead(db, userId, now());
      return ok(
        { unreadCount: await unreadCount(db, userId) },
        { message: translate(request.ctx.lang, 'notifications.readAll') },
      );
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one notification read (`item` = its id); someone else’s is not found',
        ...operationSchema(operations.readNotification, [401, 404, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const id = request.params.id;
      if (!(await markRead(db, userId, id, now()))) throw notFound('notifications.notFound');
      return ok(
        { unreadCount: await unreadCount(db, userId) },
        { item: id, message: translate(request.ctx.lang, 'notifications.read') },
      );
    },
  );

  app.get(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'The channels the customer allows: push (browsers and apps), SMS; the inbox is always on',
        ...operationSchema(operations.notificationSettings, [401]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      return ok({ settings: await settingsOf(db, userId) });
    },
  );

  app.post(
    '/notifications/settings',
    {
      schema: {
        tags,
        summary: 'Saves the channels the customer allows',
        ...operationSchema(operations.updateNotificationSettings, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const { push, sms } = request.body;
      return ok(
        { settings: await saveSettings(db, userId, { push, sms }) },
        { message: translate(request.ctx.lang, 'notifications.settingsSaved') },
      );
    },
  );

  app.get(
    '/notifications/push/key',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The store's VAPID public key (base64url), for pushManager.subscribe",
        ...operationSchema(operations.pushKey, []),
      },
    },
    async () => ok({ publicKey: options.publicKey }),
  );

  app.post(
    '/notifications/push',
    {
      schema: {
        tags,
        summary:
          "Subscribes this browser to web push (PushSubscription.toJSON()); an endpoint's last subscriber owns it",
        ...operationSchema(operations.pushSubscribe, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (!pushEndpointAllowed(request.body.endpoint, options.storeMode))
        throw new ApiError(422, 'notifications.endpointNotAllowed', {}, ['notifications.endpointNotAllowed']);
      await savePushSubscription(db, userId, request.body);
      return ok(null, { message: translate(request.ctx.lang, 'notifications.pushSubscribed') });
    },
  );

  app.post(
    '/notifications/push/remove',
    {
      schema: {
        tags,
        summary: "Unsubscribes this browser (the customer's own subscription only)",
        ...operationSchema(operations.pushUnsubscribe, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await removePushSubscription(db, userId, request.body.endpoint);
      return ok(null, { message: translate(request.ctx.lang, 'notifications.pushRemoved') });
    },
  );

  app.post(
    '/notifications/devices',
    {
      schema: {
        tags,
        summary: "Registers a mobile app's Firebase Cloud Messaging token; a token's last user owns it",
        ...operationSchema(operations.registerDevice, [401, 422]),
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await saveDevice(db, userId, request.body);
      return ok(null, { message: translate(request.ctx.lang, 'notifications.deviceRegistered') });
    },
  );

  /** The customer of a stream: the bearer token, or (a browser's EventSource) the web's session cookie. */
  async function streamUser(request: FastifyRequest): Promise<{ userId: number; token: string }> {
    if (request.ctx.userId !== null && request.ctx.token !== null)
      return { userId: request.ctx.userId, token: request.ctx.token };
    const token = cookiePattern.exec(request.headers.cookie ?? '')?.[1];
    const userId = token ? await resolveSession(token) : null;
    if (userId === null || !token) throw new ApiError(401, 'error.loginFirst');
    return { userId, token };
  }

  app.addHook('preClose', (done) => {
    live.endStreams();
    unreadLive.endStreams();
    done();
  });
  app.addHook('onClose', async () => {
    await live.close();
    await unreadLive.close();
  });

  app.get(
    '/notifications/events',
    {
      // The user is checked in the handler: a browser's EventSource sends the session cookie instead.
      config: { public: true },
      schema: {
        tags,
        summary:
          "The bell's unread count, live: a Server-Sent Events stream (`text/event-stream`) of `event: unread` with `{unreadCount}`, first the count now, then the count after every change to the customer's notifications (a new one, one read) through any instance. Also takes the web's `session` cookie",
        response: responses(unreadCountResponse, [401]),
      },
    },
    async (request, reply) => {
      const { userId, token } = await streamUser(request);
      // Counted again at each change (one indexed count), so the stream always tells the count now,
      // never a difference that a missed event would spoil.
      let counting = Promise.resolve();
      const sendCount = async (open: { send: (event: string, data: unknown) => void }) => {
        try {
          open.send('unread', { unreadCount: await unreadCount(db, userId) });
        } catch (error) {
          request.log.warn({ err: error }, 'the unread count could not be read for a stream');
        }
      };
      const stream = await openSubscribedStream<'changed' | 'resync' | 'end'>(
        reply,
        {
          heartbeatMs,
          stillAllowed: async () => (await resolveSession(token).catch(() => null)) === userId,
        },
        (listener) => unreadLive.subscribe(userId, listener),
        (open, event) => {
          if (event === 'end') return open.end();
          // One count at a time, in order: a slower earlier count never overwrites a later one.
          counting = counting.then(() => sendCount(open));
        },
      );
      if (stream.ended) return;
      counting = counting.then(() => sendCount(stream));
      await counting;
    },
  );

  app.get(
    '/orders/:id/events',
    {
      // The user is checked in the handler: a browser's EventSource sends the session cookie instead.
      config: { public: true },
      schema: {
        tags: ['orders'],
        summary:
          "The order's live page: a Server-Sent Events stream (`text/event-stream`) for its owner. First `event: order` with type `order.current` (the status now), then one per status change or substitution request/answer (an OrderLiveEvent as data), `event: resync` when events may have been missed. Also takes the web's `session` cookie",
        params: idParams,
        response: responses(orderLiveEventSchema, [401, 404, 422]),
      },
    },
    async (request, reply) => {
      const { userId, token } = await streamUser(request);
      const orderId = request.params.id;
      const [order] = await db
        .select({ statusId: orders.statusId })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!order) throw notFound('order.notFound');

      const stream = await openSubscribedStream(
        reply,
        {
          heartbeatMs,
          // A logged-out customer's stream ends at the next beat.
          stillAllowed: async () => (await resolveSession(token).catch(() => null)) === userId,
        },
        (listener) => live.subscribe(orderId, userId, listener),
        (open, event) => {
          if (event === 'end') return open.end();
          if (event === 'resync') return open.send('resync', {});
          open.send('order', event);
        },
      );
      if (stream.ended) return;
      // Read after subscribing, so a change in between is told (twice at worst, never missed).
      const [current] = await db
        .select({ statusId: orders.statusId })
        .from(orders)
        .where(eq(orders.id, orderId));
      stream.send('order', {
        type: 'order.current',
        orderId,
        statusId: current?.statusId ?? order.statusId,
        at: new Date().toISOString(),
      });
    },
  );
}
