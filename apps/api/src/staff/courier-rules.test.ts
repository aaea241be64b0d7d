import { orderStatusIds } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { changeFor, courierMayReport, mapUrl, mayAssignCourier } from './courier-rules.ts';

describe('changeFor', () => {
  it('offers the change for the next 50, 100 and 200 pound notes above the amount', () => {
    expect(changeFor(23_750)).toEqual([
      { paidWith: 25_000, change: 1_250 },
      { paidWith: 30_000, change: 6_250 },
      { paidWith: 40_000, change: 16_250 },
    ]);
  });
  it('does not list the same payment twice, and an exact amount still needs change for a larger note', () => {
    expect(changeFor(20_000)).toEqual([
      { paidWith: 25_000, change: 5_000 },
      { paidWith: 30_000, change: 10_000 },
      { paidWith: 40_000, change: 20_000 },
    ]);
    expect(changeFor(4_000)).toEqual([
      { paidWith: 5_000, change: 1_000 },
      { paidWith: 10_000, change: 6_000 },
      { paidWith: 20_000, change: 16_000 },
    ]);
    expect(changeFor(15_000).map((c) => c.paidWith)).toEqual([20_000]);
  });
  it('needs no change when nothing is collected', () => {
    expect(changeFor(0)).toEqual([]);
  });
});

describe('courier rules', () => {
  it('links the address to a maps search', () => {
    expect(mapUrl('12 شارع عباس العقاد، مدينة نصر')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('12 شارع عباس العقاد، مدينة نصر')}`,
    );
    // A pinned address (docs/decisions/0091): its point, not a search.
    expect(mapUrl('12 Abbas El Akkad', { lat: 30.0626, lng: 31.334 })).toBe(
      'https://www.openstreetmap.org/?mlat=30.0626&mlon=31.334#map=17/30.0626/31.334',
    );
    expect(mapUrl('x', { lat: null, lng: null })).toContain('google.com/maps/search');
  });
  it('hands out orders until they are delivered or cancelled', () => {
    expect(mayAssignCourier(orderStatusIds.placed)).toBe(true);
    expect(mayAssignCourier(orderStatusIds.inProcess)).toBe(true);
    expect(mayAssignCourier(orderStatusIds.outForDelivery)).toBe(true);
    expect(mayAssignCourier(orderStatusIds.delivered)).toBe(false);
    expect(mayAssignCourier(orderStatusIds.cancelled)).toBe(false);
  });
  it('lets a courier report only on an order out for delivery and not brought back', () => {
    expect(courierMayReport({ statusId: orderStatusIds.outForDelivery, returnedAt: null })).toBe(true);
    expect(courierMayReport({ statusId: orderStatusIds.inProcess, returnedAt: null })).toBe(false);
    expect(courierMayReport({ statusId: orderStatusIds.outForDelivery, returnedAt: new Date() })).toBe(false);
  });
});
