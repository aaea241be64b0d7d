import type { StaffRole } from '@store/contract';
import { eq } from 'drizzle-orm';
import { orderItems, orderItemTranslations, orders } from '../db/schema.ts';
import type { TestStore } from '../test/build.ts';
import { createStaffAccount } from './staff-accounts.ts';

/** Test support for the staff API tests (not a test file itself). */

let staffCount = 0;
export const staffPassword = 'Staff-test-password-1';

/** A staff account made as `staff:create` makes them, logged in through the API. */
export async function staffMember(
  store: TestStore,
  role: StaffRole,
  branchIds: number[],
  lang: 'en' | 'ar' = 'en',
) {
  staffCount += 1;
  const email = `${role}.${staffCount}.${process.pid}@staff.test`;
  const { id } = await createStaffAccount(
    store.db,
    { email, name: `Test ${role} ${staffCount}`, role, branchIds, password: staffPassword },
    { storeMode: 'demo' },
  );
  const token = await staffLogin(store, email, staffPassword);
  return { id, email, role, branchIds, token, ...caller(store, token, lang) };
}

export async function staffLogin(store: TestStore, email: string, password: string, totp?: string) {
  const answer = await store.app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email, password, ...(totp ? { totp } : {}) },
  });
  if (answer.statusCode !== 200) throw new Error(`staff login failed: ${answer.body}`);
  return answer.json().data.token as string;
}

/** Requests with a bearer token (or none). */
export function caller(store: TestStore, token: string | null, lang: 'en' | 'ar' = 'en') {
  const headers = (): Record<string, string> => ({
    'content-language': lang,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  });
  return {
    get: (url: string) => store.app.inject({ method: 'GET', url, headers: headers() }),
    post: (url: string, payload?: Record<string, unknown>) =>
      store.app.inject({ method: 'POST', url, headers: headers(), payload: payload ?? {} }),
  };
}

/**
 * An order written straight into the database (the matrix needs many, in given branches and
 * states): one line of product 1, 100 EGP, cash unless said otherwise.
 */
export async function insertOrder(
  store: TestStore,
  userId: number,
  values: { branchId: number; statusId?: number; paymentTypeId?: number; paymentState?: string },
) {
  const [order] = await store.db
    .insert(orders)
    .values({
      userId,
      branchId: values.branchId,
      statusId: values.statusId ?? 1,
      paymentTypeId: values.paymentTypeId ?? 1,
      paymentState: values.paymentState ?? 'not_required',
      addressText: '12 Abbas El Akkad, Nasr City',
      orderFrom: 'Web',
      subtotal: 10_000,
      discount: 0,
      discountPercentage: 0,
      deliveryCharge: 1_500,
      total: 11_500,
      dispatchedAt: values.statusId === 7 ? new Date() : null,
    })
    .returning({ id: orders.id });
  const [item] = await store.db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId: 1,
      quantityMilli: 1000,
      weighted: false,
      unitPrice: 10_000,
      amount: 10_000,
    })
    .returning({ id: orderItems.id });
  await store.db.insert(orderItemTranslations).values([
    { ownerId: item!.id, lang: 'en', name: 'Test product' },
    { ownerId: item!.id, lang: 'ar', name: 'منتج تجريبي' },
  ]);
  return order!.id;
}

export const orderRow = async (store: TestStore, id: number) =>
  (await store.db.select().from(orders).where(eq(orders.id, id)))[0]!;
