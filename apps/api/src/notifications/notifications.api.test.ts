import { orderStatusIds } from '@store/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  notificationDeliveries,
  notifications,
  orderEvents,
  orders,
  prescriptions,
  pushSubscriptions,
  supportIssues,
  supportReplies,
  users,
} from '../db/schema.ts';
import { outboxFor } from '../messaging/outbox-sender.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { insertPrescription } from '../test/prescription-test-support.ts';
import { startPushService } from '../test/push-service-stand-in.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';

/**
 * Every step of an order's life becomes a notification in the same transaction (database
 * triggers write the inbox row and its fan-out job), sent by the job runner to the channels the
 * customer allows: the inbox, web push (through a local stand-in for the push service) and SMS.
 */
/** An order row's values without its id (a second order like it). */
let orderCopy: (id: number) => Promise<typeof orders.$inferInsert>;

describe('notifications', () => {
  let store: TestStore;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let manager: Awaited<ReturnType<typeof staffMember>>;
  const gone = new Set<string>();

  beforeAll(async () => {
    store = await build();
    orderCopy = async (id) => {
      const [{ id: _id, ...row }] = (await store.db.select().from(orders).where(eq(orders.id, id))) as [
        typeof orders.$inferSelect,
      ];
      return row;
    };
    pushService = await startPushService((path) => (gone.has(path) ? 410 : 201));
    manager = await staffMember(store, 'branch_manager', [1]);
  });
  afterAll(async () => {
    await store?.close();
    await pushService?.close();
  });

  const setStatus = async (orderId: number, statusId: number, amountCollected?: number) => {
    const answer = await manager.post(`/api/staff/orders/${orderId}/status`, {
      statusId,
      ...(amountCollected === undefined ? {} : { amountCollected }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const inbox = async (customer: Shopper, page = 1) => {
    const answer = await customer.get(`/api/notifications?page=${page}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as {
      notifications: {
        id: number;
        type: string;
        title: string;
        body: string;
        url: string;
        readAt: string | null;
      }[];
      unreadCount: number;
      hasMore: boolean;
    };
  };
  const verifyPhone = (customer: Shopper) =>
    store.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, customer.userId));
  const smsTo = async (customer: Shopper) => {
    const [user] = await store.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, customer.userId));
    // Not the sign-up's code: the notifications.
    return (await outboxFor(store.db, user!.phone!)).filter((message) => /order/i.test(message.body));
  };

  it("tells each step of an order's life in the inbox, in the reader's language, opening the right page", async () => {
    const customer = await shopper(store, 'ar');
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    await setStatus(orderId, orderStatusIds.inProcess);
    // A substitution request, as the substitution code writes it (docs/decisions/0020).
    const expiresAt = new Date(Date.UTC(2026, 10, 26, 12, 35));
    await store.db.insert(orderEvents).values({
      orderId,
      type: 'substitution.requested',
      data: { expiresAt: expiresAt.toISOString(), items: [] },
    });
    await setStatus(orderId, orderStatusIds.outForDelivery);
    await setStatus(orderId, orderStatusIds.delivered, 115);
    await store.jobs.runDue();

    const arabic = await inbox(customer);
    expect(arabic.notifications.map((n) => n.type)).toEqual([
      'order.delivered',
      'order.dispatched',
      'substitution.requested',
      'order.accepted',
      'order.placed',
    ]);
    expect(arabic.unreadCount).toBe(5);
    const code = new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(orderId);
    expect(arabic.notifications[4]).toMatchObject({
      title: `تم استلام طلبك رقم ${code}`,
      url: `/ar/order-info/${orderId}`,
      readAt: null,
    });
    // The choice page, and the deadline in Cairo time (UTC+2) in Arabic-Indic digits.
    expect(arabic.notifications[2]!.url).toBe(`/ar/order-info/${orderId}/alternatives`);
    // One way to write a time, as the pages do.
    expect(arabic.notifications[2]!.body).toContain('٢:٣٥ م');

    const english = (await customer.get('/api/notifications', { 'content-language': 'en' })).json().data;
    expect(english.notifications[1]).toMatchObject({
      title: `Order #${orderId} is on its way`,
      url: `/en/order-info/${orderId}`,
    });
    expect(english.notifications[2].body).toContain('2:35 PM');
  });

  it('tells a cancellation with its reason, a support reply and a prescription answer', async () => {
    const customer = await shopper(store, 'en');
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    const cancelled = await manager.post(`/api/staff/orders/${orderId}/cancel`, { reasonId: 1 });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [issue] = await store.db
      .insert(supportIssues)
      .values({ userId: customer.userId, branchId: 1, typeId: 1, orderId, comment: 'Missing item' })
      .returning({ id: supportIssues.id });
    await store.db
      .insert(supportReplies)
      .values({ issueId: issue!.id, staffId: manager.id, comment: 'Sorry!' });
    // The customer's own reply tells no one.
    await store.db.insert(supportReplies).values({ issueId: issue!.id, staffId: null, comment: 'Thanks' });
    const prescriptionId = await insertPrescription(store, customer.userId, { branchId: 1 });
    await store.db
      .update(prescriptions)
      .set({ status: 'rejected', rejectionReason: 'The prescription is not readable' })
      .where(eq(prescriptions.id, prescriptionId));
    await store.jobs.runDue();

    const { notifications: list } = await inbox(customer);
    expect(list.map((n) => n.type)).toEqual([
      'prescription.rejected',
      'support.replied',
      'order.cancelled',
      'order.placed',
    ]);
    expect(list[0]).toMatchObject({
      title: `Prescription #${prescriptionId} cannot be filled`,
      body: 'Reason: The prescription is not readable',
      url: '/en/profile/8/prescription-order',
    });
    expect(list[2]!.body).toMatch(/^Reason: \S/);
    expect(list[1]!.url).toBe(`/en/order-info/${orderId}`);
  });

  it('counts unread ones, marks one or all read, and finds no one else’s', async () => {
    const customer = await shopper(store);
    const other = await shopper(store);
    const first = await insertOrder(store, customer.userId, { branchId: 1 });
    await insertOrder(store, customer.userId, { branchId: 1 });
    await insertOrder(store, other.userId, { branchId: 1 });
    await setStatus(first, orderStatusIds.inProcess);
    const count = async (who: Shopper) =>
      (await who.get('/api/notifications/unread-count')).json().data.unreadCount;
    expect(await count(customer)).toBe(3);
    expect(await count(other)).toBe(1);

    const [newest] = (await inbox(customer)).notifications;
    const othersOwn = (await inbox(other)).notifications[0]!;
    const stranger = await customer.post(`/api/notifications/${othersOwn.id}/read`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Notification not found');
    expect(await count(other)).toBe(1);

    const read = await customer.post(`/api/notifications/${newest!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ item: newest!.id, data: { unreadCount: 2 } });
    expect((await inbox(customer)).notifications[0]!.readAt).not.toBeNull();
    // Again: still read, same count.
    expect((await customer.post(`/api/notifications/${newest!.id}/read`)).json().data.unreadCount).toBe(2);

    const all = await customer.post('/api/notifications/read-all');
    expect(all.json()).toMatchObject({ code: 200, data: { unreadCount: 0 } });
    expect(await count(other)).toBe(1);
    expect((await store.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('pages the inbox, 20 a page', async () => {
    const customer = await shopper(store);
    for (let n = 0; n < 21; n += 1) await insertOrder(store, customer.userId, { branchId: 1 });
    const first = await inbox(customer);
    expect(first.notifications).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = await inbox(customer, 2);
    expect(second.notifications).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    expect((await customer.get('/api/notifications?page=0')).statusCode).toBe(422);
  });

  it('sends a web push the browser can decrypt, in the user’s language, with its page', async () => {
    const customer = await shopper(store, 'ar');
    const key = (await store.app.inject({ method: 'GET', url: '/api/notifications/push/key' })).json().data
      .publicKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const browser = pushService.subscription();
    const subscribed = await customer.post('/api/notifications/push', browser);
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().message).toBe('تم تفعيل الإشعارات في هذا المتصفح');

    const before = pushService.received.length;
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    await store.jobs.runDue();
    const [push] = (await pushService.waitFor(before + 1)).slice(before);
    expect(push!.path).toBe(new URL(browser.endpoint).pathname);
    expect(push!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: String(24 * 3600),
      urgency: 'normal',
    });
    expect(push!.headers.topic).toMatch(/^n\d+$/);
    // VAPID: a JWT signed with the store's key, which the push service checks against `k`.
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key}$`),
    );
    expect(JSON.parse(push!.text)).toMatchObject({
      type: 'order.placed',
      url: `/ar/order-info/${orderId}`,
      lang: 'ar',
      dir: 'rtl',
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    const [delivery] = await store.db
      .select()
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.orderId, orderId));
    expect(delivery!.notification_deliveries).toMatchObject({ channel: 'push', state: 'sent' });
  });

  it('removes a subscription when the push service answers 410 Gone', async () => {
    const customer = await shopper(store);
    const browser = pushService.subscription();
    gone.add(new URL(browser.endpoint).pathname);
    expect((await customer.post('/api/notifications/push', browser)).statusCode).toBe(200);
    const subscriptionsOf = () =>
      store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.userId));
    expect(await subscriptionsOf()).toHaveLength(1);
    const before = pushService.received.length;
    await insertOrder(store, customer.userId, { branchId: 1 });
    await store.jobs.runDue();
    await pushService.waitFor(before + 1);
    expect(await subscriptionsOf()).toHaveLength(0);
    // The next event has nowhere to go, and nothing fails.
    await insertOrder(store, customer.userId, { branchId: 1 });
    await store.jobs.runDue();
    expect(pushService.received.length).toBe(before + 1);
    // A send queued for a subscription removed meanwhile goes nowhere and is marked gone.
    const [latest] = await store.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, customer.userId))
      .orderBy(desc(notifications.id))
      .limit(1);
    const [queued] = await store.db
      .insert(notificationDeliveries)
      .values({ notificationId: latest!.id, channel: 'push', target: '999999' })
      .returning({ id: notificationDeliveries.id });
    await store.jobs.enqueue(store.db, 'notification.push', { deliveryId: queued!.id });
    await store.jobs.runDue();
    expect(pushService.received.length).toBe(before + 1);
    const [after] = await store.db
      .select({ state: notificationDeliveries.state })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, queued!.id));
    expect(after!.state).toBe('gone');
    const failed = await store.db.select().from(jobs).where(eq(jobs.state, 'failed'));
    expect(failed.filter((job) => job.name.startsWith('notification.'))).toEqual([]);
  });

  it('respects the customer’s channels: SMS only for what cannot wait, push only when allowed', async () => {
    const customer = await shopper(store, 'en');
    await verifyPhone(customer);
    expect((await customer.get('/api/notifications/settings')).json().data.settings).toEqual({
      push: true,
      sms: true,
      inbox: true,
    });
    const browser = pushService.subscription();
    await customer.post('/api/notifications/push', browser);
    const path = new URL(browser.endpoint).pathname;
    const pushesHere = () => pushService.received.filter((push) => push.path === path).length;

    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    await setStatus(orderId, orderStatusIds.inProcess);
    await setStatus(orderId, orderStatusIds.outForDelivery);
    await store.jobs.runDue();
    await pushService.waitFor(pushService.received.length);
    expect(pushesHere()).toBe(3);
    // Placed and accepted are not worth an SMS; dispatched is.
    const sms = await smsTo(customer);
    expect(sms.map((message) => message.body)).toEqual([
      expect.stringMatching(new RegExp(`^Order #${orderId} is on its way\\. `)),
    ]);

    const saved = await customer.post('/api/notifications/settings', { push: false, sms: '0' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toEqual({ push: false, sms: false, inbox: true });
    const second = await insertOrder(store, customer.userId, { branchId: 1 });
    await setStatus(second, orderStatusIds.inProcess);
    await setStatus(second, orderStatusIds.outForDelivery);
    await store.jobs.runDue();
    expect(pushesHere()).toBe(3);
    expect(await smsTo(customer)).toHaveLength(1);
    // The inbox has them all.
    expect((await inbox(customer)).unreadCount).toBe(6);

    const bad = await customer.post('/api/notifications/settings', { push: 'maybe', sms: true });
    expect(bad.statusCode).toBe(422);
  });

  it('sends no SMS to a phone the customer has not verified', async () => {
    const customer = await shopper(store);
    // A sign-up verifies its phone (decision 0044); a changed number is unverified until its code.
    await store.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, customer.userId));
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    await setStatus(orderId, orderStatusIds.inProcess);
    await setStatus(orderId, orderStatusIds.outForDelivery);
    await store.jobs.runDue();
    expect(await smsTo(customer)).toEqual([]);
  });

  it('registers app devices and refuses bad input with localized validation', async () => {
    const customer = await shopper(store, 'ar');
    const ok = await customer.post('/api/notifications/devices', {
      deviceType: 'android',
      token: 'fcm-token-1:abc',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await customer.post('/api/notifications/devices', { deviceType: 'windows', token: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation.length).toBeGreaterThan(0);
    const badPush = await customer.post('/api/notifications/push', { endpoint: 'not a url', keys: {} });
    expect(badPush.statusCode).toBe(422);
    // Removing: only one's own subscription.
    const browser = pushService.subscription();
    await customer.post('/api/notifications/push', browser);
    const other = await shopper(store);
    await other.post('/api/notifications/push/remove', { endpoint: browser.endpoint });
    expect(
      await store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
    ).toHaveLength(1);
    await customer.post('/api/notifications/push/remove', { endpoint: browser.endpoint });
    expect(
      await store.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint)),
    ).toHaveLength(0);
  });

  it('tells an online checkout as placed once its payment is verified, not while it waits', async () => {
    const customer = await shopper(store);
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    await store.db.delete(notifications).where(eq(notifications.orderId, orderId));
    const [waiting] = await store.db
      .insert(orders)
      .values({ ...(await orderCopy(orderId)), awaitingPayment: true })
      .returning({ id: orders.id });
    const placedOf = () =>
      store.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.orderId, waiting!.id), eq(notifications.type, 'order.placed')));
    expect(await placedOf()).toEqual([]);
    await store.db.update(orders).set({ awaitingPayment: false }).where(eq(orders.id, waiting!.id));
    await store.db.insert(orderEvents).values({ orderId: waiting!.id, type: 'order.placed', data: {} });
    await store.db.update(orders).set({ comment: 'changed' }).where(eq(orders.id, waiting!.id));
    expect(await placedOf()).toHaveLength(1);
  });

  it('makes no notification for a change that rolls back', async () => {
    const customer = await shopper(store);
    const orderId = await insertOrder(store, customer.userId, { branchId: 1 });
    await store.db
      .transaction(async (tx) => {
        await tx.insert(orderEvents).values({ orderId, type: 'order.accepted', data: {} });
        throw new Error('rolled back');
      })
      .catch(() => {});
    const rows = await store.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, orderId), eq(notifications.type, 'order.accepted')));
    expect(rows).toEqual([]);
  });
});

describe('the outbox across a restart', () => {
  it('delivers a change made just before the app stopped exactly once, by the next app on the database', async () => {
    const pushService = await startPushService();
    const first = await build();
    const customer = await shopper(first);
    await first.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, customer.userId));
    const browser = pushService.subscription();
    await customer.post('/api/notifications/push', browser);
    const manager = await staffMember(first, 'branch_manager', [1]);
    const orderId = await insertOrder(first, customer.userId, { branchId: 1 });
    await first.jobs.runDue();
    await pushService.waitFor(1);

    // The change commits; the app stops before its runner sends anything.
    const answer = await manager.post(`/api/staff/orders/${orderId}/status`, {
      statusId: orderStatusIds.inProcess,
    });
    expect(answer.statusCode).toBe(200);
    const dispatched = await manager.post(`/api/staff/orders/${orderId}/status`, {
      statusId: orderStatusIds.outForDelivery,
    });
    expect(dispatched.statusCode).toBe(200);
    const second = await build({
      shareDatabaseOf: first,
    });
    await first.app.close();
    try {
      expect(await second.jobs.runDue()).toBeGreaterThan(0);
      await pushService.waitFor(3);
      // A fan-out run again for the same notification (its worker died after committing, before the
      // job was marked done, so the job is taken again after its lease) queues nothing new.
      const [dispatchedRow] = await second.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.orderId, orderId), eq(notifications.type, 'order.dispatched')));
      await second.jobs.enqueue(second.db, 'notification.fanout', { notificationId: dispatchedRow!.id });
      // And again: nothing more goes out.
      await second.jobs.runDue();
      second.clock.advance(3600_000);
      await second.jobs.runDue();
      expect(pushService.received).toHaveLength(3);
      expect(JSON.parse(pushService.received[2]!.text).type).toBe('order.dispatched');
      const [user] = await second.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, customer.userId));
      const sms = await outboxFor(second.db, user!.phone!);
      expect(sms.filter((message) => /order/i.test(message.body))).toHaveLength(1);
      const rows = await second.db.select().from(notifications).where(eq(notifications.orderId, orderId));
      expect(rows.map((row) => row.type).sort()).toEqual([
        'order.accepted',
        'order.dispatched',
        'order.placed',
      ]);
    } finally {
      await second.close();
      await first.close();
      await pushService.close();
    }
  });
});
