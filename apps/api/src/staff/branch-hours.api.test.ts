import { weekdays } from '@store/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, staffAuditLog } from '../db/schema.ts';
import { build, piecesPricer, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { chooseAddressAndPayment } from '../test/shop-test-support.ts';
import { staffMember } from '../test/staff-test-support.ts';

/**
 * A branch's opening hours and holidays are enforced (docs/decisions/0072, 2026-11-29): the one
 * checkout gate refuses an instant order while the branch is closed, saying when it opens, and a
 * scheduled one outside the day's hours; the slots of a holiday are not offered.
 */

// Saturday 2026-11-28, 23:30 in Cairo (winter, UTC+2): the store's clock in these tests.
const saturdayNight = new Date('2026-11-28T21:30:00Z');
let store: TestStore;
let price: ReturnType<typeof piecesPricer>;
let branchId: number;
beforeAll(async () => {
  store = await build({ jobsClockStart: saturdayNight });
  price = piecesPricer(store);
  branchId = (await (await shopper(store)).get('/api/branches/current')).json().data.branch.id;
});
afterAll(() => store?.close());

const hours = (opens: string, closes: string) =>
  Object.fromEntries(weekdays.map((day) => [day, { closed: false, opens, closes }]));
async function setHours(openingHours: Record<string, unknown>, holidays: string[] = []) {
  await store.db.update(branches).set({ openingHours, holidays }).where(eq(branches.id, branchId));
}

async function readyCart(): Promise<Shopper> {
  const [productId] = await price(20_000);
  const me = await shopper(store);
  await me.post('/api/cart/add', { productId, quantity: 1 });
  await chooseAddressAndPayment(me, 1);
  return me;
}

describe('an instant order at a closed branch', () => {
  it('is refused with when the branch opens, in English and Arabic, and the cart says so', async () => {
    await setHours(hours('09:00', '23:00'));
    const me = await readyCart();
    const en = await me.post('/api/cart/order', {});
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Closed now, opens Sunday at 9:00 AM');
    const ar = await me.post('/api/cart/order', {}, { 'content-language': 'ar' });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().validation).toEqual(['مغلق الآن، يفتح الأحد الساعة ٩:٠٠ ص']);
    expect((await me.get('/api/cart/view')).json().data.cart.limits.closedNotice).toBe(
      'Closed now, opens Sunday at 9:00 AM',
    );

    // Open round the clock: the same cart is placed, and the cart has nothing to say.
    await setHours(hours('00:00', '24:00'));
    expect((await me.get('/api/cart/view')).json().data.cart.limits.closedNotice).toBeNull();
    const placed = await me.post('/api/cart/order', {});
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('on a holiday names the next open day', async () => {
    // Open every day until midnight, but Saturday (today) and Sunday are holidays.
    await setHours(hours('10:00', '24:00'), ['2026-11-28', '2026-11-29']);
    const me = await readyCart();
    const refused = await me.post('/api/cart/order', {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Closed now, opens Monday at 10:00 AM');
  });
});

describe('a scheduled order', () => {
  it('on a holiday is refused, and the day offers no slot', async () => {
    await setHours(hours('00:00', '24:00'), ['2026-12-03']);
    const me = await readyCart();
    const slots = (await me.get('/api/delivery/slots?date=2026-12-03')).json().data.slots;
    expect(slots.filter((slot: { available: boolean }) => slot.available)).toEqual([]);
    const refused = await me.post(
      '/api/cart/order',
      { scheduleType: 'once', startDate: '2026-12-03', slotId: 2 },
      { 'content-language': 'ar' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().validation).toEqual(['فرعك مغلق في هذا الموعد: من فضلك اختر يومًا أو وقتًا آخر']);

    // Outside the hours of an open day: 13:00-21:00 offers 14:00 to 20:00 only.
    await setHours(hours('13:00', '21:00'));
    const offered = (await me.get('/api/delivery/slots?date=2026-12-04')).json().data.slots;
    expect(
      offered.filter((slot: { available: boolean }) => slot.available).map((s: { from: string }) => s.from),
    ).toEqual(['14:00', '16:00', '18:00']);
    const early = await me.post('/api/cart/order', {
      scheduleType: 'once',
      startDate: '2026-12-04',
      slotId: 1,
    });
    expect(early.statusCode).toBe(422);
    // Within them it is placed, though the branch is closed now.
    const fine = await me.post('/api/cart/order', {
      scheduleType: 'once',
      startDate: '2026-12-04',
      slotId: 3,
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe("a branch's holidays", () => {
  it('are added in Arabic digits and removed by its manager, audited, and refused to others', async () => {
    await setHours({}, []);
    const boss = await staffMember(store, 'branch_manager', [branchId], 'ar');
    const added = await boss.post(`/api/staff/branches/${branchId}/holidays`, { date: '٢٠٢٦-١٢-٢٥' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('تمت إضافة الإجازة');
    expect(added.json().data.delivery.holidays).toEqual(['2026-12-25']);
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'branch.holiday'), eq(staffAuditLog.staffId, boss.id)));
    expect(audit).toMatchObject({
      entity: 'branch',
      entityId: branchId,
      before: { holidays: [] },
      after: { holidays: ['2026-12-25'] },
    });

    const bad = await boss.post(`/api/staff/branches/${branchId}/holidays`, { date: '2026-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().validation).toEqual(['من فضلك أدخل التاريخ بالسنة ثم الشهر ثم اليوم']);

    const other = await staffMember(store, 'branch_manager', [branchId + 1]);
    expect(
      (await other.post(`/api/staff/branches/${branchId}/holidays`, { date: '2026-12-26' })).statusCode,
    ).toBe(404);
    const pharmacist = await staffMember(store, 'pharmacist', [branchId]);
    expect(
      (await pharmacist.post(`/api/staff/branches/${branchId}/holidays`, { date: '2026-12-26' })).statusCode,
    ).toBe(403);

    const removed = await boss.post(`/api/staff/branches/${branchId}/holidays/remove`, {
      date: '2026-12-25',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.delivery.holidays).toEqual([]);
    const reader = await staffMember(store, 'support', [branchId]);
    expect(
      (await reader.get(`/api/staff/branches/${branchId}/delivery`)).json().data.delivery.holidays,
    ).toEqual([]);
  });
});
