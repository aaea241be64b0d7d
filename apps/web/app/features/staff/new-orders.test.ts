import { describe, expect, it } from 'vitest';
import { countText, newOrdersAfter } from './new-orders.ts';

const event = (type: string, orderId: number) => ({ type, orderId, branchId: 1 });

describe('the new-order signal', () => {
  it('counts placed orders once, and drops one cancelled before anyone looked', () => {
    let ids: ReadonlySet<number> = new Set();
    ids = newOrdersAfter(ids, event('order.placed', 7));
    ids = newOrdersAfter(ids, event('order.placed', 8));
    ids = newOrdersAfter(ids, event('order.placed', 8));
    expect([...ids]).toEqual([7, 8]);
    ids = newOrdersAfter(ids, event('order.cancelled', 7));
    expect([...ids]).toEqual([8]);
    // Other events leave the set as it was (the same set: no re-render).
    expect(newOrdersAfter(ids, event('order.accepted', 8))).toBe(ids);
    expect(newOrdersAfter(ids, event('order.cancelled', 99))).toBe(ids);
  });

  it('words counts by the plural rules of each language', () => {
    expect(countText('en', 'newOrders', 1)).toBe('One new order');
    expect(countText('en', 'newOrders', 2)).toBe('2 new orders');
    expect(countText('en', 'newOrders', 1200)).toBe('1,200 new orders');
    expect(countText('ar', 'newOrders', 1)).toBe('طلب جديد واحد');
    expect(countText('ar', 'newOrders', 2)).toBe('طلبان جديدان');
    expect(countText('ar', 'newOrders', 3)).toBe('٣ طلبات جديدة');
    expect(countText('ar', 'newOrders', 11)).toBe('١١ طلبًا جديدًا');
    expect(countText('ar', 'newOrders', 100)).toBe('١٠٠ طلب جديد');
    expect(countText('ar', 'ordersCount', 0)).toBe('٠ طلب');
    expect(countText('en', 'ordersCount', 1)).toBe('One order');
    expect(countText('ar', 'newPrescriptions', 5)).toBe('٥ روشتات جديدة');
  });
});
