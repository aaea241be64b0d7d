import { customerSessionCookie, orderStatusIds } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { eventually } from '../test/eventually.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';

/**
 * The bell's count was stale (3 in the bell, 5 unread in the inbox). `GET
 * /api/notifications/events` streams the unread count now, then after every change to the customer's
 * notifications made through any app instance (two apps on one database). Real HTTP: a stream
 * cannot be read through inject.
 */
async function openUnreadStream(base: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/notifications/events`, { headers, signal: controller.signal });
  const counts: number[] = [];
  let wake = () => {};
  if (response.status === 200)
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (frame.startsWith('event: unread\n'))
              counts.push(JSON.parse(frame.slice(frame.indexOf('data: ') + 6)).unreadCount);
            wake();
            end = buffered.indexOf('\n\n');
          }
        }
      } catch {
        // Aborted.
      }
    })();
  return {
    response,
    counts,
    /** Waits until the last count told is `count`. */
    async until(count: number, withinMs = 2000) {
      const deadline = Date.now() + withinMs;
      while (counts.at(-1) !== count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the count did not become ${count} within ${withinMs} ms: ${counts}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => controller.abort(),
  };
}

describe('GET /api/notifications/events', () => {
  let a: TestStore;
  let b: TestStore;
  let base: string;
  let customer: Shopper;
  let managerOnB: Awaited<ReturnType<typeof staffMember>>;

  beforeAll(async () => {
    a = await build();
    b = await build({ shareDatabaseOf: a });
    customer = await shopper(a);
    managerOnB = await staffMember(b, 'branch_manager', [1]);
    base = await a.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('tells the count now, then the count after a staff change on another instance and after reading', async () => {
    const orderId = await insertOrder(a, customer.userId, { branchId: 1 });
    const before = (await customer.get('/api/notifications/unread-count')).json().data.unreadCount as number;
    const stream = await openUnreadStream(base, { authorization: `Bearer ${customer.token}` });
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.until(before);

      const changed = await managerOnB.post(`/api/staff/orders/${orderId}/status`, {
        statusId: orderStatusIds.inProcess,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await stream.until(before + 1);
      expect((await customer.get('/api/notifications/unread-count')).json().data.unreadCount).toBe(
        before + 1,
      );

      // Read in the inbox (through this instance): every open page's bell goes to 0.
      expect((await customer.post('/api/notifications/read-all')).statusCode).toBe(200);
      await stream.until(0);
    } finally {
      stream.close();
    }
  });

  it('streams only the customer’s own count: guests get 401, the web’s session cookie works', async () => {
    expect((await fetch(`${base}/api/notifications/events`)).status).toBe(401);
    const other = await shopper(a);
    const stream = await openUnreadStream(base, {
      cookie: `lang=ar; ${customerSessionCookie}=${other.token}`,
    });
    try {
      expect(stream.response.status).toBe(200);
      await stream.until(0);
      // The first customer's new notification is not this one's: the stream's next count is the one
      // this customer's own notifications, made after it, bring (events arrive in order); a count
      // sent for the other customer's would come first, and say 0 again.
      const orderId = await insertOrder(a, customer.userId, { branchId: 1 });
      await managerOnB.post(`/api/staff/orders/${orderId}/status`, { statusId: orderStatusIds.inProcess });
      const own = await insertOrder(a, other.userId, { branchId: 1 });
      await managerOnB.post(`/api/staff/orders/${own}/status`, { statusId: orderStatusIds.inProcess });
      await eventually(async () => stream.counts.some((count) => count >= 1), 'this customer’s own count');
      expect(stream.counts.slice(0, 2)).toEqual([0, 1]);
    } finally {
      stream.close();
    }
  });
});
