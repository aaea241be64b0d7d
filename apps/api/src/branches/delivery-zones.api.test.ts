import { weekdays } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, staffAuditLog } from '../db/schema.ts';
import { build, piecesPricer, request, sampleAddress, shopper, type TestStore } from '../test/build.ts';
import { staffMember } from '../test/staff-test-support.ts';

/**
 * Delivery zones (docs/decisions/0087): the demo branches' zones around their Cairo, Giza and
 * Alexandria locations; the nearest branch for a point; pinned addresses; the console's zones.
 */

let store: TestStore;
beforeAll(async () => {
  store = await build();
});
afterAll(() => store?.close());

const nearest = async (lat: number | string, lng: number | string, lang: 'en' | 'ar' = 'en') =>
  request(store, lang).get(
    `/api/branches/nearest?lat=${encodeURIComponent(lat)}&lng=${encodeURIComponent(lng)}`,
  );

describe('the nearest branch', () => {
  it('offers the branch whose zone holds the point, the closest where the Nasr City zones overlap', async () => {
    const atAbbasElAkkad = (await nearest(30.0626, 31.334)).json();
    expect(atAbbasElAkkad.code).toBe(200);
    expect(atAbbasElAkkad.data).toMatchObject({ inZone: true, branch: { id: 1, distanceKm: 0 } });
    expect((await nearest(30.0545, 31.348)).json().data).toMatchObject({ inZone: true, branch: { id: 2 } });
    expect((await nearest(30.058, 31.203)).json().data).toMatchObject({ inZone: true, branch: { id: 7 } });
    expect((await nearest(31.205, 29.95)).json().data).toMatchObject({ inZone: true, branch: { id: 9 } });
  });

  it('outside every zone, says so and names the nearest branch that delivers, in the language', async () => {
    const answer = (await nearest(29.9, 31.6, 'ar')).json().data;
    expect(answer.inZone).toBe(false);
    expect(answer.branch).toMatchObject({ id: 4, name: 'القاهرة الجديدة - شارع التسعين' });
    expect(answer.branch.distanceKm).toBeGreaterThan(10);
  });

  it('reads Arabic digits and refuses a point off the globe or half a point', async () => {
    expect((await nearest('٣٠٫٠٦٢٦', '٣١٫٣٣٤')).json().data.branch.id).toBe(1);
    const off = await nearest(95, 31);
    expect(off.statusCode).toBe(422);
    expect(off.json().validation).toEqual(['The latitude must be a number from -90 to 90']);
    expect((await request(store).get('/api/branches/nearest?lat=30')).statusCode).toBe(422);
  });
});

describe('a pinned address', () => {
  const pinned = { ...sampleAddress, latitude: '30.0545', longitude: '31.348', landmark: 'Beside Tiba Mall' };

  it('with a landmark needs no floor or apartment, and answers its pin and its branch', async () => {
    const me = await shopper(store);
    const { floor: _floor, apartment: _apartment, ...withoutFlat } = pinned;
    const added = await me.post('/api/addresses', withoutFlat);
    expect(added.statusCode, added.body).toBe(200);
    const address = added.json().data.address;
    expect(address).toMatchObject({
      latitude: 30.0545,
      longitude: 31.348,
      floor: '',
      apartment: '',
      zone: { inZone: true, branch: { id: 2 } },
    });
    expect(address.fullAddress).toBe('12, Abbas El Akkad, Beside Tiba Mall, Nasr City, Cairo');
    const listed = (await me.get('/api/addresses')).json().data.addresses;
    expect(listed[0]).toMatchObject({ id: address.id, zone: { inZone: true } });

    // Chosen for delivery, the cart carries the same answer for checkout.
    await me.post('/api/cart/address/select', { addressId: address.id });
    expect((await me.get('/api/cart/view')).json().data.cart.address).toMatchObject({
      id: address.id,
      zone: { inZone: true, branch: { id: 2 } },
    });
  });

  it('without a pin or without a landmark still asks floor and apartment; a pin is both coordinates', async () => {
    const me = await shopper(store);
    const { floor: _floor, apartment: _apartment, ...withoutFlat } = pinned;
    const noLandmark = await me.post('/api/addresses', { ...withoutFlat, landmark: '' });
    expect(noLandmark.statusCode).toBe(422);
    expect(noLandmark.json().validation).toEqual([
      'Please input your Floor!',
      'Please input your Apartment Number!',
    ]);
    const { latitude: _latitude, longitude: _longitude, ...unpinned } = withoutFlat;
    expect((await me.post('/api/addresses', unpinned)).statusCode).toBe(422);
    const half = await me.post('/api/addresses', { ...pinned, longitude: '' });
    expect(half.statusCode).toBe(422);
    expect(half.json().validation).toEqual([
      'Give both the latitude and the longitude of the pin, or neither',
    ]);
  });

  it('outside every zone is kept, and says which branch is nearest', async () => {
    const me = await shopper(store, 'ar');
    const added = await me.post('/api/addresses', { ...pinned, latitude: '29.9', longitude: '31.6' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.address.zone).toMatchObject({ inZone: false, branch: { id: 4 } });
    // An address with no pin has no zone answer (the spec's fields as before).
    const plain = (await me.post('/api/addresses', sampleAddress)).json().data.address;
    expect(plain).toMatchObject({ latitude: null, longitude: null, zone: null, floor: '3', apartment: '7' });
  });
});

describe("checkout with a pinned address outside the branch's zones (docs/decisions/0091)", () => {
  it('the cart says so and names the branch that delivers; the gate refuses with the same words', async () => {
    // Open round the clock, so only the zone stands in the way.
    const allDay = Object.fromEntries(
      weekdays.map((day) => [day, { closed: false, opens: '00:00', closes: '24:00' }]),
    );
    await store.db.update(branches).set({ openingHours: allDay, holidays: [] }).where(eq(branches.id, 1));
    const [productId] = await piecesPricer(store)(20_000);
    const me = await shopper(store);
    expect((await me.get('/api/branches/current')).json().data.branch.id).toBe(1);
    await me.post('/api/cart/add', { productId, quantity: 1 });
    await me.post('/api/cart/payment/select', { paymentTypeId: 1 });
    const pin = async (latitude: string, longitude: string) => {
      const id = (await me.post('/api/addresses', { ...sampleAddress, latitude, longitude })).json().item;
      await me.post('/api/cart/address/select', { addressId: id });
    };

    // In Giza: branch 7's zone holds it, not branch 1's.
    await pin('30.058', '31.203');
    const cart = (await me.get('/api/cart/view')).json().data.cart;
    expect(cart.outsideZone.branch).toMatchObject({ id: 7 });
    expect(cart.outsideZone.message).toBe(
      `This address is outside our delivery area. The nearest branch that delivers is ${cart.outsideZone.branch.name}.`,
    );
    const refused = await me.post('/api/cart/order', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(cart.outsideZone.message);
    const ar = await me.post('/api/cart/order', {}, { 'content-language': 'ar' });
    expect(ar.json().message).toMatch(/^هذا العنوان خارج منطقة التوصيل\. أقرب فرع يوصّل هو /);

    // In the desert: no branch delivers there.
    await pin('29.9', '31.6');
    expect((await me.get('/api/cart/view')).json().data.cart.outsideZone).toEqual({
      message: 'This address is outside our delivery area.',
      branch: null,
    });
    expect((await me.post('/api/cart/order', {})).json().message).toBe(
      'This address is outside our delivery area.',
    );

    // Inside branch 1's zone (and an unpinned address): nothing to say, and the order is placed.
    await pin('30.0626', '31.334');
    expect((await me.get('/api/cart/view')).json().data.cart.outsideZone).toBeNull();
    const placed = await me.post('/api/cart/order', {});
    expect(placed.statusCode, placed.body).toBe(200);
    // The staff order answers the pin, for the order screen's and the delivery note's map links.
    const boss = await staffMember(store, 'branch_manager', [1]);
    const { order } = (await boss.get(`/api/staff/orders/${placed.json().item}`)).json().data;
    expect(order.addressPin).toEqual({ lat: 30.0626, lng: 31.334 });
  });
});

describe("a branch's zones in the console", () => {
  const square = (lng: number, lat: number, size = 0.01) => ({
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + size, lat],
        [lng + size, lat + size],
        [lng, lat + size],
        [lng, lat],
      ],
    ],
  });

  it('are read by its staff with the others under them, replaced by its manager, audited', async () => {
    const boss = await staffMember(store, 'branch_manager', [2], 'ar');
    const read = await boss.get('/api/staff/branches/2/zones');
    expect(read.statusCode, read.body).toBe(200);
    const before = read.json().data;
    expect(before.branch).toMatchObject({ id: 2, location: { lat: 30.056, lng: 31.3465 } });
    expect(before.zones).toHaveLength(1);
    expect(before.others.map((zone: { branchId: number }) => zone.branchId)).not.toContain(2);

    // Branch 2 gives up its zone for a small square far east: the point it held goes to another.
    const saved = await boss.post('/api/staff/branches/2/zones', {
      zones: [{ name: 'East square', polygon: square(31.5, 30.2) }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('تم حفظ مناطق التوصيل');
    expect(saved.json().data.zones).toMatchObject([{ name: 'East square', polygon: square(31.5, 30.2) }]);
    expect((await nearest(30.0545, 31.348)).json().data.branch.id).not.toBe(2);
    expect((await nearest(30.205, 31.505)).json().data).toMatchObject({ inZone: true, branch: { id: 2 } });

    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'branch.zones'), eq(staffAuditLog.entityId, 2)));
    expect(audit).toMatchObject({ staffId: boss.id });

    // Put back as it was.
    const restored = await boss.post('/api/staff/branches/2/zones', {
      zones: before.zones.map(({ name, polygon }: { name: string; polygon: unknown }) => ({ name, polygon })),
    });
    expect(restored.statusCode).toBe(200);
    expect((await nearest(30.0545, 31.348)).json().data.branch.id).toBe(2);
  });

  it('refuses an open outline, too few points, a nameless zone, and another branch (404)', async () => {
    const boss = await staffMember(store, 'branch_manager', [2]);
    const open = square(31.5, 30.2);
    open.coordinates[0]!.pop();
    const refused = await boss.post('/api/staff/branches/2/zones', {
      zones: [{ name: 'Open', polygon: open }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validation).toEqual(['A zone must be a closed outline of at least three points']);
    const line = {
      type: 'Polygon',
      coordinates: [
        [
          [31, 30],
          [31.1, 30],
          [31, 30],
        ],
      ],
    };
    expect(
      (await boss.post('/api/staff/branches/2/zones', { zones: [{ name: 'Line', polygon: line }] }))
        .statusCode,
    ).toBe(422);
    const nameless = await boss.post('/api/staff/branches/2/zones', {
      zones: [{ name: ' ', polygon: square(31.5, 30.2) }],
    });
    expect(nameless.json().validation).toEqual(['Please name the zone']);
    expect((await boss.get('/api/staff/branches/3/zones')).statusCode).toBe(404);
    expect((await boss.post('/api/staff/branches/3/zones', { zones: [] })).statusCode).toBe(404);
  });
});
