import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import {
  jobs,
  notificationDeliveries,
  notificationDevices,
  notifications,
  pushSubscriptions,
} from '../db/schema.ts';
import { nextOccurrence } from '../jobs/index.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { startPushService } from '../test/push-service-stand-in.ts';
import { insertOrder } from '../test/staff-test-support.ts';
import {
  applyNotificationRetention,
  notificationRetention,
  retentionJobName,
} from './notification-retention.ts';

/**
 * retention: old inbox entries, finished sends and endpoints that keep failing are deleted
 * by a daily job on the store's job runner, once across all instances, in batches (on the real
 * database: PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
const day = 24 * 3600_000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * day);
let sourceKeys = 0;

describe('notification retention', () => {
  let store: TestStore;
  let pushService: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    store = await build();
    // Every send to this service fails (a push service that keeps answering errors).
    pushService = await startPushService(() => 500);
  });
  afterAll(async () => {
    await store?.close();
    await pushService?.close();
  });

  /** A notification of `userId` written `age` days before `at`, read `readAge` days before it (or unread). */
  async function notification(userId: number, at: Date, age: number, readAge?: number) {
    sourceKeys += 1;
    const [row] = await store.db
      .insert(notifications)
      .values({
        userId,
        type: 'order.accepted',
        sourceKey: `retention-test:${sourceKeys}`,
        createdAt: daysBefore(at, age),
        readAt: readAge === undefined ? null : daysBefore(at, readAge),
      })
      .returning({ id: notifications.id });
    return row!.id;
  }

  /** Which of `ids` are still in `table`, in order. */
  const existing = async (
    table: typeof notifications | typeof notificationDeliveries | typeof pushSubscriptions,
    ids: number[],
  ) =>
    (await store.db.select({ id: table.id }).from(table).where(inArray(table.id, ids)))
      .map((row) => row.id)
      .sort((a, b) => a - b);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  /** The retention job's rows, oldest first. */
  const retentionJobs = () =>
    store.db
      .select({ state: jobs.state, runAt: jobs.runAt, singletonKey: jobs.singletonKey })
      .from(jobs)
      .where(eq(jobs.name, retentionJobName))
      .orderBy(jobs.runAt);

  it('deletes read notifications after 90 days, any after 365, sends after 30, and endpoints that keep failing', async () => {
    const customer = await shopper(store, 'ar');
    // The job is scheduled (as a started runner does), for 01:00 UTC.
    await store.jobs.scheduleRecurring();
    const [scheduled] = await retentionJobs().then((rows) => rows.filter((row) => row.state === 'pending'));
    const at = nextOccurrence(store.clock.now(), day, 3600_000);
    expect(scheduled).toMatchObject({ runAt: at, singletonKey: `at:${at.toISOString()}` });
    expect(at.getUTCHours()).toBe(1);

    const kept = [
      await notification(customer.userId, at, 89, 80), // read, not yet 90 days old
      await notification(customer.userId, at, 364), // unread, not yet a year old
      await notification(customer.userId, at, 1),
    ];
    const gone = [
      await notification(customer.userId, at, 91, 90), // read, 91 days old
      await notification(customer.userId, at, 366), // unread, over a year old
      await notification(customer.userId, at, 400, 399),
    ];
    // Sends: one old enough to go with its notification, others by their own age.
    const [recent] = kept.slice(-1);
    const deliveries = await store.db
      .insert(notificationDeliveries)
      .values([
        {
          notificationId: gone[0]!,
          channel: 'sms',
          target: '01000000000',
          state: 'sent',
          createdAt: daysBefore(at, 91),
        },
        {
          notificationId: kept[0]!,
          channel: 'sms',
          target: '01000000000',
          state: 'sent',
          createdAt: daysBefore(at, 31),
        },
        {
          notificationId: kept[1]!,
          channel: 'sms',
          target: '01000000000',
          state: 'pending',
          createdAt: daysBefore(at, 40),
        },
        {
          notificationId: recent!,
          channel: 'sms',
          target: '01000000000',
          state: 'sent',
          createdAt: daysBefore(at, 29),
        },
      ])
      .returning({ id: notificationDeliveries.id });
    const [withGone, oldSent, oldPending, recentSent] = deliveries.map((row) => row.id);

    // Endpoints: one whose sends failed for 8 days and never went; one that failed as often but
    // within an hour (an outage of ours); one that failed, then went; a device failing like the first.
    const endpoint = async (name: string) => {
      const [row] = await store.db
        .insert(pushSubscriptions)
        .values({ userId: customer.userId, endpoint: `https://push.example/${name}`, p256dh: 'p', auth: 'a' })
        .returning({ id: pushSubscriptions.id });
      return row!.id;
    };
    const failing = await endpoint('failing');
    const outage = await endpoint('outage');
    const recovered = await endpoint('recovered');
    const [device] = await store.db
      .insert(notificationDevices)
      .values({ userId: customer.userId, deviceType: 'android', token: `retention-${Date.now()}` })
      .returning({ id: notificationDevices.id });
    const sends = async (channel: 'push' | 'fcm', target: number, states: [string, number][]) => {
      for (const [state, age] of states) {
        const notificationId = await notification(customer.userId, at, age);
        await store.db
          .insert(notificationDeliveries)
          .values({ notificationId, channel, target: String(target), state, createdAt: daysBefore(at, age) });
      }
    };
    await sends('push', failing, [
      ['failed', 9],
      ['failed', 5],
      ['failed', 1],
    ]);
    await sends('push', outage, [
      ['failed', 2],
      ['failed', 2.01],
      ['failed', 2.02],
      ['failed', 2.03],
    ]);
    await sends('push', recovered, [
      ['failed', 20],
      ['failed', 10],
      ['failed', 5],
      ['sent', 1],
    ]);
    await sends('fcm', device!.id, [
      ['failed', 15],
      ['failed', 12],
      ['failed', 3],
    ]);

    // Nothing goes before the job runs.
    expect(await existing(notifications, gone)).toEqual(sorted(gone));
    store.clock.set(at);
    await store.jobs.runDue();

    expect(await existing(notifications, [...kept, ...gone])).toEqual(sorted(kept));
    expect(await existing(notificationDeliveries, [withGone!, oldSent!, oldPending!, recentSent!])).toEqual([
      recentSent!,
    ]);
    expect(await existing(pushSubscriptions, [failing, outage, recovered])).toEqual(
      sorted([outage, recovered]),
    );
    expect(
      await store.db.select().from(notificationDevices).where(eq(notificationDevices.id, device!.id)),
    ).toEqual([]);

    // It ran once, and the next run is scheduled a day later.
    const runs = await retentionJobs();
    const next = new Date(at.getTime() + day);
    expect(runs.map(({ state, singletonKey }) => ({ state, singletonKey }))).toEqual([
      { state: 'done', singletonKey: `at:${at.toISOString()}` },
      { state: 'pending', singletonKey: `at:${next.toISOString()}` },
    ]);
  });

  it('deletes in batches, and stops at its time budget with the rest left for the next run', async () => {
    const customer = await shopper(store);
    const now = store.clock.now();
    const old = daysBefore(now, notificationRetention.anyDays + 1);
    const insertOld = (count: number, label: string) =>
      store.db.execute(sql`
        insert into notifications (user_id, type, source_key, created_at)
        select ${customer.userId}, 'order.accepted', ${`retention-${label}:`} || n, ${old}
        from generate_series(1, ${count}) as n`);
    const left = async () =>
      (
        await queryRows<{ n: number }>(
          store.db,
          sql`select count(*)::int as n from notifications where user_id = ${customer.userId}`,
        )
      )[0]!.n;

    await insertOld(10, 'small');
    const stopped = await applyNotificationRetention(store.db, now, { budgetMs: -1 });
    expect(stopped).toMatchObject({ notifications: 0, unfinished: true });
    expect(await left()).toBe(10);
    // Three batches: 4, 4, then 2 (short: done).
    const small = await applyNotificationRetention(store.db, now, { batchSize: 4 });
    expect(small).toMatchObject({ notifications: 10, unfinished: false });
    expect(await left()).toBe(0);

    // More than two batches of the real size.
    const count = notificationRetention.batchSize * 2 + 7;
    await insertOld(count, 'big');
    const full = await applyNotificationRetention(store.db, now);
    expect(full).toMatchObject({ notifications: count, unfinished: false });
    expect(await left()).toBe(0);
  });

  it('runs once a day across two app instances on one database', async () => {
    const second = await build({
      shareDatabaseOf: store,
      jobsClockStart: store.clock.now(),
    });
    try {
      // Both runners schedule the next run (as each does at start and every hour): one row.
      await Promise.all([store.jobs.scheduleRecurring(), second.jobs.scheduleRecurring()]);
      await Promise.all([store.jobs.scheduleRecurring(), second.jobs.scheduleRecurring()]);
      const pending = (await retentionJobs()).filter((row) => row.state === 'pending');
      expect(pending).toHaveLength(1);

      // When it is due, both look for work at once: one runs it.
      const due = pending[0]!.runAt;
      store.clock.set(due);
      second.clock.set(due);
      await Promise.all([store.jobs.runDue(), second.jobs.runDue()]);
      const rows = await retentionJobs();
      expect(rows.filter((row) => row.singletonKey === `at:${due.toISOString()}`)).toEqual([
        expect.objectContaining({ state: 'done' }),
      ]);
      const next = new Date(due.getTime() + day);
      expect(rows.filter((row) => row.state === 'pending')).toEqual([
        expect.objectContaining({ singletonKey: `at:${next.toISOString()}` }),
      ]);
      // Nothing more to do today on either.
      await Promise.all([store.jobs.scheduleRecurring(), second.jobs.scheduleRecurring()]);
      expect(await Promise.all([store.jobs.runDue(), second.jobs.runDue()])).toEqual([0, 0]);
      expect((await retentionJobs()).filter((row) => row.state === 'pending')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('marks a send failed once every try failed, which is what retention counts', async () => {
    const customer = await shopper(store);
    const browser = pushService.subscription();
    expect((await customer.post('/api/notifications/push', browser)).statusCode).toBe(200);
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    // Six tries, 5 s doubling apart.
    for (let i = 0; i < 8; i++) {
      await store.jobs.runDue();
      store.clock.advance(10 * 60_000);
    }
    const [delivery] = await store.db
      .select({ state: notificationDeliveries.state, lastError: notificationDeliveries.lastError })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notifications.orderId, orderId), eq(notificationDeliveries.channel, 'push')));
    expect(delivery).toMatchObject({ state: 'failed', lastError: expect.stringContaining('500') });
    const path = new URL(browser.endpoint).pathname;
    expect(pushService.received.filter((push) => push.path === path)).toHaveLength(6);
  });
});
