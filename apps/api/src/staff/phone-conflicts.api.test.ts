import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneDuplicates, staffAuditLog, users } from '../db/schema.ts';
import { build, type TestStore } from '../test/build.ts';
import { staffMember } from '../test/staff-test-support.ts';

/**
 * docs/decisions/0073: the numbers migration 0051 could not put in their one form are listed for the
 * staff of the customer's branches, who sort them out with the customer and say what they did.
 */
let store: TestStore;
let holder: number;
let duplicate: number;
let landline: number;
let duplicateConflict: number;
let landlineConflict: number;

async function customer(firstName: string, branchId: number, phone: string) {
  const [row] = await store.db
    .insert(users)
    .values({ firstName, lastName: 'Hassan', branchId, phone, email: `${firstName.toLowerCase()}@shop.test` })
    .returning({ id: users.id });
  return row!.id;
}

beforeAll(async () => {
  store = await build();
  holder = await customer('Mona', 1, '+201001234567');
  duplicate = await customer('Mai', 1, '0100 123 4567');
  landline = await customer('Omar', 2, '02 2417 5555');
  const rows = await store.db
    .insert(phoneDuplicates)
    .values([
      {
        userId: duplicate,
        phone: '0100 123 4567',
        normalized: '+201001234567',
        holderId: holder,
        reason: 'duplicate',
      },
      { userId: landline, phone: '02 2417 5555', reason: 'not-mobile' },
    ])
    .returning({ id: phoneDuplicates.id });
  [duplicateConflict, landlineConflict] = rows.map((row) => row.id) as [number, number];
});
afterAll(() => store?.close());

describe('numbers to sort out', () => {
  it("lists a branch's own customers' numbers to its staff, with who holds the same number", async () => {
    const manager = await staffMember(store, 'branch_manager', [1]);
    const listed = await manager.get('/api/staff/customers/phone-conflicts');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.conflicts).toEqual([
      {
        id: duplicateConflict,
        reason: 'duplicate',
        customer: { id: duplicate, name: 'Mai Hassan', phone: '0100 123 4567', email: 'mai@shop.test' },
        holder: { id: holder, name: 'Mona Hassan', phone: '01001234567', email: 'mona@shop.test' },
        foundAt: expect.any(String),
      },
    ]);
    const admin = await staffMember(store, 'admin', []);
    const all = (await admin.get('/api/staff/customers/phone-conflicts')).json().data.conflicts;
    expect(all.map((conflict: { id: number }) => conflict.id)).toEqual([duplicateConflict, landlineConflict]);
    const pharmacist = await staffMember(store, 'pharmacist', [1]);
    expect((await pharmacist.get('/api/staff/customers/phone-conflicts')).statusCode).toBe(403);
  });

  it('is marked sorted out with what was done, audited; another branch’s is not found', async () => {
    const support = await staffMember(store, 'support', [1], 'ar');
    const empty = await support.post(`/api/staff/customers/phone-conflicts/${duplicateConflict}/resolve`, {
      note: '  ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().validation[0]).toMatch(/[\u0600-\u06ff]/);
    const elsewhere = await support.post(`/api/staff/customers/phone-conflicts/${landlineConflict}/resolve`, {
      note: 'Called',
    });
    expect(elsewhere.statusCode).toBe(404);
    const note = 'اتصلت بالعميلة: الحساب الثاني لها، وسيُغلق بطلبها';
    const resolved = await support.post(`/api/staff/customers/phone-conflicts/${duplicateConflict}/resolve`, {
      note,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ message: 'تم تسجيل التسوية', data: { conflicts: [] } });
    const [audit] = await store.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'customer.phoneResolved'), eq(staffAuditLog.entityId, duplicate)));
    expect(audit).toMatchObject({
      staffId: support.id,
      before: { conflict: duplicateConflict, phone: '0100 123 4567', reason: 'duplicate', holderId: holder },
      after: { resolved: true, note },
    });
    const again = await support.post(`/api/staff/customers/phone-conflicts/${duplicateConflict}/resolve`, {
      note,
    });
    expect(again.statusCode).toBe(404);
  });
});
