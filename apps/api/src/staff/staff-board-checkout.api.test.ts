import { paymentTypeIds } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeAwaitingCheckout } from '../orders/index.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { insertOrder, openEventStream, staffMember } from '../test/staff-test-support.ts';

/** The staff board hears of an online checkout when it is paid, not when its payment starts (0031). */
let store: TestStore;
let base: string;

beforeAll(async () => {
  store = await build();
  base = await store.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => store.close());

describe('an online checkout on the staff board', () => {
  it('is not a new order while it waits for its payment, and is one once paid', async () => {
    const customerId = (await shopper(store)).userId;
    const pharmacist = await staffMember(store, 'pharmacist', [1]);
    const stream = await openEventStream(base, { token: pharmacist.token });
    try {
      const awaiting = await insertOrder(store, customerId, {
        branchId: 1,
        paymentTypeId: paymentTypeIds.online,
        paymentState: 'pending',
        awaitingPayment: true,
      });
      // An order placed after it reaches the stream: by then the checkout had its chance.
      const after = await insertOrder(store, customerId, { branchId: 1 });
      await stream.next((event) => event.orderId === after);
      expect(stream.events.filter((event) => event.orderId === awaiting)).toEqual([]);

      await store.db.transaction((tx) => placeAwaitingCheckout(tx, awaiting, new Date()));
      const placed = await stream.next((event) => event.orderId === awaiting);
      expect(placed).toEqual({ type: 'order.placed', orderId: awaiting, branchId: 1 });
    } finally {
      stream.close();
    }
  });
});
