import { localPhone } from '@store/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { build, type Shopper, shopper, type TestStore } from '../test/build.ts';
import { insertOrder, staffMember } from '../test/staff-test-support.ts';

/**
 * The board's search: an order by its number, a customer's orders by their phone however
 * staff type it, only within the member's branches; through the API on a real database.
 */
let store: TestStore;
let customer: Shopper;
let other: Shopper;
let phone: string;
beforeAll(async () => {
  store = await build();
  customer = await shopper(store);
  other = await shopper(store);
  const [row] = await store.db
    .select({ phone: users.phone })
    .from(users)
    .where(eq(users.id, customer.userId));
  // Its local form, as staff read it out (kept as +20…, docs/decisions/0073).
  phone = localPhone(row!.phone!);
});
afterAll(() => store.close());

const toArabicDigits = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
const ids = (answer: { json: () => { data: { orders: { id: number }[] } } }) =>
  answer.json().data.orders.map((order) => order.id);

describe('the board searched', () => {
  it("finds a customer's orders by phone in any spelling and digits, and an order by its number", async () => {
    const mine = [
      await insertOrder(store, customer.userId, { branchId: 1 }),
      await insertOrder(store, customer.userId, { branchId: 1 }),
    ];
    const theirs = await insertOrder(store, other.userId, { branchId: 1 });
    const elsewhere = await insertOrder(store, customer.userId, { branchId: 2 });
    const pharmacist = await staffMember(store, 'pharmacist', [1]);
    expect(phone).toMatch(/^0\d{10}$/);
    const national = phone.slice(1);
    const spellings = [
      phone,
      `+20${national}`,
      `+20 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      `0020${national}`,
      national,
      toArabicDigits(phone),
      toArabicDigits(`+20 ${national}`),
      phone.slice(-7),
    ];
    for (const q of spellings) {
      const answer = await pharmacist.get(`/api/staff/orders?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      // Newest first; the other branch's order is not the pharmacist's to see.
      expect(ids(answer), q).toEqual([...mine].reverse());
      expect(answer.json().data.total, q).toBe(2);
    }

    for (const q of [String(theirs), `#${theirs}`, toArabicDigits(String(theirs))]) {
      const answer = await pharmacist.get(`/api/staff/orders?q=${encodeURIComponent(q)}`);
      expect(ids(answer), q).toEqual([theirs]);
    }
    // Another branch's order by number: not found, as any other order of another branch.
    expect(ids(await pharmacist.get(`/api/staff/orders?q=${elsewhere}`))).toEqual([]);
    // Text that is no number nor phone finds nothing (not everything).
    const words = await pharmacist.get(`/api/staff/orders?q=${encodeURIComponent('Mona')}`);
    expect(words.statusCode).toBe(200);
    expect(ids(words)).toEqual([]);
    // With a status filter: both apply.
    expect(ids(await pharmacist.get(`/api/staff/orders?q=${phone}&status=4`))).toEqual([]);
  });

  it('refuses a search longer than 40 characters with a localized 422', async () => {
    const pharmacist = await staffMember(store, 'pharmacist', [1], 'ar');
    const answer = await pharmacist.get(`/api/staff/orders?q=${'1'.repeat(41)}`);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().validation.join(' ')).toMatch(/[\u0600-\u06ff]/);
  });
});
