import { describe, expect, it } from 'vitest';
import { readLiveEvent } from './live-board.ts';

describe('the live feed', () => {
  it('reads an order event and refuses anything else', () => {
    expect(readLiveEvent('{"type":"order.placed","orderId":5,"branchId":1}')).toEqual({
      type: 'order.placed',
      orderId: 5,
      branchId: 1,
    });
    expect(readLiveEvent('{"type":"order.placed","orderId":-1,"branchId":1}')).toBeNull();
    expect(readLiveEvent('not json')).toBeNull();
  });
});
