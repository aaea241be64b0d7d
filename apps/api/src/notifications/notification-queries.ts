import {
  isLang,
  type Lang,
  type Notification,
  type NotificationSettings,
  type NotificationType,
  notificationsPageSize,
} from '@store/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  cancellationReasonTranslations,
  notificationDeliveries,
  notificationDevices,
  notificationSettings,
  notifications,
  pushSubscriptions,
  supportIssues,
  users,
} from '../db/schema.ts';
import { type NotificationFacts, renderNotification } from './notification-texts.ts';

const columns = {
  id: notifications.id,
  type: notifications.type,
  orderId: notifications.orderId,
  prescriptionId: notifications.prescriptionId,
  supportIssueId: notifications.supportIssueId,
  supportOrderId: supportIssues.orderId,
  data: notifications.data,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  reasonName: cancellationReasonTranslations.name,
};

/** The notifications' rows with what their texts need in `lang` (the cancellation reason's name). */
function selectFacts(db: Db, lang: Lang) {
  return db
    .select(columns)
    .from(notifications)
    .leftJoin(supportIssues, eq(supportIssues.id, notifications.supportIssueId))
    .leftJoin(
      cancellationReasonTranslations,
      and(
        sql`${cancellationReasonTranslations.ownerId} = case when jsonb_typeof(${notifications.data} -> 'reasonId') = 'number' then (${notifications.data} ->> 'reasonId')::int end`,
        eq(cancellationReasonTranslations.lang, lang),
      ),
    );
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof selectFacts>['where']>>[number];

function toFacts(row: FactsRow) {
  const facts: NotificationFacts = {
    type: row.type as NotificationType,
    orderId: row.orderId,
    prescriptionId: row.prescriptionId,
    supportIssueId: row.supportIssueId,
    supportOrderId: row.supportOrderId,
    data: (row.data ?? {}) as Record<string, unknown>,
    reasonName: row.reasonName,
  };
  return { id: row.id, facts, createdAt: row.createdAt, readAt: row.readAt };
}

/**
 * One delivery with everything its send needs, in one query: the notification's facts in the
 * account's language, and the push subscription or app device it goes to (null once removed).
 */
export async function deliveryOf(db: Db, deliveryId: number) {
  const [row] = await db
    .select({
      ...columns,
      delivery: notificationDeliveries,
      lang: users.lang,
      subscription: {
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      },
      device: { id: notificationDevices.id, token: notificationDevices.token },
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(supportIssues, eq(supportIssues.id, notifications.supportIssueId))
    .leftJoin(
      cancellationReasonTranslations,
      and(
        sql`${cancellationReasonTranslations.ownerId} = case when jsonb_typeof(${notifications.data} -> 'reasonId') = 'number' then (${notifications.data} ->> 'reasonId')::int end`,
        eq(cancellationReasonTranslations.lang, users.lang),
      ),
    )
    .leftJoin(
      pushSubscriptions,
      and(
        eq(notificationDeliveries.channel, 'push'),
        sql`${pushSubscriptions.id} = case when ${notificationDeliveries.target} ~ '^[0-9]{1,9}$' then ${notificationDeliveries.target}::int end`,
      ),
    )
    .leftJoin(
      notificationDevices,
      and(
        eq(notificationDeliveries.channel, 'fcm'),
        sql`${notificationDevices.id} = case when ${notificationDeliveries.target} ~ '^[0-9]{1,9}$' then ${notificationDeliveries.target}::int end`,
      ),
    )
    .where(eq(notificationDeliveries.id, deliveryId));
  if (!row) return null;
  const lang: Lang = isLang(row.lang) ? row.lang : 'en';
  return {
    delivery: row.delivery,
    lang,
    facts: toFacts(row),
    subscription: row.subscription,
    device: row.device,
  };
}

export async function factsOf(db: Db, ids: number[], lang: Lang) {
  if (ids.length === 0) return [];
  return (await selectFacts(db, lang).where(inArray(notifications.id, ids))).map(toFacts);
}

function present(row: ReturnType<typeof toFacts>, lang: Lang): Notification {
  return {
    id: row.id,
    type: row.facts.type,
    ...renderNotification(row.facts, lang),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** A page of the customer's inbox, newest first. */
export async function listNotifications(db: Db, userId: number, page: number, lang: Lang) {
  const rows = await selectFacts(db, lang)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(notificationsPageSize + 1)
    .offset((page - 1) * notificationsPageSize);
  return {
    notifications: rows.slice(0, notificationsPageSize).map((row) => present(toFacts(row), lang)),
    hasMore: rows.length > notificationsPageSize,
    unreadCount: await unreadCount(db, userId),
  };
}

/** Marks one of the customer's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return false;
  if (!row.readAt) await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, id));
  return true;
}

export async function markAllRead(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function settingsOf(db: Db, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return { push: row?.push ?? true, sms: row?.sms ?? true, inbox: true };
}

export async function saveSettings(
  db: Db,
  userId: number,
  settings: { push: boolean; sms: boolean },
): Promise<NotificationSettings> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...settings, updatedAt: sql`now()` },
    });
  return { ...settings, inbox: true };
}

/** A browser's subscription; an endpoint subscribed before (by anyone) now belongs to this user. */
export async function savePushSubscription(
  db: Db,
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  const values = { userId, endpoint: subscription.endpoint, ...subscription.keys };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Only the user's own subscription is removed; another's endpoint is left alone (and not revealed). */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

export async function saveDevice(
  db: Db,
  userId: number,
  device: { deviceType: 'android' | 'ios'; token: string },
): Promise<void> {
  const values = { userId, deviceType: device.deviceType, token: device.token };
  await db
    .insert(notificationDevices)
    .values(values)
    .onConflictDoUpdate({ target: notificationDevices.token, set: values });
}
