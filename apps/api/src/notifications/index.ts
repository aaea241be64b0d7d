import type { NotificationsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SessionResolver } from '../http/request-context.ts';
import type { ApiInstance } from '../http/route-types.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MessageSender } from '../messaging/index.ts';
import { createFcmClient, type FcmClient, readServiceAccount } from './fcm-client.ts';
import { defineNotificationJobs } from './notification-jobs.ts';
import { defineNotificationRetention } from './notification-retention.ts';
import { notificationRoutes } from './notification-routes.ts';
import { createOrderLiveEvents } from './order-live-events.ts';
import { createUnreadLiveEvents } from './unread-live-events.ts';
import { createWebPushSender, vapidKeysOf } from './web-push-sender.ts';

export { createFcmClient, type FcmClient } from './fcm-client.ts';
export { fanoutJobName } from './notification-jobs.ts';
export { renderNotification } from './notification-texts.ts';
export { pushEndpointAllowed } from './web-push-sender.ts';

/**
 * Notifications (docs/decisions/0030): the jobs that send them and delete old ones, the customer's
 * inbox and channel routes, and the live order stream. Registered inside the `/api` plugin.
 */
export async function registerNotifications(
  api: ApiInstance,
  options: {
    db: Db;
    jobs: JobRunner;
    sms: MessageSender;
    config: NotificationsConfig | undefined;
    storeMode: 'demo' | 'production';
    publicUrl: string | null;
    resolveSession: SessionResolver;
    /** Tests: a stand-in for Firebase. */
    fcm?: FcmClient | null;
  },
) {
  const { db, jobs } = options;
  const keys = await vapidKeysOf(options.config, db);
  const push = createWebPushSender(keys);
  const fcm =
    options.fcm !== undefined
      ? options.fcm
      : options.config?.fcmServiceAccountFile
        ? createFcmClient(readServiceAccount(options.config.fcmServiceAccountFile))
        : null;
  defineNotificationJobs(jobs, {
    db,
    log: api.log,
    sms: options.sms,
    push,
    fcm,
    publicUrl: options.publicUrl,
  });
  // Old inbox entries and sends, once a day (notification-retention.ts).
  defineNotificationRetention(jobs, { db, log: api.log });
  const live = createOrderLiveEvents(db, api.log);
  await api.register(notificationRoutes, {
    db,
    publicKey: keys.publicKey,
    storeMode: options.storeMode,
    live,
    unreadLive: createUnreadLiveEvents(db, api.log),
    resolveSession: options.resolveSession,
    now: () => jobs.clock.now(),
  });
}
export { formatCairoTime } from './notification-texts.ts';
