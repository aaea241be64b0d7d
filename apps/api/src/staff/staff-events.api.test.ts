import { orderStatusIds, staffSessionCookie } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { silentConnection, timeServerClose } from '../test/connections.ts';
import { insertPrescription } from '../test/prescription-test-support.ts';
import { insertOrder, openEventStream, type StaffMember, staffMember } from '../test/staff-test-support.ts';
import { createStaffEvents } from './staff-events.ts';

/**
 * The live board: what the database's triggers notify reaches the open streams of the staff
 * who may see the order's branch, over real HTTP (a stream cannot be tested through inject).
 */
let store: TestStore;
let base: string;
let customerId: number;
let pharmacist: StaffMember;
let admin: StaffMember;
let closed = false;

beforeAll(async () => {
  store = await build();
  customerId = (await shopper(store)).userId;
  pharmacist = await staffMember(store, 'pharmacist', [1]);
  admin = await staffMember(store, 'admin', [1]);
  base = await store.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  if (!closed) await store.close();
});

describe('GET /api/staff/events', () => {
  it("brings a new order to the staff of its branch within 2 s, and not to another branch's", async () => {
    const own = await openEventStream(base, { token: pharmacist.token });
    const all = await openEventStream(base, { token: admin.token });
    try {
      const started = Date.now();
      const ownOrder = await insertOrder(store, customerId, { branchId: 1 });
      const placed = await own.next((event) => event.orderId === ownOrder);
      expect(placed).toEqual({ type: 'order.placed', orderId: ownOrder, branchId: 1 });
      expect(Date.now() - started).toBeLessThan(2000);

      const otherOrder = await insertOrder(store, customerId, { branchId: 2 });
      // The admin sees every branch; once the admin has it, the pharmacist's stream has had its chance.
      await all.next((event) => event.orderId === otherOrder);
      await all.next((event) => event.orderId === ownOrder);
      const afterwards = await insertOrder(store, customerId, { branchId: 1 });
      await own.next((event) => event.orderId === afterwards);
      expect(own.events.map((event) => event.orderId)).not.toContain(otherOrder);
    } finally {
      own.close();
      all.close();
    }
  });

  it('is listening once it is open: an order placed the moment the board connects arrives', async () => {
    // Nobody else is subscribed: this stream's subscription starts the LISTEN. The stream answers
    // (the browser shows 'live') only once the LISTEN is in place.
    for (let round = 0; round < 5; round++) {
      const board = await openEventStream(base, { token: pharmacist.token });
      try {
        const orderId = await insertOrder(store, customerId, { branchId: 1 });
        await board.next((event) => event.orderId === orderId);
      } finally {
        board.close();
        await board.ended;
      }
    }
  });

  it('tells of a new prescription those who dispense, not the support team', async () => {
    const support = await staffMember(store, 'support', [1]);
    const dispensing = await openEventStream(base, { token: pharmacist.token });
    const helping = await openEventStream(base, { token: support.token });
    try {
      const prescription = await insertPrescription(store, customerId, { branchId: 1 });
      await dispensing.next((event) => event.type === 'prescription.sent' && event.orderId === prescription);
      // An order after it reaches both: by then the support stream had its chance at the prescription.
      const after = await insertOrder(store, customerId, { branchId: 1 });
      await helping.next((event) => event.orderId === after && event.type === 'order.placed');
      expect(helping.events.filter((event) => event.type.startsWith('prescription.'))).toEqual([]);
    } finally {
      dispensing.close();
      helping.close();
    }
  });

  it("tells of an order's status change, made through the staff API", async () => {
    const stream = await openEventStream(base, { token: pharmacist.token });
    try {
      const id = await insertOrder(store, customerId, { branchId: 1 });
      await stream.next((event) => event.orderId === id && event.type === 'order.placed');
      const answer = await pharmacist.post(`/api/staff/orders/${id}/status`, {
        statusId: orderStatusIds.inProcess,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const changed = await stream.next((event) => event.orderId === id && event.type !== 'order.placed');
      expect(changed.branchId).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('says nothing of a change that was rolled back', async () => {
    const stream = await openEventStream(base, { token: admin.token });
    try {
      let rolledBack = 0;
      await store.db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(orders)
            .values({
              userId: customerId,
              branchId: 1,
              statusId: orderStatusIds.placed,
              paymentTypeId: 1,
              paymentState: 'not_required',
              addressText: 'x',
              orderFrom: 'Web',
              subtotal: 100,
              discount: 0,
              discountPercentage: 0,
              deliveryCharge: 0,
              total: 100,
            })
            .returning({ id: orders.id });
          rolledBack = row!.id;
          throw new Error('roll back');
        })
        .catch(() => {});
      const kept = await insertOrder(store, customerId, { branchId: 1 });
      await stream.next((event) => event.orderId === kept);
      expect(rolledBack).toBeGreaterThan(0);
      expect(stream.events.map((event) => event.orderId)).not.toContain(rolledBack);
    } finally {
      stream.close();
    }
  });

  it("accepts the console's staff cookie for the stream only, and refuses customers and guests", async () => {
    const stream = await openEventStream(base, { cookie: `${staffSessionCookie}=${pharmacist.token}` });
    try {
      const id = await insertOrder(store, customerId, { branchId: 1 });
      await stream.next((event) => event.orderId === id);
    } finally {
      stream.close();
    }
    const me = await fetch(`${base}/api/staff/me`, {
      headers: { cookie: `${staffSessionCookie}=${pharmacist.token}` },
    });
    expect(me.status).toBe(401);
    const guest = await fetch(`${base}/api/staff/events`);
    expect(guest.status).toBe(401);
    expect((await guest.json()).message).toBe('Please Login First');
    const customer = await shopper(store);
    const asCustomer = await fetch(`${base}/api/staff/events`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(asCustomer.status).toBe(401);
  });

  it('ends at once a stream that subscribes after the app began to close', async () => {
    const live = createStaffEvents(store.db, store.app.log);
    try {
      live.endStreams();
      const events: unknown[] = [];
      (await live.subscribe((event) => events.push(event)))();
      expect(events).toEqual(['end']);
      expect(live.subscribers).toBe(0);
    } finally {
      await live.close();
    }
  });

  it('ends open streams when the app closes, so a restart is not held up', async () => {
    // The last test: it closes the suite's store. A browser's connection opened ahead of need, sending
    // nothing, does not hold it up either (nor the one Node's fetch opens after each stream closed above).
    const stream = await openEventStream(base, { token: admin.token });
    const silent = await silentConnection(store.app, base);
    closed = true;
    const took = await timeServerClose(
      store.app,
      () => store.close(),
      1000,
      () => silent.socket.destroy(),
    );
    await expect(stream.ended).resolves.toBe(true);
    expect(took, 'the app still waited for a connection 1 s after the close').not.toBeNull();
  });
});
