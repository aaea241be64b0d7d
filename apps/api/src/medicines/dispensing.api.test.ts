import { orderStatusIds } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispensedPacks, orderItems, orders, products, staffAuditLog, stockBatches } from '../db/schema.ts';
import { build, shopper, type TestStore } from '../test/build.ts';
import { caller, insertOrder, staffMember } from '../test/staff-test-support.ts';

/** Dispensing by pack (decision 0066), through the API on both drivers. */
let store: TestStore;
let customerId: number;
let pharmacist: Awaited<ReturnType<typeof staffMember>>;
// The group separator as a scanner sends it in keyboard mode.
const GS = '<GS>';
const ean = '4006381333931';
const pack = (serial: string, expiry = '281231') =>
  `]d201${ean.padStart(14, '0')}17${expiry}10B77${GS}21${serial}`;

beforeAll(async () => {
  store = await build();
  customerId = (await shopper(store)).userId;
  pharmacist = await staffMember(store, 'pharmacist', [1], 'ar');
  // The order lines' product (id 1) carries this barcode on the shelf.
  await store.db
    .update(products)
    .set({ barcodes: [ean] })
    .where(eq(products.id, 1));
});
afterAll(() => store?.close());

async function orderOfTwo(statusId: number = orderStatusIds.inProcess) {
  const orderId = await insertOrder(store, customerId, { branchId: 1, statusId, productId: 1 });
  await store.db.update(orderItems).set({ quantityMilli: 2000 }).where(eq(orderItems.orderId, orderId));
  const [item] = await store.db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return { orderId, itemId: item!.id };
}

describe('scanning medicine packs against an order line', () => {
  it('records each pack once, up to the quantity ordered, and exports the day', async () => {
    const { orderId, itemId } = await orderOfTwo();
    const scan = (code: string, who = pharmacist) =>
      who.post(`/api/staff/orders/${orderId}/items/${itemId}/packs`, { code });
    const first = await scan(pack('SER-0001'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      scanned: 1,
      needed: 2,
      pack: { gtin: '04006381333931', serial: 'SER-0001', batch: 'B77', expiry: '2028-12-31' },
    });
    expect(first.json().message).toBe('تم مسح العبوة: ١ من ٢');
    // The same pack again, here or on another order: refused.
    const again = await scan(pack('SER-0001'));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('SER-0001');
    // Expired, another product's pack, an unreadable code.
    expect((await scan(pack('SER-0002', '250101'))).json().validation).toEqual([
      expect.stringContaining('انتهت صلاحية'),
    ]);
    expect((await scan(`0109506000134352${'17'}281231${'21'}X1`)).statusCode).toBe(422);
    expect((await scan('0104006381333932')).statusCode).toBe(422);
    expect((await scan(pack('SER-0002'))).json().data.scanned).toBe(2);
    // Both packs are there: a third is one too many.
    expect((await scan(pack('SER-0003'))).statusCode).toBe(422);

    const listed = (await pharmacist.get(`/api/staff/orders/${orderId}/packs`)).json().data;
    expect(listed.open).toBe(true);
    expect(listed.lines).toEqual([
      expect.objectContaining({ itemId, productId: 1, needed: 2, medicineClass: 'otc' }),
    ]);
    expect(listed.lines[0].packs.map((p: { serial: string }) => p.serial)).toEqual(['SER-0001', 'SER-0002']);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const csv = await pharmacist.get(`/api/staff/dispensing/export?date=${today}&branchId=1`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe('gtin,serial,batch,expiry,order,dispensed_at,pharmacist');
    expect(lines.filter((row) => row.includes(`,${orderId},`))).toHaveLength(2);
    // Another day has none of them.
    const yesterday = await pharmacist.get('/api/staff/dispensing/export?date=2020-01-01&branchId=1');
    expect(yesterday.body.replace('\ufeff', '').trim().split('\r\n')).toHaveLength(1);
  });

  it('lets two scanners take a line’s last pack only once, and one serial only once', async () => {
    const { orderId, itemId } = await orderOfTwo();
    const other = await staffMember(store, 'pharmacist', [1]);
    const url = `/api/staff/orders/${orderId}/items/${itemId}/packs`;
    expect((await pharmacist.post(url, { code: pack('RACE-0') })).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      pharmacist.post(url, { code: pack('RACE-1') }),
      other.post(url, { code: pack('RACE-2') }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const second = await orderOfTwo();
    const secondUrl = `/api/staff/orders/${second.orderId}/items/${second.itemId}/packs`;
    const [c, d] = await Promise.all([
      pharmacist.post(secondUrl, { code: pack('TWIN-1') }),
      caller(store, other.token).post(secondUrl, { code: pack('TWIN-1') }),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 422]);
  });

  it("is refused once the order has gone, and for another branch's order (404)", async () => {
    const gone = await orderOfTwo(orderStatusIds.outForDelivery);
    const late = await pharmacist.post(`/api/staff/orders/${gone.orderId}/items/${gone.itemId}/packs`, {
      code: pack('LATE-1'),
    });
    expect(late.statusCode).toBe(422);
    const elsewhere = await staffMember(store, 'pharmacist', [2]);
    const mine = await orderOfTwo();
    expect(
      (
        await elsewhere.post(`/api/staff/orders/${mine.orderId}/items/${mine.itemId}/packs`, {
          code: pack('X-1'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await elsewhere.get(`/api/staff/orders/${mine.orderId}/packs`)).statusCode).toBe(404);
    // A line of another order is no line of this one.
    expect(
      (
        await pharmacist.post(`/api/staff/orders/${mine.orderId}/items/${gone.itemId}/packs`, {
          code: pack('X-2'),
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await store.db
      .select({ statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, mine.orderId));
    expect(row!.statusId).toBe(orderStatusIds.inProcess);
  });
});

describe('holding the order at the branch until its packs are scanned', () => {
  const dispatch = (orderId: number) =>
    pharmacist.post(`/api/staff/orders/${orderId}/status`, { statusId: orderStatusIds.outForDelivery });

  it('refuses out for delivery while packs are missing, then lets it go once all are scanned', async () => {
    const { orderId, itemId } = await orderOfTwo();
    const held = await dispatch(orderId);
    expect(held.statusCode).toBe(422);
    expect(held.json().message).toBe(
      'امسح عبوات الأدوية قبل خروج الطلب (متبقٍ ٢)، أو يسجّل الصيدلي سبب عدم مسحها',
    );
    await pharmacist.post(`/api/staff/orders/${orderId}/items/${itemId}/packs`, { code: pack('HOLD-0001') });
    expect((await dispatch(orderId)).json().message).toContain('(متبقٍ ١)');
    await pharmacist.post(`/api/staff/orders/${orderId}/items/${itemId}/packs`, { code: pack('HOLD-0002') });
    const listed = (await pharmacist.get(`/api/staff/orders/${orderId}/packs`)).json().data;
    expect(listed).toMatchObject({ missing: 0, waiver: null });
    expect((await dispatch(orderId)).statusCode).toBe(200);
  });

  it('lets the order go once a pharmacist records why the packs are not scanned, audited', async () => {
    const { orderId } = await orderOfTwo();
    const waived = await pharmacist.post(`/api/staff/orders/${orderId}/packs/waive`, {
      reason: 'العبوة بلا رمز DataMatrix',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({
      message: 'تم التسجيل: يمكن أن يخرج الطلب دون مسح العبوات',
      data: { missing: 0, waiver: { reason: 'العبوة بلا رمز DataMatrix', staffName: pharmacist.name } },
    });
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.entity, 'order'), eq(staffAuditLog.entityId, orderId)));
    expect(audit).toMatchObject({
      action: 'order.packsWaived',
      staffId: pharmacist.id,
      before: { missing: 2 },
    });
    // Nothing is left to waive; the order goes out.
    const again = await pharmacist.post(`/api/staff/orders/${orderId}/packs/waive`, { reason: 'again' });
    expect(again.statusCode).toBe(422);
    expect((await dispatch(orderId)).statusCode).toBe(200);
    // Gone: too late to waive.
    const closed = await pharmacist.post(`/api/staff/orders/${orderId}/packs/waive`, { reason: 'late' });
    expect(closed.json().validation).toEqual(['تُمسح العبوات أثناء تجهيز الطلب، قبل خروجه']);
  });

  it('does not hold an order without medicines, and needs a reason', async () => {
    const orderId = await insertOrder(store, customerId, { branchId: 1, statusId: orderStatusIds.inProcess });
    expect((await dispatch(orderId)).statusCode).toBe(200);
    const { orderId: withMedicine } = await orderOfTwo();
    const blank = await pharmacist.post(`/api/staff/orders/${withMedicine}/packs/waive`, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
  });
});

describe('a recalled batch at the counter', () => {
  it('refuses a pack of it, in the scanner’s language', async () => {
    await store.db.insert(stockBatches).values({
      branchId: 2,
      productId: 1,
      batch: 'BAD1',
      expiry: '2028-12-31',
      receivedMilli: 1000,
      quantityMilli: 0,
      withdrawn: 'recalled',
      withdrawnAt: new Date(),
    });
    const { orderId, itemId } = await orderOfTwo();
    const refused = await pharmacist.post(`/api/staff/orders/${orderId}/items/${itemId}/packs`, {
      code: `]d201${ean.padStart(14, '0')}17281231${'10'}BAD1${GS}21RECALL-1`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('التشغيلة BAD1 من هذا الدواء مسحوبة: ضع العبوة جانباً وخذ عبوة أخرى');
    const [{ count: packs }] = (await store.db
      .select({ count: sql<number>`count(*)::int` })
      .from(dispensedPacks)
      .where(eq(dispensedPacks.orderId, orderId))) as [{ count: number }];
    expect(packs).toBe(0);
  });
});
