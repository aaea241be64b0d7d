import {
  isLang,
  type Lang,
  type NotificationType,
  notificationTypes,
  type PushPayload,
  smsNotificationTypes,
} from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  notificationDeliveries,
  notificationDevices,
  notificationSettings,
  notifications,
  pushSubscriptions,
  users,
} from '../db/schema.ts';
import { type JobContext, type JobRunner, PermanentJobError } from '../jobs/index.ts';
import type { MessageSender } from '../messaging/index.ts';
import type { FcmClient } from './fcm-client.ts';
import { deliveryOf, factsOf } from './notification-queries.ts';
import { renderNotification } from './notification-texts.ts';
import type { WebPushSender } from './web-push-sender.ts';

/** The job the database's triggers enqueue with each notification (drizzle/0018_notifications.sql). */
export const fanoutJobName = 'notification.fanout';

export interface NotificationJobDeps {
  db: Db;
  log: { warn(object: object, message: string): void; info(object: object, message: string): void };
  sms: MessageSender;
  push: WebPushSender;
  /** null: no Firebase service account configured, the apps' devices get no pushes. */
  fcm: FcmClient | null;
  /** The store's public address, for the link in an SMS (null: no link). */
  publicUrl: string | null;
}

const day = 24 * 3600;

/** Seconds a push is worth keeping for an offline device: until the deadline for a substitution. */
function ttlOf(type: NotificationType, data: Record<string, unknown>, now: Date): number {
  if (type === 'substitution.requested' && typeof data.expiresAt === 'string') {
    const left = Math.floor((new Date(data.expiresAt).getTime() - now.getTime()) / 1000);
    return Number.isFinite(left) ? Math.max(60, left) : 600;
  }
  return day;
}

const urgent = (type: NotificationType) => (smsNotificationTypes as string[]).includes(type);

/**
 * The notification jobs (docs/decisions/0030):
 * - `notification.fanout` (enqueued by the triggers with the notification): in one transaction, one
 *   delivery row per channel and target the customer allows (push subscriptions, app devices, the
 *   phone for the SMS-worthy events), each with its send job (or the SMS queued). The rows' key
 *   (notification, channel, target) is unique: run again, it adds nothing, so nothing goes twice.
 * - `notification.push` / `notification.fcm`: one send. A delivery already sent or gone is left
 *   alone; a push service's 404/410 (FCM: unregistered) removes the subscription or device.
 */
export function defineNotificationJobs(jobs: JobRunner, deps: NotificationJobDeps) {
  const { db, log } = deps;

  const finish = (deliveryId: number, state: 'sent' | 'gone', at: Date) =>
    db
      .update(notificationDeliveries)
      .set({ state, sentAt: state === 'sent' ? at : null })
      .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.state, 'pending')));

  /**
   * A send that failed on its last try (or cannot succeed): the delivery is marked failed, so a
   * subscription or device whose sends keep failing can be told apart (notification-retention.ts).
   */
  const sendOrFail = async <T>(deliveryId: number, context: JobContext, send: () => Promise<T>) => {
    try {
      return await send();
    } catch (error) {
      if (error instanceof PermanentJobError || context.attempt >= context.maxAttempts)
        await db
          .update(notificationDeliveries)
          .set({
            state: 'failed',
            lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          })
          .where(and(eq(notificationDeliveries.id, deliveryId), eq(notificationDeliveries.state, 'pending')));
      throw error;
    }
  };

  const push = jobs.define<{ deliveryId: number }>(
    'notification.push',
    async ({ deliveryId }, context) => {
      const found = await deliveryOf(db, deliveryId);
      if (found?.delivery.state !== 'pending') return;
      const { facts, lang, subscription } = found;
      const now = jobs.clock.now();
      if (!subscription) return void (await finish(deliveryId, 'gone', now));
      const text = renderNotification(facts.facts, lang);
      const payload: PushPayload = {
        id: facts.id,
        type: facts.facts.type,
        ...text,
        // One notification shows once, even if a send is repeated after a crash.
        tag: `notification-${facts.id}`,
        lang,
        dir: lang === 'ar' ? 'rtl' : 'ltr',
      };
      const outcome = await sendOrFail(deliveryId, context, () =>
        deps.push.send(subscription, JSON.stringify(payload), {
          ttlSeconds: ttlOf(facts.facts.type, facts.facts.data, now),
          topic: `n${facts.id}`,
          urgency: urgent(facts.facts.type) ? 'high' : 'normal',
          signal: context.signal,
        }),
      );
      if (outcome === 'gone') {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
        log.info({ subscription: subscription.id }, 'a push subscription is gone; removed');
      }
      await finish(deliveryId, outcome, now);
    },
    { maxAttempts: 6, backoff: { baseMs: 5_000, maxMs: 300_000 }, timeoutMs: 30_000 },
  );

  const fcm = jobs.define<{ deliveryId: number }>(
    'notification.fcm',
    async ({ deliveryId }, context) => {
      const client = deps.fcm;
      if (!client) throw new PermanentJobError('no Firebase service account is configured');
      const found = await deliveryOf(db, deliveryId);
      if (found?.delivery.state !== 'pending') return;
      const { facts, lang, device } = found;
      const now = jobs.clock.now();
      if (!device) return void (await finish(deliveryId, 'gone', now));
      const text = renderNotification(facts.facts, lang);
      const outcome = await sendOrFail(deliveryId, context, () =>
        client.send(
          {
            token: device.token,
            title: text.title,
            body: text.body,
            data: { id: String(facts.id), type: facts.facts.type, url: text.url },
            collapseKey: `notification-${facts.id}`,
            ttlSeconds: ttlOf(facts.facts.type, facts.facts.data, now),
            urgent: urgent(facts.facts.type),
          },
          context.signal,
        ),
      );
      if (outcome === 'gone')
        await db.delete(notificationDevices).where(eq(notificationDevices.id, device.id));
      await finish(deliveryId, outcome, now);
    },
    { maxAttempts: 6, backoff: { baseMs: 5_000, maxMs: 300_000 }, timeoutMs: 30_000 },
  );

  const fanout = jobs.define<{ notificationId: number }>(
    fanoutJobName,
    async ({ notificationId }) => {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            id: notifications.id,
            userId: notifications.userId,
            type: notifications.type,
            lang: users.lang,
            phone: users.phone,
            phoneVerifiedAt: users.phoneVerifiedAt,
            push: sql<boolean>`coalesce(${notificationSettings.push}, true)`,
            sms: sql<boolean>`coalesce(${notificationSettings.sms}, true)`,
          })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.userId))
          .leftJoin(notificationSettings, eq(notificationSettings.userId, notifications.userId))
          .where(eq(notifications.id, notificationId));
        // Gone with its account or order: nothing to tell.
        if (!row) return;
        if (!(notificationTypes as readonly string[]).includes(row.type))
          throw new PermanentJobError(`not a notification type: ${row.type}`);
        const type = row.type as NotificationType;
        const add = async (channel: 'push' | 'fcm' | 'sms', target: string) => {
          const [added] = await tx
            .insert(notificationDeliveries)
            .values({ notificationId: row.id, channel, target, createdAt: jobs.clock.now() })
            .onConflictDoNothing()
            .returning({ id: notificationDeliveries.id });
          return added?.id ?? null;
        };
        if (row.push) {
          const subscriptions = await tx
            .select({ id: pushSubscriptions.id })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, row.userId));
          for (const subscription of subscriptions) {
            const deliveryId = await add('push', String(subscription.id));
            if (deliveryId !== null) await push.enqueue(tx, { deliveryId });
          }
          if (deps.fcm) {
            const devices = await tx
              .select({ id: notificationDevices.id })
              .from(notificationDevices)
              .where(eq(notificationDevices.userId, row.userId));
            for (const device of devices) {
              const deliveryId = await add('fcm', String(device.id));
              if (deliveryId !== null) await fcm.enqueue(tx, { deliveryId });
            }
          }
        }
        // SMS only for what cannot wait, and only to a phone the customer proved is theirs.
        if (row.sms && urgent(type) && row.phone && row.phoneVerifiedAt) {
          const deliveryId = await add('sms', row.phone);
          if (deliveryId !== null) {
            const lang: Lang = isLang(row.lang) ? row.lang : 'en';
            const [facts] = await factsOf(tx, [row.id], lang);
            const text = renderNotification(facts!.facts, lang);
            const link = deps.publicUrl ? ` ${deps.publicUrl}${text.url}` : '';
            // Queued in this transaction: the SMS exists if and only if its delivery row does.
            await deps.sms.send(
              { channel: 'sms', to: row.phone, body: `${text.title}. ${text.body}${link}` },
              { via: tx },
            );
            await tx
              .update(notificationDeliveries)
              .set({ state: 'sent', sentAt: jobs.clock.now() })
              .where(eq(notificationDeliveries.id, deliveryId));
          }
        }
      });
    },
    // As the triggers insert it (max_attempts 8).
    { maxAttempts: 8, backoff: { baseMs: 2_000, maxMs: 120_000 }, timeoutMs: 30_000 },
  );

  return { fanout, push, fcm };
}
