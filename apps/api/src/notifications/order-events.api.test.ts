import { customerSessionCookie, type OrderLiveEvent, orderStatusIds } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { silentConnection, timeServerClose } from '../test/connections.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';
import { createOrderLiveEvents } from './order-live-events.ts';

/**
 * The live order page: `GET /api/orders/{id}/events` streams the order's changes to its owner,
 * whichever app instance made them (two apps on one database: PostgreSQL LISTEN/NOTIFY; with
 * TEST_DATABASE_URL each app has its own connections to the server). Real HTTP: a stream cannot be
 * read through inject.
 */
async function openOrderStream(base: string, orderId: number, auth: { token: string } | { cookie: string }) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/orders/${orderId}/events`, {
    headers: 'token' in auth ? { authorization: `Bearer ${auth.token}` } : { cookie: auth.cookie },
    signal: controller.signal,
  });
  const events: (OrderLiveEvent | 'resync')[] = [];
  const waiting = new Set<() => void>();
  const ended =
    response.status !== 200
      ? Promise.resolve(true)
      : (async () => {
          const decoder = new TextDecoder();
          let buffered = '';
          try {
            for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
              buffered += decoder.decode(chunk, { stream: true });
              let end = buffered.indexOf('\n\n');
              while (end >= 0) {
                const frame = buffered.slice(0, end);
                buffered = buffered.slice(end + 2);
                if (frame.startsWith('event: order\n'))
                  events.push(JSON.parse(frame.slice(frame.indexOf('data: ') + 6)));
                if (frame.startsWith('event: resync\n')) events.push('resync');
                for (const wake of waiting) wake();
                end = buffered.indexOf('\n\n');
              }
            }
            return true;
          } catch {
            return false;
          }
        })();
  return {
    response,
    events,
    ended,
    async next(match: (event: OrderLiveEvent) => boolean, withinMs = 5000): Promise<OrderLiveEvent> {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const found = events.find((event): event is OrderLiveEvent => event !== 'resync' && match(event));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event within ${withinMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiting.add(() => {
            clearTimeout(timer);
            wake();
          });
        });
        waiting.clear();
      }
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/orders/{id}/events', () => {
  let a: TestStore;
  let b: TestStore;
  let base: string;
  let customer: Shopper;
  let managerOnB: Awaited<ReturnType<typeof staffMember>>;

  beforeAll(async () => {
    a = await build();
    // A second app on the same database: the staff works through it, the customer streams from A.
    b = await build({ shareDatabaseOf: a });
    customer = await shopper(a);
    managerOnB = await staffMember(b, 'branch_manager', [1]);
    base = await a.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    // B's own connections to the server first: A's close drops the database.
    await b?.close();
    await a?.close();
  });

  it('tells the owner of a staff change made on another instance within 2 s, then a substitution request', async () => {
    const orderId = await insertOrder(a, customer.userId, { branchId: 1 });
    const stream = await openOrderStream(base, orderId, { token: customer.token });
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const current = await stream.next((event) => event.type === 'order.current');
      expect(current).toMatchObject({ orderId, statusId: orderStatusIds.placed });

      const started = Date.now();
      const changed = await managerOnB.post(`/api/staff/orders/${orderId}/status`, {
        statusId: orderStatusIds.inProcess,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const accepted = await stream.next((event) => event.type === 'order.accepted', 2000);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(accepted).toMatchObject({ orderId, statusId: orderStatusIds.inProcess });
      expect(new Date(accepted.at).toISOString()).toBe(accepted.at);

      await b.db.insert(orderEvents).values({
        orderId,
        type: 'substitution.requested',
        data: { expiresAt: new Date(Date.now() + 600_000).toISOString(), items: [] },
      });
      await stream.next((event) => event.type === 'substitution.requested', 2000);
    } finally {
      stream.close();
    }
  });

  it('streams only to the owner: others get 404, guests 401; the web’s session cookie works', async () => {
    const orderId = await insertOrder(a, customer.userId, { branchId: 1 });
    const other = await shopper(a);
    const stranger = await openOrderStream(base, orderId, { token: other.token });
    expect(stranger.response.status).toBe(404);
    expect((await stranger.response.json()).message).toBe('Order not found');
    const guest = await fetch(`${base}/api/orders/${orderId}/events`);
    expect(guest.status).toBe(401);
    const badCookie = await openOrderStream(base, orderId, {
      cookie: `${customerSessionCookie}=${'x'.repeat(40)}`,
    });
    expect(badCookie.response.status).toBe(401);

    const viaCookie = await openOrderStream(base, orderId, {
      cookie: `lang=ar; ${customerSessionCookie}=${customer.token}`,
    });
    try {
      expect(viaCookie.response.status).toBe(200);
      await viaCookie.next((event) => event.type === 'order.current');
      // Another order's events do not reach this stream.
      const otherOrder = await insertOrder(a, customer.userId, { branchId: 1 });
      await managerOnB.post(`/api/staff/orders/${otherOrder}/status`, { statusId: orderStatusIds.inProcess });
      await managerOnB.post(`/api/staff/orders/${orderId}/status`, { statusId: orderStatusIds.inProcess });
      await viaCookie.next((event) => event.type === 'order.accepted');
      expect(viaCookie.events.filter((event) => event !== 'resync' && event.orderId !== orderId)).toEqual([]);
    } finally {
      viaCookie.close();
    }
  });

  it('ends at once a stream that subscribes after the app began to close', async () => {
    // Its request was still being checked (session, order) when the streams were ended.
    const live = createOrderLiveEvents(a.db, a.app.log);
    try {
      live.endStreams();
      const events: unknown[] = [];
      (await live.subscribe(1, customer.userId, (event) => events.push(event)))();
      expect(events).toEqual(['end']);
      expect(live.subscribers).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('ends open streams when the app closes, and closes at once', async () => {
    const store = await build({ shareDatabaseOf: a });
    const url = await store.app.listen({ host: '127.0.0.1', port: 0 });
    const orderId = await insertOrder(a, customer.userId, { branchId: 1 });
    // What browsers leave behind: answers before a stream (401, 404) on keep-alive connections, a stream
    // they closed (after which Node's fetch opens a connection it does not use), and a connection
    // opened ahead of need, sending nothing (this one sure to be there when the app closes).
    expect((await fetch(`${url}/api/orders/${orderId}/events`)).status).toBe(401);
    const refused = await openOrderStream(url, orderId, { token: (await shopper(a)).token });
    expect(refused.response.status).toBe(404);
    const left = await openOrderStream(url, orderId, { token: customer.token });
    await left.next((event) => event.type === 'order.current');
    left.close();
    const silent = await silentConnection(store.app, url);
    const stream = await openOrderStream(url, orderId, { token: customer.token });
    await stream.next((event) => event.type === 'order.current');

    const took = await timeServerClose(
      store.app,
      () => store.close(),
      1000,
      () => silent.socket.destroy(),
    );
    expect(await stream.ended).toBe(true);
    expect(took, 'the app still waited for a connection 1 s after the close').not.toBeNull();
  });
});
