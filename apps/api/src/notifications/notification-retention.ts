import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import type { JobRunner } from '../jobs/index.ts';

/**
 * How long the inbox and what sending it left behind are kept (docs/decisions/0030, "Retention").
 * The one place these periods are set: the job below, its test and the decision read them.
 */
export const notificationRetention = {
  /**
   * A read notification. The inbox pages back 20 at a time, newest first; three months on, a read
   * entry is history the customer has seen, and the order's own page keeps its whole timeline.
   */
  readDays: 90,
  /**
   * Any notification, read or not. What it told (a deadline, a delivery) is long past after a year;
   * kept, an unread one would only hold the bell's count up for ever.
   */
  anyDays: 365,
  /**
   * A delivery (one send on one channel). Its row stops a fan-out run twice from sending twice, which
   * matters only while the jobs retry (minutes); a month leaves time to answer "I never got it".
   * Older ones go whatever their state: one still pending after a month was given up long ago.
   */
  deliveryDays: 30,
  /**
   * A push subscription or app device is dropped when, within `deliveryDays`, at least this many
   * sends to it failed (every try of each) over at least `failingForDays`, and none went. A push
   * service's 404/410 (FCM: unregistered) already removes one at once; this catches the endpoints
   * that keep answering errors. The span keeps a few hours' outage of our own from dropping anyone.
   */
  failedSends: 3,
  failingForDays: 7,
  /**
   * Rows deleted per statement. Each statement is its own short transaction, so even a first run
   * on a big table holds its row locks only briefly and never blocks the inbox for long.
   */
  batchSize: 5_000,
  /** A run stops starting new batches after this long (the job's timeout is 60 s); the next run goes on. */
  runBudgetMs: 40_000,
} as const;

/** The daily job that applies it: 01:00 UTC (03:00 or 04:00 in Cairo), a quiet hour for the shop. */
export const retentionJobName = 'notification.retention';
const day = 24 * 3600_000;

export interface RetentionResult {
  notifications: number;
  deliveries: number;
  pushSubscriptions: number;
  devices: number;
  /** Stopped by its time budget or signal with work left: the next run finishes it. */
  unfinished: boolean;
}

/**
 * Deletes what `notificationRetention` says is no longer kept, as of `now`, in batches. Safe to run
 * twice, or on two instances at once: each batch deletes what is still there.
 */
export async function applyNotificationRetention(
  db: Db,
  now: Date,
  options: { signal?: AbortSignal; batchSize?: number; budgetMs?: number } = {},
): Promise<RetentionResult> {
  const rules = notificationRetention;
  const batchSize = options.batchSize ?? rules.batchSize;
  const deadline = Date.now() + (options.budgetMs ?? rules.runBudgetMs);
  const before = (days: number) => new Date(now.getTime() - days * day);
  const result: RetentionResult = {
    notifications: 0,
    deliveries: 0,
    pushSubscriptions: 0,
    devices: 0,
    unfinished: false,
  };

  /** Runs a `delete … where id in (select id … limit batch)` until a batch comes back short. */
  async function inBatches(key: Exclude<keyof RetentionResult, 'unfinished'>, batch: (limit: number) => SQL) {
    for (;;) {
      if (options.signal?.aborted || Date.now() > deadline) {
        result.unfinished = true;
        return;
      }
      const [row] = await queryRows<{ deleted: number }>(
        db,
        sql`with deleted as (${batch(batchSize)} returning 1) select count(*)::int as deleted from deleted`,
      );
      const deleted = Number(row?.deleted ?? 0);
      result[key] += deleted;
      if (deleted < batchSize) return;
    }
  }

  // Their deliveries go with them (on delete cascade).
  await inBatches(
    'notifications',
    (limit) => sql`
      delete from notifications where id in (
        select id from notifications
        where created_at < ${before(rules.anyDays)}
          or (read_at is not null and created_at < ${before(rules.readDays)})
        limit ${limit})`,
  );
  // Targets whose sends in the window all failed, for long enough: judged before the window's
  // older deliveries go, on the same window either way.
  const failing = (channel: 'push' | 'fcm') => sql`
    select target from notification_deliveries
    where channel = ${channel} and created_at >= ${before(rules.deliveryDays)}
    group by target
    having count(*) filter (where state = 'failed') >= ${rules.failedSends}
      and count(*) filter (where state = 'sent') = 0
      and max(created_at) filter (where state = 'failed')
        - min(created_at) filter (where state = 'failed') >= ${`${rules.failingForDays} days`}::interval`;
  await inBatches(
    'pushSubscriptions',
    (limit) => sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where id::text in (${failing('push')}) limit ${limit})`,
  );
  await inBatches(
    'devices',
    (limit) => sql`
      delete from notification_devices where id in (
        select id from notification_devices where id::text in (${failing('fcm')}) limit ${limit})`,
  );
  await inBatches(
    'deliveries',
    (limit) => sql`
      delete from notification_deliveries where id in (
        select id from notification_deliveries where created_at < ${before(rules.deliveryDays)}
        limit ${limit})`,
  );
  return result;
}

/** The retention job on the store's runner: once a day across all instances (`defineRecurring`). */
export function defineNotificationRetention(
  jobs: JobRunner,
  deps: { db: Db; log: { info(object: object, message: string): void } },
) {
  return jobs.defineRecurring(
    retentionJobName,
    async (_payload, { signal }) => {
      const result = await applyNotificationRetention(deps.db, jobs.clock.now(), { signal });
      deps.log.info({ ...result }, 'old notifications deleted');
    },
    { everyMs: day, offsetMs: 3600_000, maxAttempts: 3, timeoutMs: 60_000 },
  );
}
